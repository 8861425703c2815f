/**
 * A listing's statistics (issue 33 point 4, decision 068): staff read any listing's on the
 * listing in the admin, a seller their own listing's in the account.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  listingStatisticsParamsSchema,
  listingStatisticsSchema,
} from '@domus/domain/listing/listing-statistics.schema';
import type { Database } from '../../db/client.ts';
import {
  bearerSecurity,
  errorResponses,
  sessionResponses,
  staffResponses,
} from '../../lib/openapi.ts';
import { requireStaff, requireViewer } from '../auth/viewer.ts';
import { listingStatistics } from './listing-statistics.service.ts';

const notFound = apiErrorSchema.describe('No such listing: code not_found');
const FIGURES =
  'Per agency day (Europe/Rome) of the last 90, today last, and summed: views of the ' +
  'detail page (one per visitor and day, bots and visitors sending DNT or Sec-GPC left out), ' +
  'exposé downloads, contact messages about the listing, visit requests of matches and ' +
  'saved searches matched. Days without events are 0.';

export const listingStatisticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/admin/listing/:id/statistics',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getAdminListingStatistics',
        tags: ['admin'],
        summary: 'A listing’s statistics, for staff',
        description: `${FIGURES} Every listing, in every status.`,
        security: bearerSecurity,
        params: listingStatisticsParamsSchema,
        response: {
          200: listingStatisticsSchema,
          ...staffResponses,
          404: notFound,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      const figures = await listingStatistics(db, viewer, request.params.id, 'staff');
      return reply.header('cache-control', 'no-store').send(figures);
    },
  );

  app.get(
    '/account/listings/:id/statistics',
    {
      schema: {
        operationId: 'getAccountListingStatistics',
        tags: ['account'],
        summary: 'The statistics of one of the caller’s own listings',
        description: `${FIGURES} Only the listing’s seller: another caller’s listing answers 403.`,
        security: bearerSecurity,
        params: listingStatisticsParamsSchema,
        response: {
          200: listingStatisticsSchema,
          ...sessionResponses,
          403: apiErrorSchema.describe('Not the caller’s listing: code forbidden'),
          404: notFound,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const figures = await listingStatistics(db, viewer, request.params.id, 'owner');
      return reply.header('cache-control', 'no-store').send(figures);
    },
  );
};
