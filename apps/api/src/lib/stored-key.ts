import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret key kept in a file of DATA_DIR: read it, or make it once (256 random bits; the first of
 * two racing writers wins, and both then read its key). For secrets the configuration may leave
 * out, so that what they sign survives a restart.
 * @param dataDir the data directory
 * @param fileName the key file's name in it
 */
export async function storedKey(dataDir: string, fileName: string): Promise<string> {
  const file = path.join(dataDir, fileName);
  try {
    const key = (await readFile(file, 'utf8')).trim();
    if (key.length >= 32) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}
