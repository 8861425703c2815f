/**
 * `npm run restore -- <directory> [--force]`: replaces the content of the database that
 * DATABASE_URL or DATA_DIR points at, and the files under DATA_DIR/files, by a backup of
 * `npm run backup`. The database is first migrated like at a server start; it must then have the
 * backup's migrations. Without --force a database that holds accounts or listings is left alone.
 * Stop the server first. On PostgreSQL the role needs the right to set session_replication_role
 * (a superuser), since rows are loaded without checking foreign keys table by table.
 */
import path from 'node:path';
import { openConfiguredDatabase } from '../db/cli-database.ts';
import { restoreBackup } from './backup.service.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [source] = args.filter((a) => a !== '--force');
if (!source) {
  console.error('Usage: npm run restore -- <backup directory> [--force]');
  process.exit(2);
}
const from = path.resolve(process.env.INIT_CWD ?? process.cwd(), source);

const { config, handle } = await openConfiguredDatabase();
try {
  const started = Date.now();
  const manifest = await restoreBackup({
    db: handle.db,
    source: from,
    filesDir: config.FILE_STORAGE === 'local' ? path.join(config.dataDir, 'files') : undefined,
    force,
  });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${from} (made ${manifest.createdAt}): ${rows} rows, ${manifest.files.length} files, ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
