/**
 * The matching SQL against the domain's rule (decisions.md Saved searches and matching): on
 * generated listings and saved searches, the statements match a pair exactly when the domain's
 * `matchesSearch` says it matches, in both directions (a new search finds its listings, a new
 * listing finds its searches). Each run checks every pair of its listings and searches, well over
 * a thousand, with a fixed seed so that a failure can be replayed.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@domus/domain/core/constants';
import {
  matchesSearch,
  streetNames,
  type GazetteerStreet,
  type MatchCase,
  type SearchArea,
} from '@domus/domain/search/saved-search';
import {
  matches,
  properties,
  savedSearches,
  streets as streetsTable,
  zones,
} from '../src/db/schema.ts';
import {
  insertMatchesOfProperty,
  insertMatchesOfSearch,
} from '../src/modules/matching/matching.repository.ts';
import { insertLocations, insertSavedSearch } from '../src/modules/searches/searches.repository.ts';
import { BOLZANO, buyer, GRIES, MERANO, seedPlaces, typeId } from './helpers/search-fixtures.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** Listings and searches per run: 36 × 30 = 1,080 pairs, each checked in both directions. */
const LISTINGS = 36;
const SEARCHES = 30;
const RUNS = 2;
const SEED = 20_261_126;

const MAIA = 'maia-test';
/** The streets of the test gazetteer per municipality (seedPlaces adds Via Museo to Bolzano). */
const GAZETTEER: Record<string, GazetteerStreet[]> = {
  [BOLZANO]: [
    { nameIt: 'Via Museo', nameDe: 'Museumstraße' },
    { nameIt: 'Via Roma', nameDe: 'Romstraße' },
    { nameIt: 'Via Druso', nameDe: null },
  ],
  [MERANO]: [
    { nameIt: 'Via Roma', nameDe: 'Romstraße' },
    { nameIt: 'Corso Libertà', nameDe: 'Freiheitsstraße' },
  ],
};
/** Names a listing may give its street: the gazetteer's and one it does not know. */
const TYPED_STREETS = [
  ...new Set(
    Object.values(GAZETTEER)
      .flat()
      .flatMap((s) => [s.nameIt, s.nameDe]),
  ),
]
  .filter((n): n is string => n !== null)
  .concat('Via Inesistente');

/** The listing types drawn from: two residential, and one each of three other categories. */
const TYPES: { category: Category; code: string }[] = [
  { category: 'residential', code: 'apartment' },
  { category: 'residential', code: 'house' },
  { category: 'garage', code: 'garage' },
  { category: 'commercial', code: 'hotel' },
  { category: 'buildingland', code: 'residential' },
];

/** Prices and budgets around each other, so that "at most the budget" is tried at its edge. */
const AMOUNTS = [900, 1_000, 1_050, 249_999, 250_000, 300_000];

type Ring = [number, number][];

let database: TestDatabase;
let clientId: string;
let typeIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await seedPlaces(db);
  await db.insert(zones).values({
    id: MAIA,
    municipalityId: MERANO,
    kind: 'quarter',
    nameIt: 'Maia',
    nameDe: 'Mais',
    searchKey: 'maia|mais',
    point: { x: 11.17, y: 46.66 },
    source: 'test',
  });
  const museo = GAZETTEER[BOLZANO]![0]!;
  await db.insert(streetsTable).values(
    Object.entries(GAZETTEER).flatMap(([municipalityId, list]) =>
      list
        .filter((s) => s !== museo)
        .map((s) => ({
          municipalityId,
          nameIt: s.nameIt,
          nameDe: s.nameDe,
          searchKey: [s.nameIt, s.nameDe].filter(Boolean).join('|').toLowerCase(),
          source: 'test',
        })),
    ),
  );
  clientId = (await buyer(db, 'matching-domain@example.com')).clientId;
  typeIds = await Promise.all(TYPES.map((t) => typeId(db, t.category, t.code)));
});
afterAll(() => database?.destroy());

