import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retriedMailSchema, undeliveredMailListSchema } from '@domus/domain/core/mail.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { notFoundError } from '../../lib/app-error.ts';
import {
  countUndeliveredMails,
  listUndeliveredMails,
  retryUndeliveredMail,
} from './mail-outbox.repository.ts';

/** How many undelivered mails the list shows (the newest; the count says how many there are). */
const UNDELIVERED_LIST_LIMIT = 100;

/**
 * GET /mail/undelivered: the mails the outbox gave up on, for admins (issue 13 point 7); POST
 * /mail/undelivered/{id}/retry sends one again (the admin application's mail page, issue 15).
 */
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

  app.post(
    '/mail/undelivered/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'retryUndeliveredMail',
        tags: ['mail'],
        summary: 'Send an undelivered mail again (admins)',
        description:
          'Gives a mail the outbox gave up on a new round of delivery attempts, the first one ' +
          'now (after the address or the mail server was put right). 404 when the id is not an ' +
          'undelivered mail. Admins only.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: retriedMailSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await retryUndeliveredMail(db, request.params.id))) throw notFoundError();
      return reply.header('cache-control', 'no-store').send({ data: { _id: request.params.id } });
    },
  );
};
