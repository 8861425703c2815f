import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { errorResponses, publicSecurity } from '../../lib/openapi.ts';

/** What the browser needs to know of the server's settings. */
export const publicConfigSchema = z.object({
  /** Map tile URL template (seller-side.md §2 Map: tiles from a third-party maps service). */
  tileUrl: z.string(),
});

/**
 * GET /api/v1/config: the public settings of this installation, so that an operator changes
 * the map tile service in the environment without a new build of the web app.
 */
export const configRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'TILE_URL'> }> = async (
  app,
  { config },
) => {
  app.get(
    '/config',
    {
      schema: {
        operationId: 'getPublicConfig',
        tags: ['config'],
        summary: 'Public settings',
        description: 'Settings the web app reads at run time: the map tile URL template.',
        security: publicSecurity,
        response: { 200: z.object({ data: publicConfigSchema }), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: { tileUrl: config.TILE_URL } };
    },
  );
};
