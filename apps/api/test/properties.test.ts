import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyCardSchema } from '@domus/domain/listing/property-card.schema';
import { propertySearchResponseSchema } from '@domus/domain/search/property-search.schema';
import { propertySchema, type Property } from '@domus/domain/listing/property.schema';
import { encodeShape } from '@domus/domain/search/search-shape';
import type { Database } from '../src/db/client.ts';
import {
  accounts,
  files,
  municipalities,
  properties,
  propertyTypes,
  sellers,
  streets,
  zones,
} from '../src/db/schema.ts';
import { canView } from '../src/modules/properties/properties.service.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

type SearchAnswer = {
  meta: { page: number; numOfPages: number; total: number };
  result: { _id: string; property_id: number; price: number | null; area: number | null }[];
};

const BOLZANO = '021008';
const MERANO = '021051';
const GRIES = 'zone-gries';
const STREET_ID = randomUUID();
const DAY = 24 * 3600_000;
const NOW = Date.parse('2026-06-01T12:00:00Z');

/** The listings of the tests: what each one is, in creation order (newest last). */
type Fixture = {
  n: number;
  category: 'residential' | 'garage' | 'commercial';
  code: string;
  rent?: boolean;
  price: number;
  area: number;
  rooms?: number;
  city?: string;
  zone?: string;
  street?: string;
  confirmed?: boolean;
  /** Where it lies, [lng, lat]; in Bolzano unless given. */
  point?: [number, number];
};

// Fifteen confirmed residential sales (more than one page of 12), and a few of everything else.
const FIXTURES: Fixture[] = [
  ...Array.from({ length: 15 }, (_, i): Fixture => ({
    n: 100 + i,
    category: 'residential',
    code: i % 3 === 0 ? 'house' : 'apartment',
    price: 200_000 + i * 10_000,
    area: 50 + ((i * 37) % 100),
    rooms: 1 + (i % 5),
    city: i % 2 ? MERANO : BOLZANO,
    zone: i % 4 === 0 ? GRIES : undefined,
    street: i === 4 ? 'Via Roma' : 'Via Stazione',
    // One lies in Merano's old town, for the drawn area (issue 34 point 2).
    point: i === 14 ? ([11.16, 46.67] as [number, number]) : undefined,
  })),
  {
    n: 200,
    category: 'residential',
    code: 'apartment',
    rent: true,
    price: 900,
    area: 60,
    rooms: 3,
  },
  {
    n: 201,
    category: 'residential',
    code: 'apartment',
    rent: true,
    price: 1500,
    area: 95,
    rooms: 4,
  },
  { n: 202, category: 'garage', code: 'garage', price: 30_000, area: 15 },
  { n: 203, category: 'garage', code: 'garage', rent: true, price: 120, area: 14 },
  { n: 204, category: 'commercial', code: 'office', price: 450_000, area: 180 },
  {
    n: 300,
    category: 'residential',
    code: 'villa',
    price: 2_000_000,
    area: 400,
    rooms: 9,
    confirmed: false,
  },
];

type Ids = { byNumber: Map<number, string>; ownerAccount: string; typeId: Map<string, string> };

