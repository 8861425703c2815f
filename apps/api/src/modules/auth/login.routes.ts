import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema } from '@domus/domain/account/account.schema';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  loginAnswerSchema,
  sessionAnswerSchema,
  sessionRequestSchema,
} from '@domus/domain/account/session.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, publicSecurity } from '../../lib/openapi.ts';
import { consumeCaptcha } from '../captcha/captcha.service.ts';
import { requestLoginLink } from './login-link.service.ts';
import { exchangeLoginToken, logout, type MeOfLogin } from './login.service.ts';
import { PRIVATE_NO_STORE, requireViewer } from './viewer.ts';

/** POST /api/v1/account/login, /account/session and /account/logout. */
export const loginRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  /** Who is logged in once a link is used ({@link MeOfLogin}). */
  meOf: MeOfLogin;
}> = async (app, { db, config, meOf }) => {
  app.post(
    '/account/login',
    {
      // Asking for a link and exchanging it work with an ended session still in the browser.
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'requestLoginLink',
        tags: ['account'],
        summary: 'Ask for a login link',
        description:
          'Mails a single-use login link, valid for 10 minutes, to the address: in the ' +
          "account's language, else in `lang` or the request's. The answer is the same whether " +
          'or not the address has an account. `captcha` is the solved challenge of ' +
          '/captcha/challenge, accepted once (400 captcha_invalid otherwise). At most 5 links ' +
          'per address and 20 in all per client address in an hour (429 rate_limited with ' +
          'Retry-After; nothing is sent). No second mail while a link mailed to the address in ' +
          'the last 2 minutes is unused; at most 3 link mails an hour, except to client addresses ' +
          'it has logged in from or that have not asked for it in a day; otherwise the answer is ' +
          'the same and no mail goes out (decisions 006, 045).',
        body: loginRequestSchema,
        security: publicSecurity,
        response: {
          200: loginAnswerSchema,
          ...errorResponses,
          429: apiErrorSchema.describe(
            'Too many links asked for from this client address: code rate_limited, with Retry-After',
          ),
        },
      },
    },
    async (request) => {
      const body = request.body;
      await consumeCaptcha(db, config, body.captcha);
      await requestLoginLink(db, {
        email: body.email,
        callback: body.callback || null,
        language: body.lang ?? request.lang,
        requestIp: request.ip || null,
        publicUrl: config.publicUrl,
      });
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/account/session',
    {
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'createSession',
        tags: ['account'],
        summary: 'Exchange a login link for a session',
        description:
          'Uses the token of a login link (once, within 10 minutes) and answers a session token ' +
          'for `Authorization: Bearer`, valid 30 days and 7 days unused. The first use for a new ' +
          "address creates its account; it marks the address verified and ends the account's " +
          'unverified sessions. 400 invalid_token for an unknown, used or expired token.',
        body: sessionRequestSchema,
        security: publicSecurity,
        response: { 200: sessionAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // The answer holds the new session: like every answer of a session, no cache keeps it.
      reply.header('cache-control', PRIVATE_NO_STORE);
      const { session, me } = await exchangeLoginToken(
        db,
        request.body.token,
        meOf,
        request.ip || null,
      );
      return {
        data: {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          verified: true,
          me,
        },
      };
    },
  );

  app.post(
    '/account/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['account'],
        summary: 'Log out',
        description: "Revokes the caller's session; 401 without one.",
        security: bearerSecurity,
        response: {
          204: z.null().describe('Logged out'),
          ...errorResponses,
          401: apiErrorSchema.describe('No valid session: code unauthorized'),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await logout(db, viewer.sessionId);
      return reply.code(204).send(null);
    },
  );
};
