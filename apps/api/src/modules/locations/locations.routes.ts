import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  geocodeRequestSchema,
  geocodeResultSchema,
  locationQuerySchema,
  locationSuggestionSchema,
} from '@domus/domain/place/location.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses, publicSecurity } from '../../lib/openapi.ts';
import { createGeocodingService } from './geocoding.service.ts';
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
  'prefix matches first. Hyphens and dots count as spaces, ä as a or ae, ß as ss; a Saint may ' +
  'be written St., Sankt, S., San or Santa, and the Ladin names of the towns (Bulsan) find ' +
  'them (decision 036). Names in the request language (en shows the Italian name). A query ' +
  'without letters or digits answers an empty list.';

/**
 * The place searches of the search boxes (buyer-side.md §7, seller-side.md §7) and the address
 * check of the address step (seller-side.md §4, §7).
 */
export const locationsRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
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
          security: publicSecurity,
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
        security: publicSecurity,
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

  app.get(
    '/locations/municipalities/:municipalityId/streets',
    {
      schema: {
        operationId: 'searchMunicipalityStreets',
        tags: ['locations'],
        summary: "Street suggestions of one municipality (the address step's street field)",
        description:
          `${searchDescription} The streets of the street register (ANNCSU) in the ` +
          'municipality with this ISTAT code; each name (Italian, German, Ladin) finds the others. ' +
          'An unknown municipality answers an empty list.',
        params: z.object({
          municipalityId: z
            .string()
            .regex(/^\d{6}$/)
            .describe('ISTAT code of the municipality'),
        }),
        querystring,
        security: publicSecurity,
        response,
      },
    },
    async (request) => ({
      data: await searchPlaces(db, {
        q: request.query.q,
        lang: request.lang,
        limit: request.query.limit,
        types: ['street'],
        municipalityId: request.params.municipalityId,
      }),
    }),
  );

  const geocoding = createGeocodingService(db, config);
  app.post(
    '/locations/geocode',
    {
      schema: {
        operationId: 'geocodeAddress',
        tags: ['locations'],
        summary: 'Place an address (street and number in a municipality of South Tyrol)',
        description:
          'The address check of the address step (seller-side.md §4). `municipality` is the ' +
          "municipality's ISTAT code (as the municipality suggestions give it) or one of its " +
          'Italian, German or Ladin names; `municipalityId`, when sent, wins. The street is kept ' +
          'as typed. The position comes from the configured geocoder (the built-in place data, ' +
          'or a self-hosted Nominatim or Photon server, whose results outside the municipality ' +
          'are dropped and which falls back to the built-in data when it fails or finds ' +
          "nothing). The street must be one of the municipality's streets in the street " +
          'register (ANNCSU) under any of its names, else 404. The built-in data places a ' +
          'registered house number exactly; otherwise the registered street, a locality named ' +
          "in the street text or the municipality's seat, `approximate`. Names in the request " +
          'language (en shows the Italian name).',
        body: geocodeRequestSchema,
        security: publicSecurity,
        response: {
          200: z.object({ data: geocodeResultSchema }),
          404: apiErrorSchema.describe(
            'Unknown municipality or a street it does not have: code address_not_found, "Indirizzo non trovato" / "Address not found"',
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await geocoding.geocode(request.body, request.lang, request.log) }),
  );
};
