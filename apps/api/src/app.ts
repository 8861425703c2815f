import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ADMIN_BASE, isAdminPage, isAdminPath } from '@domus/domain/staff/admin-routes';
import { isApiPath, pathOf } from './lib/paths.ts';
import { errorLogSerializer, requestIdOf, requestLogSerializer } from './lib/request-log.ts';
import { validatorCompiler } from './lib/request-validator.ts';
import {
  errorBody,
  handleError,
  languageOf,
  registerErrorHandler,
} from './plugins/error-handler.plugin.ts';
import { registerLanguage } from './plugins/language.plugin.ts';
import { registerViewer } from './modules/auth/viewer.ts';
import { registerOpenApi } from './plugins/openapi.plugin.ts';
import { registerWebApp } from './plugins/web-app.plugin.ts';
import {
  contentSecurityPolicy,
  frameOptions,
  sendsHsts,
  STRICT_TRANSPORT_SECURITY,
} from './lib/content-security-policy.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { propertyTypesRoutes } from './modules/property-types/property-types.routes.ts';
import { testimoniesRoutes } from './modules/testimonies/testimonies.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { loginRoutes } from './modules/auth/login.routes.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { propertiesWriteRoutes } from './modules/properties/properties-write.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { meAfterLogin } from './modules/account/account.service.ts';
import { sellersRoutes } from './modules/sellers/sellers.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { searchesRoutes } from './modules/searches/searches.routes.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { matchesRoutes } from './modules/matching/matches.routes.ts';
import { matchAlertSettings } from './modules/matching/match-alerts.service.ts';
import { writeMatching } from './modules/matching/matching.service.ts';
import { mailOutboxRoutes } from './modules/mail/mail-outbox.routes.ts';
import { parseQueryString } from './lib/query-string.ts';
import { loadPageRenderer } from './modules/seo/page-renderer.ts';
import { publicPageSender } from './modules/seo/public-page.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createFileStorage, type FileStorage } from './modules/files/file-storage.ts';
import { fileUploadsRoutes } from './modules/files/file-uploads.routes.ts';
import { exposeRoutes } from './modules/expose/expose.routes.ts';
import { adminCustomersRoutes } from './modules/admin/admin-customers.routes.ts';
import { adminListingsRoutes } from './modules/admin/admin-listings.routes.ts';
import { adminOverviewRoutes } from './modules/admin/admin-overview.routes.ts';
import { adminRecentMatchesRoutes } from './modules/admin/admin-recent-matches.routes.ts';
import { adminStaffRoutes } from './modules/admin/admin-staff.routes.ts';
import { historyRoutes } from './modules/history-read/history.routes.ts';
import { adminInboxRoutes } from './modules/admin/admin-inbox.routes.ts';
import { adminClientSearchesRoutes } from './modules/admin/admin-client-searches.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { createFeedsContext, type FeedsContext } from './modules/feeds/feeds-context.ts';
import { portalAccountsRoutes } from './modules/feeds/portal-accounts.routes.ts';
import { portalTransfersRoutes } from './modules/feeds/portal-transfers.routes.ts';
import { listingPortalsRoutes } from './modules/feeds/listing-portals.routes.ts';
import { feedFilesRoutes } from './modules/feeds/feed-files.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { listingStatisticsRoutes } from './modules/statistics/listing-statistics.routes.ts';
import {
  ListingViewCounter,
  listingViewCount,
} from './modules/statistics/listing-views.service.ts';
import { ownerReportsRoutes } from './modules/statistics/owner-reports.routes.ts';
import { viewingHoursRoutes } from './modules/viewings/viewing-hours.routes.ts';
import { viewingLinkKey } from './modules/viewings/viewing-links.ts';
import { viewingOutcomeRoutes } from './modules/viewings/viewing-outcome.routes.ts';
import { viewingsAdminRoutes } from './modules/viewings/viewings-admin.routes.ts';
import { viewingsRoutes } from './modules/viewings/viewings.routes.ts';

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** Where stored files live; by default the one the configuration chooses. */
  storage?: FileStorage;
  /** Where the log lines go instead of standard output (the tests read them). */
  logStream?: LogStream;
  /** The portal feeds' context (the server shares it with its transfer worker). */
  feeds?: FeedsContext;
  /** The counter of listing views (the tests give one with their clock). */
  listingViews?: ListingViewCounter;
  /** The present as the viewings see it (the tests move it past a viewing's start). */
  clock?: () => Date;
};

/** A destination of log lines (JSON, one per call). */
export type LogStream = { write: (line: string) => void };

/**
 * Fastify's pino logger: JSON lines, pretty-printed only in development when pino-pretty is
 * there. Logged URLs lose the tokens of login and opt-out links, logged errors the values of
 * failed queries.
 */
function loggerOptions(
  config: Config,
  stream: LogStream | undefined,
): FastifyServerOptions['logger'] {
  const options: FastifyServerOptions['logger'] = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Errors are logged without the values a failed query carries (no personal data).
    serializers: { req: requestLogSerializer, err: errorLogSerializer },
  };
  if (stream) return { ...options, stream };
  if (config.NODE_ENV === 'development') {
    try {
      import.meta.resolve('pino-pretty');
      return {
        ...options,
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
        },
      };
    } catch {
      // pino-pretty is a development dependency; without it the JSON lines stay.
    }
  }
  return options;
}

/**
 * The HTTP application: security headers, compression, request language, the error format,
 * the OpenAPI description at /api/docs, the API under /api/v1 and the built web app at /.
 * It does not listen and does not own the database; the caller opens and closes both.
 */
