// @vitest-environment jsdom
import type { Me } from '@domus/domain/account/account.schema';
import type { Property } from '@domus/domain/listing/property.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../shared/auth/session-store';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../shared/test/render-with-providers';
import { getLanguage } from '../../shared/i18n/current-language';
import { hasSellTexts } from '../../shared/i18n/load-sell-texts';
import { Component as AccountRoute, loader } from './account.route';

const texts = testTexts.sell.confirm;
const ID = '0d9e7c1a-3b2f-4c5d-8e6f-7a8b9c0d1e2f';
const flags = { isAgent: false, isAdmin: true, isSuperAdmin: true };

function image(n: number) {
  return {
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    url: `/files/${n}.jpg`,
    pdfUrl: null,
    name: `photo-${n}.jpg`,
    type: 'image' as const,
  };
}

/** The parts of the listing the dialog shows and sends back. */
const property = {
  _id: ID,
  property_id: 1042,
  category: 'residential',
  type: {
    _id: '00000000-0000-4000-8000-000000000900',
    id: 'apartment',
    type: 'residential',
    category: 'residential',
    name: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
  },
  images: [1, 2, 3, 4].map(image),
  plans: [],
  mainImage: null,
  mainImages: [],
  isConfirmed: false,
  isDraft: false,
  owner: null,
} as unknown as Property;

/** The API of an account and of the listing to confirm. */
function api(me: Me) {
  return stubApi((url, method) => {
    if (url === '/api/v1/account/me') return [200, me];
    if (url === '/api/v1/account') return [200, { properties: [], unconfirmed: [], searches: [] }];
    if (url.startsWith(`/api/v1/properties/residential/${ID}`)) {
      if (method === 'GET') return [200, { data: property }];
      if (method === 'PATCH') return [200, { data: { ...property, isConfirmed: true } }];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

function login(admin: typeof flags) {
  setSession({ token: 'tok', expiresAt: '2099-01-01T00:00:00.000Z', verified: true, admin });
}

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/account?newproperty=<id>&type=<category> (buyer-side.md §2 Account page, seller-side.md §4 Confirm dialog)', () => {
  it('opens the confirm dialog for an admin; after saving, the address loses the parameters and the lists are read again', async () => {
    login(flags);
    const calls = api({ email: 'admin@example.com', admin: flags, seller: null, client: null });
    const { router } = renderWithProviders(
      <AccountRoute />,
      `/account?newproperty=${ID}&type=residential`,
    );
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Image 1: photo-1.jpg' }));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.next }));
    for (const box of within(dialog).getAllByRole('checkbox')) fireEvent.click(box);
    const reads = calls.filter((c) => c.url === '/api/v1/account').length;
    fireEvent.click(within(dialog).getByRole('button', { name: texts.saveConfirm }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router!.state.location.pathname).toBe('/account');
    expect(router!.state.location.search).toBe('');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      isConfirmed: true,
      mainImage: image(1)._id,
      mainImages: [1, 2, 3, 4].map((n) => image(n)._id),
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/v1/account').length).toBeGreaterThan(reads),
    );
  });

  it('opens nothing for a website user', async () => {
    const none = { isAgent: false, isAdmin: false, isSuperAdmin: false };
    login(none);
    const calls = api({ email: 'maria@example.com', admin: none, seller: null, client: null });
    renderWithProviders(<AccountRoute />, `/account?newproperty=${ID}&type=residential`);
    expect(
      await screen.findByRole('tab', { name: testTexts.account.page.tabs.properties }),
    ).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/v1/properties/'))).toBe(false);
  });
});

describe('what /account loads (buyer-side.md §2 Account page)', () => {
  const none = { isAgent: false, isAdmin: false, isSuperAdmin: false };
  const agent = { ...none, isAgent: true };

  it('fetches the sell texts of the confirm buttons and dialog for admins only', async () => {
    const language = getLanguage();
    i18next.removeResourceBundle(language, 'sell');
    for (const admin of [none, agent]) {
      login(admin);
      await loader();
      expect(hasSellTexts(language)).toBe(false);
    }
    login(flags);
    await loader();
    expect(hasSellTexts(language)).toBe(true);
  });

  it('gives an admin who arrives without them the sell texts before the confirm dialog opens', async () => {
    i18next.removeResourceBundle(getLanguage(), 'sell');
    login(flags);
    api({ email: 'admin@example.com', admin: flags, seller: null, client: null });
    renderWithProviders(<AccountRoute />, `/account?newproperty=${ID}&type=residential`);
    expect(await screen.findByRole('dialog', { name: texts.title })).toBeDefined();
    expect(hasSellTexts(getLanguage())).toBe(true);
  });
});
