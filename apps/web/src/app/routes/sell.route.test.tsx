// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { clearSession } from '../../shared/auth/session-store';
import { Component } from './sell.route';

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
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

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
