import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeSchema } from '@domus/domain/core/captcha.schema';
import type { Config } from '../../config.ts';
import { errorResponses, publicSecurity } from '../../lib/openapi.ts';
import { captchaSecrets } from './captcha-secrets.ts';
import { newCaptchaChallenge } from './captcha.service.ts';

/** GET /api/v1/captcha/challenge. */
export const captchaRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const secrets = await captchaSecrets(config);
  app.get(
    '/captcha/challenge',
    {
      // Asked for before a login, when the browser may still hold an ended session.
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'getCaptchaChallenge',
        tags: ['account'],
        summary: 'Captcha challenge',
        description:
          'A signed proof-of-work challenge for the ALTCHA widget (its `challengeurl`), valid ' +
          'for 10 minutes. The solution goes with the login call as `captcha` and is accepted once.',
        security: publicSecurity,
        response: { 200: captchaChallengeSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return newCaptchaChallenge(secrets, config.CAPTCHA_COST);
    },
  );
};