/** A name with some of its ASCII letters in the other case (the gazetteer is compared so). */
const recased = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((flip) =>
      [...name].map((ch, i) => (flip[i] && /[a-z]/i.test(ch) ? swapCase(ch) : ch)).join(''),
    );
const swapCase = (ch: string) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase());

/** A coordinate in the box of the test municipalities, off the grid the zones are drawn on. */
const coordinate = (min: number, max: number) =>
  fc
    .integer({ min: Math.round(min * 1000), max: Math.round(max * 1000) })
    .map((n) => n / 1000 + 0.00037);

const corner = fc.tuple(fc.integer({ min: 1100, max: 1150 }), fc.integer({ min: 4640, max: 4680 }));

/** A drawn zone: a rectangle on a 0.01° grid, or a triangle whose corners are on that grid. */
const ringArb: fc.Arbitrary<Ring> = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 1100, max: 1140 }),
      fc.integer({ min: 4640, max: 4670 }),
      fc.integer({ min: 1, max: 15 }),
      fc.integer({ min: 1, max: 15 }),
    )
    .map(([x, y, w, h]): Ring => {
      const [x0, y0, x1, y1] = [x / 100, y / 100, (x + w) / 100, (y + h) / 100];
      return [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
        [x0, y0],
      ];
    }),
  fc
    .tuple(corner, corner, corner)
    .filter(([a, b, c]) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) !== 0)
    .map(([a, b, c]) => [a, b, c, a].map(([x, y]) => [x / 100, y / 100] as [number, number])),
);

type GeneratedListing = Omit<MatchCase['listing'], 'typeId'> & { type: number };

const listingArb: fc.Arbitrary<GeneratedListing> = fc
  .record({
    status: fc.constantFrom(
      ...(['confirmed', 'confirmed', 'confirmed', 'confirmed', 'unconfirmed', 'draft'] as const),
    ),
    rent: fc.boolean(),
    type: fc.integer({ min: 0, max: TYPES.length - 1 }),
    price: fc.oneof(fc.constant(null), fc.constant(0), fc.constantFrom(...AMOUNTS)),
    bedrooms: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    municipalityId: fc.option(fc.constantFrom(BOLZANO, MERANO), { nil: null }),
    zoneId: fc.option(fc.constantFrom(GRIES, MAIA), { nil: null }),
    street: fc.option(fc.constantFrom(...TYPED_STREETS).chain(recased), { nil: null }),
    point: fc.option(
      fc.oneof(
        fc.record({ x: coordinate(11, 11.5), y: coordinate(46.4, 46.8) }),
        // Exactly on a corner of the grid, so that points on a drawn zone's edge occur.
        fc.record({
          x: fc.integer({ min: 1100, max: 1150 }).map((n) => n / 100),
          y: fc.integer({ min: 4640, max: 4680 }).map((n) => n / 100),
        }),
      ),
      { nil: null },
    ),
  })
  .map(({ status, ...l }) => ({
    ...l,
    isConfirmed: status === 'confirmed',
    isDraft: status === 'draft',
  }));

/** A location as generated: what is stored and what the domain compares. */
type GeneratedLocation =
  | { kind: 'municipality'; municipalityId: string }
  | { kind: 'zone'; zoneId: string }
  | { kind: 'street'; municipalityId: string; name: string }
  | { kind: 'polygon'; ring: Ring };

const locationArb: fc.Arbitrary<GeneratedLocation> = fc.oneof(
  fc.record({
    kind: fc.constant('municipality' as const),
    municipalityId: fc.constantFrom(BOLZANO, MERANO),
  }),
  fc.record({ kind: fc.constant('zone' as const), zoneId: fc.constantFrom(GRIES, MAIA) }),
  fc
    .constantFrom(
      ...Object.entries(GAZETTEER).flatMap(([municipalityId, list]) =>
        list.map((s) => ({ municipalityId, street: s })),
      ),
    )
    // The search stores the street by the name the service gives it: Italian, else German.
    .map(({ municipalityId, street }) => ({
      kind: 'street' as const,
      municipalityId,
      name: (street.nameIt ?? street.nameDe)!,
    })),
  fc.record({ kind: fc.constant('polygon' as const), ring: ringArb }),
);