async function seedCatalogue(db: Database): Promise<Ids> {
  await seedPropertyTypes(db);
  const square = (x: number, y: number) =>
    sql`ST_GeomFromText(${`MULTIPOLYGON(((${x} ${y},${x + 0.1} ${y},${x + 0.1} ${y + 0.1},${x} ${y + 0.1},${x} ${y})))`}, 4326)`;
  await db.insert(municipalities).values([
    {
      id: BOLZANO,
      cadastralCode: 'A952',
      nameIt: 'Bolzano',
      nameDe: 'Bozen',
      searchKey: 'bolzano|bozen',
      seat: { x: 11.35, y: 46.5 },
      boundary: square(11.3, 46.45) as never,
    },
    {
      id: MERANO,
      cadastralCode: 'F132',
      nameIt: 'Merano',
      nameDe: 'Meran',
      searchKey: 'merano|meran',
      seat: { x: 11.16, y: 46.67 },
      boundary: square(11.1, 46.6) as never,
    },
  ]);
  await db.insert(zones).values({
    id: GRIES,
    municipalityId: BOLZANO,
    kind: 'quarter',
    nameIt: 'Gries',
    nameDe: 'Gries',
    nameLld: 'Gries',
    searchKey: 'gries',
    point: { x: 11.33, y: 46.5 },
    source: 'test',
  });
  await db.insert(streets).values({
    id: STREET_ID,
    municipalityId: BOLZANO,
    nameIt: 'Via Roma',
    nameDe: 'Romstraße',
    searchKey: 'via roma|romstrasse',
    source: 'test',
  });
  const [account] = await db.insert(accounts).values({ email: 'owner@domus.example' }).returning();
  const [seller] = await db
    .insert(sellers)
    .values({
      accountId: account!.id,
      name: 'Anna',
      familyName: 'Huber',
      email: 'owner@domus.example',
    })
    .returning();
  const types = await db.select().from(propertyTypes);
  const typeId = new Map(types.map((t) => [`${t.category}|${t.code}`, t.id]));
  const byNumber = new Map<number, string>();
  for (const [i, f] of FIXTURES.entries()) {
    const id = randomUUID();
    const imageId = randomUUID();
    byNumber.set(f.n, id);
    const createdAt = new Date(NOW - (FIXTURES.length - i) * DAY);
    await db.insert(properties).values({
      id,
      propertyNumber: f.n,
      category: f.category,
      typeId: typeId.get(`${f.category}|${f.code}`)!,
      rent: f.rent ?? false,
      price: f.price,
      isConfirmed: f.confirmed ?? true,
      ownerId: seller!.id,
      title: { it: `Annuncio ${f.n}`, de: `Inserat ${f.n}`, en: `Listing ${f.n}` },
      description: { it: 'Descrizione', de: 'Beschreibung', en: 'Description' },
      mainImageId: imageId,
      mainImageIds: [imageId],
      municipalityId: f.city ?? BOLZANO,
      zoneId: f.zone ?? null,
      street: f.street ?? 'Via Stazione',
      streetNumber: '1',
      point: { x: f.point?.[0] ?? 11.35, y: f.point?.[1] ?? 46.5 },
      roomTotal: f.category === 'residential' ? (f.rooms ?? 0) : null,
      bathTotal: f.category === 'residential' ? 1 : null,
      bedrooms: f.category === 'residential' ? Math.max(0, (f.rooms ?? 1) - 1) : null,
      area: f.area,
      details:
        f.category === 'residential'
          ? { area: f.area, rooms: { bed: 2, living: 1, bath: 1 } }
          : { area: f.area },
      createdAt,
      updatedAt: createdAt,
    });
    const variant = (size: string) => ({
      webp: `2026/06/${size}-${imageId}.webp`,
      jpeg: `2026/06/${size}-${imageId}.jpg`,
      width: 300,
      height: 250,
    });
    await db.insert(files).values([
      {
        id: imageId,
        propertyId: id,
        kind: 'image',
        name: 'front.jpg',
        mime: 'image/jpeg',
        storageKey: `2026/06/full-${imageId}.jpg`,
        variants: { card: variant('card'), full: variant('full') },
        width: 1600,
        height: 1200,
        position: 0,
      },
      {
        propertyId: id,
        kind: 'image',
        name: 'kitchen.jpg',
        mime: 'image/jpeg',
        storageKey: `2026/06/k-${imageId}.jpg`,
        variants: { card: variant('card2') },
        width: 1600,
        height: 1200,
        position: 1,
      },
      {
        propertyId: id,
        kind: 'floorplan',
        name: 'plan.pdf',
        mime: 'application/pdf',
        storageKey: `2026/06/plan-${imageId}.pdf`,
        variants: {},
        position: 0,
      },
    ]);
  }
  return { byNumber, ownerAccount: account!.id, typeId };
}

