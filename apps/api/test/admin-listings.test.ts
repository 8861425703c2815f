/**
 * The admin listing tables (issue 15 points 2 and 3): every filter of the table, every column's
 * order in both directions, paging, the category facts from the registry, and the actions each
 * row offers to an admin and to an agent (decision 026).
 */
import { adminSortKeys } from '@domus/domain/staff/admin-listings-query';
import { CATEGORIES } from '@domus/domain/core/constants';
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, sellers } from '../src/db/schema.ts';
import { adminListing } from './helpers/admin-fixtures.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { BOLZANO, GRIES, MERANO, seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: Person;
let agent: Person;
let admin: Person;
const ids: Record<string, string> = {};
const numbers: Record<string, number> = {};
let otherSellerId: string;

const call = apiCaller(() => t.app);
const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedPlaces(db);
  owner = await person(db, 'owner@example.com');
  agent = await person(db, 'agent@example.com', { isAgent: true });
  admin = await person(db, 'admin@example.com', { isAdmin: true });
  const [other] = await db
    .insert(sellers)
    .values({
      name: 'Greta',
      familyName: 'Zöggeler',
      companyName: 'Zöggeler KG',
      email: 'greta@example.com',
    })
    .returning({ id: sellers.id });
  otherSellerId = other!.id;
  const put = async (name: string, values: Parameters<typeof adminListing>[1]) => {
    const made = await adminListing(db, values);
    ids[name] = made.id;
    numbers[name] = made.number;
  };
  await put('attic', {
    title: 'Attico panoramico',
    price: 100_000,
    area: 50,
    rooms: 2,
    ownerId: owner.sellerId,
    agentId: agent.accountId,
    street: 'Via Roma',
    createdAt: day('2026-01-10'),
    details: { energyClass: 'B' },
    externalAgent: { name: 'Max', familyName: 'Mair' },
  });
  await put('rental', {
    rent: true,
    price: 1_200,
    area: 120,
    rooms: 4,
    ownerId: otherSellerId,
    municipalityId: MERANO,
    zoneId: null,
    createdAt: day('2026-02-10'),
    details: { energyClass: 'gold' },
  });
  await put('waiting', {
    status: 'awaitingConfirmation',
    price: null,
    area: null,
    rooms: null,
    createdAt: day('2026-03-01'),
  });
  await put('draft', { status: 'draft', createdAt: day('2026-03-05'), ownerId: owner.sellerId });
  await put('withdrawn', { status: 'withdrawn', price: 200_000, createdAt: day('2026-03-10') });
  await put('house', {
    code: 'house',
    price: 500_000,
    area: 200,
    rooms: 6,
    createdAt: day('2026-03-20'),
    details: { energyClass: 'A' },
  });
  await put('garage', {
    category: 'garage',
    code: 'garage',
    price: 30_000,
    details: { numOfPlaces: 2, floor: -1 },
  });
  await put('hotel', {
    category: 'commercial',
    code: 'hotel',
    price: 2_500_000,
    details: { hotel: { stars: 4.5 }, sellType: 'both', rooms: { seats: 80 } },
  });
});
afterAll(() => t.close());

type Page = { meta: { total: number; numOfPages: number; page: number }; data: AdminListingRow[] };

