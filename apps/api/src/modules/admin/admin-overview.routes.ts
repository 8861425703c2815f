import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  adminContactMessageListSchema,
  adminHandledBodySchema,
  adminHandledResultSchema,
  adminListQuerySchema,
  adminOverviewSchema,
  adminQueueResponseSchema,
  adminRequestListSchema,
} from '@domus/domain/staff/admin-overview.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { requireStaff } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { adminOverview, confirmationQueue } from './admin-overview.service.ts';
import { listContactMessages, listRequests, markInboxEntry } from './admin-requests.service.ts';

const tags = ['admin'];

type AdminOverviewRoutesOptions = {
  db: Database;
  storage: FileStorage;
};

/** The instance the route groups register on, with the zod type provider. */
type RoutesApp = Parameters<FastifyPluginAsyncZod<AdminOverviewRoutesOptions>>[0];

/** The overview and the confirmation queue. */
async function overviewAndQueueRoutes(app: RoutesApp, { db, storage }: AdminOverviewRoutesOptions) {
  app.get(
    '/admin/overview',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getAdminOverview',
        tags,
        summary: 'What awaits staff today',
        description:
          'Listings awaiting confirmation, listings and matches of the last 7 days (today and ' +
          'the 6 days before, Europe/Rome; `sinceDay` is the `createdFrom` of the table they ' +
          'link to), visit and consultation requests and contact messages whose inbox status ' +
          'is new, and mails that could not be delivered.',
        security: bearerSecurity,
        response: { 200: adminOverviewSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      return reply.header('cache-control', 'no-store').send({ data: await adminOverview(db) });
    },
  );

  app.get(
    '/admin/queue',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listConfirmationQueue',
        tags,
        summary: 'The confirmation queue',
        description:
          'Listings of every category awaiting confirmation, the oldest submission first, 50 a ' +
          'page, as table rows with owner and `submittedAt`; admins find `confirm` among the ' +
          'actions (the confirm dialog saves through PATCH /properties/{type}/{id}).',
        security: bearerSecurity,
        querystring: adminListQuerySchema,
        response: { 200: adminQueueResponseSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      const page = await confirmationQueue(db, storage, viewer, request.query.page);
      return reply.header('cache-control', 'no-store').send(page);
    },
  );
}

/** The request and contact-message lists and their handled marks. */
async function inboxListRoutes(app: RoutesApp, { db }: AdminOverviewRoutesOptions) {
  app.get(
    '/admin/requests',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAdminRequests',
        tags,
        summary: 'Visit and consultation requests',
        description:
          'Matches a client set to visit or consulting, the newest first, 50 a page: open ones ' +
          '(`handled=false`, the default), handled ones (`true`) or all.',
        security: bearerSecurity,
        querystring: adminListQuerySchema,
        response: { 200: adminRequestListSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const { page, handled } = request.query;
      return reply.header('cache-control', 'no-store').send(await listRequests(db, page, handled));
    },
  );

  app.post(
    '/admin/requests/:id/handled',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'setAdminRequestHandled',
        tags,
        summary: 'Mark a request handled or open',
        description:
          'Handled now (`handled: true`: status done) or open again (`false`: status new), as ' +
          'PATCH /admin/inbox/... sets it; the change is in the history.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: adminHandledBodySchema,
        response: {
          200: adminHandledResultSchema,
          ...staffResponses,
          404: apiErrorSchema.describe('No such request: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const { id } = request.params;
      const { handled } = request.body;
      return {
        data: await markInboxEntry(db, viewer, 'request', id, handled, 'setAdminRequestHandled'),
      };
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAdminContactMessages',
        tags,
        summary: 'Contact messages',
        description:
          'Messages of the contact form and of listing pages, the newest first, 50 a page: open ' +
          'ones (`handled=false`, the default), handled ones (`true`) or all.',
        security: bearerSecurity,
        querystring: adminListQuerySchema,
        response: { 200: adminContactMessageListSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const { page, handled } = request.query;
      return reply
        .header('cache-control', 'no-store')
        .send(await listContactMessages(db, page, handled));
    },
  );

  app.post(
    '/admin/contact-messages/:id/handled',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'setAdminContactMessageHandled',
        tags,
        summary: 'Mark a contact message handled or open',
        description:
          'Handled now (`handled: true`: status done) or open again (`false`: status new), as ' +
          'PATCH /admin/inbox/... sets it; the change is in the history.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: adminHandledBodySchema,
        response: {
          200: adminHandledResultSchema,
          ...staffResponses,
          404: apiErrorSchema.describe('No such message: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const { id } = request.params;
      const { handled } = request.body;
      const source = 'setAdminContactMessageHandled';
      return { data: await markInboxEntry(db, viewer, 'message', id, handled, source) };
    },
  );
}

/**
 * The admin overview, the confirmation queue, and the request and contact-message lists behind
 * the overview's numbers (issue 15 points 4 and 5). Staff only (401, 403 before anything is read).
 */
export const adminOverviewRoutes: FastifyPluginAsyncZod<AdminOverviewRoutesOptions> = async (
  app,
  options,
) => {
  await overviewAndQueueRoutes(app, options);
  await inboxListRoutes(app, options);
};
