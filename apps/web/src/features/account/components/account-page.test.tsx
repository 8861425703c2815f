// @vitest-environment jsdom
import type { Me } from '@domus/domain/schemas/account.schema';
import type { PropertyCard } from '@domus/domain/schemas/property-card.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { AccountPage } from './account-page';

const texts = testTexts.account.page;
const noFlags = { isAgent: false, isAdmin: false, isSuperAdmin: false };

function card(id: string, number: number, isConfirmed: boolean): PropertyCard {
  return {
    _id: id,
    property_id: number,
    category: 'residential',
    type: {
      _id: 't1',
      id: 'apartment',
      type: 'residential',
      category: 'residential',
      name: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
    },
    rent: false,
    price: 250_000,
    title: { it: '', de: '', en: '' },
    location: { municipality: null, zone: null },
    area: 80,
    rooms: 3,
    baths: 1,
    bedrooms: 2,
    image: null,
    owner: null,
    isConfirmed,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const user: Me = {
  email: 'maria@example.com',
  admin: noFlags,
  seller: {
    _id: 's1',
    sellerType: 'private',
    salutation: 'f',
    name: 'Maria',
    familyName: 'Pichler',
    email: 'maria@example.com',
    language: 'de',
    isSelfInserted: true,
  },
  client: null,
};

/** The API of one account: its lists shrink when a listing is deleted. */
function api(me: Me, lists: { properties: PropertyCard[]; unconfirmed?: PropertyCard[] }) {
  let properties = lists.properties;
  return stubApi((url, method) => {
    if (url === '/api/v1/account/me') return [200, me];
    if (url === '/api/v1/account') {
      return [200, { properties, unconfirmed: lists.unconfirmed ?? [], searches: [] }];
    }
    const deleted = /^\/api\/v1\/properties\/residential\/(\w+)\/delete$/.exec(url);
    if (deleted && method === 'DELETE') {
      properties = properties.filter((p) => p._id !== deleted[1]);
      return [204];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

function renderPage(path = '/account') {
  return renderWithProviders(
    <AccountPage
      language="en"
      renderCard={(c) => <span>{`card ${c.property_id}`}</span>}
      staffTools={() => <button type="button">staff tools</button>}
    />,
    path,
  );
}

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account page (buyer-side.md §2 Account page)', () => {
  it('shows salutation, name and e-mail, and the empty texts of both tabs', async () => {
    api(user, { properties: [] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Ms Maria Pichler',
    );
    expect(screen.getByText('maria@example.com')).toBeDefined();
    expect(await screen.findByText(texts.empty)).toBeDefined();
    fireEvent.mouseDown(screen.getByRole('tab', { name: texts.tabs.searches }));
    fireEvent.click(screen.getByRole('tab', { name: texts.tabs.searches }));
    expect(await screen.findByText(texts.emptySearches)).toBeDefined();
    // Website users get no staff tools and no Admin button.
    expect(screen.queryByText('staff tools')).toBeNull();
    expect(screen.queryByRole('link', { name: texts.admin })).toBeNull();
  });

  it('offers Delete on confirmed own listings only, and deletes after Yes, not after No', async () => {
    const calls = api(user, { properties: [card('p1', 101, true), card('p2', 102, false)] });
    renderPage();
    const list = await screen.findByRole('list', { name: texts.tabs.properties });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[1]!).getByText(texts.unconfirmedBadge)).toBeDefined();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    // The wizard is not built yet: no Edit button.
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();

    const remove = within(items[0]!).getByRole('button', { name: 'Delete Apartment · 101' });
    fireEvent.click(remove);
    const question = await screen.findByRole('dialog', { name: texts.delete.title });
    expect(within(question).getByText(texts.delete.question)).toBeDefined();
    fireEvent.click(within(question).getByRole('button', { name: texts.delete.no }));
    await waitFor(() => expect(screen.queryByText(texts.delete.question)).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(remove);
    const again = await screen.findByRole('dialog', { name: texts.delete.title });
    fireEvent.click(within(again).getByRole('button', { name: texts.delete.yes }));
    await waitFor(() => expect(screen.queryByText('card 101')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/v1/properties/residential/p1/delete',
    ]);
    expect(screen.getByText('card 102')).toBeDefined();
  });

  it('opens the profile dialog from ?edit', async () => {
    api(user, { properties: [] });
    renderPage('/account?edit');
    const dialog = await screen.findByRole('dialog', { name: texts.profile.title });
    expect(
      within(dialog).getByRole('textbox', { name: testTexts.property.seller.name }),
    ).toHaveProperty('value', 'Maria');
  });

  it('shows a super admin the unconfirmed and the new listings, the Admin button and staff tools', async () => {
    const admin: Me = {
      email: 'admin@example.com',
      admin: { isAgent: false, isAdmin: true, isSuperAdmin: true },
      seller: null,
      client: null,
    };
    api(admin, { properties: [card('p1', 101, true)], unconfirmed: [card('p2', 102, false)] });
    renderPage('/account?edit');
    expect(await screen.findByRole('heading', { level: 2, name: texts.unconfirmed })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: texts.newProperties })).toBeDefined();
    expect(await screen.findByText('card 102')).toBeDefined();
    expect(screen.getByRole('link', { name: texts.admin }).getAttribute('href')).toBe('/admin');
    expect(screen.getByText('staff tools')).toBeDefined();
    // Admins have no profile dialog, not even through ?edit.
    expect(screen.queryByRole('button', { name: texts.editProfile })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
