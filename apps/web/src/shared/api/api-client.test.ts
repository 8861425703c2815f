// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from '../auth/session-store';
import { apiRequest, onUnauthorized } from './api-client';
import { ApiError } from './api-error';

const session = {
  token: 'tok-123',
  expiresAt: '2099-01-01T00:00:00.000Z',
  verified: true,
  admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
};

/** Answers every fetch with `status` and `body`, recording the requests. */
function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof answer>): Record<string, string> {
  return (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('API calls and the session (buyer-side.md §4 Session, §7)', () => {
  beforeEach(() => clearSession());
  afterEach(() => {
    vi.unstubAllGlobals();
    onUnauthorized(() => {});
  });

  it('sends Authorization: Bearer with the stored token', async () => {
    setSession(session);
    const fetchMock = answer(200, { data: [] });
    await apiRequest('/api/v1/account');
    expect(sentHeaders(fetchMock).Authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header when logged out', async () => {
    const fetchMock = answer(200, { data: [] });
    await apiRequest('/api/v1/types');
    expect(sentHeaders(fetchMock)).not.toHaveProperty('Authorization');
  });

  it('logs out and calls the 401 handler on any 401 answer', async () => {
    setSession(session);
    const handler = vi.fn();
    onUnauthorized(handler);
    answer(401, { error: { code: 'unauthorized', message: 'Login required' } });
    await expect(apiRequest('/api/v1/account/me')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('keeps the session on other failures', async () => {
    setSession(session);
    const handler = vi.fn();
    onUnauthorized(handler);
    answer(403, { error: { code: 'forbidden', message: 'No' } });
    await expect(apiRequest('/api/v1/sellers')).rejects.toMatchObject({ status: 403 });
    expect(getSession()).toEqual(session);
    expect(handler).not.toHaveBeenCalled();
  });

  it('sends a FormData body as it is, leaving its multipart Content-Type to the browser (seller-side.md §7 POST /file)', async () => {
    const fetchMock = answer(200, { data: [] });
    const form = new FormData();
    form.append('file', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    await apiRequest('/api/v1/file', { method: 'POST', body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders(fetchMock)).not.toHaveProperty('Content-Type');
  });
});
