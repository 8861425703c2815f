/**
 * The sellers' weekly report (issue 33 point 5, decision 070): staff send one at once from a
 * listing; the seller switches it off with the link of a report, on the web page or in one click
 * from the mail program (RFC 8058).
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import {
  oneClickQuerySchema,
  ownerReportSentSchema,
  sellerParamsSchema,
  weeklyReportInputSchema,
  weeklyReportResponseSchema,
} from '@domus/domain/account/owner-report.schema';
import { listingStatisticsParamsSchema } from '@domus/domain/listing/listing-statistics.schema';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses, staffResponses } from '../../lib/openapi.ts';
import { requireStaff } from '../auth/viewer.ts';
import {
  sendOwnerReportNow,
  switchWeeklyReport,
  weeklyReportStopUrl,
  type OwnerReportSettings,
} from './owner-reports.service.ts';

const wrongToken = apiErrorSchema.describe('No such seller, or a wrong token: code not_found');

export const ownerReportsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  settings: OwnerReportSettings;
}> = async (app, { db, settings }) => {
  app.post(
    '/admin/listing/:id/owner-report',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'sendOwnerReport',
        tags: ['admin'],
        summary: 'Send the listing’s seller their weekly report now',
        description:
          'Queues the report of the last ended week (Monday to Sunday, Europe/Rome) of all the ' +
          'seller’s published listings to the seller’s address, in their language. It does not ' +
          'replace the Monday report. 409 owner_report_unavailable when the seller has no ' +
          'address, switched the report off or has nothing published.',
        security: bearerSecurity,
        params: listingStatisticsParamsSchema,
        response: {
          200: ownerReportSentSchema,
          ...staffResponses,
          404: apiErrorSchema.describe('No such listing: code not_found'),
          409: apiErrorSchema.describe('The report cannot go: code owner_report_unavailable'),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      return { data: await sendOwnerReportNow(db, settings, viewer, request.params.id) };
    },
  );

  app.post(
    '/owner-reports/:sellerId/weekly',
    {
      config: { staleTokenTolerated: true },
      schema: {
        operationId: 'setWeeklyReport',
        tags: ['account'],
        summary: 'Switch a seller’s weekly report with the token of a report’s link',
        description:
          'The web page a report’s switch-off link opens calls this with the link’s token; no ' +
          'session is needed. A wrong token or an unknown seller answers 404 and changes nothing.',
        security: [{}],
        params: sellerParamsSchema,
        body: weeklyReportInputSchema,
        response: { 200: weeklyReportResponseSchema, ...errorResponses, 404: wrongToken },
      },
    },
    async (request) => {
      const { token, enabled } = request.body;
      await switchWeeklyReport(db, settings, request.params.sellerId, token, enabled);
      return { data: { enabled } };
    },
  );

  // Mail programs send the one-click switch-off as a form (RFC 8058): its body says nothing the
  // address does not, the token in the address is the authority.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    const routes = oneClick.withTypeProvider<ZodTypeProvider>();
    // Opened in a browser (a mail program without one-click): the web page asks first, since
    // link scanners fetch the address too, so the GET itself changes nothing.
    routes.get(
      '/owner-reports/:sellerId/one-click',
      {
        schema: {
          operationId: 'openWeeklyReportOneClick',
          tags: ['account'],
          summary: 'The one-click switch-off address opened in a browser',
          description:
            'Answers 303 to the web page that switches the weekly report off with the same token ' +
            '(`/account?weeklyReport=off&seller=…&reportToken=…`). Changes nothing by itself.',
          security: [{}],
          params: sellerParamsSchema,
          querystring: oneClickQuerySchema,
          response: { ...errorResponses },
        },
      },
      async (request, reply) => {
        const url = new URL(weeklyReportStopUrl(settings, request.params.sellerId));
        url.searchParams.set('reportToken', request.query.token);
        return reply.redirect(`${url.pathname}${url.search}`, 303);
      },
    );
    routes.post(
      '/owner-reports/:sellerId/one-click',
      {
        config: { staleTokenTolerated: true },
        schema: {
          operationId: 'stopWeeklyReportOneClick',
          tags: ['account'],
          summary: 'Switch a seller’s weekly report off in one click',
          description:
            'The address of the List-Unsubscribe header of each report (RFC 8058): a mail ' +
            'program POSTs `List-Unsubscribe=One-Click` to it, without a session. A wrong token ' +
            'or an unknown seller answers 404 and changes nothing.',
          security: [{}],
          params: sellerParamsSchema,
          querystring: oneClickQuerySchema,
          response: { 200: weeklyReportResponseSchema, ...errorResponses, 404: wrongToken },
        },
      },
      async (request) => {
        await switchWeeklyReport(db, settings, request.params.sellerId, request.query.token, false);
        return { data: { enabled: false } };
      },
    );
  });
};