export async function buildApp({
  config,
  db,
  storage,
  logStream,
  feeds: feedsOption,
  listingViews: viewsOption,
  clock = () => new Date(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // `budget[min]`-style keys become objects (the search's budget).
    routerOptions: { querystringParser: parseQueryString },
    // Fastify's own early failures (a malformed URL) get the error format too.
    frameworkErrors: (error, request, reply) => {
      handleError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Listing views and exposé downloads, counted after the answer (decision 068).
  const views = viewsOption ?? new ListingViewCounter(db, { log: app.log });
  app.decorate('listingViews', views);
  app.addHook('onClose', () => views.settled());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerLanguage(app);
  registerErrorHandler(app);
  registerViewer(app, db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (sendsHsts(request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    xFrameOptions: frameOptions,
    // Sent by the hook above, only where the connection is HTTPS.
    strictTransportSecurity: false,
    // Property images may be shown by the agency's other sites and newsletters.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerOpenApi(app, version);
  const fileStorage = storage ?? createFileStorage(config);
  const alerts = writeMatching(await matchAlertSettings(config, fileStorage));
  const feeds = feedsOption ?? (await createFeedsContext({ db, config, storage: fileStorage }));

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(configRoutes, { config });
      await api.register(propertyTypesRoutes, { db });
      await api.register(locationsRoutes, { db, config });
      await api.register(testimoniesRoutes, { db });
      await api.register(contactRoutes, { db, config });
      await api.register(propertiesRoutes, {
        db,
        storage: fileStorage,
        countView: listingViewCount(views),
      });
      await api.register(propertiesWriteRoutes, { db, storage: fileStorage, alerts });
      await api.register(captchaRoutes, { config });
      await api.register(loginRoutes, { db, config, meOf: meAfterLogin });
      await api.register(accountRoutes, { db, storage: fileStorage, config });
      await api.register(sellersRoutes, { db, config });
      await api.register(clientsRoutes, { db, config });
      await api.register(searchesRoutes, { db, alerts: { ...alerts, now: clock } });
      await api.register(favouritesRoutes, { db });
      await api.register(matchesRoutes, {
        db,
        storage: fileStorage,
        config,
        links: { key: alerts.alertTokenKey, now: clock, publicUrl: config.publicUrl },
      });
      await api.register(exposeRoutes, { db, storage: fileStorage, config, views });
      await api.register(mailOutboxRoutes, { db });
      await api.register(adminListingsRoutes, {
        db,
        storage: fileStorage,
        publicUrl: config.publicUrl,
        alerts,
      });
      await api.register(adminCustomersRoutes, { db, storage: fileStorage });
      await api.register(adminOverviewRoutes, { db, storage: fileStorage });
      await api.register(adminRecentMatchesRoutes, { db });
      await api.register(adminStaffRoutes, { db });
      await api.register(historyRoutes, { db, storage: fileStorage });
      await api.register(adminInboxRoutes, { db });
      await api.register(adminClientSearchesRoutes, { db, alerts });
      await api.register(privacyRoutes, { db, storage: fileStorage, dataDir: config.dataDir });
      await api.register(importsRoutes, {
        db,
        storage: fileStorage,
        alerts,
        dataDir: config.dataDir,
      });
      await api.register(listingStatisticsRoutes, { db });
      await api.register(ownerReportsRoutes, {
        db,
        settings: { publicUrl: config.publicUrl, tokenKey: alerts.alertTokenKey },
      });
      let linkKey: Promise<string> | undefined;
      const viewings = {
        config,
        clock,
        linkKey: () => (linkKey ??= viewingLinkKey(config)),
      };
      await api.register(viewingsRoutes, { db, settings: viewings });
      await api.register(viewingsAdminRoutes, { db, settings: viewings });
      await api.register(viewingOutcomeRoutes, { db, settings: viewings });
      await api.register(viewingHoursRoutes, { db });
      await api.register(portalAccountsRoutes, { feeds });
      await api.register(portalTransfersRoutes, { feeds });
      await api.register(listingPortalsRoutes, { feeds });
    },
    { prefix: '/api/v1' },
  );

  await app.register(filesRoutes, { storage: fileStorage });
  await app.register(feedFilesRoutes, { feeds });

  const web = await registerWebApp(app, config.webDistDir);
  // The admin application: its own build, mounted below /admin (decision 027).
  const admin = await registerWebApp(app, config.adminDistDir, {
    prefix: `${ADMIN_BASE}/`,
    isPage: isAdminPage,
  });
  // The public pages, each with its head, rendered on the server when the web build has its
  // renderer (decision 034), sent by the fallback below; the sitemap and robots.txt.
  const renderer = web ? await loadPageRenderer(app, config.webDistDir) : undefined;
  const pages = web
    ? publicPageSender({ db, config, storage: fileStorage, web, renderer, views })
    : undefined;
  await app.register(seoRoutes, { db, config, pages });
  await app.register(fileUploadsRoutes, { prefix: '/api/v1', db, storage: fileStorage });
  app.setNotFoundHandler(async (request, reply) => {
    const page = !isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD');
    if (admin && page && isAdminPath(pathOf(request.url))) {
      return admin.sendPage(request.url, reply);
    }
    if (pages && page) {
      return pages(request, reply);
    }
    return reply.code(404).send(errorBody(languageOf(request), 'not_found', 'api.not_found'));
  });

  return app;
}
