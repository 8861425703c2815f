import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@domus/domain/core/constants';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  savedSearchInputSchema,
  savedSearchResponseSchema,
  searchAlertsInputSchema,
  searchAlertsResponseSchema,
} from '@domus/domain/search/saved-search.schema';
import { languageSchema } from '@domus/domain/core/common.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, sessionResponses } from '../../lib/openapi.ts';
import { refuseStaleToken, requireViewer } from '../auth/viewer.ts';
import {
  createSearch,
  getSearch,
  removeSearch,
  setSearchAlerts,
  updateSearch,
  type SearchWriteSettings,
} from './searches.service.ts';
import { alertsStopPath } from './search-alert-token.ts';

const notFound = apiErrorSchema.describe(
  'No such saved search, or one of another user (not revealed): code not_found',
);
const invalid = apiErrorSchema.describe(
  'Invalid fields (validation_error): type missing or unknown, no location ' +
    "('Questo campo non deve essere vuoto'), a place id that does not exist, a drawn zone that " +
    'is open, crosses itself, has too many points or lies outside South Tyrol, a budget below 0',
);

type SearchesRoutesOptions = {
  db: Database;
  /** The site's settings for the alert mails of new matches and their opt-out tokens. */
  alerts: SearchWriteSettings;
};

/** The instance the route groups register on, with the zod type provider. */
type RoutesApp = Parameters<FastifyPluginAsyncZod<SearchesRoutesOptions>>[0];

