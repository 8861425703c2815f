import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  propertyTypeListQuerySchema,
  propertyTypeSchema,
} from '@domus/domain/listing/property-type.schema';
import { langQuerySchema } from '@domus/domain/place/location.schema';
import type { Database } from '../../db/client.ts';
import { errorResponses, publicSecurity } from '../../lib/openapi.ts';
import { listPropertyTypes } from './property-types.service.ts';

/** GET /api/v1/types. */
export const propertyTypesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/types',
    {
      schema: {
        operationId: 'listPropertyTypes',
        tags: ['types'],
        summary: 'Property types',
        description:
          'Every property type with its names in it, de and en. `sort=type` orders by category ' +
          'ascending, `sort=-type` (the default) descending; within a category the display order holds.',
        querystring: propertyTypeListQuerySchema.extend(langQuerySchema.shape),
        security: publicSecurity,
        response: { 200: z.object({ data: z.array(propertyTypeSchema) }), ...errorResponses },
      },
    },
    async (request) => ({ data: await listPropertyTypes(db, request.query.sort) }),
  );
};
