/**
 * A buyer as the buyer-side tests need one: logged in with a confirmed address, a client profile
 * and a search for apartments in Bolzano, whose demo listings match at once.
 */
import type { Language } from '@domus/domain/core/constants';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { loginAs } from './outbox.ts';
import { apiGet, newAddress, sessionToken } from './selling.ts';

export const SESSION_KEY = 'domus.session';

export type Buyer = {
  email: string;
  headers: { Authorization: string };
  /** The stored session, to log the buyer back in after another user. */
  session: string;
  clientId: string;
  searchId: string;
};

export async function buyerWithSearch(
  page: Page,
  who: { name: string; familyName: string; prefix?: string; language?: Language },
): Promise<Buyer> {
  const email = newAddress(who.prefix ?? 'buyer');
  await loginAs(page, email, 'account');
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const client = await page.request.post('/api/v1/clients', {
    headers,
    data: {
      email,
      name: who.name,
      familyName: who.familyName,
      ...(who.language ? { language: who.language } : {}),
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const types = await apiGet<{ data: { _id: string; id: string; category: string }[] }>(
    page,
    '/api/v1/types',
  );
  const apartment = types.data.find((t) => t.category === 'residential' && t.id === 'apartment');
  const search = await page.request.post('/api/v1/searches', {
    headers,
    data: {
      type: apartment!._id,
      locations: [{ type: 'municipality', id: '021008', name: 'Bolzano' }],
    },
  });
  expect(search.status(), await search.text()).toBe(201);
  const me = await apiGet<{ client: { _id: string } }>(page, '/api/v1/account/me');
  const session = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  return {
    email,
    headers,
    session: session!,
    clientId: me.client._id,
    searchId: ((await search.json()) as { data: { _id: string } }).data._id,
  };
}
