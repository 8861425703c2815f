import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { idSchema } from '@domus/domain/core/common.schema';
import {
  listingPortalStateSchema,
  portalSwitchBodySchema,
} from '@domus/domain/feeds/portal-transfer.schema';
import {
  bearerSecurity,
  errorResponses,
  sessionResponses,
  staffResponses,
} from '../../lib/openapi.ts';
import { requireAdmin, requireStaff } from '../auth/viewer.ts';
import type { FeedsContext } from './feeds-context.ts';
import {
  listingPortalStates,
  portalStatesOf,
  switchListingForPortal,
} from './listing-portals.service.ts';

const tags = ['portals'];
const adminResponses = {
  ...sessionResponses,
  403: apiErrorSchema.describe('The account is not an admin: code forbidden'),
} as const;

/**
 * A listing's portals (issue 32 point 1): staff read each portal's switch and readiness, admins
 * switch a listing on or off for a portal (many at once: the admin tables' bulk call).
 */
export const listingPortalsRoutes: FastifyPluginAsyncZod<{ feeds: FeedsContext }> = async (
  app,
  { feeds },
) => {
  const { db } = feeds;

  app.get(
    '/admin/listing/:id/portals',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getListingPortals',
        tags,
        summary: 'A listing on the portals',
        description:
          'For every portal account: whether the listing is switched on, whether it is ' +
          'published (only published listings are sent), what the portal requires that it ' +
          'lacks (catalog keys of the admin catalog with the field each names), and when the ' +
          'portal got its current version. Staff.',
        security: bearerSecurity,
        params: z.object({ id: idSchema }),
        response: {
          200: z.object({ data: z.array(listingPortalStateSchema) }),
          ...staffResponses,
          404: apiErrorSchema.describe('No such listing: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      return { data: await listingPortalStates(feeds, request.params.id) };
    },
  );

  app.get(
    '/admin/listing-portals',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listListingsPortals',
        tags,
        summary: 'Many listings on the portals',
        description:
          'The portal states of the listings `ids` (comma-separated, at most 100: a table ' +
          'page), as `getListingPortals` answers them for one, by listing id. Staff.',
        security: bearerSecurity,
        querystring: z.object({
          ids: z
            .string()
            .transform((value) => value.split(',').filter(Boolean))
            .pipe(z.array(idSchema).min(1).max(100)),
        }),
        response: {
          200: z.object({ data: z.record(z.string(), z.array(listingPortalStateSchema)) }),
          ...staffResponses,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      requireStaff(request);
      const states = await portalStatesOf(feeds, request.query.ids);
      return { data: Object.fromEntries(states) };
    },
  );

  app.put(
    '/admin/listing/:id/portals',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'switchListingPortal',
        tags,
        summary: 'Switch a listing on or off for a portal',
        description:
          'The next transfer to the account sends the listing (when published and ready) or ' +
          'removes it from the portal. Answers the listing’s portals. Admins only.',
        security: bearerSecurity,
        params: z.object({ id: idSchema }),
        body: portalSwitchBodySchema,
        response: {
          200: z.object({ data: z.array(listingPortalStateSchema) }),
          ...adminResponses,
          404: apiErrorSchema.describe('No such listing or portal account: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const viewer = requireAdmin(request);
      const { accountId, enabled } = request.body;
      await switchListingForPortal(db, request.params.id, accountId, enabled, viewer.accountId);
      return { data: await listingPortalStates(feeds, request.params.id) };
    },
  );
};
