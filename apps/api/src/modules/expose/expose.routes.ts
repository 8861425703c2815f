import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { EXPOSE_FILE_NAME_PATTERN } from '@domus/domain/format/expose-links';
import { exposeLinkSchema, exposeQuerySchema } from '@domus/domain/listing/expose.schema';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { errorResponses, optionalSessionSecurity } from '../../lib/openapi.ts';
import { isStaff } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { visitOf, type ListingViewCounter } from '../statistics/listing-views.service.ts';
import { exposeLink } from './expose.service.ts';
import { keptExposeAccess, type KeptExposeAccess } from './kept-expose.service.ts';

const notFound = apiErrorSchema.describe('No such listing, or not visible: code not_found');

/**
 * The caching of a kept exposé (decision 044): no year-long immutable copy, so that a withdrawal
 * takes effect; a listing not public is never kept by any cache.
 */
const KEPT_EXPOSE_CACHE: Record<KeptExposeAccess, string> = {
  public: 'public, no-cache',
  private: 'private, no-store',
};

/** Whether the caller asked for JSON; a browser following a link asks for a document. */
function wantsJson(accept: string | undefined): boolean {
  return !!accept && /\bapplication\/json\b/i.test(accept);
}

/**
 * The exposé PDFs (buyer-side.md §7 GET /api/v1/expose/pdf?type=&id=&lang=&long=1, "link for the
 * expose PDF"): the call answers the link, and the kept PDF is served at that link.
 */
export const exposeRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  config: Config;
  /** Counts the downloads for the listing's statistics (decision 068). */
  views?: ListingViewCounter;
}> = async (app, { db, storage, config, views }) => {
  app.get(
    '/expose/pdf',
    {
      schema: {
        operationId: 'getExposeLink',
        tags: ['properties'],
        summary: 'The link of a listing’s exposé PDF',
        description:
          'The short exposé, or the long one with `long=1`, in `lang` (else the request’s ' +
          'language). Made once per version of the listing, language and kind, then kept. A ' +
          'client asking for `application/json` gets `{ data: { url, fileName, kind, lang } }`; ' +
          'any other client (a browser following a link) is sent to the PDF with 303. Same ' +
          'visibility as the listing: unconfirmed listings only for their owner and staff, ' +
          'otherwise 404, as for an unknown id or another category.',
        querystring: exposeQuerySchema,
        security: optionalSessionSecurity,
        response: {
          200: exposeLinkSchema,
          303: z.null().describe('To the PDF'),
          404: notFound,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? request.lang;
      const location = await exposeLink(db, storage, request.viewer, request.query, language, {
        publicUrl: config.publicUrl,
        tileUrl: config.TILE_URL,
      });
      if (!location) throw notFoundError();
      // The link changes with the listing: never reuse an old answer without asking.
      reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Accept, Authorization');
      if (!wantsJson(request.headers.accept)) {
        return reply.code(303).header('Location', location.url).send(null);
      }
      return {
        data: {
          url: location.url,
          fileName: location.fileName,
          kind: request.query.long ? ('long' as const) : ('short' as const),
          lang: language,
        },
      };
    },
  );

  app.get(
    '/expose/pdf/:year/:month/:version/:fileName',
    {
      schema: {
        operationId: 'getExposePdf',
        tags: ['properties'],
        summary: 'A kept exposé PDF',
        description:
          'The PDF at the link the exposé call answers, downloaded under its file name ' +
          '(Domus-1024-expose-breve-it.pdf), while the caller may see its listing: everyone ' +
          'while it is published (`public, no-cache` with an ETag: a cache asks again each time, ' +
          'so a withdrawal takes effect at once), its owner and staff otherwise (`private, ' +
          'no-store`, with the session). 404 once the listing is withdrawn, deleted or its owner ' +
          'erased: its exposés are removed then (decision 044). A change of the listing gives a ' +
          'new link.',
        params: z.object({
          year: z.string().regex(/^\d{4}$/),
          month: z.string().regex(/^(0[1-9]|1[0-2])$/),
          version: z
            .string()
            .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
          fileName: z.string().regex(EXPOSE_FILE_NAME_PATTERN),
        }),
        security: optionalSessionSecurity,
        response: {
          200: z.unknown().describe('The PDF (application/pdf)'),
          304: z.null().describe('Not modified'),
          404: notFound,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { year, month, version, fileName } = request.params;
      const key = `${year}/${month}/${version}-expose.pdf`;
      const access = await keptExposeAccess(db, request.viewer, key);
      if (!access) throw notFoundError();
      const etag = `"${version}"`;
      const cacheControl = KEPT_EXPOSE_CACHE[access];
      // The answer depends on the session: a shared cache keys it by the header too.
      reply.header('Vary', 'Authorization');
      if (request.headers['if-none-match'] === etag) {
        return reply
          .code(304)
          .header('ETag', etag)
          .header('Cache-Control', cacheControl)
          .send(null);
      }
      const object = await storage.get(key);
      if (!object) throw notFoundError();
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', cacheControl)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff');
      if (object.size !== undefined) reply.header('Content-Length', object.size);
      // Staff download exposés for their work: not a sign of interest in the listing.
      if (!isStaff(request.viewer)) views?.download(key, visitOf(request));
      return reply.send(object.body);
    },
  );
};
