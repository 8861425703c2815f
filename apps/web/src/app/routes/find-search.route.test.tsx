// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../shared/auth/session-store';
import { initTestI18n, stubApi, stubBrowser } from '../../shared/test/render-with-providers';
import { Component as FindSearchRoute } from './find-search.route';

const ID = '00000000-0000-4000-8000-000000000001';

/** The login page as reached: its address. */
function LoginStandIn() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/find/searches/:id', element: <FindSearchRoute /> },
      { path: '/login', element: <LoginStandIn /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearSession();
  stubApi(() => [404, { error: { code: 'not_found', message: 'not found' } }]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/find/searches/{id} without a session (buyer-side.md §2, decision 017)', () => {
  it('sends the visitor to log in and back to the same address, the edit dialog included', async () => {
    renderAt(`/find/searches/${ID}?edit`);
    const login = await screen.findByTestId('login');
    const callback = new URLSearchParams(login.textContent.split('?')[1]).get('callback');
    expect(callback).toBe(`/find/searches/${ID}?edit`);
  });
});
