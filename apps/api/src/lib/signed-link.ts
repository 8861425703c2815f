/**
 * The signed tokens of the links mails carry for people without a session (decision 069; the
 * match answers of decision 074): the claims as dot-separated fields in base64url, a dot, and
 * their HMAC-SHA256 in base64url under a purpose of their own, so that a token of one kind of
 * link never passes for another. Nothing is stored; what the fields mean is the caller's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(key: string, purpose: string, payload: string): Buffer {
  return createHmac('sha256', key).update(`${purpose}:${payload}`).digest();
}

/**
 * The token of `fields` under `key` and `purpose`.
 * @param key the links' secret
 * @param purpose what kind of link it is (part of what is signed)
 * @param fields the claims, none containing a dot
 */
export function signLinkFields(key: string, purpose: string, fields: readonly string[]): string {
  if (fields.some((field) => field.includes('.'))) {
    throw new Error('a signed link field may not contain a dot');
  }
  const payload = fields.join('.');
  const encoded = Buffer.from(payload, 'utf8').toString('base64url');
  return `${encoded}.${signature(key, purpose, payload).toString('base64url')}`;
}

/**
 * The fields of a token this module signed under `key` and `purpose`, or null for any other
 * string: a malformed one, a signature that does not match in a constant-time comparison, or
 * another spelling of the same bytes (base64url decoding ignores the unused low bits of the last
 * character, so such a spelling is not the link that was sent).
 * @param key the links' secret
 * @param purpose what kind of link it must be
 * @param token the token from the link
 */
export function readLinkFields(key: string, purpose: string, token: string): string[] | null {
  const [encoded, mac, extra] = token.split('.');
  if (!encoded || !mac || extra !== undefined) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(encoded) || !/^[A-Za-z0-9_-]+$/.test(mac)) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = signature(key, purpose, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (given.toString('base64url') !== mac) return null;
  if (Buffer.from(payload, 'utf8').toString('base64url') !== encoded) return null;
  return payload.split('.');
}