async function table(query: string, who: Person = admin, category = 'residential') {
  const answer = await call('GET', `/admin/listings/${category}?${query}`, who.token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Page>();
}
const names = (page: Page) =>
  page.data.map((row) => Object.keys(ids).find((k) => ids[k] === row._id));

describe('the filters of a table (issue 15 point 2)', () => {
  it('shows every listing of the category in every status, newest first', async () => {
    const page = await table('');
    expect(names(page)).toEqual(['house', 'withdrawn', 'draft', 'waiting', 'rental', 'attic']);
    expect(page.meta).toMatchObject({ total: 6, page: 1, numOfPages: 1 });
    expect(page.data.map((r) => r.status)).toEqual([
      'published',
      'withdrawn',
      'draft',
      'awaitingConfirmation',
      'published',
      'published',
    ]);
  });

  it('by status, one or several', async () => {
    expect(names(await table('status=withdrawn'))).toEqual(['withdrawn']);
    expect(names(await table('status=draft,awaitingConfirmation'))).toEqual(['draft', 'waiting']);
    expect((await table('status=published')).meta.total).toBe(3);
  });

  it('by subtype, sale or rent, municipality or zone', async () => {
    expect(names(await table('subtype=house'))).toEqual(['house']);
    expect(names(await table('rent=true'))).toEqual(['rental']);
    expect((await table('rent=false')).meta.total).toBe(5);
    expect(names(await table(`place=${MERANO}&placeType=municipality&placeName=Meran`))).toEqual([
      'rental',
    ]);
    expect((await table(`place=${GRIES}&placeType=zone`)).meta.total).toBe(5);
    expect((await table(`place=${BOLZANO}&placeType=municipality`)).meta.total).toBe(5);
  });

  it('by owner and by responsible agent (me, none, an account)', async () => {
    expect(names(await table(`owner=${owner.sellerId}`))).toEqual(['draft', 'attic']);
    expect(names(await table('agent=me', agent))).toEqual(['attic']);
    expect(names(await table(`agent=${agent.accountId}`))).toEqual(['attic']);
    expect((await table('agent=none')).meta.total).toBe(5);
  });

  it('by price and area ranges, leaving out listings without a value', async () => {
    expect(names(await table('priceMin=150000'))).toEqual(['house', 'withdrawn', 'draft']);
    expect(names(await table('priceMin=150000&priceMax=260000'))).toEqual(['withdrawn', 'draft']);
    expect(names(await table('areaMin=100'))).toEqual(['house', 'rental']);
    expect(names(await table('areaMax=60'))).toEqual(['attic']);
  });

  it('by creation day, both days included (Europe/Rome)', async () => {
    expect(names(await table('createdFrom=2026-03-01&createdTo=2026-03-10'))).toEqual([
      'withdrawn',
      'draft',
      'waiting',
    ]);
    expect(names(await table('createdTo=2026-01-10'))).toEqual(['attic']);
  });

  it('by free text over number, title, street and owner', async () => {
    expect(names(await table('q=attico'))).toEqual(['attic']);
    expect(names(await table('q=via%20roma'))).toEqual(['attic']);
    expect(names(await table('q=z%C3%B6ggeler'))).toEqual(['rental']);
    expect(names(await table(`q=${numbers.house}`))).toContain('house');
    expect((await table('q=%25')).meta.total).toBe(0);
  });

  it('one listing by id, the staff mail’s link to its row', async () => {
    expect(names(await table(`id=${ids.waiting}`))).toEqual(['waiting']);
  });

  it('refuses a subtype of another category and a column the category lacks (400, in German)', async () => {
    for (const query of ['subtype=parkingLot', 'sort=stars', 'status=sold', 'pageSize=7']) {
      const answer = await call(
        'GET',
        `/admin/listings/residential?${query}`,
        admin.token,
        undefined,
        'de',
      );
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: 'validation_error' } });
    }
  });
});

