// @vitest-environment jsdom
import type { Me } from '@domus/domain/account/account.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { listingStatisticsFixture } from '../../../shared/test/fixtures';
import { AccountPage, type RenderConfirmDialog, type RenderStatistics } from './account-page';
import { editAvailable } from './listing-list';

const texts = testTexts.account.page;
const confirmTexts = testTexts.sell.confirm;
const statisticsTexts = testTexts.account.statistics;
const noFlags = { isAgent: false, isAdmin: false, isSuperAdmin: false };

function card(
  id: string,
  number: number,
  isConfirmed: boolean,
  extra: Partial<PropertyCard> = {},
): PropertyCard {
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
    priceReducedFrom: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
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

const statistics = listingStatisticsFixture('p1', '2026-03-31', {
  '2026-03-30': { view: 4, contactRequest: 2 },
});

/** The API of one account: its lists shrink when a listing is deleted. */
function api(me: Me, lists: { properties: PropertyCard[]; unconfirmed?: PropertyCard[] }) {
  let properties = lists.properties;
  return stubApi((url, method) => {
    if (url === '/api/v1/account/me') return [200, me];
    if (url === '/api/v1/account') {
      return [200, { properties, unconfirmed: lists.unconfirmed ?? [], searches: [] }];
    }
    // Issue 33.4: the figures of the caller's listing p1; any other one is not theirs.
    if (url === '/api/v1/account/listings/p1/statistics') {
      return [200, statistics];
    }
    if (/^\/api\/v1\/account\/listings\/\w+\/statistics$/.test(url)) {
      return [403, { error: { code: 'forbidden', message: 'Not your listing.' } }];
    }
    const deleted = /^\/api\/v1\/properties\/residential\/(\w+)\/delete$/.exec(url);
    if (deleted && method === 'DELETE') {
      properties = properties.filter((p) => p._id !== deleted[1]);
      return [204];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

const superAdmin: Me = {
  email: 'admin@example.com',
  admin: { isAgent: false, isAdmin: true, isSuperAdmin: true },
  seller: null,
  client: null,
};

/** The confirm dialog as the route composes it, reduced to what the page hands over. */
const confirmDialog: RenderConfirmDialog = ({ target, opened, onClose }) =>
  opened && (
    <div role="dialog" aria-label="confirm dialog">
      {`${target.category}/${target.id}`}
      <button type="button" onClick={() => onClose(true)}>
        saved
      </button>
      <button type="button" onClick={() => onClose(false)}>
        closed
      </button>
    </div>
  );

/** The statistics panel as the route composes it, reduced to what the dialog hands over. */
const statisticsPanel: RenderStatistics = ({ statistics: figures, loading, error }) =>
  error ? (
    <p role="alert">{error.message}</p>
  ) : loading ? (
    <p>loading</p>
  ) : (
    <p>{`views ${figures?.totals.view}, contact messages ${figures?.totals.contactRequest}`}</p>
  );

function renderPage(path = '/account') {
  return renderWithProviders(
    <AccountPage
      language="en"
      renderCard={(c) => <span>{`card ${c.property_id}`}</span>}
      staffTools={() => <button type="button">staff tools</button>}
      confirmDialog={confirmDialog}
      statisticsPanel={statisticsPanel}
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
    // Edit opens the wizard in edit mode (seller-side.md §2 /edit/{type}/{id}).
    expect(
      within(items[0]!)
        .getByRole('link', { name: /^Edit / })
        .getAttribute('href'),
    ).toBe('/edit/residential/p1');

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

  it('offers an agent Edit and Delete on their own listing awaiting confirmation: staff change every listing (decision 012; seller-side.md §6)', async () => {
    const agent: Me = { ...user, email: 'agent@example.com', admin: { ...noFlags, isAgent: true } };
    api(agent, { properties: [card('p2', 102, false)] });
    renderPage();
    const list = await screen.findByRole('list', { name: texts.tabs.properties });
    const [pending] = within(list).getAllByRole('listitem');
    expect(within(pending!).getByText(texts.unconfirmedBadge)).toBeDefined();
    expect(within(pending!).getByRole('button', { name: 'Delete Apartment · 102' })).toBeDefined();
    expect(within(pending!).queryByRole('link', { name: 'Edit Apartment · 102' }) !== null).toBe(
      editAvailable,
    );
    // Agents confirm nothing (seller-side.md §6: admins confirm).
    expect(screen.queryByRole('button', { name: /^Confirm / })).toBeNull();
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
    api(superAdmin, { properties: [card('p1', 101, true)], unconfirmed: [card('p2', 102, false)] });
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

  it('?newproperty=<id>&type=<category> opens the confirm dialog for an admin and leaves the address when it closes (buyer-side.md §2 Account page)', async () => {
    const calls = api(superAdmin, { properties: [], unconfirmed: [card('p2', 102, false)] });
    const { router } = renderPage('/account?newproperty=p2&type=residential');
    const dialog = await screen.findByRole('dialog', { name: 'confirm dialog' });
    expect(dialog.textContent).toContain('residential/p2');
    const reads = calls.filter((c) => c.url === '/api/v1/account').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'saved' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router!.state.location.search).toBe('');
    // The lists are read again after a confirmation.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/v1/account').length).toBe(reads + 1),
    );
  });

  it('?newproperty opens nothing for a website user, nor an unknown category for an admin (buyer-side.md §2 Account page)', async () => {
    api(user, { properties: [card('p1', 101, true)] });
    renderPage('/account?newproperty=p1&type=residential');
    expect(await screen.findByText('card 101')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    api(superAdmin, { properties: [] });
    renderPage('/account?newproperty=p1&type=castle');
    expect(await screen.findByRole('heading', { level: 2, name: texts.unconfirmed })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives admins Confirm on unconfirmed listings and Main images on confirmed ones (seller-side.md §2 Dialogs)', async () => {
    const calls = api(superAdmin, {
      properties: [card('p1', 101, true)],
      unconfirmed: [card('p2', 102, false)],
    });
    renderPage();
    const confirm = await screen.findByRole('button', { name: 'Confirm Apartment · 102' });
    expect(confirm.textContent).toBe(confirmTexts.confirmAction);
    expect(screen.queryByRole('button', { name: 'Main images of Apartment · 102' })).toBeNull();
    const mainImages = screen.getByRole('button', { name: 'Main images of Apartment · 101' });
    expect(screen.queryByRole('button', { name: 'Confirm Apartment · 101' })).toBeNull();

    fireEvent.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: 'confirm dialog' });
    expect(dialog.textContent).toContain('residential/p2');
    const reads = calls.filter((c) => c.url === '/api/v1/account').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'closed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed without saving: nothing to read again.
    expect(calls.filter((c) => c.url === '/api/v1/account').length).toBe(reads);

    fireEvent.click(mainImages);
    expect((await screen.findByRole('dialog')).textContent).toContain('residential/p1');
  });

  it("shows an owner's draft with its badge, Continue once the wizard exists, and Delete (contracts: Drafts)", async () => {
    api(user, {
      properties: [card('p3', 103, false, { isDraft: true }), card('p2', 102, false)],
    });
    renderPage();
    const list = await screen.findByRole('list', { name: texts.tabs.properties });
    const [draft, unconfirmed] = within(list).getAllByRole('listitem');
    expect(within(draft!).getByText(texts.draftBadge)).toBeDefined();
    expect(within(draft!).queryByText(texts.unconfirmedBadge)).toBeNull();
    expect(within(draft!).getByRole('button', { name: 'Delete Apartment · 103' })).toBeDefined();
    expect(within(draft!).queryByRole('link', { name: 'Continue Apartment · 103' }) !== null).toBe(
      editAvailable,
    );
    expect(within(draft!).queryByRole('link', { name: 'Edit Apartment · 103' })).toBeNull();
    // A submitted listing awaiting confirmation is no draft.
    expect(within(unconfirmed!).getByText(texts.unconfirmedBadge)).toBeDefined();
    expect(within(unconfirmed!).queryByText(texts.draftBadge)).toBeNull();
    // Website users confirm nothing.
    expect(screen.queryByRole('button', { name: /^Confirm / })).toBeNull();
  });

  it('issue 33.4: a seller opens a listing’s statistics from its card, the address naming it, and Close leaves it', async () => {
    const calls = api(user, {
      properties: [
        card('p1', 101, true),
        card('p2', 102, false),
        card('p3', 103, false, { isDraft: true }),
      ],
    });
    const { router } = renderPage();
    const list = await screen.findByRole('list', { name: texts.tabs.properties });
    const [published, unconfirmed, draft] = within(list).getAllByRole('listitem');
    // Listings not on the site have nothing counted: no button there.
    expect(within(unconfirmed!).queryByRole('button', { name: /^Statistics/ })).toBeNull();
    expect(within(draft!).queryByRole('button', { name: /^Statistics/ })).toBeNull();

    fireEvent.click(
      within(published!).getByRole('button', { name: 'Statistics of Apartment · 101' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Statistics · Apartment · 101' });
    expect(router!.state.location.search).toBe('?statistics=p1');
    // The panel gets the API's figures of that listing.
    expect(await within(dialog).findByText('views 4, contact messages 2')).toBeDefined();
    expect(calls.map((c) => c.url)).toContain('/api/v1/account/listings/p1/statistics');

    fireEvent.click(within(dialog).getByRole('button', { name: statisticsTexts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router!.state.location.search).toBe('');
  });

  it('issue 33.4: ?statistics=<id> opens the dialog, with the API’s refusal for a listing not the seller’s; admins read them in the admin', async () => {
    api(user, { properties: [card('p1', 101, true)] });
    renderPage('/account?statistics=p9');
    const dialog = await screen.findByRole('dialog', { name: statisticsTexts.titlePlain });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not your listing.');
    cleanup();

    api(superAdmin, { properties: [card('p1', 101, true)] });
    renderPage('/account?statistics=p1');
    expect(await screen.findByText('card 101')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Statistics/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
