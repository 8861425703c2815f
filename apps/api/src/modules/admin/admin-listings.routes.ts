import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { switchPortalForTarget } from './admin-listing-portals.service.ts';
import { z } from 'zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  adminActionResultSchema,
  adminAssignAgentBodySchema,
  adminBulkBodySchema,
  adminCategoryParamsSchema,
  adminListingParamsSchema,
  adminListingsQuerySchema,
  adminListingsResponseSchema,
  adminPortalSwitchBodySchema,
  staffListSchema,
} from '@domus/domain/staff/admin-listings.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { requireStaff } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { exportAdminListings } from './admin-export.service.ts';
import {
  actOnListing,
  actOnListings,
  type ListingAction,
  type MatchNew,
} from './admin-listing-actions.service.ts';
import type { ListingWriteSettings } from '../properties/properties-write.service.ts';
import { listAdminListings, listStaff } from './admin-listings.service.ts';

const tags = ['admin'];
const notFound = apiErrorSchema.describe('No such listing: code not_found');
const refused = apiErrorSchema.describe(
  'The account is not staff, or may not do this to this listing (decision 026): code forbidden',
);
const adminOnly = apiErrorSchema.describe('The account is not an admin: code forbidden');

/** The description every table call shares: its query. */
const TABLE_QUERY =
  'Filters: `status` (comma-separated: draft, awaitingConfirmation, published, withdrawn), ' +
  '`subtype`, `rent`, `place` with `placeType` (municipality or zone), `owner` (seller id), ' +
  '`agent` (account id, me, none), `priceMin`/`priceMax`, `areaMin`/`areaMax`, ' +
  '`createdFrom`/`createdTo` (YYYY-MM-DD, Europe/Rome, both included), `q` (number, title, ' +
  'street, owner), `id`; order `sort` (a column key of the category, every column but the ' +
  'picture) and `dir`; `page`, `pageSize` (25, 50, 100). See docs/admin-api.md.';

type AdminListingsRoutesOptions = {
  db: Database;
  storage: FileStorage;
  /** The site's address, before the pictures' paths in the CSV export. */
  publicUrl: string;
  /** The matching a listing published again as new runs (issue 34 point 4). */
  alerts: ListingWriteSettings;
};

/** The instance the route groups register on, with the zod type provider. */
type RoutesApp = Parameters<FastifyPluginAsyncZod<AdminListingsRoutesOptions>>[0];