describe('orders and pages (issue 15 point 2: sorting on every column)', () => {
  it('sorts by price both ways, a missing price as the smallest; issue 30.12c: rents apart from sale prices, at the cheap end', async () => {
    expect(names(await table('sort=price&dir=asc'))).toEqual([
      'rental',
      'waiting',
      'attic',
      'withdrawn',
      'draft',
      'house',
    ]);
    expect(names(await table('sort=price&dir=desc'))).toEqual([
      'house',
      'draft',
      'withdrawn',
      'attic',
      'waiting',
      'rental',
    ]);
  });

  it('sorts by status in the order of the statuses, by energy class in the order of classes', async () => {
    expect((await table('sort=status&dir=asc')).data.map((r) => r.status)).toEqual([
      'draft',
      'awaitingConfirmation',
      'published',
      'published',
      'published',
      'withdrawn',
    ]);
    const byClass = await table('sort=energyClass&dir=desc&status=published');
    expect(byClass.data.map((r) => r.facts.energyClass)).toEqual(['B', 'A', 'gold']);
  });

  it('sorts by owner and external agent names, place and number', async () => {
    expect(names(await table('sort=externalAgent&dir=desc'))[0]).toBe('attic');
    expect(names(await table('sort=place&dir=desc'))[0]).toBe('rental');
    const byNumber = await table('sort=property_id&dir=asc');
    const sorted = [...byNumber.data.map((r) => r.property_id)].sort((a, b) => a - b);
    expect(byNumber.data.map((r) => r.property_id)).toEqual(sorted);
  });

  it('sorts by type in the subtypes’ order, and by an owner’s name as it is now', async () => {
    expect(names(await table('sort=type&dir=desc'))[0]).toBe('house');
    expect(names(await table('sort=owner&dir=asc&status=published'))).toEqual([
      'house',
      'attic',
      'rental',
    ]);
    // The owner's name is kept on the listing's row for the order: a new name reorders.
    await t.database.db
      .update(sellers)
      .set({ familyName: 'Aaberg' })
      .where(eq(sellers.id, otherSellerId));
    expect(names(await table('sort=owner&dir=asc&status=published'))).toEqual([
      'house',
      'rental',
      'attic',
    ]);
  });

  it('answers every sortable column of every category in both directions', async () => {
    for (const category of CATEGORIES) {
      for (const sort of adminSortKeys(category)) {
        for (const dir of ['asc', 'desc']) {
          const page = await table(`sort=${sort}&dir=${dir}`, admin, category);
          expect(page.meta.total, `${category} ${sort} ${dir}`).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('pages without repeating or skipping a row', async () => {
    const first = await table('pageSize=25&sort=price&dir=asc');
    expect(first.meta.numOfPages).toBe(1);
    const all: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await call(
        'GET',
        `/admin/listings/residential?pageSize=25&page=${page}&sort=rent&dir=asc`,
        admin.token,
      );
      all.push(...answer.json<Page>().data.map((r) => r._id));
    }
    expect(new Set(all).size).toBe(6);
    expect(all).toHaveLength(6);
  });
});

describe('the rows (issue 15 point 2: columns per category from the registry)', () => {
  it('carry the category facts, owner, agent and external agent', async () => {
    const [garage] = (await table('', admin, 'garage')).data;
    expect(garage!.facts).toEqual({ numOfPlaces: 2, floor: -1 });
    const [hotel] = (await table('', admin, 'commercial')).data;
    expect(hotel!.facts).toMatchObject({ stars: 4.5, sellType: 'both', seats: 80 });
    const [attic] = (await table(`id=${ids.attic}`)).data;
    expect(attic).toMatchObject({
      owner: { _id: owner.sellerId, email: 'owner@example.com' },
      agent: { _id: agent.accountId, email: 'agent@example.com' },
      externalAgent: { name: 'Max', familyName: 'Mair' },
      location: { municipality: { id: BOLZANO }, zone: { id: GRIES }, street: 'Via Roma' },
      image: expect.objectContaining({ _id: expect.any(String) as unknown }) as unknown,
    });
  });

  it('mark a listing whose street the register lacks, placed by hand, for staff to check (issue 18 §4)', async () => {
    const [before] = (await table(`id=${ids.house}`)).data;
    expect(before!.location.streetUnverified).toBe(false);
    await t.database.db
      .update(properties)
      .set({ street: 'Via Nuovissima', streetUnverified: true })
      .where(eq(properties.id, ids.house!));
    const [after] = (await table(`id=${ids.house}`)).data;
    expect(after!.location).toMatchObject({ street: 'Via Nuovissima', streetUnverified: true });
    // The filter of streets to check lists it alone.
    expect(names(await table('streetToCheck=true'))).toEqual(['house']);
    expect((await table('streetToCheck=false')).meta.total).toBeGreaterThan(1);
    const bad = await call('GET', '/admin/listings/residential?streetToCheck=yes', admin.token);
    expect(bad.statusCode).toBe(400);
  });

  it('offer an admin every action the status allows, an agent only what decision 026 gives', async () => {
    const adminRows = new Map((await table('')).data.map((r) => [r._id, r.actions]));
    expect(adminRows.get(ids.waiting!)).toEqual(['edit', 'confirm', 'assignAgent', 'delete']);
    expect(adminRows.get(ids.attic!)).toEqual([
      'edit',
      'withdraw',
      'close',
      'assignAgent',
      'delete',
    ]);
    expect(adminRows.get(ids.withdrawn!)).toEqual(['edit', 'publish', 'assignAgent', 'delete']);
    const agentRows = new Map((await table('', agent)).data.map((r) => [r._id, r.actions]));
    expect(agentRows.get(ids.attic!)).toEqual(['edit', 'withdraw', 'close', 'delete']);
    expect(agentRows.get(ids.rental!)).toEqual(['edit']);
    expect(agentRows.get(ids.waiting!)).toEqual(['edit']);
  });

  it('lists the staff for the agent picker', async () => {
    const answer = await call('GET', '/admin/staff', agent.token);
    expect(answer.statusCode).toBe(200);
    const emails = answer.json<{ data: { email: string }[] }>().data.map((s) => s.email);
    expect(emails).toEqual(['admin@example.com', 'agent@example.com']);
  });
});
