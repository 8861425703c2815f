import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { checkHealth } from './health.service.ts';
import { errorResponses, publicSecurity } from '../../lib/openapi.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  /** Mails given up after 15 failed attempts (null when the database does not answer). */
  undeliveredMails: z.number().int().nullable(),
});

/** GET /api/v1/health. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Service health',
        description:
          'Checks the database with a query: 200 when it answers, 503 otherwise. ' +
          '`undeliveredMails` counts the mails given up after 15 failed attempts ' +
          '(GET /api/v1/mail/undelivered lists them for admins).',
        security: publicSecurity,
        // An unknown `?lang=` answers 400 here as on every API call.
        response: { 200: healthSchema, 400: errorResponses[400], 503: healthSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const health = await checkHealth(db);
      return reply
        .code(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );
};
