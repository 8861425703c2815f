// @vitest-environment jsdom
import { FAVOURITES_STORAGE_KEY } from '@domus/domain/person/favourites';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../auth/session-store';
import { clearLocalFavourites, getLocalFavourites } from '../favourites/local-favourites';
import {
  initTestI18n,
  renderWithProviders,
  stubBrowser,
  testTexts,
} from '../test/render-with-providers';
import { FavouriteButton } from './favourite-button';

const A = '3f2b1c8e-1d2a-4b5c-9d8e-7f6a5b4c3d2e';
const B = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const t = testTexts.common.favourites;
const name = 'Apartment, No. 1005, Bolzano';

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  clearSession();
  clearLocalFavourites(getLocalFavourites());
  vi.unstubAllGlobals();
});

const heart = () => screen.getByRole('button', { name: t.keep.replace('{{name}}', name) });

describe('FavouriteButton (issue 34 point 3)', () => {
  it('without an account keeps the listing in the browser, newest first, and lets it go', () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response('{}', { status: 500 });
    });
    renderWithProviders(
      <>
        <FavouriteButton id={A} name={name} variant="card" />
        <FavouriteButton id={B} name="Garage" variant="card" />
      </>,
    );
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: t.keep.replace('{{name}}', 'Garage') }));
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)!)).toEqual([A, B]);
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)!)).toEqual([B]);
    // Nothing asked of the server without an account.
    expect(calls).toEqual([]);
  });

  it('ignores a stored list that is not one (another version, a hand edit)', () => {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, '{"not":"a list"}');
    clearLocalFavourites([]);
    renderWithProviders(<FavouriteButton id={A} name={name} variant="card" />);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('logged in, keeps the listing in the account; a failed call leaves the heart as the account has it', async () => {
    setSession({
      token: 'token-1',
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      verified: true,
      admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
    });
    let fail = false;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (fail) throw new TypeError('network down');
      const ids = init?.method === 'PUT' ? [A] : [];
      return new Response(JSON.stringify({ data: { ids } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithProviders(<FavouriteButton id={A} name={name} variant="detail" />);
    const button = () => screen.getByRole('button', { name: t.save });
    await waitFor(() => expect(calls).toContain('GET /api/v1/account/favourites'));
    fireEvent.click(button());
    await waitFor(() => expect(calls).toContain(`PUT /api/v1/account/favourites/${A}`));
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(getLocalFavourites()).toEqual([]);

    fail = true;
    fireEvent.click(button());
    await waitFor(() => expect(calls).toContain(`DELETE /api/v1/account/favourites/${A}`));
    // The account still keeps it: the heart says so again.
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
  });
});
