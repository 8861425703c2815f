import { useSyncExternalStore } from 'react';
import { browserStorage, onStorageChange } from '../lib/browser-storage';

/** The browser-storage key of the session (decisions.md Accounts and roles). */
export const SESSION_KEY = 'domus.session';

/** The staff flags of the logged-in account; a super admin is also an admin. */
export interface SessionAdminFlags {
  isAgent: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

/**
 * The logged-in visitor as the browser keeps it: the session token sent as
 * `Authorization: Bearer`, when it expires, and what the navigation needs before any call.
 */
export interface StoredSession {
  token: string;
  /** ISO date and time after which the server no longer accepts the token. */
  expiresAt: string;
  verified: boolean;
  admin: SessionAdminFlags;
  /** The account's e-mail address, when known. */
  email?: string;
}

function isFlags(value: unknown): value is SessionAdminFlags {
  if (typeof value !== 'object' || value === null) return false;
  const flags = value as Record<string, unknown>;
  return (
    typeof flags.isAgent === 'boolean' &&
    typeof flags.isAdmin === 'boolean' &&
    typeof flags.isSuperAdmin === 'boolean'
  );
}

// Hand-written checks rather than a schema: this file is part of every page's first load.
function parse(text: string | null): StoredSession | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (
      typeof value.token !== 'string' ||
      value.token === '' ||
      typeof value.expiresAt !== 'string' ||
      Number.isNaN(Date.parse(value.expiresAt)) ||
      typeof value.verified !== 'boolean' ||
      !isFlags(value.admin)
    ) {
      return null;
    }
    return {
      token: value.token,
      expiresAt: value.expiresAt,
      verified: value.verified,
      admin: {
        isAgent: value.admin.isAgent,
        isAdmin: value.admin.isAdmin,
        isSuperAdmin: value.admin.isSuperAdmin,
      },
      ...(typeof value.email === 'string' ? { email: value.email } : {}),
    };
  } catch {
    return null;
  }
}

// The parsed session, kept so that useSyncExternalStore sees the same object until it changes;
// `undefined` until first read.
let current: StoredSession | null | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The stored session, or `null` when the visitor is not logged in. */
export function getSession(): StoredSession | null {
  if (current === undefined) current = parse(browserStorage.get(SESSION_KEY));
  return current;
}

/** Keeps `session` as the visitor's session (after a login link was exchanged). */
export function setSession(session: StoredSession): void {
  browserStorage.set(SESSION_KEY, JSON.stringify(session));
  current = session;
  emit();
}

/**
 * Takes the staff flags an API answer reported for the session `token` (issue 30.6): a role given
 * or taken since the login applies from the answer on, here and in the other tabs. An answer for
 * a session that is no longer the stored one (a logout or another login since) changes nothing.
 */
export function syncSessionFlags(token: string, flags: SessionAdminFlags): void {
  const session = getSession();
  if (!session || session.token !== token) return;
  const { admin } = session;
  if (
    admin.isAgent === flags.isAgent &&
    admin.isAdmin === flags.isAdmin &&
    admin.isSuperAdmin === flags.isSuperAdmin
  ) {
    return;
  }
  setSession({ ...session, admin: { ...flags } });
}

/** Forgets the session (logout, an expired session or a 401 answer). */
export function clearSession(): void {
  browserStorage.remove(SESSION_KEY);
  if (current === null) return;
  current = null;
  emit();
}

/** Whether `session` has expired at `now` (milliseconds since the epoch). */
export function isSessionExpired(session: StoredSession, now = Date.now()): boolean {
  return Date.parse(session.expiresAt) <= now;
}

/**
 * buyer-side.md §4 Session: expiry is checked at start. Clears an expired session and answers
 * whether it did, so that the caller can send the visitor home.
 */
export function dropExpiredSession(now = Date.now()): boolean {
  const session = getSession();
  if (!session || !isSessionExpired(session, now)) return false;
  clearSession();
  return true;
}

/** Calls `listener` whenever the session changes, in this tab or another one. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onStorageChange(SESSION_KEY, () => {
    current = undefined;
    listener();
  });
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** The stored session as React state: components re-render on login and logout. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
