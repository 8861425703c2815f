/**
 * Backups of the site: a logical dump of every table through the application's own connection
 * (the same code for the embedded database and for PostgreSQL, and no pg_dump of a matching
 * version needed), and a copy of the locally stored files.
 *
 * A backup is a directory:
 *   manifest.json        format, time, database kind, applied migrations, rows per table,
 *                        every file with its size and SHA-256
 *   tables/<name>.ndjson one JSON object per row (geometries as hex EWKB)
 *   files/...            DATA_DIR/files as it was
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Version of the backup layout; restore refuses any other. */
export const BACKUP_FORMAT = 1;

/** What manifest.json holds. */
export type BackupManifest = {
  format: number;
  createdAt: string;
  databaseKind: 'pglite' | 'postgres';
  /** Hashes of the applied migrations, oldest first: restore needs the same schema. */
  migrations: string[];
  tables: Record<string, number>;
  files: { path: string; size: number; sha256: string }[];
};

/** Tables of extensions, not of the application. */
const FOREIGN_TABLES = new Set(['spatial_ref_sys']);
/** Rows read per query, so that a large table never sits in memory at once. */
const CHUNK = 2_000;

type Column = { name: string; udt: string; generated: boolean };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The application's tables (public schema, base tables), by name. */
export async function applicationTables(db: Database): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  return rows.map((r) => r.table_name).filter((name) => !FOREIGN_TABLES.has(name));
}

async function columnsOf(db: Database, table: string): Promise<Column[]> {
  return rowsOf<{ column_name: string; udt_name: string; is_generated: string }>(
    await db.execute(sql`
      select column_name, udt_name, is_generated from information_schema.columns
      where table_schema = 'public' and table_name = ${table} order by ordinal_position`),
  ).map((c) => ({ name: c.column_name, udt: c.udt_name, generated: c.is_generated !== 'NEVER' }));
}

async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = rowsOf<{ hash: string }>(
    await db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at, id`),
  );
  return rows.map((r) => r.hash);
}

/** Every file below `root`, relative paths with forward slashes, sorted. */
async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.partial'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await finished(createReadStream(file).on('data', (chunk) => hash.update(chunk)));
  return hash.digest('hex');
}

/** Files with their sizes and SHA-256, for the manifest and for comparing two trees. */
export async function describeFiles(root: string): Promise<BackupManifest['files']> {
  const out: BackupManifest['files'] = [];
  for (const rel of await listFiles(root)) {
    const full = path.join(root, rel);
    out.push({ path: rel, size: (await stat(full)).size, sha256: await sha256Of(full) });
  }
  return out;
}

/** The select list of a dump: geometries as hex EWKB text, which their input function reads. */
function selectList(columns: Column[]): string {
  return columns
    .filter((c) => !c.generated)
    .map((c) =>
      c.udt === 'geometry' || c.udt === 'geography'
        ? `${ident(c.name)}::text as ${ident(c.name)}`
        : ident(c.name),
    )
    .join(', ');
}

/**
 * Writes a backup of `db` and of the files under `filesDir` (when given) into `target`, which
 * must not exist yet. The tables are read in one repeatable-read transaction, so that they agree.
 */
export async function createBackup(options: {
  db: Database;
  kind: 'pglite' | 'postgres';
  target: string;
  filesDir?: string | undefined;
}): Promise<BackupManifest> {
  const { db, target } = options;
  if (existsSync(target)) throw new Error(`${target} exists already; a backup needs a new path`);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.join(partial, 'tables'), { recursive: true });

  const tables: Record<string, number> = {};
  let migrations: string[] = [];
  await db.transaction(
    async (tx) => {
      migrations = await appliedMigrations(tx);
      for (const table of await applicationTables(tx)) {
        const columns = await columnsOf(tx, table);
        const out = createWriteStream(path.join(partial, 'tables', `${table}.ndjson`));
        let count = 0;
        // ctid orders the rows stably inside the snapshot, without an index on every table.
        for (let offset = 0; ; offset += CHUNK) {
          const rows = rowsOf<{ row: string }>(
            await tx.execute(
              sql.raw(
                `select row_to_json(t)::text as row from (select ${selectList(columns)} from ${ident(table)} order by ctid limit ${CHUNK} offset ${offset}) t`,
              ),
            ),
          );
          for (const { row } of rows) out.write(`${row}\n`);
          count += rows.length;
          if (rows.length < CHUNK) break;
        }
        out.end();
        await finished(out);
        tables[table] = count;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  let files: BackupManifest['files'] = [];
  if (options.filesDir && existsSync(options.filesDir)) {
    await cp(options.filesDir, path.join(partial, 'files'), { recursive: true });
    files = await describeFiles(path.join(partial, 'files'));
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    databaseKind: options.kind,
    migrations,
    tables,
    files,
  };
  await writeFile(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, target);
  return manifest;
}

/** Reads and checks a backup's manifest. */
export async function readManifest(source: string): Promise<BackupManifest> {
  const file = path.join(source, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${source} is not a backup: it has no manifest.json`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new Error(
      `backup format ${manifest.format} is not supported (expected ${BACKUP_FORMAT})`,
    );
  }
  return manifest;
}

