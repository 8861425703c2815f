import { randomUUID } from 'node:crypto';

/** File extensions the storage holds, with the content type each is served with. */
export const CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
} as const;
/** A stored file's extension. */
export type StoredExtension = keyof typeof CONTENT_TYPES;

/**
 * Keys are made by the server only: `yyyy/mm/<uuid>-<label>.<ext>`. Nothing a user sends becomes
 * part of a path, and the pattern below admits no other shape, so "../" can never reach the disk.
 */
const KEY_PATTERN =
  /^\d{4}\/(0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[a-z0-9]{1,16})?\.(webp|jpg|png|pdf)$/;

/**
 * A new storage key.
 * @param extension the file extension
 * @param label the rendition, e.g. `card2x`, `800`, `original`
 * @param id the shared id of all renditions of one upload
 */
export function newStorageKey(
  extension: StoredExtension,
  label?: string,
  id: string = randomUUID(),
  now: Date = new Date(),
): string {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${yyyy}/${mm}/${id}${label ? `-${label}` : ''}.${extension}`;
}

/**
 * Whether `key` is a kept exposé's (`yyyy/mm/<uuid>-expose.pdf`, expose.service.ts): served only
 * through the exposé's own route, which asks whether the caller may see its listing (decision
 * 044), never as a plain stored file.
 */
export function isExposeKey(key: string): boolean {
  return key.endsWith('-expose.pdf');
}

/**
 * A portal export's files (issue 32, decision 062): `feeds/<32 random hex>/<file name>`. The
 * random prefix is made per export, so a public bucket does not hand out a feed by a guessed
 * name; /files/ never serves these keys (they fail {@link isStorageKey}), only the feed's secret
 * URL does.
 */
const FEED_KEY_PATTERN = /^feeds\/[0-9a-f]{32}\/[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** Whether `name` may be a feed file's name in a storage key. */
export function isFeedFileName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/.test(name);
}

/**
 * The key of one file of a portal export.
 * @param prefix the export's random prefix (32 hex digits)
 * @param name the file's name as the portal reads it
 */
export function feedKey(prefix: string, name: string): string {
  const key = `feeds/${prefix}/${name}`;
  if (!FEED_KEY_PATTERN.test(key)) throw new Error(`Not a feed file name: ${JSON.stringify(name)}`);
  return key;
}

/** Whether `key` is a portal export's file. */
export function isFeedKey(key: string): boolean {
  return FEED_KEY_PATTERN.test(key);
}

/** Whether `key` has the shape of a key the server made. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The content type a stored key is served with. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
