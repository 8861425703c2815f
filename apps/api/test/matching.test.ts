/**
 * The matching engine on a real database (decisions.md Saved searches and matching): each clause
 * of the rule, both directions, one match per pair, and a listing that stops matching keeps its
 * match.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyConfig } from '@domus/domain/core/agency.config';
import { mailOutbox, matches, properties, savedSearches } from '../src/db/schema.ts';
import { createFileStorage } from '../src/modules/files/file-storage.ts';
import {
  matchAlertSettings,
  type MatchAlertContext,
} from '../src/modules/matching/match-alerts.service.ts';
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
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let a: Buyer;
let apartment: string;
let house: string;
let garage: string;
let streetId: string;
/** What the alert mails need, as the listing and search writes pass it. */
let alerts: MatchAlertContext;

beforeAll(async () => {
  t = await createTestApp();
  alerts = {
    ...(await matchAlertSettings(t.config, createFileStorage(t.config))),
    db: t.database.db,
  };
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
  await matchProperty(t.database.db, second, alerts);
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

  it('street: same street in the same municipality, under either of its names', async () => {
    const locations = [{ type: 'street', id: streetId }];
    expect(await fits({ locations }, { street: 'via museo', zoneId: null })).toBe(true);
    expect(await fits({ locations }, { street: 'Via Roma', zoneId: null })).toBe(false);
    // South Tyrol's streets are bilingual: a listing typed with the German name is on the same
    // street as the search's Italian one.
    expect(await fits({ locations }, { street: 'Museumstraße', zoneId: null })).toBe(true);
    expect(await fits({ locations }, { street: 'museumstraße', zoneId: null })).toBe(true);
    expect(
      await fits({ locations }, { street: 'Museumstraße', municipalityId: MERANO, zoneId: null }),
    ).toBe(false);
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
    expect(await matchProperty(t.database.db, listing, alerts)).toBe(0);
    expect(await matchSearch(t.database.db, s, null)).toBe(0);
    const rows = await t.database.db.select().from(matches).where(eq(matches.searchId, s));
    expect(rows).toHaveLength(1);
  });

  it('matchProperty answers the number of new matches', async () => {
    const s1 = await search();
    const s2 = await search({ locations: [{ type: 'zone', id: GRIES }] });
    const listing = await placeListing(t.database.db);
    expect(await matchProperty(t.database.db, listing, alerts)).toBe(2);
    expect(await matched(s1, listing)).toBe(true);
    expect(await matched(s2, listing)).toBe(true);
  });

  it('a search changed to another type and rent finds listings by its new values', async () => {
    const s = await search({ type: house });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/searches/${s}`,
      headers: auth(a.token),
      payload: { type: apartment, rent: true, locations: [{ type: 'zone', id: GRIES }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const flat = await placeListing(t.database.db, { rent: true, price: 900 });
    const cottage = await placeListing(t.database.db, { code: 'house' });
    expect(await matchProperty(t.database.db, flat, alerts)).toBe(1);
    expect(await matchProperty(t.database.db, cottage, alerts)).toBe(0);
    // Only the type changes, in place (no new locations): the listing still finds the search.
    await t.database.db
      .update(savedSearches)
      .set({ typeId: house, rent: false })
      .where(eq(savedSearches.id, s));
    expect(await matchProperty(t.database.db, cottage, alerts)).toBe(1);
  });

  it('a listing changed so it no longer fits keeps its match and its state', async () => {
    const listing = await placeListing(t.database.db);
    const s = await search({ budget: 300_000 });
    await t.database.db.update(matches).set({ state: 'wait' }).where(eq(matches.searchId, s));
    await t.database.db
      .update(properties)
      .set({ price: 900_000 })
      .where(eq(properties.id, listing));
    await matchProperty(t.database.db, listing, alerts);
    const [row] = await t.database.db.select().from(matches).where(eq(matches.searchId, s));
    expect(row?.state).toBe('wait');
  });

  it('runs in the caller’s transaction: a rolled-back change leaves no match', async () => {
    const s = await search();
    const listing = await placeListing(t.database.db, { confirmed: false });
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(properties).set({ isConfirmed: true }).where(eq(properties.id, listing));
        expect(await matchProperty(tx, listing, alerts)).toBe(1);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await matched(s, listing)).toBe(false);
  });
});

describe('buyer-side.md §4 Match states: answers over PATCH /api/v1/matches/{id}', () => {
  type MatchBody = {
    _id: string;
    state: string;
    property: { _id: string; bedrooms: number };
    rooms: { bed: number; living: number };
  };

  async function matchOf(searchId: string): Promise<MatchBody> {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/searches/${searchId}/matches`,
      headers: auth(a.token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: MatchBody[] }>().data[0]!;
  }

  const answerMatch = (id: string, state: string, token = a.token) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/matches/${id}`,
      headers: auth(token),
      payload: { state },
    });

  const agencyMails = () =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'match-request'));

  it('lists matches with their cards in the order visit, consulting, new, wait, not_interested; ties by bedrooms + living rooms', async () => {
    const big = await placeListing(t.database.db, { bedrooms: 4, living: 1 });
    const small = await placeListing(t.database.db, { bedrooms: 1, living: 1 });
    const waiting = await placeListing(t.database.db, { bedrooms: 0, living: 0 });
    const visited = await placeListing(t.database.db, { bedrooms: 5, living: 2 });
    const s = await search();
    const set = (property: string, state: string) =>
      t.database.db
        .update(matches)
        .set({ state })
        .where(and(eq(matches.searchId, s), eq(matches.propertyId, property)));
    await set(waiting, 'wait');
    await set(visited, 'visit');
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/searches/${s}/matches`,
      headers: auth(a.token),
    });
    const list = answer.json<{ data: MatchBody[] }>().data;
    expect(list.map((m) => m.property._id)).toEqual([visited, small, big, waiting]);
    expect(list.map((m) => m.state)).toEqual(['visit', 'new', 'new', 'wait']);
    // What the order looks at comes along, so that a client re-sorting after an answer agrees.
    expect(list.map((m) => m.rooms)).toEqual([
      { bed: 5, living: 2 },
      { bed: 1, living: 1 },
      { bed: 4, living: 1 },
      { bed: 0, living: 0 },
    ]);
    const answered = await answerMatch(list.find((m) => m.property._id === big)!._id, 'visit');
    expect(answered.json<{ data: MatchBody }>().data.rooms).toEqual({ bed: 4, living: 1 });
  });

  it('the client may answer wait, not_interested, then visit; the visit mails the agency', async () => {
    await placeListing(t.database.db);
    const s = await search();
    const m = await matchOf(s);
    const before = (await agencyMails()).length;
    for (const state of ['wait', 'not_interested', 'wait']) {
      const answer = await answerMatch(m._id, state);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<{ data: MatchBody }>().data.state).toBe(state);
    }
    expect(await agencyMails()).toHaveLength(before);
    const visit = await answerMatch(m._id, 'visit');
    expect(visit.statusCode).toBe(200);
    const mails = await agencyMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.toAddress).toBe(agencyConfig.email);
    expect(mail.replyTo).toBe(a.email);
    expect(mail.text).toContain(a.email);
  });

  it('visit and consulting are final for the client: 400 on state, nothing changes, no mail', async () => {
    await placeListing(t.database.db);
    const s = await search();
    const m = await matchOf(s);
    expect((await answerMatch(m._id, 'consulting')).statusCode).toBe(200);
    const mails = (await agencyMails()).length;
    for (const state of ['new', 'wait', 'not_interested', 'visit']) {
      const answer = await answerMatch(m._id, state);
      expect(answer.statusCode).toBe(400);
      const error = answer.json<ErrorBody>().error;
      expect(error.code).toBe('validation_error');
      expect(error.fields?.[0]?.field).toBe('state');
    }
    expect((await matchOf(s)).state).toBe('consulting');
    expect(await agencyMails()).toHaveLength(mails);
  });

  it('visit is final for the client: visit → wait (or any other) answers 400 and changes nothing', async () => {
    await placeListing(t.database.db);
    const s = await search();
    const m = await matchOf(s);
    expect((await answerMatch(m._id, 'visit')).statusCode).toBe(200);
    const mails = (await agencyMails()).length;
    for (const state of ['wait', 'not_interested', 'consulting', 'new']) {
      const answer = await answerMatch(m._id, state);
      expect(answer.statusCode, state).toBe(400);
      expect(answer.json<ErrorBody>().error.fields?.[0]?.field).toBe('state');
    }
    expect((await matchOf(s)).state).toBe('visit');
    expect(await agencyMails()).toHaveLength(mails);
  });

  it('the client cannot set a match back to new', async () => {
    await placeListing(t.database.db);
    const m = await matchOf(await search());
    expect((await answerMatch(m._id, 'wait')).statusCode).toBe(200);
    expect((await answerMatch(m._id, 'new')).statusCode).toBe(400);
  });

  it('staff may set any state', async () => {
    const agent = await buyer(t.database.db, `agent-${Date.now()}@example.com`, { isAgent: true });
    await placeListing(t.database.db);
    const m = await matchOf(await search());
    expect((await answerMatch(m._id, 'visit', agent.token)).statusCode).toBe(200);
    expect((await answerMatch(m._id, 'new', agent.token)).statusCode).toBe(200);
  });

  it("another user's match: 404 and unchanged; an unknown state: 400", async () => {
    const other = await buyer(t.database.db, `other-${Date.now()}@example.com`);
    await placeListing(t.database.db);
    const m = await matchOf(await search());
    expect((await answerMatch(m._id, 'wait', other.token)).statusCode).toBe(404);
    expect((await answerMatch(m._id, 'maybe')).statusCode).toBe(400);
    expect((await matchOf(await search())).state).toBe('new');
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, m._id));
    expect(row?.state).toBe('new');
  });
});

