/**
 * The matching engine on a real database (decisions.md Saved searches and matching): each clause
 * of the rule, both directions, one match per pair, and a listing that stops matching keeps its
 * match.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matches, properties, savedSearches } from '../src/db/schema.ts';
import { matchProperty, matchSearch } from '../src/modules/matching/matching.service.ts';
import { auth } from './helpers/account-fixtures.ts';
import {
  BOLZANO,
  buyer,
  GRIES,
  IN_BOLZANO,
  IN_MERANO,
  MERANO,
  placeListing,
  seedPlaces,
  squareAround,
  typeId,
  type Buyer,
  type ListingValues,
} from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let a: Buyer;
let apartment: string;
let house: string;
let garage: string;
let streetId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ streetId } = await seedPlaces(t.database.db));
  a = await buyer(t.database.db, 'matching@example.com');
  apartment = await typeId(t.database.db, 'residential', 'apartment');
  house = await typeId(t.database.db, 'residential', 'house');
  garage = await typeId(t.database.db, 'garage', 'garage');
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each case starts without listings and searches, so that only its own can match.
  await t.database.db.delete(properties);
  await t.database.db.delete(savedSearches);
});

type SearchBody = {
  rent?: boolean;
  type?: string;
  budget?: number;
  rooms?: { living: number; bed: number; bath: number };
  locations?: unknown[];
};

async function search(values: SearchBody = {}): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/searches',
    headers: auth(a.token),
    payload: {
      type: apartment,
      locations: [{ type: 'municipality', id: BOLZANO }],
      ...values,
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: { _id: string } }>().data._id;
}

async function matched(searchId: string, propertyId: string): Promise<boolean> {
  const rows = await t.database.db
    .select()
    .from(matches)
    .where(and(eq(matches.searchId, searchId), eq(matches.propertyId, propertyId)));
  return rows.length === 1;
}

/** Whether a listing matches a search, tried in both directions. */
async function fits(values: SearchBody, listing: ListingValues): Promise<boolean> {
  // Listing first: the new search finds it (matchSearch).
  const first = await placeListing(t.database.db, listing);
  const s1 = await search(values);
  const bySearch = await matched(s1, first);
  // Search first: the new listing finds it (matchProperty).
  const s2 = await search(values);
  const second = await placeListing(t.database.db, listing);
  await matchProperty(t.database.db, second);
  const byProperty = await matched(s2, second);
  expect(byProperty).toBe(bySearch);
  await t.database.db.delete(properties);
  return bySearch;
}

