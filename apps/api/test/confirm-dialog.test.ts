/**
 * The staff confirm dialog's round trip (seller-side.md §4 Confirm dialog, §7 GET and PATCH
 * properties): the dialog reads a listing with its type, images and plans populated and sends it
 * back whole, confirmed, with the chosen main images. Every category's listing as read must be
 * accepted as written, and nothing but the confirmation and the main images may change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@domus/domain/core/constants';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { CATEGORY_FIELDS, listingBody, uploads } from './helpers/listing-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  owner = await person(t.database.db, 'owner@example.com');
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
});
afterAll(() => t.close());

const call = apiCaller(() => t.app);

type Listing = Record<string, unknown> & {
  _id: string;
  images: { _id: string }[];
  plans: { _id: string }[];
  updatedAt: string;
};

/** The listing as the dialog reads it. */
async function read(category: Category, id: string): Promise<Listing> {
  const answer = await call(
    'GET',
    `/properties/${category}/${id}?populate=images,plans,type`,
    admin.token,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Listing }>().data;
}

describe('confirm dialog round trip (seller-side.md §4 Confirm dialog, §7 PATCH)', () => {
  for (const category of Object.keys(CATEGORY_FIELDS) as Category[]) {
    it(`${category}: the listing as read, confirmed with its main images, is saved with nothing else changed`, async () => {
      const db = t.database.db;
      const plans = [
        ...(await uploads(db, owner, 1, 'floorplan')),
        ...(await uploads(db, owner, 1, 'cataster')),
      ];
      const created = await call(
        'POST',
        `/properties/${category}`,
        owner.token,
        await listingBody(db, owner, category, {
          plans,
          informations: 'Cantina inclusa',
          cataster: 'p.ed. 123',
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ data: Listing }>().data._id;

      const before = await read(category, id);
      expect(before.isConfirmed).toBe(false);
      const choice = {
        isConfirmed: true,
        mainImage: before.images[2]!._id,
        mainImages: [before.plans[0]!, before.images[2]!, before.images[0]!, before.images[1]!].map(
          (file) => file._id,
        ),
      };
      const saved = await call('PATCH', `/properties/${category}/${id}`, admin.token, {
        ...before,
        ...choice,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ data: Listing }>().data).toMatchObject(choice);

      const after = await read(category, id);
      const { updatedAt: _before, ...rest } = before;
      const { updatedAt: _after, ...restAfter } = after;
      // Confirming publishes it: its status follows (issue 15), and its history
      // gains the listing's first event (issue 34 point 4, decision 073).
      expect(before.priceHistory).toEqual([]);
      expect(restAfter).toEqual({
        ...rest,
        ...choice,
        status: 'published',
        priceHistory: [
          {
            kind: 'listed',
            price: before.price,
            previousPrice: null,
            at: expect.any(String) as unknown,
          },
        ],
      });
    });
  }
});
