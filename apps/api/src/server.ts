/**
 * The process entry point: configuration, database (migrated), demo data on an empty database,
 * then the HTTP server on PORT until SIGINT or SIGTERM.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';

/** After this long a shutdown stops waiting for open requests. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

type EnsureSeeded = (options: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
}) => Promise<unknown>;

/** The start-up seeding of src/seed/startup.seed.ts, when it is part of the build. */
async function loadEnsureSeeded(): Promise<EnsureSeeded | undefined> {
  const file = new URL('./seed/startup.seed.ts', import.meta.url);
  if (!existsSync(file)) return undefined;
  return ((await import(file.href)) as { ensureSeeded: EnsureSeeded }).ensureSeeded;
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });

  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'db'),
    });
    await database.migrate();
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
  const { db } = database;

  const app = await buildApp({ config, db });
  const ensureSeeded = await loadEnsureSeeded();
  if (ensureSeeded) await ensureSeeded({ db, config, log: app.log });
  else app.log.warn('start-up seeding is not available; the database is left as it is');

  let closing = false;
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
      await app.close();
      await database.close();
      app.log.info('stopped');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.PORT, host: config.HOST });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  app.log.info({ url: config.publicUrl, database: database.kind, seconds }, 'Domus is running');
  process.stdout.write(`\nDomus is running at ${config.publicUrl} (started in ${seconds} s)\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Domus could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (error instanceof Error && error.stack && !error.message.startsWith('Invalid configuration')) {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
