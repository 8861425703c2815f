import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRecentMatchesQuerySchema,
  adminRecentMatchListSchema,
} from '@domus/domain/staff/admin-recent-matches.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { requireStaff } from '../auth/viewer.ts';
import { listRecentMatches } from './admin-recent-matches.service.ts';

/**
 * GET /admin/matches: the matches found since a day, behind the overview's "new matches"
 * (issue 15 point 5). Staff only (401, 403 before the query is read).
 */
export const adminRecentMatchesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    '/admin/matches',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAdminRecentMatches',
        tags: ['admin'],
        summary: 'Matches found since a day',
        description:
          'The matches the matching found (or staff offered) since `since` (YYYY-MM-DD, ' +
          'Europe/Rome; by default the first day of the overview), newest first, 50 a page, ' +
          'with the buyer, the listing and the state the buyer gave it.',
        security: bearerSecurity,
        querystring: adminRecentMatchesQuerySchema,
        response: { 200: adminRecentMatchListSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      const { page, since } = request.query;
      return reply
        .header('cache-control', 'no-store')
        .send(await listRecentMatches(db, page, since));
    },
  );
};
