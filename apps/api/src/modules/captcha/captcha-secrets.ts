import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** The two HMAC secrets of the captcha: one signs challenges, one signs the expected keys. */
export type CaptchaSecrets = { signature: string; keySignature: string };

const cache = new Map<string, Promise<CaptchaSecrets>>();

/** The key kept in DATA_DIR: read it, or make it once (the first of two racing writers wins). */
async function storedKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'captcha-hmac.key');
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

/**
 * The captcha's secrets, from CAPTCHA_HMAC_KEY or else from a random key made once and kept in
 * DATA_DIR/captcha-hmac.key, so that challenges handed out before a restart still verify after
 * it. The key-signature secret is derived from the same key; neither ever leaves the server.
 */
export function captchaSecrets(config: Config): Promise<CaptchaSecrets> {
  const id = config.CAPTCHA_HMAC_KEY ? `env:${config.CAPTCHA_HMAC_KEY}` : `dir:${config.dataDir}`;
  let secrets = cache.get(id);
  if (!secrets) {
    secrets = (async () => {
      const key = config.CAPTCHA_HMAC_KEY ?? (await storedKey(config.dataDir));
      return {
        signature: createHmac('sha256', key).update('altcha-challenge').digest('hex'),
        keySignature: createHmac('sha256', key).update('altcha-key').digest('hex'),
      };
    })();
    secrets.catch(() => cache.delete(id));
    cache.set(id, secrets);
  }
  return secrets;
}
