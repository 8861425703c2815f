import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { undeliveredMailListSchema } from '@domus/domain/schemas/mail.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { countUndeliveredMails, listUndeliveredMails } from './mail-outbox.repository.ts';

/** How many undelivered mails the list shows (the newest; the count says how many there are). */
const UNDELIVERED_LIST_LIMIT = 100;

/** GET /mail/undelivered: the mails the outbox gave up on, for admins (issue 13 point 7). */
export const mailOutboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/mail/undelivered',
    {
      // Admins only, checked before anything else by the access hook of the auth module.
      config: { access: 'admin' },
      schema: {
        operationId: 'listUndeliveredMails',
        tags: ['mail'],
        summary: 'Mails that could not be delivered (admins)',
        description:
          'Mails given up after 15 failed delivery attempts (about six hours), newest first, at ' +
          'most 100, with their count. The health answer carries the same count. Admins only.',
        security: bearerSecurity,
        response: { 200: undeliveredMailListSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const [count, mails] = await Promise.all([
        countUndeliveredMails(db),
        listUndeliveredMails(db, UNDELIVERED_LIST_LIMIT),
      ]);
      return reply.header('cache-control', 'no-store').send({
        data: {
          count,
          mails: mails.map((mail) => ({
            _id: mail.id,
            kind: mail.kind,
            to: mail.toAddress,
            subject: mail.subject,
            createdAt: mail.createdAt.toISOString(),
            attempts: mail.attempts,
            lastError: mail.lastError,
          })),
        },
      });
    },
  );
};
