import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

/**
 * Opens and migrates the database the server would use (DATABASE_URL, else PGlite in
 * DATA_DIR/db), for command-line tasks run beside or instead of the server.
 */
export async function openConfiguredDatabase(): Promise<{
  config: Config;
  handle: DatabaseHandle;
}> {
  const config = loadConfig();
  if (!config.DATABASE_URL) await mkdir(path.join(config.dataDir, 'db'), { recursive: true });
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'db'),
  });
  await handle.migrate();
  return { config, handle };
}
