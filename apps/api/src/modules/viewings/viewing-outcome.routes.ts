/**
 * The calls after a viewing (issue 33 point 3, decision 069): staff record what happened and
 * the buyer's feedback (an agent for their own viewings, admins all, checked from the path
 * before the body is read), and the buyer answers "how was it?" with the signed link of that
 * mail, on a page that asks before it acts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import { viewingAnswerSchema } from '@domus/domain/viewings/viewing.schema';
import {
  viewingFeedbackBodySchema,
  viewingFeedbackLinkAnswerSchema,
  viewingFeedbackLinkBodySchema,
  viewingFeedbackLinkChangeSchema,
  viewingFeedbackLinkQuerySchema,
  viewingOutcomeBodySchema,
} from '@domus/domain/viewings/viewing-outcome.schema';
import type { Database } from '../../db/client.ts';
import {
  bearerSecurity,
  errorResponses,
  publicSecurity,
  staffResponses,
} from '../../lib/openapi.ts';
import { requireStaff } from '../auth/viewer.ts';
import { assertChangeAccess, viewingAnswer } from './viewing-changes.service.ts';
import { giveFeedbackByLink, readFeedbackLink } from './viewing-feedback.service.ts';
import { recordViewingFeedback, recordViewingOutcome } from './viewing-outcome.service.ts';
import { pathId } from './viewing-path-id.ts';
import type { ViewingsSettings } from './viewing-request.service.ts';

const staffTags = ['admin', 'viewings'];
const tags = ['viewings'];

const recordResponses = {
  200: viewingAnswerSchema,
  ...staffResponses,
  403: apiErrorSchema.describe(
    'Not staff, or an agent and not the viewing’s agent (admins record all): code forbidden',
  ),
  404: apiErrorSchema.describe('No such viewing: code not_found'),
  409: apiErrorSchema.describe(
    'The viewing takes no outcome (a request, or declined or cancelled): code viewing_state',
  ),
  ...errorResponses,
} as const;

export const viewingOutcomeRoutes: FastifyPluginAsyncZod<{
  db: Database;
  settings: ViewingsSettings;
}> = async (app, { db, settings }) => {
  // The viewing's agent or an admin, known from the path before the body is read.
  const recordAccess = async (request: FastifyRequest) => {
    const id = pathId(request);
    if (id) await assertChangeAccess(db, requireStaff(request), id);
  };

  app.post(
    '/admin/viewings/:id/outcome',
    {
      config: { access: 'staff' },
      preValidation: recordAccess,
      schema: {
        operationId: 'recordAdminViewingOutcome',
        tags: staffTags,
        summary: 'Record what happened at a viewing',
        description:
          '`held`, `no_show` or `cancelled`, once the viewing’s start has come (400 on ' +
          '`outcome` before it, in the caller’s language); a held or missed viewing may be ' +
          'corrected. With `held`, the buyer’s `feedback` (interested, offer, not_interested) ' +
          'if known, `reason` required with not_interested and refused with the others. The ' +
          'change is in the history; the match the viewing answers follows the feedback ' +
          '(not_interested → not_interested, offer → consulting, interested → visit). The ' +
          'same outcome again changes nothing. No mail goes out; a viewing held asks its buyer ' +
          '“how was it?” a few hours after its end, unless the feedback is known.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: viewingOutcomeBodySchema,
        response: recordResponses,
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      await recordViewingOutcome(db, viewer, request.params.id, request.body, settings);
      return { data: await viewingAnswer(db, request.params.id, request.lang) };
    },
  );

  app.post(
    '/admin/viewings/:id/feedback',
    {
      config: { access: 'staff' },
      preValidation: recordAccess,
      schema: {
        operationId: 'recordAdminViewingFeedback',
        tags: staffTags,
        summary: 'Record the buyer’s feedback on a viewing held',
        description:
          'Replaces the feedback given before (by the buyer’s link or by staff). 400 on ' +
          '`feedback` for a viewing not recorded as held, on `reason` as for the outcome.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: viewingFeedbackBodySchema,
        response: recordResponses,
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      await recordViewingFeedback(db, viewer, request.params.id, request.body, settings);
      return { data: await viewingAnswer(db, request.params.id, request.lang) };
    },
  );

  app.get(
    '/viewings/:id/feedback',
    {
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'readViewingFeedbackLink',
        tags,
        summary: 'What a buyer’s “how was it?” link answers',
        description:
          'For the page the link opens, before the buyer clicks: `valid`, `expired` (30 days ' +
          'after the viewing), `superseded` (the viewing changed after the mail) or ' +
          '`tampered`, with the viewing and the feedback given so far unless tampered. ' +
          'Changes nothing.',
        security: publicSecurity,
        params: idParamsSchema,
        querystring: viewingFeedbackLinkQuerySchema,
        response: { 200: viewingFeedbackLinkAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await readFeedbackLink(db, request.params.id, request.query.token, settings);
      return reply.header('cache-control', 'no-store').send({ data: answer });
    },
  );

  app.post(
    '/viewings/:id/feedback',
    {
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'giveViewingFeedbackByLink',
        tags,
        summary: 'The buyer says how the viewing was, with the link of their mail',
        description:
          'Acts only with a link valid now, for a viewing recorded as held. The same answer ' +
          'again answers the same and changes nothing; another replaces it. `reason` only ' +
          'with not_interested, and optional.',
        security: publicSecurity,
        params: idParamsSchema,
        body: viewingFeedbackLinkBodySchema,
        response: {
          200: viewingFeedbackLinkChangeSchema,
          ...errorResponses,
          400: apiErrorSchema.describe(
            'Invalid body, or a link that is not ours or was altered: code viewing_link_invalid',
          ),
          409: apiErrorSchema.describe(
            'The viewing changed after the mail: code viewing_link_superseded; or it is not ' +
              'recorded as held (any more): code viewing_state',
          ),
          410: apiErrorSchema.describe(
            'The link expired 30 days after the viewing: code viewing_link_expired',
          ),
        },
      },
    },
    async (request) => ({
      data: await giveFeedbackByLink(db, request.params.id, request.body, settings),
    }),
  );
};
