// @vitest-environment jsdom
import type { AdminCustomerPage, CustomerLink } from '@domus/domain/staff/admin-customers.schema';
import { clearSession, setSession } from '@domus/web/shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MergeButton } from './merge-button';

const texts = testTexts.admin.customers.merge;
const id = (n: number) => `0b7c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const page = {
  kind: 'seller',
  seller: {
    _id: id(1),
    name: 'Anna',
    familyName: 'Gruber',
    email: 'anna@example.com',
    language: 'de',
    sellerType: 'private',
  },
  client: null,
  account: { _id: id(11), email: 'anna@example.com', verified: true },
} as unknown as AdminCustomerPage;

const other = (verified: boolean): CustomerLink => ({
  _id: id(2),
  kind: 'seller',
  name: 'Anna',
  familyName: 'Gruber',
  companyName: null,
  email: 'anna.other@example.com',
  tel: '0471 999999',
  shares: ['tel'],
  accountId: id(12),
  accountVerified: verified,
});

function open(link: CustomerLink) {
  const calls = stubApi(() => [
    200,
    {
      data: {
        kind: 'seller',
        keptId: id(1),
        removedId: id(2),
        movedListings: 0,
        movedSearches: 0,
        filled: [],
      },
    },
  ]);
  renderWithProviders(
    <MantineProvider>
      <MergeButton page={page} other={link} />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: texts.button }));
  return calls;
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  clearSession();
  setSession({
    token: 't'.repeat(43),
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: { isAgent: false, isAdmin: true, isSuperAdmin: false },
    email: 'staff@example.com',
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the merge dialog (issue 29 point 7)', { timeout: 60_000 }, () => {
  it('issue 29.7: warns when both customers have their own verified account and sends the merge forced', async () => {
    const calls = open(other(true));
    const warning = await screen.findByTestId('merge-verified-accounts');
    expect(warning.textContent).toContain('Anna Gruber');
    expect(warning.textContent).toMatch(/verified account/);
    fireEvent.click(screen.getByRole('button', { name: texts.yesAnyway }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ removeId: id(2), force: true });
  });

  it('issue 29.7: says nothing more, and does not force, when the other has no verified account', async () => {
    const calls = open(other(false));
    await screen.findByRole('button', { name: texts.yes });
    expect(screen.queryByTestId('merge-verified-accounts')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: texts.yes }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ removeId: id(2), force: false });
  });
});
