import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  matchLinkAnswerSchema,
  matchLinkBodySchema,
  matchLinkQuerySchema,
  matchListSchema,
  matchResponseSchema,
  matchUpdateSchema,
} from '@domus/domain/search/match.schema';
import { propertyCardListSchema } from '@domus/domain/listing/property-card.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  bearerSecurity,
  errorResponses,
  publicSecurity,
  sessionResponses,
} from '../../lib/openapi.ts';
import { requireViewer } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { answerMatchLink, readMatchLink, type MatchLinkSettings } from './match-link.service.ts';
import { listMatches, recommend, setMatchState } from './matches.service.ts';

const searchNotFound = apiErrorSchema.describe(
  'No such saved search, or one of another user (not revealed): code not_found',
);

/**
 * GET /searches/{id}/matches, PATCH /matches/{id} and GET /searches/{id}/reccomend (with the
 * alias /recommend) (buyer-side.md §7); GET and POST /matches/{id}/link, the alert mail's
 * one-click answers (issue 34 point 5, decision 074).
 */
export const matchesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  config: Config;
  links: MatchLinkSettings;
}> = async (app, { db, storage, config, links }) => {
  app.get(
    '/searches/:id/matches',
    {
      schema: {
        operationId: 'listMatches',
        tags: ['searches'],
        summary: 'Matches of a saved search',
        description:
          'The matches of the own saved search (staff: any) with their property cards, ordered ' +
          'visit, consulting, new, wait, not_interested, ties by bedrooms plus living rooms ' +
          'ascending (buyer-side.md §4). A match made in the last 24 hours counts as new.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: {
          200: matchListSchema,
          ...errorResponses,
          ...sessionResponses,
          404: searchNotFound,
        },
      },
    },
    async (request) => ({
      data: await listMatches(db, storage, requireViewer(request), request.params.id),
    }),
  );

  app.patch(
    '/matches/:id',
    {
      schema: {
        operationId: 'updateMatch',
        tags: ['searches'],
        summary: 'Answer a match',
        description:
          'The client may move new, wait or not_interested to not_interested, wait, consulting ' +
          'or visit; consulting and visit are final for them (400 validation_error on `state` ' +
          'otherwise). Staff may set any state. A visit or consultation request is mailed to ' +
          'the agency in the same transaction.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: matchUpdateSchema,
        response: {
          200: matchResponseSchema,
          ...errorResponses,
          400: apiErrorSchema.describe(
            'Unknown state, or a change the rules do not allow: code validation_error, field state',
          ),
          ...sessionResponses,
          404: apiErrorSchema.describe(
            'No such match, or one of another user (not revealed): code not_found',
          ),
        },
      },
    },
    async (request) => ({
      data: await setMatchState(
        db,
        storage,
        requireViewer(request),
        request.params.id,
        request.body.state,
        config.publicUrl,
      ),
    }),
  );

  app.get(
    '/matches/:id/link',
    {
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'readMatchLink',
        tags: ['searches'],
        summary: 'What an alert mail’s answer link would do',
        description:
          'For the page a card’s link of an alert mail opens ("book a viewing", "ask for ' +
          'advice", "not interested"), before the buyer clicks: `valid` (it acts), `expired` ' +
          '(past its 30 days), `final` (a viewing or advice was asked for already) or ' +
          '`tampered` (not ours, altered, or another match’s or answer’s). Changes nothing. ' +
          'The match’s state and listing are answered unless the link is tampered.',
        security: publicSecurity,
        params: idParamsSchema,
        querystring: matchLinkQuerySchema,
        response: { 200: matchLinkAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await readMatchLink(db, storage, links, request.params.id, request.query);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.post(
    '/matches/:id/link',
    {
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'answerMatchByLink',
        tags: ['searches'],
        summary: 'The buyer answers a match with the link of an alert mail',
        description:
          'Acts only with a link valid now, as the client would on the matches page: the ' +
          'answer is set, and a viewing or advice asked for is mailed to the agency. The same ' +
          'link again answers the same and mails nothing more; the answer says `final` when ' +
          'the match already has another final answer, and `expired` or `tampered` as the ' +
          'reading does, changing nothing.',
        security: publicSecurity,
        params: idParamsSchema,
        body: matchLinkBodySchema,
        response: { 200: matchLinkAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await answerMatchLink(db, storage, links, request.params.id, request.body),
    }),
  );

  for (const [path, operationId] of [
    ['/searches/:id/reccomend', 'recommendForSearch'],
    ['/searches/:id/recommend', 'recommendForSearchAlias'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          operationId,
          tags: ['searches'],
          summary: path.endsWith('reccomend')
            ? 'Recommendations for a saved search'
            : 'Recommendations for a saved search (correctly spelled alias)',
          description:
            'Shown when a search has no matches (decisions.md): at most 6 confirmed listings of ' +
            'the same rent and category, in or near the search’s locations, priced up to 20 % ' +
            'over a budget above 0, not yet matched; best first (in a location, then nearest, ' +
            'the search’s own type first, then newest).',
          security: bearerSecurity,
          params: idParamsSchema,
          response: {
            200: propertyCardListSchema,
            ...errorResponses,
            ...sessionResponses,
            404: searchNotFound,
          },
        },
      },
      async (request) => ({
        data: await recommend(db, storage, requireViewer(request), request.params.id),
      }),
    );
  }
};
