// @vitest-environment jsdom
import type {
  AdminCustomerPage,
  AdminCustomerRow,
} from '@domus/domain/staff/admin-customers.schema';
import { clearSession, setSession } from '@domus/web/shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { MantineProvider } from '@mantine/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';

const texts = testTexts.admin.customers;
const id = (n: number) => `0b7c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const row: AdminCustomerRow = {
  _id: id(1),
  kind: 'seller',
  name: 'Anna',
  familyName: 'Gruber',
  companyName: null,
  email: 'anna@example.com',
  tel: '0471 123456',
  language: 'de',
  sellerType: 'private',
  verified: true,
  listings: 2,
  searches: 0,
  lastActivity: '2026-11-02T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  duplicate: true,
};

const page: AdminCustomerPage = {
  kind: 'seller',
  seller: {
    _id: id(1),
    name: 'Anna',
    familyName: 'Gruber',
    email: 'anna@example.com',
    tel: '0471 999999',
    language: 'de',
    sellerType: 'private',
    isSelfInserted: false,
  },
  client: null,
  account: null,
  createdAt: row.createdAt,
  updatedAt: row.createdAt,
  lastActivity: row.lastActivity,
  listings: [],
  searches: { count: 0, matches: 0 },
  requests: [],
  messages: [],
  related: [
    {
      _id: id(2),
      kind: 'seller',
      name: 'Anna',
      familyName: 'Gruber',
      companyName: null,
      email: null,
      tel: '+39 0471 999999',
      shares: ['tel'],
    },
  ],
  history: [
    {
      id: 1,
      at: '2026-11-03T10:00:00.000Z',
      actorAccountId: id(77),
      actorEmail: 'staff@example.com',
      actorRole: 'agent',
      subject: 'seller',
      subjectId: id(1),
      action: 'update',
      changes: [{ field: 'tel', before: '0471 123456', after: '0471 999999' }],
      source: 'updateSeller',
      summary: 'Ha modificato il telefono',
      details: [
        {
          field: 'tel',
          label: 'Telefono',
          before: '0471 123456',
          after: '0471 999999',
          files: null,
        },
      ],
      via: 'Dati del venditore',
    },
  ],
};

function logIn(flags: { isAgent: boolean; isAdmin: boolean; isSuperAdmin: boolean }) {
  setSession({
    token: 't'.repeat(43),
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: flags,
    email: 'staff@example.com',
  });
}

function api() {
  return stubApi((url) => {
    if (url.startsWith('/api/v1/account/me')) {
      return [
        200,
        { _id: id(77), email: 'staff@example.com', admin: {}, seller: null, client: null },
      ];
    }
    if (url.startsWith(`/api/v1/admin/customers/seller/${id(1)}`)) return [200, { data: page }];
    if (url.startsWith('/api/v1/admin/customers')) {
      return [200, { meta: { page: 1, pageSize: 50, numOfPages: 1, total: 1 }, data: [row] }];
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

describe('admin customers (issue 16 points 1 and 2)', { timeout: 90_000 }, () => {
  it('asks the API for the view in the address', async () => {
    logIn({ isAgent: true, isAdmin: false, isSuperAdmin: false });
    const calls = api();
    renderWithProviders(
      <MantineProvider>
        <CustomersPage />
      </MantineProvider>,
      '/admin/customers?kind=seller&q=gruber&sort=name&dir=asc',
    );
    await waitFor(
      () => expect(screen.getByTestId('customers-total').textContent).toBe('1 customer'),
      { timeout: 20_000 },
    );
    const list = calls.find((c) => c.url.startsWith('/api/v1/admin/customers'));
    expect(Object.fromEntries(new URL(list!.url, 'http://x').searchParams)).toMatchObject({
      kind: 'seller',
      q: 'gruber',
      sort: 'name',
      dir: 'asc',
    });
    // The rows' cells are drawn by the table only in a real browser (the E2E journey).
  });

  it('shows the history of changes, and the merge only to admins', async () => {
    logIn({ isAgent: false, isAdmin: true, isSuperAdmin: false });
    api();
    renderWithProviders(
      <MantineProvider>
        <CustomerPage kind="seller" id={id(1)} />
      </MantineProvider>,
      `/admin/customers/seller/${id(1)}`,
    );
    const history = await screen.findByTestId('customer-history', {}, { timeout: 20_000 });
    expect(history.textContent).toContain('0471 123456');
    expect(history.textContent).toContain('staff@example.com');
    expect(screen.getByRole('button', { name: texts.merge.button })).toBeTruthy();

    cleanup();
    logIn({ isAgent: true, isAdmin: false, isSuperAdmin: false });
    api();
    renderWithProviders(
      <MantineProvider>
        <CustomerPage kind="seller" id={id(1)} />
      </MantineProvider>,
      `/admin/customers/seller/${id(1)}`,
    );
    await screen.findByTestId('customer-history', {}, { timeout: 20_000 });
    expect(screen.queryByRole('button', { name: texts.merge.button })).toBeNull();
  });
});
