// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { clearSession, setSession } from '../../shared/auth/session-store';
import {
  initTestI18n,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../shared/test/render-with-providers';
import { Component } from './sell.route';

const wizard = testTexts.sell.wizard;

/** Where the visitor landed. */
function LoginPage() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function visit(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/sell', Component },
      { path: '/edit/:type/:id', Component },
      { path: '/login', Component: LoginPage },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/sell and /edit for a visitor who is not logged in (seller-side.md §2, buyer-side.md §2)', () => {
  it('sends /sell to /login?callback=sell', async () => {
    clearSession();
    visit('/sell');
    expect(await screen.findByText('/login?callback=sell')).toBeDefined();
  });

  it('sends an edit address to the login with a callback to the same edit address', async () => {
    clearSession();
    visit('/edit/garage/0b7c');
    expect(await screen.findByText('/login?callback=edit%2Fgarage%2F0b7c')).toBeDefined();
  });
});

describe('/sell and /edit for a logged-in seller (seller-side.md §2 Screens and routes)', () => {
  beforeEach(() =>
    setSession({
      token: 'session-token-0123456789',
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      verified: true,
      admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
    }),
  );

  it('names the page "new property" or "edit property" already while it loads', async () => {
    // Nothing answers yet.
    stubApi(() => new Promise(() => {}));
    visit('/sell');
    expect(await screen.findByLabelText(wizard.loading)).toBeDefined();
    await waitFor(() => expect(document.title).toContain(wizard.titleNew));
    cleanup();
    visit('/edit/garage/0b7c');
    await waitFor(() => expect(document.title).toContain(wizard.titleEdit));
  });
});
