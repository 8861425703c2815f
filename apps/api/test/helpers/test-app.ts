/**
 * The application as the tests use it: buildApp over a fresh test database, no logging, and a
 * web build of the test's choosing (none by default).
 */
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { createFileStorage } from '../../src/modules/files/file-storage.ts';
import { createFeedsContext, type FeedsContext } from '../../src/modules/feeds/feeds-context.ts';
import type { Deliveries } from '../../src/modules/feeds/portal-transfer.service.ts';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** The portal feeds' context the app uses (a test runs its transfer worker over it). */
  feeds: FeedsContext;
  close: () => Promise<void>;
};

/** A directory that holds no web build. */
const NO_WEB_BUILD = path.join(tmpdir(), 'domus-test-no-web-build');

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    /** Fills the database before the app starts. */
    prepare?: (database: TestDatabase) => Promise<void>;
    /**
     * A database the test made itself and shares between apps (filling one with the place data
     * takes seconds); the caller destroys it, `close` leaves it.
     */
    database?: TestDatabase;
    /** Adds routes of the test's own before the app is ready. */
    routes?: (app: FastifyInstance) => void | Promise<void>;
    /** Receives the log lines (with a LOG_LEVEL in `env`; silent by default). */
    logStream?: BuildAppOptions['logStream'];
    /** How portal exports leave (by default over the real protocols). */
    feedDeliveries?: Deliveries;
    /** The present as the viewings see it (by default the real one). */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  const destroy = async () => {
    if (!shared) await database.destroy();
  };
  try {
    await options.prepare?.(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(tmpdir(), 'domus-test-data'),
      WEB_DIST_DIR: NO_WEB_BUILD,
      ADMIN_DIST_DIR: NO_WEB_BUILD,
      ...options.env,
    });
    const storage = createFileStorage(config);
    const feeds = await createFeedsContext({
      db: database.db,
      config,
      storage,
      ...(options.feedDeliveries ? { deliveries: options.feedDeliveries } : {}),
    });
    const app = await buildApp({
      config,
      db: database.db,
      storage,
      feeds,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    });
    await options.routes?.(app);
    await app.ready();
    return {
      app,
      database,
      config,
      feeds,
      close: async () => {
        await app.close();
        await destroy();
      },
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}

/** The error body of the conventions, for assertions. */
export type ErrorBody = {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
};
