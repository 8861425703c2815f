import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  adminHistoryQuerySchema,
  historyPageSchema,
  listingHistoryQuerySchema,
} from '@domus/domain/staff/admin-history.schema';
import { adminListingParamsSchema } from '@domus/domain/staff/admin-listings.schema';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { requireAdmin, requireStaff } from '../auth/viewer.ts';
import { adminHistory, listingHistory } from './history-read.service.ts';

const tags = ['admin'];
const PAGING =
  ' Newest first; `limit` entries a page (default 50, at most 200) and `cursor` the previous ' +
  'page’s `meta.nextCursor` (null on the last page). Each entry names its actor (`email` of a ' +
  'staff account; an owner, a buyer and the system by `role` only), the call or screen it came ' +
  'from (`source`), and its changed fields with `label` in the request’s language, `before` ' +
  'and `after` (texts cut at 2000 characters). In the request’s language too: `summary`, the ' +
  'sentence of what was done, `details`, the changed fields a person reads (their values ' +
  'named, images and plans as files, internal ids left out), and `via`, the screen it came ' +
  'from. Entries cannot be changed (decision 031).';

/** The history of changes (issue 16 point 6): a listing's for staff, the whole for admins. */
export const historyRoutes: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/admin/history',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listAdminHistory',
        tags,
        summary: 'The history of changes as one table',
        description:
          'Every change of a listing, a customer, a saved search, a match’s state or a role. ' +
          'Filters: `subject`, `action`, `actor` (account id), `from`/`to` (YYYY-MM-DD, ' +
          'Europe/Rome, both included), `listing`, `seller`, `client` (ids). Admins only.' +
          PAGING,
        security: bearerSecurity,
        querystring: adminHistoryQuerySchema,
        response: {
          200: historyPageSchema,
          ...staffResponses,
          403: apiErrorSchema.describe('The account is not an admin: code forbidden'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const data = await adminHistory(
        db,
        storage,
        requireAdmin(request),
        request.query,
        request.lang,
      );
      return reply.header('cache-control', 'no-store').send(data);
    },
  );

  app.get(
    '/admin/listings/:id/history',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAdminListingHistory',
        tags,
        summary: 'A listing’s history of changes',
        description:
          'Every change of the listing: its creation, submission, changes of fields and files, ' +
          'confirmation, withdrawal, publication, responsible agent and deletion (a deleted ' +
          'listing’s history stays). Staff.' +
          PAGING,
        security: bearerSecurity,
        params: adminListingParamsSchema,
        querystring: listingHistoryQuerySchema,
        response: { 200: historyPageSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await listingHistory(
        db,
        storage,
        requireStaff(request),
        request.params.id,
        request.query,
        request.lang,
      );
      return reply.header('cache-control', 'no-store').send(data);
    },
  );
};
