/**
 * The portal accounts' passwords, encrypted at rest (issue 32 point 4, decision 062): AES-256-GCM
 * with the key of PORTAL_SECRETS_KEY (else one kept in DATA_DIR), a fresh IV per password, the
 * account's id as associated data so a sealed password copied to another account does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { storedKey } from '../../lib/stored-key.ts';

/** Seals and opens the passwords of portal accounts. */
export interface SecretBox {
  seal(plain: string, accountId: string): string;
  /** The password, or null when it cannot be opened (another key, a damaged value). */
  open(sealed: string, accountId: string): string | null;
}

const VERSION = 'v1';

function keyBytes(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('PORTAL_SECRETS_KEY must be 32 bytes');
  return key;
}

/**
 * The box of one key.
 * @param keyText 32 bytes as 64 hex digits or base64
 */
export function secretBox(keyText: string): SecretBox {
  const key = keyBytes(keyText);
  return {
    seal(plain, accountId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(accountId));
      const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64'), tag.toString('base64'), text.toString('base64')].join(
        ':',
      );
    },
    open(sealed, accountId) {
      const [version, iv, tag, text] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || text === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAAD(Buffer.from(accountId));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([
          decipher.update(Buffer.from(text, 'base64')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The box of the configuration's key, else of the key kept in DATA_DIR. */
export async function portalSecretBox(config: Config): Promise<SecretBox> {
  return secretBox(
    config.PORTAL_SECRETS_KEY ?? (await storedKey(config.dataDir, 'portal-secrets.key')),
  );
}
