import { PGlite } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.ts';

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or an open transaction of it: what every repository function takes. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Applies the committed migrations in apps/api/drizzle, under the start-up lock: of several
   * processes starting at once on one PostgreSQL, one migrates and the others then find nothing
   * left to do.
   */
  migrate: () => Promise<void>;
  /**
   * Runs `work` while holding the start-up lock (a PostgreSQL session advisory lock), so that the
   * start-up steps of several processes on one database (migrations, the first seeding) run one
   * process at a time. PGlite belongs to one process and needs none.
   */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** The embedded database itself (PGlite only), e.g. to dump its data directory. */
  pglite?: PGlite;
};

/** The advisory lock key of the start-up steps ('domus' in ASCII). */
export const STARTUP_LOCK_KEY = 0x646f6d7573;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens PostgreSQL when `url` is given, otherwise embedded PGlite with PostGIS in `dataDir`
 * (in memory when `dataDir` is undefined).
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`). */
  loadDataDir?: Blob | undefined;
  /**
   * PostgreSQL only: told when the server drops a connection the pool holds (a restart, an
   * administrator's terminate). The pool replaces the connection; without a listener node-postgres
   * would throw the error out of the process.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}): Promise<DatabaseHandle> {
  if (options.url) {
    // A server that cannot be reached fails a query in seconds instead of hanging it.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      // A connection whose server went away unnoticed (a restart, a network cut) is found dead.
      keepAlive: true,
    });
    const onConnectionError = options.onConnectionError ?? (() => {});
    pool.on('error', onConnectionError);
    // A connection that is being closed or is checked out has no pool listener of its own.
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const withStartupLock = async <T>(work: () => Promise<T>): Promise<T> => {
      // A connection of its own holds the lock while `work` uses the pool; it is released with
      // the connection should anything fail, as PostgreSQL drops a session's locks with it.
      const holder = await pool.connect();
      let broken = false;
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {
            broken = true;
          });
        }
      } catch (error) {
        broken = true;
        throw error;
      } finally {
        holder.release(broken);
      }
    };
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      migrate: () => withStartupLock(() => migratePg(db as never, { migrationsFolder })),
      withStartupLock,
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    // pg_trgm serves the admin tables' free-text search (migration 0019); btree_gist the
    // viewings' exclusion constraint (migration 0030).
    extensions: { postgis, pg_trgm, btree_gist },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    withStartupLock: (work) => work(),
    pglite: client,
  };
}

/** SQLSTATE classes and codes of a server that cannot serve right now (restart, shutdown). */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|53300)/;
/** Socket errors of a server that is not there. */
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/**
 * Whether `error` (or its cause, as Drizzle wraps the driver's error) says that the database
 * cannot be reached or is restarting, rather than that a query was wrong: such a request is
 * answered 503 and may be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SOCKET.has(code))
    ) {
      return true;
    }
    if (
      typeof message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|database "[^"]*" is not currently accepting connections|Client has encountered a connection error)/.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
