// @vitest-environment jsdom
import type { HistoryEntry } from '@domus/domain/staff/admin-history.schema';
import { clearSession } from '@domus/web/shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HistoryPage } from './history-page';

const texts = testTexts.admin;
const listing = '0b7c0000-0000-4000-8000-000000000003';

const entry: HistoryEntry = {
  id: '12',
  at: '2026-11-20T09:30:00.000000Z',
  actor: {
    role: 'admin',
    accountId: '0b7c0000-0000-4000-8000-000000000001',
    email: 'boss@example.com',
  },
  subject: 'listing',
  subjectId: listing,
  action: 'withdraw',
  listingId: listing,
  sellerId: null,
  clientId: null,
  source: 'withdrawAdminListing',
  changes: [{ field: 'status', label: 'Status', before: 'published', after: 'withdrawn' }],
  summary: 'Ha ritirato l’immobile dal sito',
  details: [
    {
      field: 'status',
      label: 'Stato',
      before: texts.status.published,
      after: texts.status.withdrawn,
      files: null,
    },
  ],
  via: 'Tabelle degli immobili',
};

/**
 * The table's columns are shown by media query: jsdom answers every query "no", which would hide
 * them all, so these tests answer "yes".
 */
function showColumns() {
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
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  showColumns();
  clearSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('history of changes (issue 16 point 6)', { timeout: 60_000 }, () => {
  it('asks for the filters of the address and shows who changed what, before and after', async () => {
    const calls = stubApi(() => [200, { meta: { limit: 50, nextCursor: null }, data: [entry] }]);
    renderWithProviders(<HistoryPage />, `/admin/history?action=withdraw&listing=${listing}`);
    expect(await screen.findByText('boss@example.com', {}, { timeout: 20_000 })).toBeTruthy();
    // The sentence and the status as the API words them, not the action's or status's key.
    expect(screen.getByText('Ha ritirato l’immobile dal sito')).toBeTruthy();
    const change = `Stato: ${texts.status.published} → ${texts.status.withdrawn}`;
    expect(
      screen.getByText((_, element) => element?.textContent === change && element.tagName === 'P'),
    ).toBeTruthy();
    expect(screen.getByText('Tabelle degli immobili')).toBeTruthy();
    expect(screen.queryByText('withdrawAdminListing')).toBeNull();
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ action: 'withdraw', listing });
  });
});
