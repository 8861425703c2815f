import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testimonySchema } from '@domus/domain/person/testimony.schema';
import { langQuerySchema } from '@domus/domain/place/location.schema';
import type { Database } from '../../db/client.ts';
import { errorResponses, publicSecurity } from '../../lib/openapi.ts';
import { listTestimonies } from './testimonies.service.ts';

/** GET /api/v1/testimonies. */
export const testimoniesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/testimonies',
    {
      schema: {
        operationId: 'listTestimonies',
        tags: ['testimonies'],
        summary: 'Testimonies',
        description:
          'What clients say about the agency, in the order the agency set, with every language.',
        querystring: langQuerySchema,
        security: publicSecurity,
        response: { 200: z.object({ data: z.array(testimonySchema) }), ...errorResponses },
      },
    },
    async () => ({ data: await listTestimonies(db) }),
  );
};