describe('properties-search, newest listings and detail (buyer-side.md §2, §7, §9)', () => {
  let t: TestApp;
  let ids: Ids;
  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/v1/properties-search${query}` });
    return res;
  };
  const numbers = async (query: string) => {
    const res = await search(query);
    expect(res.statusCode).toBe(200);
    return res.json<SearchAnswer>().result.map((card) => card.property_id);
  };

  beforeAll(async () => {
    t = await createTestApp({
      prepare: async ({ db }) => {
        ids = await seedCatalogue(db);
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/v1/properties-search', () => {
    it('answers 12 confirmed sales a page, newest first, with page meta (buyer-side.md §7, §9 pagination above 12)', async () => {
      const res = await search('?rent=false&type=residential');
      expect(res.statusCode).toBe(200);
      const body = propertySearchResponseSchema.parse(res.json());
      expect(body.meta).toEqual({ page: 1, numOfPages: 2, total: 15 });
      expect(body.result.map((c) => c.property_id)).toEqual(
        Array.from({ length: 12 }, (_, i) => 114 - i),
      );
      const second = await search('?rent=false&type=residential&page=2');
      expect(second.json<SearchAnswer>().meta).toEqual({ page: 2, numOfPages: 2, total: 15 });
      expect(second.json<SearchAnswer>().result.map((c) => c.property_id)).toEqual([102, 101, 100]);
    });

    it('never lists an unconfirmed listing (buyer-side.md §4 Property)', async () => {
      const all = await numbers('?rent=false&sort=price_desc');
      expect(all).not.toContain(300);
      const res = await search('?rent=false&type=residential&propertyType=villa');
      expect(res.json<SearchAnswer>().meta.total).toBe(0);
    });

    it('answers cards with type, places, rooms and the main image (seller-side.md §2 Property card)', async () => {
      const res = await search('?rent=true&type=residential');
      const card = propertyCardSchema.parse(res.json<{ result: unknown[] }>().result[0]);
      expect(card).toMatchObject({
        property_id: 201,
        category: 'residential',
        rent: true,
        price: 1500,
        rooms: 4,
        baths: 1,
        bedrooms: 3,
        owner: null,
        type: { id: 'apartment', type: 'residential', category: 'residential' },
        location: {
          municipality: { id: BOLZANO, name: { it: 'Bolzano', de: 'Bozen' } },
          zone: null,
        },
      });
      expect(card.image?.variants?.card?.webp).toMatch(/^\/files\/.+\.webp$/);
    });

    it('filters by rent (buyer-side.md §7 rent)', async () => {
      expect(await numbers('?rent=true')).toEqual([203, 201, 200]);
      expect(await numbers('?rent=false&type=garage')).toEqual([202]);
      // Without rent the search is a sale search, as the search box sends it.
      expect(await numbers('?type=garage')).toEqual([202]);
    });

    it('filters by category and by subtype code or type id (buyer-side.md §7 type, propertyType)', async () => {
      expect(await numbers('?type=commercial')).toEqual([204]);
      const houses = await numbers('?type=residential&propertyType=house');
      expect(houses).toEqual([112, 109, 106, 103, 100]);
      const houseId = ids.typeId.get('residential|house')!;
      expect(await numbers(`?propertyType=${houseId}`)).toEqual(houses);
      expect(await numbers('?propertyType=office')).toEqual([204]);
      // A subtype of another category finds nothing.
      expect(await numbers('?type=garage&propertyType=house')).toEqual([]);
    });

    it('filters by municipality, zone and street; the place name is only shown (buyer-side.md §7 locationId, locationType, locationName)', async () => {
      const merano = await numbers(
        `?locationType=municipality&locationId=${MERANO}&locationName=Bolzano`,
      );
      expect(merano).toEqual([113, 111, 109, 107, 105, 103, 101]);
      expect(await numbers(`?locationType=zone&locationId=${GRIES}`)).toEqual([112, 108, 104, 100]);
      expect(await numbers(`?locationType=street&locationId=${STREET_ID}`)).toEqual([104]);
      expect(await numbers('?locationType=street&locationId=via%20roma')).toEqual([104]);
    });

    it('finds residential listings with at least N rooms (buyer-side.md §7 numOfRooms, §9 room total)', async () => {
      const res = await search('?numOfRooms=5');
      expect(res.json<SearchAnswer>().result.map((c) => c.property_id)).toEqual([114, 109, 104]);
      expect(await numbers('?rent=true&numOfRooms=4')).toEqual([201]);
      expect(await numbers('?type=garage&numOfRooms=1')).toEqual([]);
    });

    it('filters the price by budget[min] and budget[max], and by budgetMin/budgetMax (buyer-side.md §7 budget, §9 budget options)', async () => {
      expect(await numbers('?type=residential&budget[min]=300000&budget[max]=320000')).toEqual([
        112, 111, 110,
      ]);
      expect(
        await numbers('?type=residential&budget%5Bmin%5D=300000&budget%5Bmax%5D=320000'),
      ).toEqual([112, 111, 110]);
      expect(await numbers('?type=residential&budgetMin=300000&budgetMax=320000')).toEqual([
        112, 111, 110,
      ]);
      expect(await numbers('?type=residential&budget[max]=210000')).toEqual([101, 100]);
      // Renting, the budget is the monthly rent.
      expect(await numbers('?rent=true&type=residential&budget[max]=1000')).toEqual([200]);
      // An open upper end and a minimum of 0 filter nothing.
      expect(
        (await search('?type=residential&budget[min]=0&budget[max]=')).json<SearchAnswer>().meta
          .total,
      ).toBe(15);
    });

    it('sorts by price up and down and by area (buyer-side.md §7 sort option of issue 3)', async () => {
      const up = (await search('?type=residential&sort=price_asc')).json<SearchAnswer>().result;
      expect(up.map((c) => c.price)).toEqual([...up.map((c) => c.price)].sort((a, b) => a! - b!));
      expect(up[0]!.property_id).toBe(100);
      const down = (await search('?type=residential&sort=price_desc')).json<SearchAnswer>().result;
      expect(down[0]!.property_id).toBe(114);
      const area = (await search('?type=residential&sort=area')).json<SearchAnswer>().result;
      const areas = area.map((c) => c.area!);
      expect(areas).toEqual([...areas].sort((a, b) => b - a));
    });

    describe('bad query strings answer 400 or an empty result, never 500 (issue 3 targets; decisions.md Contract)', () => {
      it.each([
        ['page 0', '?page=0'],
        ['page 10^9', '?page=1000000000'],
        ['page not a number', '?page=two'],
        ['an unknown category', '?type=castle'],
        ['an unknown sort', '?sort=cheapest'],
        ['a negative budget', '?budget[min]=-100'],
        ['a negative budgetMax', '?budgetMax=-1'],
        ['a budget that is not a number', '?budget[max]=lots'],
        ['a budget given as plain text', '?budget=500'],
        ['a budget given twice', '?budget[min]=1&budget[min]=2'],
        ['rooms below zero', '?numOfRooms=-2'],
        ['an unknown place kind', '?locationType=planet&locationId=1'],
        ['a 10,000-character place name', `?locationName=${'a'.repeat(10_000)}`],
        ['an unknown language', '?lang=fr'],
      ])('answers 400 in the error format for %s', async (_, query) => {
        const res = await search(query);
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorBody>().error.code).toBe('validation_error');
      });

      it('names the offending field in the request language', async () => {
        const res = await t.app.inject({ url: '/api/v1/properties-search?page=0&lang=de' });
        const { error } = res.json<ErrorBody>();
        expect(error.fields?.map((f) => f.field)).toEqual(['page']);
        expect(error.message).not.toBe(
          (
            await t.app.inject({ url: '/api/v1/properties-search?page=0&lang=it' })
          ).json<ErrorBody>().error.message,
        );
      });

      it.each([
        ['an unknown municipality', '?locationType=municipality&locationId=999999'],
        ['an unknown zone', '?locationType=zone&locationId=nowhere'],
        ['an unknown street id', `?locationType=street&locationId=${randomUUID()}`],
        ['an unknown subtype', '?propertyType=castle'],
        ['an unknown type id', `?propertyType=${randomUUID()}`],
        ['a reversed budget', '?budget[min]=500000&budget[max]=100000'],
        ['a page beyond the last', '?page=99999'],
        ['a place id of SQL', "?locationType=zone&locationId=1'%20or%20'1'='1"],
      ])('answers an empty result for %s', async (_, query) => {
        const res = await search(query);
        expect(res.statusCode).toBe(200);
        expect(res.json<SearchAnswer>().result).toEqual([]);
      });
    });

    describe('a drawn area in the address (issue 34 point 2, decision 072)', () => {
      const shapeOf = (ring: [number, number][]) =>
        `&shape=${encodeURIComponent(encodeShape(ring))}`;
      const box = (west: number, south: number, east: number, north: number) =>
        shapeOf([
          [west, south],
          [east, south],
          [east, north],
          [west, north],
        ]);
      const merano = box(11.15, 46.66, 11.17, 46.68);

      it('finds the listings the area covers, and counts only them', async () => {
        const res = await search(`?rent=false&type=residential${merano}`);
        expect(res.statusCode).toBe(200);
        const body = res.json<SearchAnswer>();
        expect(body.meta.total).toBe(1);
        expect(body.result.map((card) => card.property_id)).toEqual([114]);
        const bolzano = await search(
          `?rent=false&type=residential${box(11.3, 46.45, 11.4, 46.55)}`,
        );
        expect(bolzano.json<SearchAnswer>().meta.total).toBe(14);
      });

      it('counts a listing on the drawn line as inside, as a saved zone does (saved-search.ts)', async () => {
        expect(await numbers(`?type=residential${box(11.16, 46.6, 11.2, 46.67)}`)).toEqual([114]);
      });

      it('lets a chosen place win over the area', async () => {
        const res = await search(
          `?type=residential&locationType=municipality&locationId=${BOLZANO}${merano}`,
        );
        // Bolzano's eight, 114 among them, not Merano's one alone.
        expect(res.json<SearchAnswer>().meta.total).toBe(8);
      });

      it.each([
        [
          'a broken polyline',
          '&shape=abc%20def',
          {
            it: 'L’area disegnata in questo indirizzo è danneggiata: la disegni di nuovo',
            en: 'The drawn area in this address is damaged: please draw it again',
          },
        ],
        [
          'edges that cross',
          shapeOf([
            [11.3, 46.45],
            [11.4, 46.55],
            [11.4, 46.45],
            [11.3, 46.55],
          ]),
          {
            it: 'I bordi della zona disegnata non devono incrociarsi',
            en: 'The edges of the drawn zone must not cross each other',
          },
        ],
        [
          'an area outside South Tyrol (Milan)',
          box(9.1, 45.4, 9.3, 45.5),
          {
            it: 'La zona disegnata deve trovarsi in Alto Adige',
            en: 'The drawn zone must lie in South Tyrol',
          },
        ],
        [
          'two corners only',
          shapeOf([
            [11.3, 46.45],
            [11.4, 46.55],
          ]),
          {
            it: 'L’area disegnata in questo indirizzo è danneggiata: la disegni di nuovo',
            en: 'The drawn area in this address is damaged: please draw it again',
          },
        ],
      ])(
        'refuses %s with a clear 400 on the shape, in the asked language',
        async (_, shape, texts) => {
          for (const lang of ['it', 'en'] as const) {
            const res = await search(`?rent=false${shape}&lang=${lang}`);
            expect(res.statusCode).toBe(400);
            const { error } = res.json<ErrorBody>();
            expect(error.code).toBe('validation_error');
            expect(error.fields).toEqual([{ field: 'shape', message: texts[lang] }]);
          }
        },
      );
    });
  });

  describe('GET /api/v1/properties/{type} (buyer-side.md §2 Home newest listings, §9 limit 5)', () => {
    it('answers the five newest confirmed listings of the category as cards', async () => {
      const res = await t.app.inject({
        url: '/api/v1/properties/residential?limit=5&populate=images',
      });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: unknown[] }>();
      const cards = data.map((card) => propertyCardSchema.parse(card));
      expect(cards.map((c) => c.property_id)).toEqual([201, 200, 114, 113, 112]);
    });

    it('answers five without a limit, and any category', async () => {
      const res = await t.app.inject({ url: '/api/v1/properties/residential' });
      expect(res.json<{ data: unknown[] }>().data).toHaveLength(5);
      const garages = await t.app.inject({ url: '/api/v1/properties/garage' });
      expect(
        garages.json<{ data: { property_id: number }[] }>().data.map((c) => c.property_id),
      ).toEqual([203, 202]);
    });

    it('answers 400 for an unknown category or a bad limit', async () => {
      expect((await t.app.inject({ url: '/api/v1/properties/castle' })).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/v1/properties/garage?limit=0' })).statusCode).toBe(
        400,
      );
      expect((await t.app.inject({ url: '/api/v1/properties/garage?limit=1000' })).statusCode).toBe(
        400,
      );
    });
  });

  describe('GET /api/v1/properties/{type}/{id} (buyer-side.md §2 Property detail)', () => {
    it('answers the listing with type, images and plans populated, place names and coordinates', async () => {
      const id = ids.byNumber.get(100)!;
      const res = await t.app.inject({
        url: `/api/v1/properties/residential/${id}?populate=images,plans,type`,
      });
      expect(res.statusCode).toBe(200);
      const property: Property = propertySchema.parse(res.json<{ data: unknown }>().data);
      expect(property).toMatchObject({
        _id: id,
        property_id: 100,
        category: 'residential',
        type: { id: 'house', category: 'residential', name: { it: 'Casa' } },
        isConfirmed: true,
        owner: null,
        location: {
          address: {
            street: 'Via Stazione',
            municipality: { it: 'Bolzano', de: 'Bozen', en: 'Bolzano' },
          },
          coordinates: { lat: 46.5, lng: 11.35 },
          zone: { id: GRIES, properties: { name: { it: 'Gries', de: 'Gries' } } },
        },
      });
      expect(property.images.map((image) => image.name)).toEqual(['front.jpg', 'kitchen.jpg']);
      expect(property.images[0]!.variants?.card?.jpeg).toMatch(/^\/files\//);
      expect(property.plans).toHaveLength(1);
      expect(property.plans[0]).toMatchObject({ type: 'floorplan', name: 'plan.pdf' });
      expect(property.plans[0]!.pdfUrl).toMatch(/\.pdf$/);
      expect(property.mainImage).toBe(property.images[0]!._id);
    });

    it('answers 404 in the error format for an unconfirmed listing shown to a visitor (buyer-side.md §4 Property, §6 Roles)', async () => {
      const res = await t.app.inject({
        url: `/api/v1/properties/residential/${ids.byNumber.get(300)}?lang=en`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error.code).toBe('not_found');
    });

    it('answers 404 for an unknown id and for the wrong category, 400 for a malformed id', async () => {
      expect(
        (await t.app.inject({ url: `/api/v1/properties/residential/${randomUUID()}` })).statusCode,
      ).toBe(404);
      const garage = ids.byNumber.get(202)!;
      expect(
        (await t.app.inject({ url: `/api/v1/properties/residential/${garage}` })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ url: `/api/v1/properties/garage/${garage}` })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ url: '/api/v1/properties/residential/123' })).statusCode).toBe(
        400,
      );
      expect((await t.app.inject({ url: `/api/v1/properties/castle/${garage}` })).statusCode).toBe(
        400,
      );
    });
  });

  describe('canView (buyer-side.md §6 Roles: unconfirmed listings for their owner and staff)', () => {
    const staff = { isAgent: false, isAdmin: false, isSuperAdmin: false };
    it('shows confirmed listings to everyone and unconfirmed ones to their owner and staff only', () => {
      const unconfirmed = { isConfirmed: false, ownerAccountId: ids.ownerAccount };
      expect(canView(null, { isConfirmed: true, ownerAccountId: null })).toBe(true);
      expect(canView(null, unconfirmed)).toBe(false);
      expect(canView({ accountId: randomUUID(), ...staff }, unconfirmed)).toBe(false);
      expect(canView({ accountId: ids.ownerAccount, ...staff }, unconfirmed)).toBe(true);
      expect(canView({ accountId: randomUUID(), ...staff, isAdmin: true }, unconfirmed)).toBe(true);
      expect(canView({ accountId: randomUUID(), ...staff, isAgent: true }, unconfirmed)).toBe(true);
      expect(
        canView(
          { accountId: randomUUID(), ...staff },
          { isConfirmed: false, ownerAccountId: null },
        ),
      ).toBe(false);
    });
  });
});