async function* ndjsonChunks(file: string): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let chunk: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    chunk.push(line);
    if (chunk.length >= 500) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

/**
 * Replaces the content of `db` and of `filesDir` by the backup in `source`. The database must be
 * migrated to the backup's schema (same migrations). Without `force` it refuses a database that
 * holds accounts or listings, so that a mistyped target is not wiped.
 */
export async function restoreBackup(options: {
  db: Database;
  source: string;
  filesDir?: string | undefined;
  force?: boolean;
}): Promise<BackupManifest> {
  const { db, source } = options;
  const manifest = await readManifest(source);
  const migrations = await appliedMigrations(db);
  if (migrations.join() !== manifest.migrations.join()) {
    throw new Error(
      `the backup was made with ${manifest.migrations.length} migrations, this database has ` +
        `${migrations.length}: restore with the version of the application that made the backup`,
    );
  }
  const tables = await applicationTables(db);
  const missing = Object.keys(manifest.tables).filter((t) => !tables.includes(t));
  if (missing.length) throw new Error(`the database lacks the tables ${missing.join(', ')}`);
  if (!options.force) {
    const [held] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select (select count(*) from accounts)::int + (select count(*) from properties)::int as n`,
      ),
    );
    if ((held?.n ?? 0) > 0) {
      throw new Error('the database holds accounts or listings; pass --force to replace them');
    }
  }

  await db.transaction(async (tx) => {
    // Rows go in table by table; foreign keys between them (some in both directions) are not
    // checked while they do, the backup having been consistent when it was taken.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate ${tables.map(ident).join(', ')}`));
    for (const table of Object.keys(manifest.tables)) {
      const file = path.join(source, 'tables', `${table}.ndjson`);
      if (!existsSync(file)) throw new Error(`the backup lacks ${table}.ndjson`);
      const columns = (await columnsOf(tx, table)).filter((c) => !c.generated);
      const list = columns.map((c) => ident(c.name)).join(', ');
      for await (const chunk of ndjsonChunks(file)) {
        const json = `[${chunk.join(',')}]`;
        await tx.execute(
          sql`${sql.raw(`insert into ${ident(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${ident(table)}, `)}${json}${sql.raw('::json)')}`,
        );
      }
    }
    // Sequences (serial and identity columns) continue after the restored values.
    const sequences = rowsOf<{ table_name: string; column_name: string; seq: string }>(
      await tx.execute(sql`
        select c.table_name, c.column_name,
               pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
        from information_schema.columns c
        where c.table_schema = 'public'
          and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`),
    );
    for (const { table_name: table, column_name: column, seq } of sequences) {
      await tx.execute(
        sql.raw(
          `select setval('${seq.replaceAll("'", "''")}', m) from (select max(${ident(column)}) as m from ${ident(table)}) x where m is not null`,
        ),
      );
    }
  });

  if (options.filesDir) {
    await rm(options.filesDir, { recursive: true, force: true });
    const from = path.join(source, 'files');
    if (existsSync(from)) await cp(from, options.filesDir, { recursive: true });
    else await mkdir(options.filesDir, { recursive: true });
    const restored = await describeFiles(options.filesDir);
    if (JSON.stringify(restored) !== JSON.stringify(manifest.files)) {
      throw new Error('the restored files differ from the backup manifest');
    }
  }
  return manifest;
}
