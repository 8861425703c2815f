import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  locationQuerySchema,
  locationSuggestionSchema,
} from '@domus/domain/schemas/location.schema';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/openapi.ts';
import {
  DEFAULT_SUGGESTION_LIMIT,
  MAX_SUGGESTION_LIMIT,
  searchPlaces,
} from './locations.service.ts';

const querystring = locationQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_SUGGESTION_LIMIT)
    .default(DEFAULT_SUGGESTION_LIMIT)
    .describe('How many suggestions to answer at most'),
});
const response = { 200: z.object({ data: z.array(locationSuggestionSchema) }), ...errorResponses };

const searchDescription =
  'Case and accent insensitive search over the Italian, German and Ladin names; whole-name and ' +
  'prefix matches first. Names in the request language (en shows the Italian name). A query ' +
  'without letters or digits answers an empty list.';

/** The place searches of the search boxes (buyer-side.md §7, seller-side.md §7). */
export const locationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Both paths are in the specification (buyer-side.md §7, seller-side.md §7) with one answer.
  const placeSearches = [
    { url: '/locations', operationId: 'listLocations', note: ' Same answer as /locations/search.' },
    { url: '/locations/search', operationId: 'searchLocations', note: '' },
  ];
  for (const { url, operationId, note } of placeSearches) {
    app.get(
      url,
      {
        schema: {
          operationId,
          tags: ['locations'],
          summary: 'Place suggestions (municipalities, zones, streets)',
          description: `${searchDescription}${note}`,
          querystring,
          response,
        },
      },
      async (request) => ({
        data: await searchPlaces(db, {
          q: request.query.q,
          lang: request.lang,
          limit: request.query.limit,
        }),
      }),
    );
  }

  app.get(
    '/locations/municipalities/search',
    {
      schema: {
        operationId: 'searchMunicipalities',
        tags: ['locations'],
        summary: 'Municipality suggestions',
        description: `${searchDescription} Municipalities only.`,
        querystring,
        response,
      },
    },
    async (request) => ({
      data: await searchPlaces(db, {
        q: request.query.q,
        lang: request.lang,
        limit: request.query.limit,
        types: ['municipality'],
      }),
    }),
  );
};
