/**
 * The public viewing calls (issue 33 points 1–2, decision 069): the free slots of a listing for
 * the property page, a buyer's request (with or without an account), and the buyer's signed
 * links from the mails to cancel or ask for another time without logging in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import {
  viewingLinkAnswerSchema,
  viewingLinkCancelBodySchema,
  viewingLinkChangeAnswerSchema,
  viewingLinkQuerySchema,
  viewingLinkRescheduleBodySchema,
  viewingRequestAnswerSchema,
  viewingRequestBodySchema,
  viewingSlotsAnswerSchema,
  viewingSlotsQuerySchema,
} from '@domus/domain/viewings/viewing.schema';
import type { Database } from '../../db/client.ts';
import { errorResponses, optionalSessionSecurity, publicSecurity } from '../../lib/openapi.ts';
import {
  cancelViewingByLink,
  readViewingLink,
  rescheduleViewingByLink,
} from './viewing-changes.service.ts';
import { listingSlots, requestViewing, type ViewingsSettings } from './viewing-request.service.ts';

const tags = ['viewings'];

/** The refusals of a link that does not act; nothing is changed. */
const linkRefusals = {
  400: apiErrorSchema.describe(
    'Invalid body, or a link that is not ours or was altered: code viewing_link_invalid',
  ),
  409: apiErrorSchema.describe(
    'The viewing changed after the mail (a newer mail has the working links): code ' +
      'viewing_link_superseded; or its status no longer allows this: code viewing_state',
  ),
  410: apiErrorSchema.describe(
    'The link expired when the viewing began: code viewing_link_expired',
  ),
} as const;

export const viewingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  settings: ViewingsSettings;
}> = async (app, { db, settings }) => {
  app.get(
    '/viewings/slots',
    {
      schema: {
        operationId: 'getViewingSlots',
        tags,
        summary: 'Free viewing slots of a listing',
        description:
          'The 30-minute slots the listing’s responsible agent offers, earliest first: within ' +
          'their weekly hours (Europe/Rome), outside their absences and booked viewings, at ' +
          'least 2 hours ahead; by default the next 14 days, at most 62. None when the listing ' +
          'has no responsible agent. Only published listings (404 otherwise).',
        security: publicSecurity,
        querystring: viewingSlotsQuerySchema,
        response: {
          200: viewingSlotsAnswerSchema,
          404: apiErrorSchema.describe('No such published listing: code not_found'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const slots = await listingSlots(db, request.query, settings.clock());
      return reply.header('cache-control', 'no-store').send({
        data: slots.map((slot) => ({
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
        })),
      });
    },
  );

  app.post(
    '/viewings',
    {
      schema: {
        operationId: 'requestViewing',
        tags,
        summary: 'Ask for a viewing',
        description:
          'Up to three proposed local times (Europe/Rome) or one free slot of the listing. ' +
          'Without a session, `name`, `email`, `tel` and a solved `captcha` are required (400 ' +
          'captcha_invalid); with one, the account’s person asks (a session that has not ' +
          'confirmed its address answers 403 address_unverified), and `matchId` may name the ' +
          'match of their saved search the request answers (it becomes `visit`). A time that ' +
          'does not exist (02:00–03:00 on the last Sunday of March), is past, sooner than 2 ' +
          'hours, in the agent’s absence, outside their hours or taken, or proposals that ' +
          'overlap, answer 400 naming each time with the reason, and nothing is stored. The ' +
          'request shows in the requests inbox and the agent is mailed.',
        security: optionalSessionSecurity,
        body: viewingRequestBodySchema,
        response: {
          201: viewingRequestAnswerSchema,
          403: apiErrorSchema.describe(
            'The session’s address is not confirmed: code address_unverified',
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const answer = await requestViewing(db, request.viewer, request.body, {
        language: request.lang,
        settings,
      });
      return reply.code(201).send({ data: answer });
    },
  );

  app.get(
    '/viewings/:id/link',
    {
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'readViewingLink',
        tags,
        summary: 'What a buyer’s link to cancel or move a viewing answers',
        description:
          'For the page a link of a viewing mail opens, before the buyer clicks: `valid` (it ' +
          'acts), `expired` (the viewing began), `superseded` (the viewing changed after the ' +
          'mail) or `tampered` (not ours, altered, or another viewing’s). Changes nothing. The ' +
          'viewing’s time and listing are answered unless the link is tampered.',
        security: publicSecurity,
        params: idParamsSchema,
        querystring: viewingLinkQuerySchema,
        response: { 200: viewingLinkAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await readViewingLink(db, request.params.id, request.query, settings);
      return reply.header('cache-control', 'no-store').send({ data: answer });
    },
  );

  app.post(
    '/viewings/:id/cancel',
    {
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'cancelViewingByLink',
        tags,
        summary: 'The buyer cancels a viewing with the link of their mail',
        description:
          'Acts only with a link valid now. Buyer and seller get the calendar’s cancellation ' +
          '(METHOD:CANCEL), the agent a notice; every older link answers superseded.',
        security: publicSecurity,
        params: idParamsSchema,
        body: viewingLinkCancelBodySchema,
        response: { 200: viewingLinkChangeAnswerSchema, ...errorResponses, ...linkRefusals },
      },
    },
    async (request) => ({
      data: await cancelViewingByLink(db, request.params.id, request.body.token, settings),
    }),
  );

  app.post(
    '/viewings/:id/reschedule',
    {
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'rescheduleViewingByLink',
        tags,
        summary: 'The buyer asks for another time with the link of their mail',
        description:
          'Acts only with a link valid now. New `times` are checked as a request’s (400 with ' +
          'the reasons); without them staff get in touch. The booked time is freed, the ' +
          'viewing waits in the requests inbox again, the buyer’s and the seller’s calendars ' +
          'drop the old time (METHOD:CANCEL) and the agent is told.',
        security: publicSecurity,
        params: idParamsSchema,
        body: viewingLinkRescheduleBodySchema,
        response: { 200: viewingLinkChangeAnswerSchema, ...errorResponses, ...linkRefusals },
      },
    },
    async (request) => ({
      data: await rescheduleViewingByLink(db, request.params.id, request.body, settings),
    }),
  );
};
