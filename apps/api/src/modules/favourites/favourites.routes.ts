/**
 * Favourites (issue 34 point 3): the logged-in account's kept listings, the merge of the
 * browser's list at login, and, for staff, how many accounts keep a listing. The cards of kept
 * listings are the listing module's (`GET /properties-cards`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  favouriteCountAnswerSchema,
  favouriteIdsAnswerSchema,
  favouritesMergeBodySchema,
  MAX_FAVOURITES,
  MAX_FAVOURITES_MERGE,
} from '@domus/domain/person/favourites.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import type { Database } from '../../db/client.ts';
import {
  bearerSecurity,
  errorResponses,
  sessionResponses,
  staffResponses,
} from '../../lib/openapi.ts';
import { requireViewer } from '../auth/viewer.ts';
import {
  addFavourite,
  countListingKeepers,
  listFavourites,
  mergeFavourites,
  removeFavourite,
} from './favourites.service.ts';

const ANSWER = 'Answers the ids of the published listings the account keeps, newest first.';

type FavouritesRoutesOptions = { db: Database };

/** The instance the route groups register on, with the zod type provider. */
type RoutesApp = Parameters<FastifyPluginAsyncZod<FavouritesRoutesOptions>>[0];

/** The account's list: read it, keep a listing, let one go. */
async function ownFavouritesRoutes(app: RoutesApp, { db }: FavouritesRoutesOptions) {
  app.get(
    '/account/favourites',
    {
      schema: {
        operationId: 'listFavourites',
        tags: ['account'],
        summary: 'The listings the account keeps',
        description:
          'The ids of the published listings the logged-in account keeps as favourites, newest ' +
          'first; a kept listing withdrawn meanwhile is left out. The cards come from ' +
          '`GET /properties-cards`.',
        security: bearerSecurity,
        response: { 200: favouriteIdsAnswerSchema, ...sessionResponses, ...errorResponses },
      },
    },
    async (request) => ({
      data: { ids: await listFavourites(db, requireViewer(request).accountId) },
    }),
  );

  app.put(
    '/account/favourites/:id',
    {
      schema: {
        operationId: 'addFavourite',
        tags: ['account'],
        summary: 'Keep a listing',
        description:
          'Keeps the published listing `id` as the newest favourite; one kept already stays ' +
          `where it is. At most ${MAX_FAVOURITES} an account: at the cap, kept listings no ` +
          `longer published are forgotten to make room. ${ANSWER}`,
        security: bearerSecurity,
        params: idParamsSchema,
        response: {
          200: favouriteIdsAnswerSchema,
          ...sessionResponses,
          404: apiErrorSchema.describe(
            'The listing is not published or does not exist: code listing_unavailable; ' +
              'nothing is kept',
          ),
          409: apiErrorSchema.describe(
            `The account keeps ${MAX_FAVOURITES} published listings already: code ` +
              'favourites_full; nothing is kept',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: { ids: await addFavourite(db, requireViewer(request).accountId, request.params.id) },
    }),
  );

  app.delete(
    '/account/favourites/:id',
    {
      schema: {
        operationId: 'removeFavourite',
        tags: ['account'],
        summary: 'Let a kept listing go',
        description: `Lets the listing \`id\` go; one not kept changes nothing. ${ANSWER}`,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: favouriteIdsAnswerSchema, ...sessionResponses, ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        ids: await removeFavourite(db, requireViewer(request).accountId, request.params.id),
      },
    }),
  );
}

/** The browser's list merged in at login, and the staff's count. */
async function mergeAndCountRoutes(app: RoutesApp, { db }: FavouritesRoutesOptions) {
  app.post(
    '/account/favourites/merge',
    {
      schema: {
        operationId: 'mergeFavourites',
        tags: ['account'],
        summary: 'Bring the browser’s favourites into the account',
        description:
          'Called by the web app right after a login with the listings kept in the browser, ' +
          `newest first (at most ${MAX_FAVOURITES_MERGE}, each once). The published ones the ` +
          'account does not keep yet become its newest favourites in that order, as many as ' +
          `the cap of ${MAX_FAVOURITES} leaves room for; unknown and unpublished ids are left ` +
          `out without an error. ${ANSWER}`,
        security: bearerSecurity,
        body: favouritesMergeBodySchema,
        response: { 200: favouriteIdsAnswerSchema, ...sessionResponses, ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        ids: await mergeFavourites(db, requireViewer(request).accountId, request.body.ids),
      },
    }),
  );

  app.get(
    '/admin/listing/:id/favourites',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getAdminListingFavourites',
        tags: ['admin'],
        summary: 'How many accounts keep a listing, for staff',
        description:
          'How many accounts keep the listing `id` as a favourite, whatever its status. ' +
          'Visitors who keep it only in their browser are not counted.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: {
          200: favouriteCountAnswerSchema,
          ...staffResponses,
          404: apiErrorSchema.describe('No such listing: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: { count: await countListingKeepers(db, request.params.id) } }),
  );
}

/**
 * GET /account/favourites, PUT and DELETE /account/favourites/{id}, POST
 * /account/favourites/merge, and GET /admin/listing/{id}/favourites for staff.
 */
export const favouritesRoutes: FastifyPluginAsyncZod<FavouritesRoutesOptions> = async (
  app,
  options,
) => {
  await ownFavouritesRoutes(app, options);
  await mergeAndCountRoutes(app, options);
};
