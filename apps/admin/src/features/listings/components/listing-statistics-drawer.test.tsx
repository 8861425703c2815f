// @vitest-environment jsdom
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { clearSession, setSession } from '@domus/web/shared/auth/session-store';
import { listingStatisticsFixture } from '@domus/web/shared/test/fixtures';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingsPage } from './listings-page';

const texts = testTexts.admin;
const statisticsTexts = testTexts.account.statistics;
const listingId = '0b7c0000-0000-4000-8000-000000000001';

const row: AdminListingRow = {
  _id: listingId,
  property_id: 1001,
  category: 'residential',
  type: {
    _id: '0b7c0000-0000-4000-8000-000000000900',
    id: 'apartment',
    type: 'residential',
    category: 'residential',
    name: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
  },
  status: 'published',
  rent: false,
  price: 400_000,
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
  actions: ['edit', 'withdraw'],
};

const statistics = listingStatisticsFixture(listingId, '2026-11-30', {
  '2026-11-02': { view: 9, exposeDownload: 2, viewingRequest: 4 },
  '2026-11-28': { view: 6, contactRequest: 1, viewingRequest: 1, viewingHeld: 2, match: 3 },
});

function api() {
  return stubApi((url) => {
    if (url.startsWith('/api/v1/account/me')) {
      return [
        200,
        {
          _id: '0b7c0000-0000-4000-8000-000000000077',
          email: 'agent@example.com',
          admin: {},
          seller: null,
          client: null,
        },
      ];
    }
    if (url.startsWith('/api/v1/admin/staff')) return [200, { data: [] }];
    // No portal states: the table has no portals column.
    if (url.startsWith('/api/v1/admin/listing-portals')) return [200, { data: {} }];
    if (url === `/api/v1/admin/listing/${listingId}/statistics`) return [200, statistics];
    if (url.startsWith('/api/v1/admin/listings/residential')) {
      return [200, { meta: { page: 1, pageSize: 50, numOfPages: 1, total: 1 }, data: [row] }];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearSession();
  // A wide screen: the table shows its columns from a width on (their media queries).
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
  setSession({
    token: 't'.repeat(43),
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: { isAgent: true, isAdmin: false, isSuperAdmin: false },
    email: 'agent@example.com',
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('issue 33.4: a listing’s statistics in the admin', { timeout: 90_000 }, () => {
  it('opens from the row’s menu with the site’s panel: totals, the chart and the weekly table', async () => {
    const calls = api();
    renderWithProviders(<ListingsPage category="residential" />, '/admin/listings/residential');
    const menu = await screen.findByRole(
      'button',
      { name: 'Actions for Property no. 1001' },
      { timeout: 20_000 },
    );
    fireEvent.click(menu);
    fireEvent.click(await screen.findByRole('menuitem', { name: texts.statistics.open }));

    const drawer = await screen.findByRole('dialog', {
      name: 'Statistics of property no. 1001',
    });
    const totals = await within(drawer).findByTestId('statistics-totals', undefined, {
      timeout: 10_000,
    });
    const figures = Object.fromEntries(
      within(totals)
        .getAllByRole('term')
        .map((term, i) => [
          term.textContent,
          within(totals).getAllByRole('definition')[i]!.textContent,
        ]),
    );
    // The last 30 days: 1 to 30 November.
    expect(figures).toEqual({
      'Page views': '15',
      'Exposé downloads': '2',
      'Contact messages': '1',
      'Requests to visit': '0',
      'Viewing appointments asked for': '5',
      'Viewings held': '2',
      'Matching searches': '3',
    });
    expect(
      await within(drawer).findByRole('img', {
        name: /^Chart per day from 01\/11\/2026 to 30\/11\/2026: Page views, .*, Viewings held, Matching searches$/,
      }),
    ).toBeDefined();
    const table = within(drawer).getByRole('table', { name: statisticsTexts.table });
    // Sunday 1 November, then whole weeks from Monday to the last one ending on the 30th.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    expect(within(table).getByRole('rowheader', { name: '02/11/2026 – 08/11/2026' })).toBeDefined();
    expect(calls.map((c) => c.url)).toContain(`/api/v1/admin/listing/${listingId}/statistics`);

    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
