import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  clientInputSchema,
  clientResponseSchema,
  clientsCreateBodySchema,
  clientsCreateResponseSchema,
} from '@domus/domain/person/seller.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, sessionResponses } from '../../lib/openapi.ts';
import { bearerToken, requireViewer } from '../auth/viewer.ts';
import { createClient, createClientAccount } from './clients.service.ts';

/**
 * Where the verification link of a new client leads after logging in: the find page, told to say
 * that the address is confirmed and to show the saved searches (issue 18).
 */
const CLIENTS_CREATE_CALLBACK = 'find?verified=1';

/** POST /clients-create and POST /clients (buyer-side.md §7). */
export const clientsRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/clients-create',
    {
      schema: {
        operationId: 'createClientAccount',
        tags: ['clients'],
        summary: 'Become a client (new client dialog)',
        description:
          'New client dialog (buyer-side.md §5): valid e-mail, name, family name and ' +
          '`privacy: true`. A visitor must send a solved `captcha` (400 captcha_invalid ' +
          'otherwise) and gets a new account whose address is not verified yet, the client, an ' +
          'unverified session token (decisions.md Accounts and roles) and a verification mail ' +
          'with a login link; the first verified login ends the unverified sessions. An address ' +
          'that already has an account or a client answers 400 `duplicate_email` ' +
          '(global.errors.duplicateEmailLogin); one client address gets at most 10 such answers ' +
          'an hour. The mail counts against the login-link limits. Beyond either, 429 ' +
          'rate_limited with Retry-After. A logged-in caller gets the client attached to their ' +
          'account and their own token back; an unverified session gets 403 address_unverified.',
        security: [{}, ...bearerSecurity],
        body: clientsCreateBodySchema,
        response: {
          201: clientsCreateResponseSchema,
          429: apiErrorSchema.describe(
            'Too many links or address-in-use answers: code rate_limited, with Retry-After',
          ),
          ...errorResponses,
          400: apiErrorSchema.describe(
            'Invalid fields (validation_error), captcha missing or used (captcha_invalid), or an ' +
              'address already in use (duplicate_email)',
          ),
        },
      },
    },
    async (request, reply) => {
      const result = await createClientAccount(db, request.body.client, {
        viewer: request.viewer,
        token: bearerToken(request) || undefined,
        requestIp: request.ip || null,
        captcha: request.body.captcha,
        callback: CLIENTS_CREATE_CALLBACK,
        config,
      });
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/clients',
    {
      config: { sessionAction: 'change-profile' },
      schema: {
        operationId: 'createClient',
        tags: ['clients'],
        summary: 'Create a client',
        description:
          'Staff create a client for anyone (an address another client has answers 400 ' +
          "`duplicate_email`); a website user only their own, with their account's login " +
          'address (403 otherwise). The client belongs to the account of its address, if there ' +
          'is one without a client yet.',
        security: bearerSecurity,
        body: clientInputSchema,
        response: {
          201: clientResponseSchema,
          ...sessionResponses,
          403: apiErrorSchema.describe(
            "Not staff, and not the caller's own address: code forbidden",
          ),
          ...errorResponses,
          400: apiErrorSchema.describe(
            'Invalid fields (validation_error) or an address already in use (duplicate_email)',
          ),
        },
      },
    },
    async (request, reply) => {
      const client = await createClient(db, requireViewer(request), request.body);
      return reply.code(201).send({ data: client });
    },
  );
};
