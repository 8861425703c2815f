// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredSession } from './session-store';

const session: StoredSession = {
  token: 'tok-123',
  expiresAt: '2030-01-01T00:00:00.000Z',
  verified: true,
  admin: { isAgent: false, isAdmin: true, isSuperAdmin: false },
  email: 'eva@example.com',
};

// A fresh module per test: the store keeps what it read from storage.
async function store() {
  return import('./session-store');
}

describe('session store (buyer-side.md §4 Session; decisions.md Accounts and roles)', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('keeps the session under domus.session and reads it back after a reload', async () => {
    const first = await store();
    expect(first.getSession()).toBeNull();
    first.setSession(session);
    expect(JSON.parse(localStorage.getItem('domus.session') ?? '')).toEqual(session);

    vi.resetModules();
    const reloaded = await store();
    expect(reloaded.getSession()).toEqual(session);
  });

  it('clears the session from storage', async () => {
    const { setSession, clearSession, getSession } = await store();
    setSession(session);
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('domus.session')).toBeNull();
  });

  it('ignores stored values that are not a session', async () => {
    for (const bad of [
      'not json',
      '{}',
      JSON.stringify({ ...session, token: '' }),
      JSON.stringify({ ...session, expiresAt: 'soon' }),
      JSON.stringify({ ...session, admin: { isAdmin: 'yes' } }),
    ]) {
      vi.resetModules();
      localStorage.setItem('domus.session', bad);
      expect((await store()).getSession()).toBeNull();
    }
  });

  it('clears an expired session at start and keeps a valid one', async () => {
    const now = Date.parse('2029-06-01T00:00:00Z');
    localStorage.setItem('domus.session', JSON.stringify(session));
    let s = await store();
    expect(s.dropExpiredSession(now)).toBe(false);
    expect(s.getSession()).toEqual(session);

    vi.resetModules();
    localStorage.setItem(
      'domus.session',
      JSON.stringify({ ...session, expiresAt: '2029-05-31T23:59:59Z' }),
    );
    s = await store();
    expect(s.dropExpiredSession(now)).toBe(true);
    expect(s.getSession()).toBeNull();
    expect(localStorage.getItem('domus.session')).toBeNull();
  });

  it('re-renders components on login and logout, with a stable value in between', async () => {
    const { useSession, setSession, clearSession } = await store();
    const { result, rerender } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    act(() => setSession(session));
    const loggedIn = result.current;
    expect(loggedIn).toEqual(session);
    rerender();
    expect(result.current).toBe(loggedIn);

    act(() => clearSession());
    expect(result.current).toBeNull();
  });

  it('follows a logout in another tab', async () => {
    const { useSession, setSession } = await store();
    setSession(session);
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual(session);

    act(() => {
      localStorage.removeItem('domus.session');
      window.dispatchEvent(new StorageEvent('storage', { key: 'domus.session' }));
    });
    expect(result.current).toBeNull();
  });
});
