/**
 * Saved searches over HTTP with real sessions and a real database (buyer-side.md §3 Search, §5
 * Saved search, §7 searches calls, §9 defaults; decisions.md Saved searches and matching): own
 * searches only, and bad input answered with a 4xx that changes nothing.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchInputSchema, type SavedSearch } from '@domus/domain/search/saved-search.schema';
import { MAX_POLYGON_POINTS } from '@domus/domain/core/constants';
import type { Database } from '../src/db/client.ts';
import { matches, savedSearches, savedSearchLocations } from '../src/db/schema.ts';
import { viewerOfToken } from '../src/modules/auth/sessions.service.ts';
import { createFileStorage } from '../src/modules/files/file-storage.ts';
import { matchAlertSettings } from '../src/modules/matching/match-alerts.service.ts';
import { writeMatching } from '../src/modules/matching/matching.service.ts';
import { updateSearch } from '../src/modules/searches/searches.service.ts';
import { auth, apiCaller } from './helpers/account-fixtures.ts';
import {
  BOLZANO,
  buyer,
  GRIES,
  IN_BOLZANO,
  placeListing,
  seedPlaces,
  squareAround,
  typeId,
  type Buyer,
} from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let a: Buyer;
let b: Buyer;
let agent: Buyer;
let apartment: string;
let garage: string;
let streetId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ({ streetId } = await seedPlaces(db));
  a = await buyer(db, 'a@example.com');
  b = await buyer(db, 'b@example.com');
  agent = await buyer(db, 'agent@example.com', { isAgent: true });
  apartment = await typeId(db, 'residential', 'apartment');
  garage = await typeId(db, 'garage', 'garage');
});
afterAll(() => t.close());

const call = apiCaller(() => t.app);

const body = (extra: Record<string, unknown> = {}) => ({
  type: apartment,
  locations: [{ type: 'municipality', id: BOLZANO }],
  ...extra,
});

async function create(token: string, extra: Record<string, unknown> = {}): Promise<SavedSearch> {
  const answer = await call('POST', '/searches', token, body(extra));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: SavedSearch }>().data;
}

const countSearches = async () => t.database.db.$count(savedSearches);
const countLocations = async () => t.database.db.$count(savedSearchLocations);

describe('saved searches (buyer-side.md §7 searches calls)', () => {
  it('creates a search with the defaults of buyer-side.md §9 (sale, budget 0, rooms 0)', async () => {
    const search = await create(a.token);
    expect(search.client).toBe(a.clientId);
    expect(search.rent).toBe(false);
    expect(search.budget).toBe(0);
    expect(search.rooms).toEqual({ living: 0, bed: 0, bath: 0 });
    expect(search.type._id).toBe(apartment);
    expect(search.locations).toEqual([
      expect.objectContaining({ type: 'municipality', id: BOLZANO, name: 'Bolzano' }),
    ]);
    const read = await call('GET', `/searches/${search._id}`, a.token);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: SavedSearch }>().data).toEqual(search);
  });

  it('keeps every kind of location: municipality, zone, street and a drawn polygon', async () => {
    const search = await create(a.token, {
      rent: 'true',
      budget: 1200,
      locations: [
        { type: 'zone', id: GRIES },
        { type: 'street', id: streetId },
        {
          type: 'polygon',
          name: 'Centro',
          geoJson: { type: 'Polygon', coordinates: [squareAround(IN_BOLZANO)] },
        },
      ],
    });
    expect(search.rent).toBe(true);
    expect(search.locations.map((l) => `${l.type} ${l.name}`).sort()).toEqual([
      'polygon Centro',
      'street Via Museo',
      'zone Gries',
    ]);
    const polygon = search.locations.find((l) => l.type === 'polygon');
    expect(polygon?.geoJson?.coordinates[0]).toHaveLength(5);
  });

  it('a search with a street is answered with the street’s id, so that the edit form sends it back unchanged (buyer-side.md §5)', async () => {
    // Matched by the street's name in its municipality, however the listing writes it
    // (decisions.md Saved searches and matching).
    const onStreet = await placeListing(t.database.db, { street: 'via museo', zoneId: null });
    const search = await create(a.token, {
      locations: [
        { type: 'street', id: streetId },
        { type: 'zone', id: GRIES },
      ],
    });
    const matchesOf = async () =>
      (
        await t.database.db
          .select({ propertyId: matches.propertyId })
          .from(matches)
          .where(eq(matches.searchId, search._id))
      ).map((m) => m.propertyId);
    expect(await matchesOf()).toContain(onStreet);

    const read = await call('GET', `/searches/${search._id}`, a.token);
    const stored = read.json<{ data: SavedSearch }>().data;
    expect(stored.locations.find((l) => l.type === 'street')).toMatchObject({
      type: 'street',
      id: streetId,
      name: 'Via Museo',
      municipality: { id: BOLZANO, name: 'Bolzano' },
    });

    // The edit dialog sends the search back as it read it.
    const again = await call('PATCH', `/searches/${search._id}`, a.token, {
      type: stored.type._id,
      rent: stored.rent,
      budget: stored.budget,
      rooms: stored.rooms,
      locations: stored.locations.map(({ type, id }) => ({ type, id })),
    });
    expect(again.statusCode, again.body).toBe(200);
    const changed = again.json<{ data: SavedSearch }>().data;
    // Compared without their row ids, in one order (the rows are new).
    const withoutRowIds = (list: SavedSearch['locations']) =>
      list.map(({ _id, ...l }) => l).sort((x, y) => x.type.localeCompare(y.type));
    expect(withoutRowIds(changed.locations)).toEqual(withoutRowIds(stored.locations));
    expect(await matchesOf()).toContain(onStreet);
  });

  it('searches saved with a street before its id was kept take it from the gazetteer (migration 0011)', async () => {
    const search = await create(a.token, { locations: [{ type: 'street', id: streetId }] });
    // As such a search was stored: the street's name only.
    await t.database.db
      .update(savedSearchLocations)
      .set({ streetId: null })
      .where(eq(savedSearchLocations.searchId, search._id));
    const legacy = await call('GET', `/searches/${search._id}`, a.token);
    expect(legacy.json<{ data: SavedSearch }>().data.locations[0]?.id).toBeNull();

    const migration = readFileSync(
      new URL('../drizzle/0011_saved_search_location_street_ids.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "saved_search_locations"'));
    await t.database.db.execute(sql.raw(backfill!));
    const read = await call('GET', `/searches/${search._id}`, a.token);
    expect(read.json<{ data: SavedSearch }>().data.locations[0]).toMatchObject({
      type: 'street',
      id: streetId,
    });
  });

  it('the account page lists the same search (GET /api/v1/account)', async () => {
    const search = await create(a.token);
    const account = await call('GET', '/account', a.token);
    expect(account.json<{ searches: SavedSearch[] }>().searches).toContainEqual(search);
  });

  it('decisions.md: rooms are removed from a search of a non-residential type', async () => {
    const search = await create(a.token, { type: garage, rooms: { living: 1, bed: 3, bath: 1 } });
    expect(search.rooms).toEqual({ living: 0, bed: 0, bath: 0 });
    const flat = await create(a.token, { rooms: { living: 1, bed: 3, bath: 1 } });
    expect(flat.rooms).toEqual({ living: 1, bed: 3, bath: 1 });
  });

  it('changes and deletes an own search; the client stays', async () => {
    const search = await create(a.token);
    const changed = await call(
      'PATCH',
      `/searches/${search._id}`,
      a.token,
      body({ budget: 300_000, locations: [{ type: 'zone', id: GRIES }] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const data = changed.json<{ data: SavedSearch }>().data;
    expect(data.budget).toBe(300_000);
    expect(data.client).toBe(a.clientId);
    expect(data.locations.map((l) => l.type)).toEqual(['zone']);
    expect((await call('DELETE', `/searches/${search._id}`, a.token)).statusCode).toBe(204);
    expect((await call('GET', `/searches/${search._id}`, a.token)).statusCode).toBe(404);
  });

  it('a change of type and rent replaces the locations without first rewriting the old ones (decisions.md Saved searches and matching)', async () => {
    const search = await create(a.token, {
      locations: [
        { type: 'municipality', id: BOLZANO },
        { type: 'zone', id: GRIES },
      ],
    });
    const viewer = (await viewerOfToken(t.database.db, a.token))!;
    const alerts = {
      ...writeMatching(await matchAlertSettings(t.config, createFileStorage(t.config))),
      now: () => new Date(),
    };
    const input = savedSearchInputSchema.parse(
      body({ type: garage, rent: true, locations: [{ type: 'zone', id: GRIES }] }),
    );
    // The change runs in a savepoint of a transaction that reads the table's row counts before
    // and after it (pg_stat_xact_user_tables, not yet reported ones included); the whole is
    // rolled back afterwards.
    type Counts = Record<'inserted' | 'updated' | 'deleted', number>;
    const countsOf = async (tx: Pick<Database, 'execute'>) => {
      const result = await tx.execute(sql`
        select n_tup_ins::int as inserted, n_tup_upd::int as updated, n_tup_del::int as deleted
          from pg_stat_xact_user_tables where relname = 'saved_search_locations'`);
      return (result as { rows: Counts[] }).rows[0]!;
    };
    let changed: SavedSearch | undefined;
    let written: Counts | undefined;
    await t.database.db
      .transaction(async (tx) => {
        const before = await countsOf(tx);
        changed = await updateSearch(tx, alerts, viewer, search._id, input);
        const after = await countsOf(tx);
        written = {
          inserted: after.inserted - before.inserted,
          updated: after.updated - before.updated,
          deleted: after.deleted - before.deleted,
        };
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(changed).toMatchObject({ rent: true, type: { _id: garage } });
    expect(changed?.locations.map((l) => l.type)).toEqual(['zone']);
    expect(written).toEqual({ inserted: 1, updated: 0, deleted: 2 });
  });

  it('needs a session (401)', async () => {
    expect((await call('POST', '/searches', undefined, body())).statusCode).toBe(401);
  });

  it('staff may save a search for a client and see and change anyone’s', async () => {
    const search = await create(agent.token, { client: b.clientId });
    expect(search.client).toBe(b.clientId);
    const own = await create(b.token);
    expect((await call('GET', `/searches/${own._id}`, agent.token)).statusCode).toBe(200);
    const changed = await call('PATCH', `/searches/${own._id}`, agent.token, body({ budget: 5 }));
    expect(changed.statusCode).toBe(200);
  });

  it('a user cannot save for another client: the search is their own', async () => {
    const search = await create(a.token, { client: b.clientId });
    expect(search.client).toBe(a.clientId);
  });
});

describe("another user's search (buyer-side.md §6: own data only)", () => {
  it('GET, PATCH, DELETE and matches answer 404 and change nothing', async () => {
    const search = await create(b.token, { budget: 1000 });
    const [before] = await t.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search._id));
    for (const [method, url, payload] of [
      ['GET', `/searches/${search._id}`, undefined],
      ['PATCH', `/searches/${search._id}`, body({ budget: 1 })],
      ['DELETE', `/searches/${search._id}`, undefined],
      ['GET', `/searches/${search._id}/matches`, undefined],
      ['GET', `/searches/${search._id}/reccomend`, undefined],
    ] as const) {
      const answer = await call(method, url, a.token, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json<ErrorBody>().error.code).toBe('not_found');
    }
    const [after] = await t.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search._id));
    expect(after).toEqual(before);
  });
});

describe('buyer-side.md §5 saved search validation: 4xx and nothing stored', () => {
  const rejected = async (payload: unknown, field: string | RegExp) => {
    const searches = await countSearches();
    const locations = await countLocations();
    const answer = await call('POST', '/searches', a.token, payload);
    expect(answer.statusCode, answer.body).toBe(400);
    const error = answer.json<ErrorBody>().error;
    expect(error.code).toBe('validation_error');
    expect(error.fields?.map((f) => f.field).join(' ')).toMatch(field);
    expect(await countSearches()).toBe(searches);
    expect(await countLocations()).toBe(locations);
    return error;
  };
  const polygon = (coordinates: [number, number][]) => ({
    type: 'polygon',
    name: 'Zona',
    geoJson: { type: 'Polygon', coordinates: [coordinates] },
  });

  it('type is required', async () => {
    await rejected({ locations: [{ type: 'municipality', id: BOLZANO }] }, 'type');
  });

  it("at least one location: 'Questo campo non deve essere vuoto'", async () => {
    const searches = await countSearches();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/searches',
      headers: auth(a.token, 'it'),
      payload: { type: apartment, locations: [] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.fields).toContainEqual({
      field: 'locations',
      message: 'Questo campo non deve essere vuoto',
    });
    expect(await countSearches()).toBe(searches);
  });

  it('an unknown location id names the field', async () => {
    await rejected(body({ locations: [{ type: 'municipality', id: '999999' }] }), 'locations.0.id');
    await rejected(
      body({
        locations: [
          { type: 'zone', id: GRIES },
          { type: 'zone', id: 'nowhere' },
        ],
      }),
      'locations.1.id',
    );
    await rejected(
      body({ locations: [{ type: 'street', id: '00000000-0000-4000-8000-000000000000' }] }),
      'locations.0.id',
    );
  });

  it('an unknown type names the field', async () => {
    await rejected(body({ type: '00000000-0000-4000-8000-000000000000' }), 'type');
  });

  it('a self-intersecting polygon', async () => {
    const { x, y } = IN_BOLZANO;
    await rejected(
      body({
        locations: [
          polygon([
            [x, y],
            [x + 0.01, y + 0.01],
            [x + 0.01, y],
            [x, y + 0.01],
            [x, y],
          ]),
        ],
      }),
      'locations.0.geoJson',
    );
  });

  it('an open ring', async () => {
    await rejected(
      body({ locations: [polygon(squareAround(IN_BOLZANO).slice(0, 4))] }),
      /locations/,
    );
  });

  it(`a polygon of 10,000 points (at most ${MAX_POLYGON_POINTS})`, async () => {
    const ring: [number, number][] = Array.from({ length: 9_999 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 9_999;
      return [IN_BOLZANO.x + 0.01 * Math.cos(angle), IN_BOLZANO.y + 0.01 * Math.sin(angle)];
    });
    ring.push(ring[0]!);
    await rejected(body({ locations: [polygon(ring)] }), /locations/);
  });

  it('a polygon far from South Tyrol', async () => {
    await rejected(
      body({ locations: [polygon(squareAround({ x: 12.5, y: 41.9 }))] }),
      'locations.0.geoJson',
    );
  });

  it('a budget below 0', async () => {
    await rejected(body({ budget: -1 }), 'budget');
  });

  it('each bad change (PATCH) answers 400 and leaves the search and its locations as they were', async () => {
    const search = await create(a.token, { budget: 555, locations: [{ type: 'zone', id: GRIES }] });
    const { x, y } = IN_BOLZANO;
    const crossing: [number, number][] = [
      [x, y],
      [x + 0.01, y + 0.01],
      [x + 0.01, y],
      [x, y + 0.01],
      [x, y],
    ];
    const huge: [number, number][] = Array.from({ length: 9_999 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 9_999;
      return [x + 0.01 * Math.cos(angle), y + 0.01 * Math.sin(angle)];
    });
    huge.push(huge[0]!);
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['a self-intersecting polygon', { locations: [polygon(crossing)] }, 'locations.0.geoJson'],
      [
        'an open polygon',
        { locations: [polygon(squareAround(IN_BOLZANO).slice(0, 4))] },
        /locations/,
      ],
      ['a polygon of 10,000 points', { locations: [polygon(huge)] }, /locations/],
      [
        'an unknown location id',
        { locations: [{ type: 'municipality', id: '999999' }] },
        'locations.0.id',
      ],
      ['a budget below 0', { budget: -1 }, 'budget'],
      ['alerts that are not true or false', { alerts: 'sometimes' }, 'alerts'],
    ];
    const locations = await countLocations();
    for (const [what, extra, field] of cases) {
      const answer = await call('PATCH', `/searches/${search._id}`, a.token, body(extra));
      expect(answer.statusCode, what).toBe(400);
      const error = answer.json<ErrorBody>().error;
      expect(error.code, what).toBe('validation_error');
      expect(error.fields?.map((f) => f.field).join(' '), what).toMatch(field);
      const read = await call('GET', `/searches/${search._id}`, a.token);
      expect(read.json<{ data: SavedSearch }>().data, what).toEqual(search);
      expect(await countLocations(), what).toBe(locations);
    }
  });

  it('a bad change leaves the search as it was', async () => {
    const search = await create(a.token, { budget: 777 });
    const answer = await call(
      'PATCH',
      `/searches/${search._id}`,
      a.token,
      body({ budget: 1, locations: [{ type: 'zone', id: 'nowhere' }] }),
    );
    expect(answer.statusCode).toBe(400);
    const read = await call('GET', `/searches/${search._id}`, a.token);
    expect(read.json<{ data: SavedSearch }>().data).toEqual(search);
  });
});

describe('decisions.md Saved searches and matching: a new search is matched at once', () => {
  it('creating a search matches the confirmed listings it fits, in the same call', async () => {
    const listing = await placeListing(t.database.db);
    const search = await create(a.token);
    const rows = await t.database.db.select().from(matches).where(eq(matches.searchId, search._id));
    expect(rows.map((r) => r.propertyId)).toContain(listing);
  });
});
