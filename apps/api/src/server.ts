/**
 * The process entry point: configuration, database (migrated), demo data on an empty database,
 * then the HTTP server on PORT until SIGINT or SIGTERM.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createFileStorage } from './modules/files/file-storage.ts';
import { createMailWorker } from './modules/mail/mail-worker.ts';
import { ensureSeeded } from './seed/startup.seed.ts';
import { createFileSweeper } from './modules/files/file-cleanup.service.ts';
import { createExposeSweeper } from './modules/expose-files/expose-cleanup.service.ts';
import { createFeedsContext } from './modules/feeds/feeds-context.ts';
import { createPortalWorker } from './modules/feeds/portal-transfer.worker.ts';
import { matchAlertSettings } from './modules/matching/match-alerts.service.ts';
import { createOwnerReportWorker } from './modules/statistics/owner-report.worker.ts';
import { createViewingFollowupWorker } from './modules/viewings/viewing-followups.worker.ts';
import { createMatchDigestWorker } from './modules/matching/match-digests.worker.ts';
import { viewingLinkKey } from './modules/viewings/viewing-links.ts';

/** After this long a shutdown stops waiting for open requests. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Set once a signal asked the process to stop; start-up steps failing after it are expected. */
let closing = false;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });

  let database: DatabaseHandle | undefined;
  let warnLostConnection = (error: Error) =>
    console.warn(`database connection lost: ${error.message}`);
  try {
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'db'),
      onConnectionError: (error) => warnLostConnection(error),
    });
    await database.migrate();
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
  const { db } = database;

  const storage = createFileStorage(config);
  const feeds = await createFeedsContext({ db, config, storage });
  const app = await buildApp({ config, db, storage, feeds });
  // Removes uploads that no listing took within a day: at start, then every hour.
  const fileSweeper = createFileSweeper({ db, storage, log: app.log.child({ module: 'files' }) });
  // Removes exposés a newer one replaced an hour ago and those of deleted listings, likewise.
  const exposeSweeper = createExposeSweeper({
    db,
    storage,
    log: app.log.child({ module: 'expose' }),
  });
  warnLostConnection = (error) => app.log.warn({ err: error }, 'database connection lost');
  // Sends the mail outbox; mails queued while it is down wait there for the next start.
  const mailWorker = createMailWorker({ db, config, log: app.log.child({ module: 'mail' }) });
  // Runs the portal transfers the schedules and staff queue; every process runs one and the
  // database hands each transfer to one of them.
  const portalWorker = createPortalWorker({
    context: feeds,
    log: app.log.child({ module: 'feeds' }),
  });
  feeds.onWake(() => void portalWorker.tick());
  // Queues the sellers' weekly reports from Monday 08:00; the database hands each to one process.
  const alertSettings = await matchAlertSettings(config, storage);
  const { alertTokenKey } = alertSettings;
  const reportWorker = createOwnerReportWorker({
    db,
    settings: { publicUrl: config.publicUrl, tokenKey: alertTokenKey },
    log: app.log.child({ module: 'owner-reports' }),
  });
  // Queues the viewings' reminders and "how was it?" mails when due; the database hands each
  // mail to one process.
  let viewingLinkSecret: Promise<string> | undefined;
  const followupWorker = createViewingFollowupWorker({
    db,
    settings: {
      config,
      clock: () => new Date(),
      linkKey: () => (viewingLinkSecret ??= viewingLinkKey(config)),
    },
    log: app.log.child({ module: 'viewings' }),
  });

  // Queues the gathered alert mails of daily and weekly searches when due; the database hands
  // each search to one process.
  const digestWorker = createMatchDigestWorker({
    db,
    settings: alertSettings,
    clock: () => new Date(),
    log: app.log.child({ module: 'alerts' }),
  });

  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing open requests');
    const force = setTimeout(() => {
      app.log.error('open requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await fileSweeper.stop();
      await exposeSweeper.stop();
      await app.close();
      await portalWorker.stop();
      await reportWorker.stop();
      await followupWorker.stop();
      await digestWorker.stop();
      await mailWorker.stop();
      await database.close();
      app.log.info('stopped');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  // Before listening, so that the site never answers with an empty catalogue; after the signal
  // handlers, so that Ctrl+C during a first long seeding still closes the database properly.
  // Under the start-up lock: of several processes starting on an empty database, one seeds.
  await database.withStartupLock(() => ensureSeeded({ db, config, log: app.log, storage }));
  fileSweeper.start();
  exposeSweeper.start();

  await app.listen({ port: config.PORT, host: config.HOST });
  mailWorker.start();
  portalWorker.start();
  reportWorker.start();
  followupWorker.start();
  digestWorker.start();
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  app.log.info({ url: config.publicUrl, database: database.kind, seconds }, 'Domus is running');
  // The mails' links lead to PUBLIC_URL: a visitor who opened the site at another address
  // (127.0.0.1 for localhost) follows a login link to a site that does not know the session.
  process.stdout.write(
    `\nDomus is running at ${config.publicUrl} (started in ${seconds} s)\n` +
      `Open ${config.publicUrl} in the browser, not another name of this machine: the links in ` +
      `mails lead there (PUBLIC_URL sets the address).\n\n`,
  );
}

main().catch((error: unknown) => {
  // Stopped during start-up: the database was closed under the seeding on purpose.
  if (closing) return;
  process.stderr.write(
    `Domus could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (error instanceof Error && error.stack && !error.message.startsWith('Invalid configuration')) {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
