/**
 * An agent's viewing hours and absences (issue 33 point 1, decision 069): their own, admins
 * anyone's, known from the path before the body is read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { idParamsSchema } from '@domus/domain/person/seller.schema';
import {
  viewingAbsencesAnswerSchema,
  viewingAbsencesBodySchema,
  viewingHoursAnswerSchema,
  viewingHoursBodySchema,
} from '@domus/domain/viewings/viewing.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { requireStaff } from '../auth/viewer.ts';
import {
  assertHoursAccess,
  readViewingAbsences,
  readViewingHours,
  setViewingAbsences,
  setViewingHours,
} from './viewing-hours.service.ts';
import { pathId } from './viewing-path-id.ts';

const tags = ['admin', 'viewings'];

export const viewingHoursRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Hours and absences: the caller's own, or anyone's for an admin, known from the path.
  const hoursAccess = async (request: FastifyRequest) => {
    const id = pathId(request);
    if (id) await assertHoursAccess(db, requireStaff(request), id);
  };
  const hoursResponses = {
    ...staffResponses,
    403: apiErrorSchema.describe(
      'Not staff, or an agent asking for another agent’s (admins read and set all): code forbidden',
    ),
    404: apiErrorSchema.describe('No such staff member: code not_found'),
    ...errorResponses,
  } as const;

  app.get(
    '/admin/agents/:id/viewing-hours',
    {
      config: { access: 'staff' },
      preValidation: hoursAccess,
      schema: {
        operationId: 'getAgentViewingHours',
        tags,
        summary: 'An agent’s weekly viewing hours',
        description: 'Per weekday the ranges of local time (Europe/Rome), Monday first.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: viewingHoursAnswerSchema, ...hoursResponses },
      },
    },
    async (request) => ({
      data: await readViewingHours(db, requireStaff(request), request.params.id),
    }),
  );

  app.put(
    '/admin/agents/:id/viewing-hours',
    {
      config: { access: 'staff' },
      preValidation: hoursAccess,
      schema: {
        operationId: 'setAgentViewingHours',
        tags,
        summary: 'Set an agent’s weekly viewing hours',
        description:
          'Replaces the week: per weekday up to eight ranges `HH:MM`–`HH:MM` on the quarter ' +
          'hour, start before end, not overlapping (touching is fine), `24:00` may end one.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: viewingHoursBodySchema,
        response: { 200: viewingHoursAnswerSchema, ...hoursResponses },
      },
    },
    async (request) => ({
      data: await setViewingHours(db, requireStaff(request), request.params.id, request.body.hours),
    }),
  );

  app.get(
    '/admin/agents/:id/viewing-absences',
    {
      config: { access: 'staff' },
      preValidation: hoursAccess,
      schema: {
        operationId: 'getAgentViewingAbsences',
        tags,
        summary: 'An agent’s absences',
        description: 'As entered (local days and times), with the instants each covers.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: viewingAbsencesAnswerSchema, ...hoursResponses },
      },
    },
    async (request) => ({
      data: await readViewingAbsences(db, requireStaff(request), request.params.id),
    }),
  );

  app.put(
    '/admin/agents/:id/viewing-absences',
    {
      config: { access: 'staff' },
      preValidation: hoursAccess,
      schema: {
        operationId: 'setAgentViewingAbsences',
        tags,
        summary: 'Set an agent’s absences',
        description:
          'Replaces every absence: from a local day (and time, else its midnight) to another ' +
          '(and time, else the end of that day), on the quarter hour; at most 200.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: viewingAbsencesBodySchema,
        response: { 200: viewingAbsencesAnswerSchema, ...hoursResponses },
      },
    },
    async (request) => ({
      data: await setViewingAbsences(
        db,
        requireStaff(request),
        request.params.id,
        request.body.absences,
      ),
    }),
  );
};
