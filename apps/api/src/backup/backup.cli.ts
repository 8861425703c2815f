/**
 * `npm run backup -- [directory]`: writes a backup of the database that DATABASE_URL or DATA_DIR
 * points at, and of the files under DATA_DIR/files, into a new directory (by default
 * `backups/domus-<time>` where npm was started). With FILE_STORAGE=s3 the files stay in the
 * bucket, whose own versioning keeps them. The embedded database is opened by one process at a
 * time: stop the server first.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createBackup } from './backup.service.ts';

const config = loadConfig();
const base = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const target = path.resolve(base, process.argv[2] ?? path.join('backups', `domus-${stamp}`));

const handle = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'db'),
});
try {
  const started = Date.now();
  const manifest = await createBackup({
    db: handle.db,
    kind: handle.kind,
    target,
    filesDir: config.FILE_STORAGE === 'local' ? path.join(config.dataDir, 'files') : undefined,
  });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backup written to ${target}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
      `${manifest.files.length} files, in ${((Date.now() - started) / 1000).toFixed(1)} s.` +
      (config.FILE_STORAGE === 's3'
        ? ' Files in S3 are not copied: keep the bucket versioned.'
        : ''),
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
