/**
 * The staff's viewing calls (issue 33 point 2, decision 069): the calendar of a day or a week
 * (one agent's or the agency's), and confirming, proposing another time, declining and
 * cancelling (an agent their own viewings, admins all). Who may act is checked from the path
 * before the body is read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import { addDays, localInstant } from '@domus/domain/viewings/agency-time';
import {
  viewingAnswerSchema,
  viewingCalendarAnswerSchema,
  viewingCalendarQuerySchema,
  viewingConfirmBodySchema,
  viewingMessageBodySchema,
  viewingProposeBodySchema,
} from '@domus/domain/viewings/viewing.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { requireStaff } from '../auth/viewer.ts';
import { toViewing } from './viewing-answers.ts';
import {
  assertChangeAccess,
  cancelViewing,
  confirmViewing,
  declineViewing,
  proposeViewing,
  viewingAnswer,
} from './viewing-changes.service.ts';
import { pathId } from './viewing-path-id.ts';
import type { ViewingsSettings } from './viewing-request.service.ts';
import { findCalendarRows } from './viewings.repository.ts';

const tags = ['admin', 'viewings'];

const notFound = apiErrorSchema.describe('No such viewing: code not_found');
const changeResponses = {
  200: viewingAnswerSchema,
  ...staffResponses,
  403: apiErrorSchema.describe(
    'Not staff, or an agent and not the viewing’s agent (admins change all): code forbidden',
  ),
  404: notFound,
  409: apiErrorSchema.describe(
    'Another booked viewing of the agent overlaps the time: code viewing_conflict; or the ' +
      'viewing’s status does not allow the change: code viewing_state',
  ),
  ...errorResponses,
} as const;

export const viewingsAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  settings: ViewingsSettings;
}> = async (app, { db, settings }) => {
  app.get(
    '/admin/viewings',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAdminViewings',
        tags,
        summary: 'The calendar of viewings',
        description:
          'From the local day `from` (Europe/Rome) for `days` days (1 a day, 7 a week, at most ' +
          '42), of one agent (`agent`, `me` for the caller) or the whole agency: the booked ' +
          'viewings (and those held or missed) and the requests waiting with a time in the ' +
          'span, earliest first, each with its listing and address, agent and buyer.',
        security: bearerSecurity,
        querystring: viewingCalendarQuerySchema,
        response: { 200: viewingCalendarAnswerSchema, ...staffResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      const { from: day, days, agent } = request.query;
      const from = new Date(localInstant(day, 0));
      const to = new Date(localInstant(addDays(day, days), 0));
      const agentId = agent === 'me' ? viewer.accountId : agent;
      const rows = await findCalendarRows(db, { from, to, agentId });
      return reply.header('cache-control', 'no-store').send({
        meta: { from: from.toISOString(), to: to.toISOString() },
        data: rows.map((row) => toViewing(row, request.lang)),
      });
    },
  );

  app.get(
    '/admin/viewings/:id',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getAdminViewing',
        tags,
        summary: 'One viewing',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: viewingAnswerSchema, ...staffResponses, 404: notFound, ...errorResponses },
      },
    },
    async (request) => ({ data: await viewingAnswer(db, request.params.id, request.lang) }),
  );

  // The changes: the viewing's agent or an admin, known from the path before the body is read.
  const changeAccess = async (request: FastifyRequest) => {
    const id = pathId(request);
    if (id) await assertChangeAccess(db, requireStaff(request), id);
  };

  app.post(
    '/admin/viewings/:id/confirm',
    {
      config: { access: 'staff' },
      preValidation: changeAccess,
      schema: {
        operationId: 'confirmAdminViewing',
        tags,
        summary: 'Confirm one of a request’s times',
        description:
          '`start` is one of the requested times (400 otherwise). The viewing is booked for ' +
          'its agent (the caller when it has none); buyer and seller get the invitation ' +
          '(METHOD:REQUEST), the buyer with links to cancel or ask for another time.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: viewingConfirmBodySchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      await confirmViewing(db, viewer, request.params.id, request.body.start, settings);
      return { data: await viewingAnswer(db, request.params.id, request.lang) };
    },
  );

  app.post(
    '/admin/viewings/:id/propose',
    {
      config: { access: 'staff' },
      preValidation: changeAccess,
      schema: {
        operationId: 'proposeAdminViewing',
        tags,
        summary: 'Book another time for a request, or move a booked viewing',
        description:
          'A local day and time (Europe/Rome) and the length in minutes (default 30). A time ' +
          'that does not exist (the spring clock change), is past, in the agent’s absence or ' +
          'outside their hours answers 400 on `time`. Buyer and seller get the invitation, a ' +
          'move the updated one (same UID, higher SEQUENCE).',
        security: bearerSecurity,
        params: idParamsSchema,
        body: viewingProposeBodySchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      await proposeViewing(db, viewer, request.params.id, request.body, settings);
      return { data: await viewingAnswer(db, request.params.id, request.lang) };
    },
  );

  app.post(
    '/admin/viewings/:id/decline',
    {
      config: { access: 'staff' },
      preValidation: changeAccess,
      schema: {
        operationId: 'declineAdminViewing',
        tags,
        summary: 'Decline a request',
        description: 'The buyer is mailed, with the `message` if given.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: viewingMessageBodySchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      await declineViewing(db, viewer, request.params.id, request.body.message, settings);
      return { data: await viewingAnswer(db, request.params.id, request.lang) };
    },
  );

  app.post(
    '/admin/viewings/:id/cancel',
    {
      config: { access: 'staff' },
      preValidation: changeAccess,
      schema: {
        operationId: 'cancelAdminViewing',
        tags,
        summary: 'Cancel a booked viewing',
        description: 'Buyer and seller get the calendar’s cancellation (METHOD:CANCEL).',
        security: bearerSecurity,
        params: idParamsSchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      await cancelViewing(db, viewer, request.params.id, settings);
      return { data: await viewingAnswer(db, request.params.id, request.lang) };
    },
  );
};
