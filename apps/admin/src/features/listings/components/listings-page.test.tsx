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

/** Answers the page's calls; `bulk` the dry run's count. */
function api(bulkChanged = 0) {
  return stubApi((url, method) => {
    if (url.startsWith('/api/v1/account/me')) {
      return [
        200,
        { _id: id(77), email: 'staff@example.com', admin: {}, seller: null, client: null },
      ];
    }
    if (url.startsWith('/api/v1/admin/staff')) return [200, { data: [] }];
    if (url.startsWith('/api/v1/admin/listings/bulk') && method === 'POST') {
      return [
        200,
        { data: { action: 'withdraw', dryRun: true, matched: 2, changed: bulkChanged } },
      ];
    }
    if (url.startsWith('/api/v1/admin/listings/residential')) {
      return [
        200,
        { meta: { page: 1, pageSize: 50, numOfPages: 1, total: 2 }, data: [row(1), row(2)] },
      ];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearSession();
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

// The table and its dialogs are big components for jsdom: generous limits on a busy machine.
describe('admin listing table (issue 15 points 2, 3, 6)', { timeout: 90_000 }, () => {
  it('asks the API for the view in the address, sort and filters as the address says', async () => {
    logIn({ isAgent: false, isAdmin: true, isSuperAdmin: true });
    const calls = api();
    render(
      '/admin/listings/residential?place=021008&placeType=municipality&priceMin=300000&streetToCheck=true&sort=price&dir=asc',
    );
    await waitFor(
      () => expect(screen.getByTestId('table-total').textContent).toBe('2 properties'),
      {
        timeout: 20_000,
      },
    );
    // Issue 18 §4: the filter of listings whose street staff check, from the address.
    const streetToCheck = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Only streets to check',
      hidden: true,
    });
    expect(streetToCheck.checked).toBe(true);
    const listCall = calls.find((c) => c.url.startsWith('/api/v1/admin/listings/residential'));
    const query = new URL(listCall!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      place: '021008',
      placeType: 'municipality',
      priceMin: '300000',
      streetToCheck: 'true',
      sort: 'price',
      dir: 'asc',
    });
  });

  it('asks before a bulk action how many rows it changes, and gives agents no bulk action', async () => {
    logIn({ isAgent: false, isAdmin: true, isSuperAdmin: false });
    const calls = api(2);
    render('/admin/listings/residential');
    await waitFor(
      () => expect(screen.getByTestId('table-total').textContent).toBe('2 properties'),
      {
        timeout: 20_000,
      },
    );
    fireEvent.click(screen.getByRole('radio', { name: /whole filter/ }));
    fireEvent.click(screen.getByRole('button', { name: texts.bulk.actions.withdraw }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await within(dialog).findByText(
      'Withdraw 2 properties from the website?',
      {},
      { timeout: 20_000 },
    );
    const dryRun = calls.find((c) => c.url === '/api/v1/admin/listings/bulk');
    expect(dryRun?.body).toMatchObject({
      action: 'withdraw',
      dryRun: true,
      target: { filter: { category: 'residential' } },
    });

    cleanup();
    logIn({ isAgent: true, isAdmin: false, isSuperAdmin: false });
    api();
    render('/admin/listings/residential');
    await waitFor(
      () => expect(screen.getByTestId('table-total').textContent).toBe('2 properties'),
      {
        timeout: 20_000,
      },
    );
    await waitFor(() => expect(screen.queryByText(texts.bulk.applyTo)).toBeNull());
    expect(screen.queryByRole('checkbox', { name: texts.table.selectPage })).toBeNull();
  });
});
