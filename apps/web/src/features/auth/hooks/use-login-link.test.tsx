// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from '../../../shared/auth/session-store';
import { useLoginLink } from './use-login-link';

const me = {
  email: 'eva@example.com',
  admin: { isAgent: true, isAdmin: false, isSuperAdmin: false },
  seller: null,
  client: null,
};

function Probe() {
  const { status } = useLoginLink();
  const location = useLocation();
  return <p data-testid="probe">{`${status} ${location.pathname}${location.search}`}</p>;
}

function openAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/account', Component: Probe },
      { path: '/sell', Component: Probe },
    ],
    { initialEntries: [url] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

const probe = () => screen.getByTestId('probe').textContent;

describe('opening a login link (decisions.md Accounts and roles; buyer-side.md §2 /account token, callback)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => clearSession());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function answer(status: number, body: unknown) {
    fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetchMock);
  }

  it('exchanges the token once, keeps the session and follows the callback', async () => {
    answer(200, {
      data: { token: 'sess-1', expiresAt: '2099-01-01T00:00:00.000Z', verified: true, me },
    });
    openAt('/account?token=link-1&callback=sell');
    expect(probe()).toBe('pending /account?token=link-1&callback=sell');

    await waitFor(() => expect(probe()).toBe('done /sell'));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/account/session');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'link-1' });
    expect(getSession()).toEqual({
      token: 'sess-1',
      expiresAt: '2099-01-01T00:00:00.000Z',
      verified: true,
      admin: me.admin,
      email: me.email,
    });
  });

  it('without a callback stays on /account, dropping only token and callback from the address', async () => {
    answer(200, {
      data: { token: 'sess-2', expiresAt: '2099-01-01T00:00:00.000Z', verified: true, me },
    });
    openAt('/account?token=link-2&lang=de&edit=1');
    await waitFor(() => expect(probe()).toBe('done /account?lang=de&edit=1'));
  });

  it('does not follow a callback that leaves the site', async () => {
    answer(200, {
      data: { token: 'sess-3', expiresAt: '2099-01-01T00:00:00.000Z', verified: true, me },
    });
    openAt('/account?token=link-3&callback=%2F%2Fevil.example');
    await waitFor(() => expect(probe()).toBe('done /account'));
  });

  it('reports a used or expired link and sends no old session along', async () => {
    setSession({
      token: 'old',
      expiresAt: '2099-01-01T00:00:00.000Z',
      verified: true,
      admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
    });
    answer(400, { error: { code: 'invalid_token', message: 'Link not valid' } });
    openAt('/account?token=used-link');
    await waitFor(() => expect(probe()).toBe('failed /account?token=used-link'));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(getSession()).toBeNull();
  });

  it('does nothing without a token', () => {
    answer(500, {});
    openAt('/account');
    expect(probe()).toBe('none /account');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
