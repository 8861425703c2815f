import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inboxEntryResponseSchema,
  inboxListSchema,
  inboxQuerySchema,
  inboxUpdateSchema,
} from '@domus/domain/staff/admin-inbox.schema';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { requireStaff } from '../auth/viewer.ts';
import { listInbox, updateInboxEntry, type InboxSource } from './admin-inbox.service.ts';

const tags = ['admin'];

const updateDescription = (what: string) =>
  `Sets the ${what}'s status (new, in_progress, done), the staff member handling it ` +
  '(`handlerId`, an agent, admin or super admin; null for nobody) and the note (null or empty ' +
  'for none); what the body leaves out stays. `handledAt` is set when it becomes done. The ' +
  'change is written to the history in the same transaction.';

/**
 * The staff inbox (issue 16 point 3, docs decision 032): the visit and consultation requests and
 * the contact messages in one list, and their status, handler and note. Agents and admins alike
 * (decision 026); 401 and 403 before the query or body is read.
 */
export const adminInboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/inbox',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAdminInbox',
        tags,
        summary: 'The inbox of requests and contact messages',
        description:
          'Visit and consultation requests (matches a client set to visit or consulting), ' +
          'contact messages and viewings asked for at given times (a match’s visit answer with ' +
          'times is its viewing), the newest first, 50 a page, by `kind` (visit, consulting, ' +
          'message, viewing), `status` (new, in_progress, done), `handler=me` (what the caller ' +
          'handles) and `q` (name, e-mail, telephone, message, note, listing number or title).',
        security: bearerSecurity,
        querystring: inboxQuerySchema,
        response: { 200: inboxListSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      return reply
        .header('cache-control', 'no-store')
        .send(await listInbox(db, viewer, request.query));
    },
  );

  const update = (path: string, operationId: string, source: InboxSource, what: string) =>
    app.patch(
      path,
      {
        config: { access: 'staff' },
        schema: {
          operationId,
          tags,
          summary: `Change a ${what}'s status, handler or note`,
          description: updateDescription(what),
          security: bearerSecurity,
          params: idParamsSchema,
          body: inboxUpdateSchema,
          response: {
            200: inboxEntryResponseSchema,
            ...staffResponses,
            404: apiErrorSchema.describe(`No such ${what}: code not_found`),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const viewer = requireStaff(request);
        const { id } = request.params;
        return { data: await updateInboxEntry(db, viewer, source, id, request.body, operationId) };
      },
    );

  update('/admin/inbox/requests/:id', 'updateAdminInboxRequest', 'request', 'request');
  update('/admin/inbox/messages/:id', 'updateAdminInboxMessage', 'message', 'contact message');
  update('/admin/inbox/viewings/:id', 'updateAdminInboxViewing', 'viewing', 'viewing request');
};
