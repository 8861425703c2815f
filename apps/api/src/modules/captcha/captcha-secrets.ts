import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import { storedKey } from '../../lib/stored-key.ts';

/** The two HMAC secrets of the captcha: one signs challenges, one signs the expected keys. */
export type CaptchaSecrets = { signature: string; keySignature: string };

const cache = new Map<string, Promise<CaptchaSecrets>>();

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
      const key = config.CAPTCHA_HMAC_KEY ?? (await storedKey(config.dataDir, 'captcha-hmac.key'));
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
