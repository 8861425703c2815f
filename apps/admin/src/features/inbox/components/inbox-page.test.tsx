// @vitest-environment jsdom
import type { InboxEntry } from '@domus/domain/staff/admin-inbox.schema';
import { clearSession, setSession } from '@domus/web/shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '@domus/web/shared/test/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InboxPage } from './inbox-page';

const texts = testTexts.admin;
const id = (n: number) => `0b7c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function entry(n: number, viewing: InboxEntry['viewing']): InboxEntry {
  return {
    _id: id(n),
    kind: 'viewing',
    at: '2026-12-02T09:00:00.000Z',
    status: 'new',
    handledAt: null,
    handler: null,
    note: null,
    person: {
      clientId: null,
      name: `Buyer ${n}`,
      familyName: null,
      email: `buyer${n}@example.com`,
      tel: null,
    },
    message: null,
    listing: {
      _id: id(500 + n),
      property_id: 1230 + n,
      category: 'residential',
      title: { it: 'Villa', de: 'Villa', en: 'Villa' },
    },
    viewing,
  };
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  // jsdom answers every media query "no", which would hide the table's columns.
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
  clearSession();
  setSession({
    token: 't'.repeat(43),
    expiresAt: '2099-01-01T00:00:00.000Z',
    verified: true,
    admin: { isAgent: true, isAdmin: false, isSuperAdmin: false },
    email: 'agent@domus.example',
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('viewing requests in the inbox (issue 33 point 1)', { timeout: 60_000 }, () => {
  it('issue 33.1: a request shows its status and the times asked for, a booked one its time, each leading to the viewing in the calendar', async () => {
    stubApi((url) => {
      if (url.startsWith('/api/v1/account/me')) return [200, { _id: id(77), email: 'a@b.c' }];
      if (url.startsWith('/api/v1/admin/inbox')) {
        return [
          200,
          {
            meta: { total: 2, page: 1, pageSize: 50 },
            data: [
              entry(1, {
                status: 'requested',
                start: null,
                end: null,
                requested: [
                  { start: '2026-12-08T14:00:00.000Z', end: '2026-12-08T14:30:00.000Z' },
                  { start: '2026-12-09T10:00:00.000Z', end: '2026-12-09T10:30:00.000Z' },
                ],
              }),
              entry(2, {
                status: 'confirmed',
                start: '2026-12-10T08:00:00.000Z',
                end: '2026-12-10T08:30:00.000Z',
                requested: [],
              }),
            ],
          },
        ];
      }
      return [404, { error: { code: 'not_found', message: 'Not found' } }];
    });
    renderWithProviders(<InboxPage />, '/admin/requests');

    const links = await screen.findAllByRole('link', { name: texts.viewings.inbox.open });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/admin/viewings?date=2026-12-08&agent=all&viewing=${id(1)}`,
      `/admin/viewings?date=2026-12-10&agent=all&viewing=${id(2)}`,
    ]);
    const [requested, booked] = screen.getAllByRole('row').slice(1);
    expect(within(requested!).getByText(texts.viewings.statuses.requested)).toBeTruthy();
    expect(requested!.textContent).toContain(
      'Proposed: Tue 8 Dec, 15:00–15:30; Wed 9 Dec, 11:00–11:30',
    );
    expect(within(booked!).getByText(texts.viewings.statuses.confirmed)).toBeTruthy();
    expect(booked!.textContent).toContain('Booked: Thu 10 Dec, 09:00–09:30');
    expect(requested!.textContent).toContain(texts.inbox.kinds.viewing);
  });
});
