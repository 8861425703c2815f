import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  adminCustomerMergeBodySchema,
  adminCustomerMergeResultSchema,
  adminCustomerPageSchema,
  adminCustomerParamsSchema,
  adminCustomersQuerySchema,
  adminCustomersResponseSchema,
} from '@domus/domain/staff/admin-customers.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { requireStaff } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { mergeCustomers } from './admin-customer-merge.service.ts';
import { loadAdminCustomerPage } from './admin-customer-page.service.ts';
import { exportAdminCustomers } from './admin-customers-export.service.ts';
import { listAdminCustomers } from './admin-customers.service.ts';

const tags = ['admin'];

/** The description the table and its export share: the query. */
const TABLE_QUERY =
  'Filters: `kind` (seller, client), `sellerType` (private, agent, construction), `language`, ' +
  '`verified`, `hasListings`, `hasSearches` (yes or no), `duplicates` (true: only customers ' +
  'whose telephone another customer of the same kind has, decision 030), `q` (every word in ' +
  'name, family name, company, e-mail or telephone); order `sort` (kind, name, email, tel, ' +
  'language, sellerType, listings, searches, lastActivity, createdAt) and `dir`; `page`, ' +
  '`pageSize` (25, 50, 100). See docs/admin-api.md.';

/**
 * The admin customers table, its CSV export and one customer's page (issue 16 points 1 and 2).
 * Staff only (401, 403 before anything is read).
 */
export const adminCustomersRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
}> = async (app, { db, storage }) => {
  app.get(
    '/admin/customers',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAdminCustomers',
        tags,
        summary: 'One page of the customers table',
        description:
          'Sellers and clients in one list: kind, names, e-mail, telephone, language, seller ' +
          'type, whether their account verified its address, number of listings and saved ' +
          'searches, last activity, created, and whether they may be a duplicate. ' +
          TABLE_QUERY,
        security: bearerSecurity,
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomersResponseSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      return reply
        .header('cache-control', 'no-store')
        .send(await listAdminCustomers(db, request.query));
    },
  );

  app.get(
    '/admin/customers/export',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'exportAdminCustomers',
        tags,
        summary: 'CSV export of the filtered customers table',
        description:
          'Every customer of the filtered table in its order (page and page size ignored), ' +
          'streamed as text/csv in UTF-8 with a byte-order mark: headers and values in the ' +
          'request’s language (`lang`), cells separated by `;` in it and de and by `,` in en. ' +
          TABLE_QUERY,
        security: bearerSecurity,
        querystring: adminCustomersQuerySchema,
        response: {
          200: z.unknown().describe('The CSV file (text/csv)'),
          ...staffResponses,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const { fileName, stream } = exportAdminCustomers(db, request.query, request.lang);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.get(
    '/admin/customers/:kind/:id',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getAdminCustomer',
        tags,
        summary: 'One customer’s page',
        description:
          'The seller or client with their account (login address, verified), their listings ' +
          '(a seller’s, newest 200), the count of saved searches and their matches (a ' +
          'client’s), the visit and consultation requests of their matches, the contact ' +
          'messages sent from their e-mail address, the other records that share their ' +
          'account, e-mail or telephone (decision 030), and the newest 100 entries of their ' +
          'history. Changes go through `PATCH /sellers/{id}` and `PATCH /account/{id}`.',
        security: bearerSecurity,
        params: adminCustomerParamsSchema,
        response: {
          200: adminCustomerPageSchema,
          ...staffResponses,
          404: apiErrorSchema.describe('No such customer: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const page = await loadAdminCustomerPage(
        db,
        storage,
        request.params.kind,
        request.params.id,
        request.lang,
      );
      return reply.header('cache-control', 'no-store').send({ data: page });
    },
  );

  app.post(
    '/admin/customers/:kind/:id/merge',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'mergeAdminCustomers',
        tags,
        summary: 'Merge two customers of the same kind into one',
        description:
          'The record `removeId` is merged into `{id}` (both of `{kind}`) and removed: a ' +
          'seller’s listings or a client’s saved searches (with their matches) move to the kept ' +
          'record, which takes the removed one’s account when it has none and each field it ' +
          'lacks. One transaction: a failure changes nothing. Written to the history of both ' +
          'ids (action `merge`). Admins only (decision 030); 400 on `removeId` for the same id, ' +
          '404 when either record does not exist. Two records that each have their own verified ' +
          'account answer 409 `merge_verified_accounts` unless `force` is true; a forced merge ' +
          'is marked in the history (`forcedOverVerifiedAccounts`, issue 29 point 7).',
        security: bearerSecurity,
        params: adminCustomerParamsSchema,
        body: adminCustomerMergeBodySchema,
        response: {
          200: adminCustomerMergeResultSchema,
          ...staffResponses,
          403: apiErrorSchema.describe('The account is not an admin: code forbidden'),
          404: apiErrorSchema.describe('No such customer: code not_found'),
          409: apiErrorSchema.describe(
            'Both records have their own verified account and `force` is not set: code ' +
              'merge_verified_accounts',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: await mergeCustomers(
        db,
        requireStaff(request),
        request.params.kind,
        request.params.id,
        request.body.removeId,
        request.body.force,
      ),
    }),
  );
};