type GeneratedSearch = {
  rent: boolean;
  type: number;
  budget: number;
  bedrooms: number;
  locations: GeneratedLocation[];
};

const searchArb: fc.Arbitrary<GeneratedSearch> = fc.record({
  rent: fc.boolean(),
  type: fc.integer({ min: 0, max: TYPES.length - 1 }),
  budget: fc.oneof(fc.constant(0), fc.constantFrom(...AMOUNTS)),
  bedrooms: fc.integer({ min: 0, max: 4 }),
  locations: fc.array(locationArb, { minLength: 1, maxLength: 3 }),
});

/**
 * A location that contains the listing, or just misses it: its municipality, its zone, its
 * street by the gazetteer's name in either language, or a drawn zone with the listing's point
 * inside, on a corner or just outside.
 */
function locationsNear(l: GeneratedListing): fc.Arbitrary<GeneratedLocation>[] {
  const near: fc.Arbitrary<GeneratedLocation>[] = [];
  if (l.municipalityId) {
    near.push(fc.constant({ kind: 'municipality', municipalityId: l.municipalityId }));
    const known = (GAZETTEER[l.municipalityId] ?? []).filter((s) =>
      [s.nameIt, s.nameDe].some((n) => n?.toLowerCase() === l.street?.toLowerCase()),
    );
    if (known.length) {
      near.push(
        fc.constantFrom(...known).map((s) => ({
          kind: 'street' as const,
          municipalityId: l.municipalityId!,
          name: (s.nameIt ?? s.nameDe)!,
        })),
      );
    }
  }
  if (l.zoneId) near.push(fc.constant({ kind: 'zone', zoneId: l.zoneId }));
  if (l.point) {
    const { x, y } = l.point;
    near.push(
      fc
        .tuple(fc.constantFrom(-0.01, 0, 0.01), fc.constantFrom(-0.01, 0, 0.01))
        .map(([dx, dy]) => ({
          kind: 'polygon' as const,
          ring: [
            [x + dx, y + dy],
            [x + dx + 0.02, y + dy],
            [x + dx + 0.02, y + dy + 0.02],
            [x + dx, y + dy + 0.02],
            [x + dx, y + dy],
          ],
        })),
    );
  }
  return near;
}

/**
 * A search aimed at a listing: its rent flag and type, a budget at, just under or above its
 * price, its bedrooms or one more, and a location near it, so that many pairs match and every
 * clause decides some of them at its edge.
 */
function searchNear(l: GeneratedListing): fc.Arbitrary<GeneratedSearch> {
  const price = l.price ?? 0;
  const near = locationsNear(l);
  return fc.record({
    rent: fc.constantFrom(l.rent, l.rent, l.rent, l.rent, l.rent, !l.rent),
    type: fc.constantFrom(l.type, l.type, l.type, l.type, l.type, (l.type + 1) % TYPES.length),
    budget: fc.constantFrom(0, 0, price, price, price + 1, Math.max(price - 1, 0), 1_000),
    bedrooms: fc.constantFrom(0, l.bedrooms ?? 0, (l.bedrooms ?? 0) + 1),
    locations: fc
      .tuple(near.length ? fc.oneof(...near) : locationArb, fc.array(locationArb, { maxLength: 1 }))
      .map(([first, rest]) => [first, ...rest]),
  });
}

/** Listings, and searches mostly aimed at one of them, some drawn freely. */
const worldArb = fc
  .array(listingArb, { minLength: LISTINGS, maxLength: LISTINGS })
  .chain((listings) =>
    fc.tuple(
      fc.constant(listings),
      fc.array(
        fc.oneof(
          { arbitrary: searchArb, weight: 1 },
          { arbitrary: fc.constantFrom(...listings).chain(searchNear), weight: 3 },
        ),
        {
          minLength: SEARCHES,
          maxLength: SEARCHES,
        },
      ),
    ),
  );

/** The location as the domain's rule takes it. */
function domainArea(location: GeneratedLocation): SearchArea {
  if (location.kind !== 'street') return location;
  return {
    kind: 'street',
    municipalityId: location.municipalityId,
    names: streetNames(location.name, GAZETTEER[location.municipalityId] ?? []),
  };
}

