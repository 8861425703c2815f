import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminClientSearchesSchema,
  adminMatchResponseSchema,
  adminMatchStateBodySchema,
  adminOfferBodySchema,
} from '@domus/domain/staff/admin-client-searches.schema';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { requireStaff } from '../auth/viewer.ts';
import type { MatchAlertSettings } from '../matching/match-alerts.service.ts';
import {
  clientSearches,
  offerListing,
  setAdminMatchState,
} from './admin-client-searches.service.ts';

const tags = ['admin'];

/**
 * A buyer's saved searches and matches for staff (issue 16 point 4): read them, set any match
 * state, offer a listing by hand. Agents and admins (decision 026); 401 and 403 before the body
 * is read.
 */
export const adminClientSearchesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  alerts: MatchAlertSettings;
}> = async (app, { db, alerts }) => {
  app.get(
    '/admin/clients/:id/searches',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAdminClientSearches',
        tags,
        summary: "A buyer's saved searches and their matches",
        description:
          'The client (name, e-mail) and their saved searches, newest first, each with what it ' +
          'asks for (rent, type, budget, rooms, place names, alerts) and every match: the ' +
          'listing (and whether it is published), the state, when it was made and last changed.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: {
          200: adminClientSearchesSchema,
          ...staffResponses,
          404: apiErrorSchema.describe('No such client: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      return reply
        .header('cache-control', 'no-store')
        .send({ data: await clientSearches(db, request.params.id) });
    },
  );

  app.patch(
    '/admin/matches/:id',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'setAdminMatchState',
        tags,
        summary: "Set a match's state",
        description:
          'Any of the states (decisions.md: staff set any state). Written to the history ' +
          '(subject match, action state, before and after). Visit or consulting puts the ' +
          'request in the inbox as new; no mail goes to the agency.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: adminMatchStateBodySchema,
        response: {
          200: adminMatchResponseSchema,
          ...staffResponses,
          404: apiErrorSchema.describe('No such match: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const { id } = request.params;
      return {
        data: await setAdminMatchState(db, viewer, id, request.body.state, 'setAdminMatchState'),
      };
    },
  );

  app.post(
    '/admin/searches/:id/offers',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'offerAdminListing',
        tags,
        summary: 'Offer a listing to a buyer',
        description:
          "Adds a published listing to the search's matches by hand (state new), even one the " +
          'matching did not find: the buyer sees it on the matches page and gets it in the ' +
          'alert mail like any new match. 400 on `propertyId` for a listing that does not ' +
          'exist, is not published, or is already a match of the search. Written to the ' +
          'history (action offer).',
        security: bearerSecurity,
        params: idParamsSchema,
        body: adminOfferBodySchema,
        response: {
          201: adminMatchResponseSchema,
          ...staffResponses,
          404: apiErrorSchema.describe('No such search: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      const match = await offerListing(
        db,
        alerts,
        viewer,
        request.params.id,
        request.body.propertyId,
        'offerAdminListing',
      );
      return reply.status(201).send({ data: match });
    },
  );
};