/** A buyer's saved searches: create, read, change. */
async function savedSearchRoutes(app: RoutesApp, { db, alerts }: SearchesRoutesOptions) {
  app.post(
    '/searches',
    {
      schema: {
        operationId: 'createSearch',
        tags: ['searches'],
        summary: 'Save a search',
        description:
          'Saved search (buyer-side.md §3, §5, §9): rent (default sale), type, at least one ' +
          'location (municipality, zone or street by id, or a drawn polygon with a name), ' +
          'maximum budget (0 = any) and, for residential types only, bedrooms. The caller ' +
          'saves for their own client profile (403 without one); staff may name a `client`. ' +
          '`alerts` (default true): new matches are mailed to the client. The search is matched ' +
          'with every confirmed listing it fits in the same transaction; those first matches ' +
          'are mailed only when staff saved the search for a client.',
        security: bearerSecurity,
        body: savedSearchInputSchema,
        response: {
          201: savedSearchResponseSchema,
          ...errorResponses,
          400: invalid,
          ...sessionResponses,
          403: apiErrorSchema.describe('The account has no client profile: code forbidden'),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return reply.code(201).send({ data: await createSearch(db, alerts, viewer, request.body) });
    },
  );

  app.get(
    '/searches/:id',
    {
      schema: {
        operationId: 'getSearch',
        tags: ['searches'],
        summary: 'One saved search',
        description: "The caller's own saved search; staff see any.",
        security: bearerSecurity,
        params: idParamsSchema,
        response: {
          200: savedSearchResponseSchema,
          ...errorResponses,
          ...sessionResponses,
          404: notFound,
        },
      },
    },
    async (request) => ({
      data: await getSearch(db, requireViewer(request), request.params.id),
    }),
  );

  app.patch(
    '/searches/:id',
    {
      schema: {
        operationId: 'updateSearch',
        tags: ['searches'],
        summary: 'Change a saved search',
        description:
          'Replaces the values and locations of the own saved search (staff: any) with the ' +
          'whole form, validated as on creation, and matches it again; existing matches stay. ' +
          '`alerts` switches the new-match mails on or off; left out, it stays as it is.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: savedSearchInputSchema,
        response: {
          200: savedSearchResponseSchema,
          ...errorResponses,
          400: invalid,
          ...sessionResponses,
          404: notFound,
        },
      },
    },
    async (request) => ({
      data: await updateSearch(db, alerts, requireViewer(request), request.params.id, request.body),
    }),
  );
}

/** The new-match mails: sending them, the one-click opt-out, and deleting a search. */
async function alertRoutes(app: RoutesApp, { db, alerts }: SearchesRoutesOptions) {
  app.post(
    '/searches/:id/alerts',
    {
      // The opt-out link of a mail opens in a browser that may still hold an ended session.
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'setSearchAlerts',
        tags: ['searches'],
        summary: 'Switch the new-match mails of a saved search',
        description:
          'New matches of a search are mailed to its client, one mail per search with every ' +
          'new listing (decisions.md Saved searches and matching). `enabled: false` stops ' +
          'them, `true` starts them again. The opt-out link of each alert mail carries the ' +
          "search's `token`: with it no session is needed. Without it the owner's session " +
          '(or staff) is needed. A wrong or missing token without such a session answers 404, ' +
          'as for an unknown search, and changes nothing. A valid token works whatever session ' +
          'the browser sends; without one, an ended session answers 401.',
        security: [{}, ...bearerSecurity],
        params: idParamsSchema,
        body: searchAlertsInputSchema,
        response: {
          200: searchAlertsResponseSchema,
          ...errorResponses,
          ...sessionResponses,
          404: apiErrorSchema.describe(
            'No such saved search, or neither a valid token nor a session of its owner or staff: ' +
              'code not_found',
          ),
        },
      },
    },
    async (request) => {
      if (request.body.token === undefined) refuseStaleToken(request);
      return {
        data: await setSearchAlerts(db, alerts, request.viewer, request.params.id, request.body),
      };
    },
  );

  // Mail programs send the one-click opt-out as a form (RFC 8058); only this route reads forms,
  // and the body says nothing the address does not: the token in it is the authority.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    const oneClickQuery = z.object({
      token: searchAlertsInputSchema.shape.token.unwrap(),
      lang: languageSchema.optional(),
    });
    // A mail program without one-click support opens the address in a browser: the web page
    // stops the alerts there. Link scanners fetch it too, so the GET itself changes nothing.
    oneClick.withTypeProvider<ZodTypeProvider>().get(
      '/searches/:id/alerts/one-click',
      {
        schema: {
          operationId: 'openSearchAlertsOneClick',
          tags: ['searches'],
          summary: 'The one-click opt-out address opened in a browser',
          description:
            "Answers 303 to the web page that stops the search's alerts with the same token " +
            '(`/find/searches/{id}?alerts=off&token=…&lang=…`). Changes nothing by itself.',
          security: [{}],
          params: idParamsSchema,
          querystring: oneClickQuery,
          response: { ...errorResponses },
        },
      },
      async (request, reply) => {
        const { token, lang } = request.query;
        return reply.redirect(
          alertsStopPath(request.params.id, token, lang ?? DEFAULT_LANGUAGE),
          303,
        );
      },
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/searches/:id/alerts/one-click',
      {
        config: { staleTokenTolerated: true },
        schema: {
          operationId: 'stopSearchAlertsOneClick',
          tags: ['searches'],
          summary: 'Stop the new-match mails of a saved search in one click',
          description:
            'The address of the List-Unsubscribe header of each alert mail (RFC 8058): a mail ' +
            'program POSTs `List-Unsubscribe=One-Click` to it, without a session. The `token` ' +
            "in the address is the search's opt-out token; the alerts stop. A wrong token or " +
            'an unknown search answers 404 and changes nothing.',
          security: [{}],
          params: idParamsSchema,
          querystring: oneClickQuery,
          response: {
            200: searchAlertsResponseSchema,
            ...errorResponses,
            404: apiErrorSchema.describe('No such saved search, or a wrong token: code not_found'),
          },
        },
      },
      async (request) => ({
        data: await setSearchAlerts(db, alerts, null, request.params.id, {
          enabled: false,
          token: request.query.token,
        }),
      }),
    );
  });

  app.delete(
    '/searches/:id',
    {
      schema: {
        operationId: 'deleteSearch',
        tags: ['searches'],
        summary: 'Delete a saved search',
        description: 'Deletes the own saved search (staff: any) with its matches.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses,
          ...sessionResponses,
          404: notFound,
        },
      },
    },
    async (request, reply) => {
      await removeSearch(db, requireViewer(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/**
 * POST /searches, GET, PATCH and DELETE /searches/{id} (buyer-side.md §7), and POST
 * /searches/{id}/alerts for the new-match mails.
 */
export const searchesRoutes: FastifyPluginAsyncZod<SearchesRoutesOptions> = async (
  app,
  options,
) => {
  await savedSearchRoutes(app, options);
  await alertRoutes(app, options);
};
