// @vitest-environment jsdom
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { clearSession, setSession } from '@domus/web/shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingsPage } from './listings-page';

const texts = testTexts.admin;
const id = (n: number) => `0b7c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function row(n: number, extra: Partial<AdminListingRow> = {}): AdminListingRow {
  return {
    _id: id(n),
    property_id: 1000 + n,
    category: 'residential',
    type: {
      _id: id(900),
      id: 'apartment',
      type: 'residential',
      category: 'residential',
      name: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
    },
    status: 'published',
    rent: false,
    price: 400000 + n,
    title: { it: 'Casa', de: 'Haus', en: 'House' },
    location: {
      municipality: { id: '021008', name: { it: 'Bolzano', de: 'Bozen' } },
      zone: null,
      street: 'Via Museo',
      streetNumber: '1',
      streetUnverified: false,
    },
    image: null,
    rooms: 3,
    baths: 1,
    area: 80,
    facts: { energyClass: 'A' },
    owner: null,
    externalAgent: null,
    agent: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    submittedAt: '2026-11-01T10:00:00.000Z',
    withdrawnAt: null,
    closedAs: null,
    actions: ['edit', 'withdraw', 'delete'],
    ...extra,
  };
}

function logIn(flags: { isAgent: boolean; isAdmin: boolean; isSuperAdmin: boolean }) {
  setSession({
    token: 't'.repeat(43),
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: flags,
    email: 'staff@example.com',
  });
}

const account = { id: id(600), portal: 'immobiliare', name: 'immobiliare.it' };
const state = (extra: object = {}) => ({
  accountId: account.id,
  accountName: account.name,
  portal: 'immobiliare',
  enabled: false,
  published: true,
  issues: [],
  sentAt: null,
  ...extra,
});

/** The table's calls, with one portal account (or none) and its states per row. */
function api(withAccount = true) {
  return stubApi((url, method) => {
    if (url.startsWith('/api/v1/account/me')) {
      return [
        200,
        { _id: id(77), email: 'staff@example.com', admin: {}, seller: null, client: null },
      ];
    }
    if (url.startsWith('/api/v1/admin/staff')) return [200, { data: [] }];
    if (url.startsWith('/api/v1/admin/portal-accounts')) {
      return [200, { data: withAccount ? [{ ...account, delivery: 'feedUrl', listings: 0 }] : [] }];
    }
    if (url.startsWith('/api/v1/admin/listing-portals')) {
      return [
        200,
        {
          data: {
            [id(1)]: [state()],
            [id(2)]: [
              state({
                enabled: true,
                published: false,
                issues: [{ key: 'admin:feeds.immobiliare.energyClass', field: 'energyClass' }],
              }),
            ],
          },
        },
      ];
    }
    if (method === 'PUT' && url.includes('/portals'))
      return [200, { data: [state({ enabled: true })] }];
    if (url === '/api/v1/admin/listings/portals') return [200, { data: { matched: 2 } }];
    if (url.startsWith('/api/v1/admin/listings/residential')) {
      return [
        200,
        {
          meta: { page: 1, pageSize: 50, numOfPages: 1, total: 2 },
          data: [row(1), row(2, { status: 'withdrawn' })],
        },
      ];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearSession();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (path: string) =>
  renderWithProviders(
    <MantineProvider>
      <ListingsPage category="residential" />
    </MantineProvider>,
    path,
  );

const portals = texts.portals;

describe("the listing tables' portals (issue 32 point 1)", { timeout: 90_000 }, () => {
  it('an admin switches a row on for a portal and sees why another is not ready', async () => {
    logIn({ isAgent: false, isAdmin: true, isSuperAdmin: false });
    const calls = api();
    render('/admin/listings/residential');
    const on = await screen.findByRole(
      'switch',
      { name: 'immobiliare.it for property 1001' },
      { timeout: 20_000 },
    );
    // One call for the page's rows.
    const read = calls.find((c) => c.url.startsWith('/api/v1/admin/listing-portals'));
    expect(new URL(read!.url, 'http://x').searchParams.get('ids')?.split(',').sort()).toEqual(
      [id(1), id(2)].sort(),
    );
    fireEvent.click(on);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/v1/admin/listing/${id(1)}/portals`,
      body: { accountId: account.id, enabled: true },
    });

    // The withdrawn row keeps its switch, says only published ones are sent, and why it is not ready.
    expect(screen.getByText(portals.column.unpublished)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not ready for immobiliare.it:' }));
    const reason = await screen.findByRole(
      'link',
      { name: texts.feeds.immobiliare.energyClass },
      { timeout: 20_000 },
    );
    expect(reason.getAttribute('href')).toBe(`/edit/residential/${id(2)}`);
  });

  it('switches the whole filter on for a portal from the bulk bar', async () => {
    logIn({ isAgent: false, isAdmin: true, isSuperAdmin: false });
    const calls = api();
    render('/admin/listings/residential?status=published');
    await screen.findByRole(
      'switch',
      { name: 'immobiliare.it for property 1001' },
      { timeout: 20_000 },
    );
    fireEvent.click(screen.getByRole('radio', { name: /whole filter/ }));
    fireEvent.click(screen.getByRole('button', { name: portals.bulk.menu }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Switch on for immobiliare.it' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(within(dialog).getByText('Switch 2 properties on for immobiliare.it?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.bulk.yes }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/v1/admin/listings/portals')).toBe(true),
    );
    expect(calls.find((c) => c.url === '/api/v1/admin/listings/portals')?.body).toEqual({
      target: { filter: { category: 'residential', status: 'published' } },
      accountId: account.id,
      enabled: true,
    });
  });

  it('an agent sees the states, not switches; without a portal account there is no column', async () => {
    logIn({ isAgent: true, isAdmin: false, isSuperAdmin: false });
    api();
    render('/admin/listings/residential');
    expect(await screen.findByText('immobiliare.it: Off', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();

    cleanup();
    logIn({ isAgent: false, isAdmin: true, isSuperAdmin: false });
    const calls = api(false);
    render('/admin/listings/residential');
    await waitFor(
      () => expect(screen.getByTestId('table-total').textContent).toBe('2 properties'),
      {
        timeout: 20_000,
      },
    );
    expect(screen.queryByRole('columnheader', { name: portals.column.title })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/v1/admin/listing-portals'))).toBe(false);
  });
});