describe('decisions.md Saved searches and matching: each clause of the rule', () => {
  it('the listing is confirmed', async () => {
    expect(await fits({}, {})).toBe(true);
    expect(await fits({}, { confirmed: false })).toBe(false);
  });

  it('rent is equal', async () => {
    expect(await fits({ rent: true }, { rent: true, price: 900 })).toBe(true);
    expect(await fits({ rent: true }, { rent: false })).toBe(false);
    expect(await fits({}, { rent: true })).toBe(false);
  });

  it("the listing's type is the search's type", async () => {
    expect(await fits({ type: house }, { code: 'house' })).toBe(true);
    expect(await fits({ type: house }, { code: 'apartment' })).toBe(false);
    expect(
      await fits({ type: garage }, { category: 'garage', code: 'garage', bedrooms: null }),
    ).toBe(true);
  });

  it('budget: the price at most the budget; 0 means any price', async () => {
    expect(await fits({ budget: 250_000 }, { price: 250_000 })).toBe(true);
    expect(await fits({ budget: 249_999 }, { price: 250_000 })).toBe(false);
    expect(await fits({ budget: 0 }, { price: 9_000_000 })).toBe(true);
    expect(await fits({ budget: 100 }, { price: null })).toBe(false);
  });

  it('when renting, the budget is compared with the monthly rent', async () => {
    expect(await fits({ rent: true, budget: 1_000 }, { rent: true, price: 950 })).toBe(true);
    expect(await fits({ rent: true, budget: 1_000 }, { rent: true, price: 1_050 })).toBe(false);
  });

  it('municipality: same municipality', async () => {
    expect(await fits({}, { municipalityId: BOLZANO })).toBe(true);
    expect(
      await fits({}, { municipalityId: MERANO, zoneId: null, point: IN_MERANO, street: null }),
    ).toBe(false);
  });

  it('zone: same zone', async () => {
    const locations = [{ type: 'zone', id: GRIES }];
    expect(await fits({ locations }, { zoneId: GRIES })).toBe(true);
    expect(await fits({ locations }, { zoneId: null })).toBe(false);
  });

  it('street: same street in the same municipality', async () => {
    const locations = [{ type: 'street', id: streetId }];
    expect(await fits({ locations }, { street: 'via museo', zoneId: null })).toBe(true);
    expect(await fits({ locations }, { street: 'Via Roma', zoneId: null })).toBe(false);
    expect(
      await fits({ locations }, { street: 'Via Museo', municipalityId: MERANO, zoneId: null }),
    ).toBe(false);
  });

  it("polygon: a drawn zone that covers the listing's coordinates", async () => {
    const locations = [
      {
        type: 'polygon',
        name: 'Zona',
        geoJson: { type: 'Polygon', coordinates: [squareAround(IN_BOLZANO)] },
      },
    ];
    const elsewhere = { municipalityId: MERANO, zoneId: null, street: null };
    expect(await fits({ locations }, { ...elsewhere, point: IN_BOLZANO })).toBe(true);
    expect(await fits({ locations }, { ...elsewhere, point: IN_MERANO })).toBe(false);
    expect(await fits({ locations }, { ...elsewhere, point: null })).toBe(false);
  });

  it('one fitting location of several is enough', async () => {
    const locations = [
      { type: 'municipality', id: MERANO },
      { type: 'zone', id: GRIES },
    ];
    expect(await fits({ locations }, {})).toBe(true);
  });

  it('residential: at least the bedrooms asked for', async () => {
    const rooms = (bed: number) => ({ living: 0, bed, bath: 0 });
    expect(await fits({ rooms: rooms(2) }, { bedrooms: 2 })).toBe(true);
    expect(await fits({ rooms: rooms(3) }, { bedrooms: 2 })).toBe(false);
    expect(await fits({ rooms: rooms(0) }, { bedrooms: null })).toBe(true);
  });
});

describe('decisions.md: never a second match, and a listing that stops matching keeps its match', () => {
  it('matching again adds nothing', async () => {
    const listing = await placeListing(t.database.db);
    const s = await search();
    expect(await matchProperty(t.database.db, listing)).toBe(0);
    expect(await matchSearch(t.database.db, s)).toBe(0);
    const rows = await t.database.db.select().from(matches).where(eq(matches.searchId, s));
    expect(rows).toHaveLength(1);
  });

  it('matchProperty answers the number of new matches', async () => {
    const s1 = await search();
    const s2 = await search({ locations: [{ type: 'zone', id: GRIES }] });
    const listing = await placeListing(t.database.db);
    expect(await matchProperty(t.database.db, listing)).toBe(2);
    expect(await matched(s1, listing)).toBe(true);
    expect(await matched(s2, listing)).toBe(true);
  });

  it('a listing changed so it no longer fits keeps its match and its state', async () => {
    const listing = await placeListing(t.database.db);
    const s = await search({ budget: 300_000 });
    await t.database.db.update(matches).set({ state: 'wait' }).where(eq(matches.searchId, s));
    await t.database.db
      .update(properties)
      .set({ price: 900_000 })
      .where(eq(properties.id, listing));
    await matchProperty(t.database.db, listing);
    const [row] = await t.database.db.select().from(matches).where(eq(matches.searchId, s));
    expect(row?.state).toBe('wait');
  });

  it('runs in the caller’s transaction: a rolled-back change leaves no match', async () => {
    const s = await search();
    const listing = await placeListing(t.database.db, { confirmed: false });
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(properties).set({ isConfirmed: true }).where(eq(properties.id, listing));
        expect(await matchProperty(tx, listing)).toBe(1);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await matched(s, listing)).toBe(false);
  });
});