async function insertListing(listing: GeneratedListing): Promise<string> {
  const id = randomUUID();
  const { category } = TYPES[listing.type]!;
  await database.db.insert(properties).values({
    id,
    category,
    typeId: typeIds[listing.type]!,
    rent: listing.rent,
    price: listing.price,
    bedrooms: listing.bedrooms,
    isConfirmed: listing.isConfirmed,
    isDraft: !!listing.isDraft,
    municipalityId: listing.municipalityId,
    zoneId: listing.zoneId,
    street: listing.street,
    // fast-check's records have no prototype, which drizzle's value check expects.
    point: listing.point && { x: listing.point.x, y: listing.point.y },
    title: { it: 'Annuncio', de: 'Anzeige', en: 'Listing' },
    description: { it: '', de: '', en: '' },
  });
  return id;
}

async function insertSearch(search: GeneratedSearch): Promise<string> {
  const id = await insertSavedSearch(database.db, {
    clientId,
    rent: search.rent,
    typeId: typeIds[search.type]!,
    budget: search.budget,
    rooms: { living: 0, bed: search.bedrooms, bath: 0 },
  });
  await insertLocations(
    database.db,
    id,
    search.locations.map((l) => ({
      kind: l.kind,
      municipalityId: l.kind === 'municipality' || l.kind === 'street' ? l.municipalityId : null,
      zoneId: l.kind === 'zone' ? l.zoneId : null,
      streetId: null,
      streetName: l.kind === 'street' ? l.name : null,
      name: l.kind,
      geoJson:
        l.kind === 'polygon' ? JSON.stringify({ type: 'Polygon', coordinates: [l.ring] }) : null,
    })),
  );
  return id;
}

const pairKey = (searchId: string, propertyId: string) => `${searchId} ${propertyId}`;

describe('decisions.md Saved searches and matching: the SQL agrees with the domain rule', () => {
  it('matches a generated pair exactly when the domain says it matches, both directions', async () => {
    let pairs = 0;
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(worldArb, async ([listings, searches]) => {
        const db = database.db;
        await db.delete(properties);
        await db.delete(savedSearches);
        const listingIds: string[] = [];
        for (const l of listings) listingIds.push(await insertListing(l));
        const searchIds: string[] = [];
        for (const s of searches) searchIds.push(await insertSearch(s));

        const expected = new Set<string>();
        searches.forEach((s, i) => {
          listings.forEach((l, j) => {
            const pair: MatchCase = {
              search: {
                rent: s.rent,
                typeId: typeIds[s.type]!,
                budget: s.budget,
                bedrooms: s.bedrooms,
                category: TYPES[s.type]!.category,
                locations: s.locations.map(domainArea),
              },
              listing: { ...l, typeId: typeIds[l.type]! },
            };
            if (matchesSearch(pair)) expected.add(pairKey(searchIds[i]!, listingIds[j]!));
          });
        });
        pairs += searches.length * listings.length;
        matched += expected.size;

        // A new search finds its listings.
        const bySearch = new Set<string>();
        for (const id of searchIds) {
          for (const m of await insertMatchesOfSearch(db, id)) {
            bySearch.add(pairKey(m.searchId, m.propertyId));
          }
        }
        expect([...bySearch].sort()).toEqual([...expected].sort());

        // A new listing finds its searches.
        await db.delete(matches);
        const byProperty = new Set<string>();
        for (const id of listingIds) {
          for (const m of await insertMatchesOfProperty(db, id)) {
            byProperty.add(pairKey(m.searchId, m.propertyId));
          }
        }
        expect([...byProperty].sort()).toEqual([...expected].sort());
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // The generated data must exercise both answers, or the comparison proves nothing.
    expect(pairs).toBeGreaterThanOrEqual(RUNS * 1_000);
    expect(matched).toBeGreaterThan(RUNS * 10);
    expect(matched).toBeLessThan(pairs / 2);
  }, 600_000);
});