/** A category table page and its CSV export. */
async function tableRoutes(app: RoutesApp, { db, storage, publicUrl }: AdminListingsRoutesOptions) {
  app.get(
    '/admin/listings/:category',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAdminListings',
        tags,
        summary: 'One page of a category’s admin table',
        description:
          'The listings of the category in every status, with owner, responsible agent, ' +
          'category facts and the actions the caller may use on each row. ' +
          TABLE_QUERY,
        security: bearerSecurity,
        params: adminCategoryParamsSchema,
        querystring: adminListingsQuerySchema,
        response: { 200: adminListingsResponseSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      const page = await listAdminListings(
        db,
        storage,
        viewer,
        request.params.category,
        request.query,
        request.lang,
      );
      return reply.header('cache-control', 'no-store').send(page);
    },
  );

  app.get(
    '/admin/listings/:category/export.csv',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'exportAdminListings',
        tags,
        summary: 'CSV export of a category’s filtered admin table',
        description:
          'Every listing of the filtered table in its order (page and page size ignored), ' +
          'streamed as text/csv in UTF-8 with a byte-order mark: headers and values in the ' +
          'request’s language (`lang`), numbers as the language writes them (1.500,00 in de), ' +
          'cells separated by `;` in it and de and by `,` in en. ' +
          TABLE_QUERY,
        security: bearerSecurity,
        params: adminCategoryParamsSchema,
        querystring: adminListingsQuerySchema,
        response: {
          200: z.unknown().describe('The CSV file (text/csv)'),
          ...staffResponses,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      const { fileName, stream } = await exportAdminListings(
        db,
        storage,
        viewer,
        request.params.category,
        request.query,
        request.lang,
        publicUrl,
      );
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
}

/** The row actions: withdraw, mark as sold or let, publish again, delete. */
async function rowActionRoutes(
  app: RoutesApp,
  { db, storage, alerts }: AdminListingsRoutesOptions,
) {
  const matchNew: MatchNew = (tx, id) => alerts.matchListing(tx, db, id);
  const rowAction = (
    path: string,
    method: 'post' | 'delete',
    operationId: string,
    summary: string,
    description: string,
    action: ListingAction,
    /**
     * For an old path kept answering: the operationId of the path that took over. The old one is
     * left out of the description and writes the same history as the new one.
     */
    replacedBy?: string,
  ) =>
    app[method](
      path,
      {
        config: { access: 'staff' },
        schema: {
          operationId,
          tags,
          summary,
          description,
          ...(replacedBy ? { deprecated: true, hide: true } : {}),
          security: bearerSecurity,
          params: adminListingParamsSchema,
          response: {
            200: adminActionResultSchema,
            ...staffResponses,
            403: refused,
            404: notFound,
            ...errorResponses,
          },
        },
      },
      async (request) => ({
        data: await actOnListing(
          db,
          storage,
          requireStaff(request),
          request.params.id,
          action,
          replacedBy ?? operationId,
          matchNew,
        ),
      }),
    );

  rowAction(
    '/admin/listings/:id/withdraw',
    'post',
    'withdrawAdminListing',
    'Take a published listing off the site',
    'The listing stays, unconfirmed and withdrawn: public search and detail no longer show it, ' +
      'its owner sees it withdrawn. Admins, or the agent responsible for it (else 403). ' +
      '`changed` is 0 when it is not published.',
    { action: 'withdraw' },
  );
  rowAction(
    '/admin/listings/:id/close',
    'post',
    'closeAdminListing',
    'Mark a published listing as sold or let',
    'Takes the listing off the site as a withdrawal does and records the deal in its price ' +
      'history: sold, or let when it is for rent. Publishing it again clears the mark. Admins, ' +
      'or the agent responsible for it (else 403). `changed` is 0 when it is not published.',
    { action: 'close' },
  );
  rowAction(
    '/admin/listings/:id/publish',
    'post',
    'publishAdminListing',
    'Publish a withdrawn listing again',
    'The listing is confirmed and on the site again as it was. Admins, or the agent ' +
      'responsible for it (else 403). `changed` is 0 when it is not withdrawn.',
    { action: 'publish' },
  );
  const deleteDescription =
    'Deletes the listing with its matches; its files are detached. Admins, or the agent ' +
    'responsible for it (else 403).';
  rowAction(
    '/admin/listing/:id',
    'delete',
    'deleteAdminListing',
    'Delete a listing',
    deleteDescription,
    { action: 'delete' },
  );
  // The delete's first path, `DELETE /admin/listings/{id}`, is the category table's path with
  // another parameter name: one template for two resources, which OpenAPI forbids and a client
  // generator cannot tell apart. It answers as before for clients that still call it, outside
  // the description (decision 056).
  rowAction(
    '/admin/listings/:id',
    'delete',
    'deleteAdminListingOldPath',
    'Delete a listing (old path)',
    `${deleteDescription} Deprecated: use DELETE /api/v1/admin/listing/{id}.`,
    { action: 'delete' },
    'deleteAdminListing',
  );
}

/** The responsible agent, the bulk action and the staff for the agent picker. */
async function assignmentAndBulkRoutes(
  app: RoutesApp,
  { db, storage, alerts }: AdminListingsRoutesOptions,
) {
  const matchNew: MatchNew = (tx, id) => alerts.matchListing(tx, db, id);
  app.put(
    '/admin/listings/:id/agent',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'assignAdminListingAgent',
        tags,
        summary: 'Assign a listing’s responsible agent',
        description:
          'The staff account responsible for the listing (`agentId`), or nobody (null). Admins ' +
          'only. 400 on `agentId` when it is not a staff account.',
        security: bearerSecurity,
        params: adminListingParamsSchema,
        body: adminAssignAgentBodySchema,
        response: {
          200: adminActionResultSchema,
          ...staffResponses,
          403: adminOnly,
          404: notFound,
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: await actOnListing(
        db,
        storage,
        requireStaff(request),
        request.params.id,
        { action: 'assignAgent', agentId: request.body.agentId },
        'assignAdminListingAgent',
        matchNew,
      ),
    }),
  );

  app.post(
    '/admin/listings/bulk',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'bulkAdminListings',
        tags,
        summary: 'Withdraw, publish again, assign or delete many listings',
        description:
          'The action on the selected listings (`target.ids`, at most 500) or on a table’s ' +
          'whole filtered set (`target.filter`: `category` and the table’s filters). Answers ' +
          'how many listings the target names (`matched`) and how many changed; with ' +
          '`dryRun: true` nothing changes and `changed` says how many would. Admins only.',
        security: bearerSecurity,
        body: adminBulkBodySchema,
        response: {
          200: adminActionResultSchema,
          ...staffResponses,
          403: adminOnly,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { action, target, agentId, dryRun } = request.body;
      const listingAction: ListingAction =
        action === 'assignAgent' ? { action, agentId: agentId ?? null } : { action };
      return {
        data: await actOnListings(
          db,
          storage,
          requireStaff(request),
          target,
          listingAction,
          dryRun,
          'bulkAdminListings',
          matchNew,
        ),
      };
    },
  );

  app.post(
    '/admin/listings/portals',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'switchAdminListingsPortal',
        tags: ['portals'],
        summary: 'Switch many listings on or off for a portal',
        description:
          'The selected listings (`target.ids`, at most 500) or a table’s whole filtered set ' +
          '(`target.filter`) switched on or off for the portal account `accountId`; the next ' +
          'transfer sends the published, ready ones or removes them from the portal. Answers ' +
          'how many listings the target names. Admins only.',
        security: bearerSecurity,
        body: adminPortalSwitchBodySchema,
        response: {
          200: z.object({ data: z.object({ matched: z.int() }) }),
          ...staffResponses,
          403: adminOnly,
          404: apiErrorSchema.describe('No such portal account: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { target, accountId, enabled } = request.body;
      return {
        data: await switchPortalForTarget(db, requireStaff(request), target, accountId, enabled),
      };
    },
  );

  app.get(
    '/admin/staff',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listStaff',
        tags,
        summary: 'The staff, for the responsible-agent picker',
        description:
          'Every agent, admin and super admin with the names of their seller profile, by ' +
          'e-mail address.',
        security: bearerSecurity,
        response: { 200: staffListSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      return reply.header('cache-control', 'no-store').send({ data: await listStaff(db) });
    },
  );
}

/**
 * The admin listing tables (issue 15 points 2, 3 and 7): one page of a category's table, its CSV
 * export, the row actions, the bulk action and the staff for the agent picker. Staff only (401,
 * 403 before anything is read); bulk actions and assigning agents for admins only.
 */
export const adminListingsRoutes: FastifyPluginAsyncZod<AdminListingsRoutesOptions> = async (
  app,
  options,
) => {
  await tableRoutes(app, options);
  await rowActionRoutes(app, options);
  await assignmentAndBulkRoutes(app, options);
};
