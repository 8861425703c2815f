import { SESSION_IDLE_TTL_MS, SESSION_TTL_MS } from '@domus/domain/core/constants';
import type { Executor } from '../../db/client.ts';
import { isAdminAccount } from '@domus/domain/person/roles';
import { hashToken, newToken } from './session-token.ts';
import {
  findLiveSession,
  insertSession,
  revokeSessionById,
  revokeUnverifiedSessionsOf,
  touchSession,
} from './sessions.repository.ts';

// A session's last use is written at most this often: one write per request would double the
// cost of every authenticated call for a figure that only needs day precision.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Who is calling: null for a visitor, else the account of the request's session with its staff
 * flags and profiles. `isAdmin` is true for super admins too. Defined here, where a token becomes
 * a viewer, and passed on by `viewer.ts`, which puts it on the request: the session service sits
 * below the request hooks and imports nothing of them.
 */
export type Viewer = {
  accountId: string;
  email: string;
  language: string;
  sessionId: string;
  /** False for the session of a client whose address is not confirmed yet. */
  verified: boolean;
  isAgent: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  sellerId: string | null;
  clientId: string | null;
} | null;

/** A new session as handed to the browser. */
export type IssuedSession = { sessionId: string; token: string; expiresAt: Date };

/**
 * Opens a session for an account: a fresh random token, stored only as its hash, valid for
 * SESSION_TTL_MS (decisions.md Accounts and roles). `verified` is false for the session
 * `clients-create` hands out before the address is confirmed.
 */
export async function createSession(
  db: Executor,
  input: { accountId: string; verified: boolean },
): Promise<IssuedSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const { id } = await insertSession(db, {
    tokenHash: hashToken(token),
    accountId: input.accountId,
    verified: input.verified,
    expiresAt,
  });
  return { sessionId: id, token, expiresAt };
}

/**
 * The viewer a bearer token stands for, or null when the token is unknown, revoked, expired or
 * unused for SESSION_IDLE_TTL_MS.
 */
export async function viewerOfToken(db: Executor, token: string): Promise<Viewer> {
  const idleSince = new Date(Date.now() - SESSION_IDLE_TTL_MS);
  const row = await findLiveSession(db, hashToken(token), idleSince);
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, row.sessionId);
  }
  return {
    accountId: row.accountId,
    email: row.email,
    language: row.language,
    sessionId: row.sessionId,
    verified: row.verified,
    isAgent: row.isAgent,
    // A super admin is also an admin (decisions.md Accounts and roles).
    isAdmin: isAdminAccount(row),
    isSuperAdmin: row.isSuperAdmin,
    sellerId: row.sellerId,
    clientId: row.clientId,
  };
}

/** Ends a session (logout). */
export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await revokeSessionById(db, sessionId);
}

/** Ends the unverified sessions of an account, as its first verified login must. */
export async function revokeUnverifiedSessions(db: Executor, accountId: string): Promise<void> {
  await revokeUnverifiedSessionsOf(db, accountId);
}
