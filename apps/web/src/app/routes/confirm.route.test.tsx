// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../shared/auth/session-store';
import { initTestI18n, stubBrowser, testTexts } from '../../shared/test/render-with-providers';
import { Component as ConfirmRoute } from './confirm.route';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/confirm', element: <ConfirmRoute /> },
      { path: '/find', element: <p>find page</p> },
      { path: '/account', element: <p>account page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

function logIn() {
  setSession({
    token: 'token',
    expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    verified: true,
    admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
  });
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearSession();
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/confirm (buyer-side.md §2: redirects when logged in)', () => {
  it('shows the notice with a login link that keeps the callback', () => {
    renderAt('/confirm?callback=find');
    expect(screen.getByText(testTexts.account.confirm.title)).toBeDefined();
    expect(
      screen.getByRole('link', { name: testTexts.account.confirm.again }).getAttribute('href'),
    ).toBe('/login?callback=%2Ffind');
  });

  it('leads a visitor logged in meanwhile to the callback, e.g. back to the find page', async () => {
    logIn();
    const router = renderAt('/confirm?callback=find');
    expect(await screen.findByText('find page')).toBeDefined();
    expect(router.state.location.pathname).toBe('/find');
  });

  it('leads to the account page without a callback, or with one leading elsewhere', async () => {
    logIn();
    renderAt('/confirm?callback=%2F%2Fevil.example');
    expect(await screen.findByText('account page')).toBeDefined();
  });
});
