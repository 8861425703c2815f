// @vitest-environment jsdom
import { resources } from '@domus/domain/i18n/resources';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  setSession,
  type SessionAdminFlags,
} from '../../../shared/auth/session-store';
import { AccountLinks } from './account-links';

const nav = resources.en.common.nav;

function logIn(admin: Partial<SessionAdminFlags> = {}) {
  setSession({
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: { isAgent: false, isAdmin: false, isSuperAdmin: false, ...admin },
  });
}

function renderLinks() {
  render(
    <MantineProvider>
      <MemoryRouter>
        <AccountLinks variant="drawer" />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const link = (name: string) => screen.queryByRole('link', { name });

describe('navigation account links (buyer-side.md §2 Navigation bar, §6 Roles)', () => {
  beforeAll(async () => {
    // jsdom has no media queries; Mantine asks for the colour scheme.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    await i18next.use(initReactI18next).init({
      resources: { en: resources.en },
      lng: 'en',
      defaultNS: 'common',
    });
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('offers Login when logged out', () => {
    renderLinks();
    expect(link(nav.login)?.getAttribute('href')).toBe('/login');
    expect(link(nav.account)).toBeNull();
    expect(link(nav.logout)).toBeNull();
  });

  it('offers Account and Logout to a website user, without a staff link', () => {
    logIn();
    renderLinks();
    expect(link(nav.account)?.getAttribute('href')).toBe('/account');
    expect(link(nav.logout)?.getAttribute('href')).toBe('/logout');
    expect(link(nav.login)).toBeNull();
    expect(link(nav.admin)).toBeNull();
    expect(link(nav.privateArea)).toBeNull();
  });

  it('offers agents the private area and admins the Admin link, both to /admin', () => {
    logIn({ isAgent: true });
    renderLinks();
    expect(link(nav.privateArea)?.getAttribute('href')).toBe('/admin');
    expect(link(nav.admin)).toBeNull();
    cleanup();

    logIn({ isAdmin: true, isAgent: true });
    renderLinks();
    expect(link(nav.admin)?.getAttribute('href')).toBe('/admin');
    expect(link(nav.privateArea)).toBeNull();
  });

  it('switches to Login when the session ends', () => {
    logIn();
    renderLinks();
    act(() => clearSession());
    expect(link(nav.login)).not.toBeNull();
    expect(link(nav.account)).toBeNull();
  });
});
