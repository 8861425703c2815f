import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { idSchema } from '@domus/domain/core/common.schema';
import {
  portalTransferItemSchema,
  portalTransferSchema,
} from '@domus/domain/feeds/portal-transfer.schema';
import {
  bearerSecurity,
  errorResponses,
  sessionResponses,
  staffResponses,
} from '../../lib/openapi.ts';
import { requireAdmin, requireStaff } from '../auth/viewer.ts';
import type { FeedsContext } from './feeds-context.ts';
import { startTransferNow } from './portal-accounts.service.ts';
import { transferLog, transferWithItems } from './portal-transfer-log.service.ts';

const tags = ['portals'];
const notFound = { 404: apiErrorSchema.describe('No such portal account: code not_found') };
const accountParams = z.object({ id: idSchema });
const adminResponses = {
  ...sessionResponses,
  403: apiErrorSchema.describe('The account is not an admin: code forbidden'),
} as const;

/**
 * The transfers (issue 32 point 3): the log, read by staff, and a transfer started now by
 * admins.
 */
export const portalTransfersRoutes: FastifyPluginAsyncZod<{ feeds: FeedsContext }> = async (
  app,
  { feeds },
) => {
  const { db } = feeds;

  app.get(
    '/admin/portal-transfers',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listPortalTransfers',
        tags,
        summary: 'The portals’ transfer log',
        description:
          'Transfers newest first, of one account (`accountId`) or all: the portal, what ' +
          'started it, its state (a waiting one with its next attempt), the listings sent, ' +
          'changed, removed and refused, bytes, duration and the last error. `before` (a ' +
          'transfer’s `createdAt`) reads the next page. Staff.',
        security: bearerSecurity,
        querystring: z.object({
          accountId: idSchema.optional(),
          before: z.iso.datetime({ offset: true }).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: {
          200: z.object({ data: z.array(portalTransferSchema) }),
          ...staffResponses,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      return { data: await transferLog(db, request.query) };
    },
  );

  app.get(
    '/admin/portal-transfers/:id',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getPortalTransfer',
        tags,
        summary: 'One transfer with its listings',
        description:
          'The transfer and per listing what it did (new, changed, removed, refused) with the ' +
          'readiness reasons of a listing left out and the portal’s answer. Staff.',
        security: bearerSecurity,
        params: z.object({ id: idSchema }),
        response: {
          200: z.object({
            data: portalTransferSchema.extend({ items: z.array(portalTransferItemSchema) }),
          }),
          ...staffResponses,
          404: apiErrorSchema.describe('No such transfer: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      return { data: await transferWithItems(db, request.params.id) };
    },
  );

  app.post(
    '/admin/portal-accounts/:id/transfers',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'startPortalTransfer',
        tags,
        summary: 'Start a transfer to a portal now',
        description:
          'Queues a full transfer to the account; the next free server process runs it within ' +
          'seconds. A transfer already waiting is answered instead of a second (`queued: ' +
          'false`). Admins only.',
        security: bearerSecurity,
        params: accountParams,
        response: {
          202: z.object({ data: z.object({ id: z.uuid(), queued: z.boolean() }) }),
          ...adminResponses,
          ...notFound,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireAdmin(request);
      const data = await startTransferNow(db, request.params.id, viewer.accountId);
      feeds.wake();
      return reply.code(202).send({ data });
    },
  );
};