describe('decisions.md recommendations (GET /api/v1/searches/{id}/reccomend)', () => {
  it('same rent and category, in or near the locations, up to 20 % over the budget, at most 6', async () => {
    const s = await search({ type: house, budget: 200_000 });
    // An apartment (same category, other type), in budget + 20 %: recommended.
    await placeListing(t.database.db, { price: 230_000 });
    const tooDear = await placeListing(t.database.db, { price: 250_000 });
    const rented = await placeListing(t.database.db, { rent: true, price: 1_000 });
    const far = await placeListing(t.database.db, {
      price: 100_000,
      municipalityId: null,
      zoneId: null,
      street: null,
      point: { x: 12.3, y: 46.9 },
    });
    for (let i = 0; i < 7; i++) await placeListing(t.database.db, { price: 150_000 });
    for (const path of ['reccomend', 'recommend']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/searches/${s}/${path}`,
        headers: auth(a.token),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const ids = answer.json<{ data: { _id: string }[] }>().data.map((c) => c._id);
      expect(ids).toHaveLength(6);
      expect(ids).not.toContain(tooDear);
      expect(ids).not.toContain(rented);
      expect(ids).not.toContain(far);
    }
    await t.database.db.delete(properties);
    await placeListing(t.database.db, { price: 230_000, zoneId: null });
    const few = await t.app.inject({
      method: 'GET',
      url: `/api/v1/searches/${s}/reccomend`,
      headers: auth(a.token),
    });
    expect(few.json<{ data: { _id: string }[] }>().data).toHaveLength(1);
  });
});
