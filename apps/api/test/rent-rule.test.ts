/**
 * The rent rule in the API (decisions.md Seller wizard: when rent is chosen, the building-land
 * types are disabled; issue 29 point 8): a rented building-land listing, draft or submitted,
 * created or changed, and a rented building-land saved search are refused with a 400 naming the
 * type, in the caller's language, and nothing is stored. The wizard and the search forms hide
 * those types; this is what a client that sends them anyway gets.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, savedSearches } from '../src/db/schema.ts';
import { apiCaller, type Person } from './helpers/account-fixtures.ts';
import { listingBody, listingPeople } from './helpers/listing-fixtures.ts';
import { BOLZANO, buyer, seedPlaces, typeId, type Buyer } from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let seller: Person;
let admin: Person;
let client: Buyer;
let buildingLand: string;
let apartment: string;

const call = apiCaller(() => t.app);

/** The message each language gives for a type that is for sale only. */
const FOR_SALE_ONLY = {
  it: 'Questo tipo di immobile è solo in vendita',
  de: 'Diese Immobilienart gibt es nur zum Kauf',
  en: 'This type of property is for sale only',
} as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedPlaces(db);
  ({ user: seller, admin } = await listingPeople(db));
  client = await buyer(db, 'client@example.com');
  buildingLand = await typeId(db, 'buildingland', 'residential');
  apartment = await typeId(db, 'residential', 'apartment');
});
afterAll(() => t.close());

const countListings = () => t.database.db.$count(properties);
const countSearches = () => t.database.db.$count(savedSearches);

/** Expects the 400 of the rent rule: the field `type` with the message in `lang`. */
function expectForSaleOnly(
  answer: { statusCode: number; body: string; json: <T>() => T },
  lang: keyof typeof FOR_SALE_ONLY,
) {
  expect(answer.statusCode, answer.body).toBe(400);
  const { error } = answer.json<ErrorBody>();
  expect(error.code).toBe('validation_error');
  expect(error.fields).toContainEqual({ field: 'type', message: FOR_SALE_ONLY[lang] });
}

describe('decisions.md Seller wizard: when rent is chosen, the building-land types are disabled (issue 29.8)', () => {
  it('issue 29.8: a submitted building-land listing for rent is refused with 400 on its type, in the caller’s language, and not stored', async () => {
    for (const [who, lang] of [
      [seller, 'it'],
      [admin, 'de'],
    ] as const) {
      const before = await countListings();
      const body = await listingBody(t.database.db, who, 'buildingland', {
        rent: true,
        ...(who === admin ? { owner: seller.sellerId } : {}),
      });
      expectForSaleOnly(
        await call('POST', '/properties/buildingland', who.token, body, lang),
        lang,
      );
      expect(await countListings()).toBe(before);
    }
  });

  it('issue 29.8: a building-land draft for rent is refused with 400 on its type, and not stored', async () => {
    const before = await countListings();
    const draft = { type: buildingLand, rent: true, isDraft: true };
    expectForSaleOnly(
      await call('POST', '/properties/buildingland', seller.token, draft, 'de'),
      'de',
    );
    expectForSaleOnly(
      await call('POST', '/properties/buildingland', seller.token, draft, 'en'),
      'en',
    );
    expect(await countListings()).toBe(before);
  });

  it('issue 29.8: a building-land listing or draft changed to rent is refused with 400, and stays for sale', async () => {
    for (const isDraft of [true, false]) {
      const body = await listingBody(t.database.db, seller, 'buildingland', { isDraft });
      const created = await call('POST', '/properties/buildingland', seller.token, body);
      expect(created.statusCode, created.body).toBe(201);
      const { _id: id } = created.json<{ data: { _id: string } }>().data;
      const changed = await call(
        'PATCH',
        `/properties/buildingland/${id}`,
        admin.token,
        { ...body, rent: true, owner: seller.sellerId },
        'it',
      );
      expectForSaleOnly(changed, 'it');
      const [row] = await t.database.db.select().from(properties).where(eq(properties.id, id));
      expect(row?.rent).toBe(false);
    }
  });

  it('issue 29.8: a saved search for building land to rent is refused with 400 on its type, in the caller’s language, created or changed', async () => {
    const before = await countSearches();
    const search = {
      type: buildingLand,
      rent: true,
      locations: [{ type: 'municipality', id: BOLZANO }],
    };
    expectForSaleOnly(await call('POST', '/searches', client.token, search, 'de'), 'de');
    // A form sends rent as text ('true'), which counts alike.
    expectForSaleOnly(
      await call('POST', '/searches', client.token, { ...search, rent: 'true' }, 'it'),
      'it',
    );
    expect(await countSearches()).toBe(before);

    const created = await call('POST', '/searches', client.token, { ...search, type: apartment });
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json<{ data: { _id: string } }>().data;
    expectForSaleOnly(await call('PATCH', `/searches/${id}`, client.token, search, 'en'), 'en');
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row?.typeId).toBe(apartment);
  });

  it('issue 29.8: building land stays searchable and listable for sale, and other types for rent', async () => {
    const sale = {
      type: buildingLand,
      rent: false,
      locations: [{ type: 'municipality', id: BOLZANO }],
    };
    expect((await call('POST', '/searches', client.token, sale)).statusCode).toBe(201);
    const rent = { ...sale, type: apartment, rent: true };
    expect((await call('POST', '/searches', client.token, rent)).statusCode).toBe(201);
    const land = await call(
      'POST',
      '/properties/buildingland',
      seller.token,
      await listingBody(t.database.db, seller, 'buildingland'),
    );
    expect(land.statusCode, land.body).toBe(201);
  });
});
