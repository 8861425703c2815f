// @vitest-environment jsdom
import type { AdminClientSearches } from '@domus/domain/staff/admin-client-searches.schema';
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
import { ClientSearchesPanel } from './client-searches-panel';

const texts = testTexts.admin.clientSearches;
const id = (n: number) => `0b7c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const title = { it: 'Casa', de: 'Haus', en: 'House' };

const answer: AdminClientSearches = {
  client: { _id: id(1), name: 'Anna', familyName: 'Gruber', email: 'anna@example.com' },
  searches: [
    {
      _id: id(2),
      rent: false,
      type: {
        _id: id(3),
        id: 'apartment',
        type: 'residential',
        category: 'residential',
        name: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
      },
      budget: 300000,
      rooms: { living: 0, bed: 2, bath: 0 },
      locations: ['Bolzano'],
      alerts: true,
      createdAt: '2026-11-01T10:00:00.000Z',
      matches: [
        {
          _id: id(4),
          state: 'new',
          createdAt: '2026-11-02T10:00:00.000Z',
          updatedAt: '2026-11-02T10:00:00.000Z',
          listing: {
            _id: id(5),
            property_id: 1005,
            category: 'residential',
            title,
            published: true,
          },
        },
      ],
    },
  ],
};

/** The listing the offer dialog finds: a published one the search does not have. */
const offerable = {
  _id: id(6),
  property_id: 1006,
  title: { it: 'Villa', de: 'Villa', en: 'Villa' },
  location: { municipality: { id: '021051', name: { it: 'Merano', de: 'Meran' } } },
};

function api() {
  return stubApi((url, method) => {
    if (url.startsWith(`/api/v1/admin/clients/${id(1)}/searches`)) return [200, { data: answer }];
    if (url.startsWith(`/api/v1/admin/matches/${id(4)}`) && method === 'PATCH') {
      return [200, { data: { ...answer.searches[0]!.matches[0], state: 'wait' } }];
    }
    if (url.startsWith('/api/v1/admin/listings/residential')) {
      return [200, { meta: { page: 1, pageSize: 25, numOfPages: 1, total: 1 }, data: [offerable] }];
    }
    if (url.startsWith(`/api/v1/admin/searches/${id(2)}/offers`) && method === 'POST') {
      return [201, { data: {} }];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  // The select's dropdown scrolls its chosen option into view, which jsdom does not draw.
  Element.prototype.scrollIntoView = () => {};
  clearSession();
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

const render = () =>
  renderWithProviders(
    <MantineProvider>
      <ClientSearchesPanel clientId={id(1)} />
    </MantineProvider>,
    '/admin/customers/client/x/searches',
  );

describe("a buyer's searches for staff (issue 16 point 4)", { timeout: 90_000 }, () => {
  it('shows what each search asks for and sets a match state', async () => {
    const calls = api();
    render();
    expect(
      await screen.findByRole(
        'heading',
        {
          // The money and the type's name follow the site's language (Italian in the test).
          name: /^Sale · Appartamento · Budget up to 300\.000\s€ · 2 bedrooms · Bolzano$/,
        },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    const state = screen.getByRole('combobox', { name: `${texts.state} · Property no. 1005` });
    fireEvent.click(state);
    // The dropdown's transition never ends in jsdom: its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: texts.states.wait, hidden: true }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ state: 'wait' }),
    );
  });

  it('offers a listing found by the admin listings API after a confirmation', async () => {
    const calls = api();
    render();
    fireEvent.click(await screen.findByRole('button', { name: texts.offer }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: texts.offerTitle });
    // Each proposal: an item of the list with its button.
    fireEvent.click(within(await within(dialog).findByRole('listitem')).getByRole('button'));
    const listQuery = new URL(
      calls.find((c) => c.url.startsWith('/api/v1/admin/listings/residential'))!.url,
      'http://x',
    ).searchParams;
    expect(listQuery.get('status')).toBe('published');
    expect(within(dialog).getByText(/Offer property no\. 1006 to Anna Gruber\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.offerSubmit }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ propertyId: id(6) }),
    );
  });
});
