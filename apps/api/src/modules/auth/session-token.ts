import { createHash, randomBytes } from 'node:crypto';

/**
 * A new bearer or login-link token: 256 random bits, URL-safe (decisions.md Accounts and roles asks
 * for at least 128).
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hash under which a token is stored; the token itself never is. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
