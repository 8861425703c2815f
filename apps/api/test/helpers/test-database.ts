/**
 * A fresh, migrated database for one test file: PGlite in memory (TEST_DB=pglite) or a new
 * database `domus_test_<random>` on the server of TEST_DATABASE_URL (TEST_DB=postgres), dropped
 * again when the file is done. Both start from a migrated template made once per set of
 * migrations (docs/decisions/028-ci-time.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

export type TestDatabase = DatabaseHandle & {
  /** The connection URL (PostgreSQL only). */
  url?: string;
  /** Closes the connection and drops the database (PostgreSQL) or discards it (PGlite). */
  destroy: () => Promise<void>;
};

/** Which database the test run uses. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') {
    throw new Error(`TEST_DB must be pglite or postgres, not ${kind}`);
  }
  return kind;
}

/** Closing twice (a test that closes the database on purpose) is harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

/** A short hash of the committed migrations: a template is only used for the set it was made of. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated empty PGlite database as a dump, made once per set of migrations and kept in the
 * temporary directory: loading it takes a fraction of the time that creating PostGIS and running
 * the migrations takes, for every test file.
 */
async function pgliteTemplate(): Promise<Blob> {
  const templateFile = path.join(tmpdir(), `domus-pglite-template-${migrationsHash()}.tgz`);
  if (existsSync(templateFile)) return new Blob([readFileSync(templateFile)]);

  const handle = await openDatabase({});
  try {
    await handle.migrate();
    const dump = await handle.pglite!.dumpDataDir('gzip');
    // Written under a private name and renamed, so a parallel test file never reads half a file.
    const partial = `${templateFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, templateFile);
    return dump;
  } finally {
    await handle.close();
  }
}

/** The advisory lock under which one test file at a time makes the PostgreSQL template. */
const TEMPLATE_LOCK_KEY = 0x646f6d7574; // 'domut' in ASCII

/**
 * The migrated empty PostgreSQL database `domus_test_template_<hash>`, made once per set of
 * migrations on the server and kept there: copying it (`create database … template`) takes a
 * fraction of a second, where creating PostGIS and running the migrations takes seconds, for
 * every test file. It is built under another name and renamed when complete, so that a build
 * that failed half-way is never copied; nothing connects to it afterwards (PostgreSQL copies a
 * template only while no one is connected to it).
 */
async function postgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const template = `domus_test_template_${migrationsHash()}`;
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
  if (await exists()) return template;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    // Another test file may have made it while this one waited for the lock.
    if (await exists()) return template;
    const building = `${template}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ url: url.toString() });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    } catch (error) {
      await admin.query(`drop database if exists ${building} with (force)`);
      throw error;
    }
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (testDatabaseKind() === 'pglite') {
    const handle = await openDatabase({ loadDataDir: await pgliteTemplate() });
    // A no-op on the template; keeps the check that migrations are complete.
    await handle.migrate();
    const close = once(handle.close);
    return { ...handle, close, destroy: close };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  }
  const name = `domus_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // A test that migrates by itself (several instances, the server's start) gets an empty one.
    const template = migrate ? await postgresTemplate(admin, serverUrl) : undefined;
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  const close = once(handle.close);
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  const destroy = once(async () => {
    await close();
    await drop();
  });
  try {
    if (migrate) await handle.migrate();
  } catch (error) {
    await destroy();
    throw error;
  }
  return { ...handle, url: url.toString(), close, destroy };
}
