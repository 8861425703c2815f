import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { langQuerySchema } from '@domus/domain/place/location.schema';
import {
  MAX_CARDS_BY_IDS,
  propertyCardListSchema,
  propertyCardsByIdsQuerySchema,
} from '@domus/domain/listing/property-card.schema';
import {
  newestPropertiesQuerySchema,
  propertySearchQuerySchema,
  propertySearchResponseSchema,
} from '@domus/domain/search/property-search.schema';
import {
  propertyCategoryParamsSchema,
  propertyPathParamsSchema,
  propertySchema,
} from '@domus/domain/listing/property.schema';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import {
  bearerSecurity,
  errorResponses,
  optionalSessionSecurity,
  sessionResponses,
} from '../../lib/openapi.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { requireViewer } from '../auth/viewer.ts';
import {
  deleteProperty,
  getProperty,
  newestProperties,
  propertyCardsByIds,
  searchProperties,
} from './properties.service.ts';

const notFound = apiErrorSchema.describe('No such listing, or not visible: code not_found');

/** The instance the listing routes register on, with the zod type provider. */
type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/** The cards of listings by id, for the favourites page (issue 34 point 3). */
function cardsByIdsRoute(app: RoutesApp, db: Database, storage: FileStorage): void {
  app.get(
    '/properties-cards',
    {
      schema: {
        operationId: 'listPropertyCardsByIds',
        tags: ['properties'],
        summary: 'Cards of listings by id',
        description:
          'The cards of the search results for the published listings among `ids` (comma-' +
          `separated, at most ${MAX_CARDS_BY_IDS}), in the order asked: the favourites page ` +
          '(issue 34 point 3), whose list a visitor’s browser may keep. An unknown id, or one ' +
          'of a listing not or no longer published, is left out; a malformed id answers 400 ' +
          'naming it. No session is needed; staff see each card’s owner, as in the search.',
        querystring: propertyCardsByIdsQuerySchema,
        security: optionalSessionSecurity,
        response: { 200: propertyCardListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await propertyCardsByIds(db, storage, request.query.ids, request.viewer),
    }),
  );
}

/** The public catalogue: search, newest listings, one listing (buyer-side.md §7). */
export const propertiesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  /**
   * Counts a view of a published listing's detail for its statistics (decision 068); the
   * counter decides whose request is a visitor's. Passed in, so that the listing module does
   * not depend on the statistics module, which reads listings.
   */
  countView?: (listingId: string, request: FastifyRequest) => void;
}> = async (app, { db, storage, countView }) => {
  app.get(
    '/properties-search',
    {
      schema: {
        operationId: 'searchProperties',
        tags: ['properties'],
        summary: 'Search confirmed listings',
        description:
          'Every filter of the search box: rent, place (municipality, zone or street by id), ' +
          'category (`type`), subtype code or type id (`propertyType`), least residential ' +
          'room total (`numOfRooms`), budget on the price (the monthly rent when renting) as ' +
          '`budget[min]`/`budget[max]` or `budgetMin`/`budgetMax`. 12 a page, newest first ' +
          'unless `sort` says otherwise. Unknown ids and a page beyond the last answer an ' +
          'empty result.',
        querystring: propertySearchQuerySchema,
        security: optionalSessionSecurity,
        response: { 200: propertySearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => searchProperties(db, storage, request.query, request.viewer),
  );

  cardsByIdsRoute(app, db, storage);

  app.get(
    '/properties/:type',
    {
      schema: {
        operationId: 'listNewestProperties',
        tags: ['properties'],
        summary: 'Newest confirmed listings of a category',
        description:
          'The newest confirmed listings of the category as cards, 5 unless `limit` says ' +
          'otherwise (the home page). `populate` and `query` are accepted and ignored.',
        params: propertyCategoryParamsSchema,
        querystring: newestPropertiesQuerySchema,
        security: optionalSessionSecurity,
        response: { 200: propertyCardListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await newestProperties(
        db,
        storage,
        request.params.type,
        request.query.limit,
        request.viewer,
      ),
    }),
  );

  app.get(
    '/properties/:type/:id',
    {
      schema: {
        operationId: 'getProperty',
        tags: ['properties'],
        summary: 'One listing with its type, images and plans',
        description:
          'The listing in full: type, images and plans populated, place names per language ' +
          'and coordinates. A listing of another category, an unknown id, and a listing not ' +
          'yet confirmed or a draft (except for its owner and staff) answer 404. `isDraft` ' +
          'tells a draft. `populate` is accepted and ignored: the answer is always populated.',
        params: propertyPathParamsSchema,
        querystring: langQuerySchema.extend({
          populate: z.union([z.string().max(200), z.array(z.string().max(200)).max(10)]).optional(),
        }),
        security: optionalSessionSecurity,
        response: {
          200: z.object({ data: propertySchema }),
          404: notFound,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const property = await getProperty(
        db,
        storage,
        request.viewer,
        request.params.type,
        request.params.id,
      );
      if (!property) throw notFoundError();
      // A view of the published listing (the counter leaves out staff and the renderer's reads).
      if (property.isConfirmed && !property.isDraft && property.status !== 'withdrawn') {
        countView?.(property._id, request);
      }
      return { data: property };
    },
  );

  app.delete(
    '/properties/:type/:id/delete',
    {
      config: { sessionAction: 'manage-listings' },
      schema: {
        operationId: 'deleteProperty',
        tags: ['properties'],
        summary: 'Delete a listing',
        description:
          'Deletes a listing with its matches (buyer-side.md §7), a draft too. Its owner or an ' +
          'admin may, and so may the agent who began a draft for a customer while it is one; a ' +
          'website user’s listing awaiting confirmation answers 409 `awaiting_confirmation` ' +
          'and stays. For ' +
          'anyone else, as for an unknown id or another category, the answer is 404, which does ' +
          'not tell whether the listing exists. The stored images and plans stay, detached from ' +
          'the listing.',
        security: bearerSecurity,
        params: propertyPathParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          ...sessionResponses,
          404: notFound,
          409: apiErrorSchema.describe(
            'The owner deletes a listing awaiting confirmation: code awaiting_confirmation',
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const deleted = await deleteProperty(
        db,
        storage,
        viewer,
        request.params.type,
        request.params.id,
      );
      if (!deleted) throw notFoundError();
      return reply.code(204).send(null);
    },
  );
};
