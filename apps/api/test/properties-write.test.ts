/**
 * The listings write API (seller-side.md §3 fields, §4 Property states and the confirm dialog,
 * §5 rules, §7 POST and PATCH properties; decisions.md Seller wizard) on a real database with
 * real sessions: what is written is read back through the public detail and the search.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@domus/domain/core/constants';
import {
  clients,
  files,
  mailOutbox,
  matches,
  properties,
  propertyTypes,
  savedSearches,
  savedSearchLocations,
  streets,
} from '../src/db/schema.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import {
  CATEGORY_FIELDS,
  LISTING_LOCATION,
  listingBody,
  listingPeople,
  uploads as uploadRows,
} from './helpers/listing-fixtures.ts';
import { BOLZANO, seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let user: Person;
let other: Person;
let agent: Person;
let admin: Person;
let superAdmin: Person;
const typeIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedPlaces(db);
  for (const type of await db.select().from(propertyTypes)) {
    typeIds.set(`${type.category}|${type.code}`, type.id);
  }
  ({ user, other, agent, admin, superAdmin } = await listingPeople(db));
});
afterAll(() => t.close());

const uploads = (owner: Person, count: number, kind?: string) =>
  uploadRows(t.database.db, owner, count, kind);
const location = LISTING_LOCATION;
const body = (owner: Person, category: Category, extra: Record<string, unknown> = {}) =>
  listingBody(t.database.db, owner, category, extra);

const call = apiCaller(() => t.app);

type Answer = { data: Record<string, unknown> & { _id: string; isConfirmed: boolean } };

async function create(who: Person, category: Category, extra: Record<string, unknown> = {}) {
  const answer = await call(
    'POST',
    `/properties/${category}`,
    who.token,
    await body(who, category, extra),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Answer>().data;
}

async function row(id: string) {
  const [found] = await t.database.db.select().from(properties).where(eq(properties.id, id));
  return found!;
}

async function mails(kind: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
}

describe('POST /properties/{type} (seller-side.md §3, §7)', () => {
  for (const category of Object.keys(CATEGORY_FIELDS) as Category[]) {
    it(`creates a ${category} listing readable through GET detail with its values (§3)`, async () => {
      const created = await create(user, category);
      const detail = await call('GET', `/properties/${category}/${created._id}`, user.token);
      expect(detail.statusCode).toBe(200);
      const data = detail.json<Answer>().data;
      expect(data).toMatchObject({ category, price: 350_000, isConfirmed: false, rent: false });
      expect(data).toMatchObject(CATEGORY_FIELDS[category].fields);
      expect((data.images as unknown[]).length).toBe(4);
      expect((data.location as { address: { street: string } }).address.street).toBe('Via Museo');
    });
  }

  it("a user's listing is unconfirmed even when it says confirmed; a super admin's is confirmed (§4)", async () => {
    const mine = await create(user, 'residential', { isConfirmed: true });
    expect(mine.isConfirmed).toBe(false);
    const staffs = await create(superAdmin, 'residential', { owner: user.sellerId });
    expect(staffs.isConfirmed).toBe(true);
    expect((staffs.mainImages as string[]).length).toBe(4);
  });

  it('a user without a seller profile becomes the seller of their listing (§7)', async () => {
    const bare = await person(t.database.db, 'bare@example.com', {}, false);
    const created = await create(bare, 'garage');
    const stored = await row(created._id);
    expect(stored.ownerId).toBeTruthy();
  });

  it('a user cannot choose another seller: the listing is their own (§7)', async () => {
    const created = await create(user, 'garage', { owner: other.sellerId });
    expect((await row(created._id)).ownerId).toBe(user.sellerId);
  });

  it("the video link is for admins: a user's is ignored, an admin's kept (§5)", async () => {
    const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const mine = await create(user, 'residential', { video });
    expect((await row(mine._id)).video).toBeNull();
    const admins = await create(admin, 'residential', { video, owner: user.sellerId });
    expect((await row(admins._id)).video).toBe(video);
  });

  it('files of another user are refused with 400 and nothing is written (§7)', async () => {
    const foreign = await uploads(other, 4);
    const before = (await t.database.db.select().from(properties)).length;
    const answer = await call('POST', '/properties/residential', user.token, {
      ...(await body(user, 'residential')),
      images: foreign,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.fields?.map((f) => f.field)).toContain('images');
    expect((await t.database.db.select().from(properties)).length).toBe(before);
  });

  it('files attached to another listing are refused (§7)', async () => {
    const first = await create(user, 'residential');
    const stored = await t.database.db.select().from(files).where(eq(files.propertyId, first._id));
    const answer = await call('POST', '/properties/residential', user.token, {
      ...(await body(user, 'residential')),
      images: stored.map((f) => f.id),
    });
    expect(answer.statusCode).toBe(400);
  });

  it('validation errors answer 400 with fields in the request language (§5)', async () => {
    const answer = await call(
      'POST',
      '/properties/residential',
      user.token,
      { ...(await body(user, 'residential')), images: [] },
      'de',
    );
    expect(answer.statusCode).toBe(400);
    const error = answer.json<ErrorBody>().error;
    expect(error.code).toBe('validation_error');
    expect(error.fields?.find((f) => f.field === 'images')?.message).toMatch(/4/);
  });

  it('a type of another category or a body of another category answers 400 (§7)', async () => {
    const garageType = await call('POST', '/properties/residential', user.token, {
      ...(await body(user, 'residential')),
      type: typeIds.get('garage|garage'),
    });
    expect(garageType.statusCode).toBe(400);
    expect(garageType.json<ErrorBody>().error.fields?.map((f) => f.field)).toContain('type');
    const wrongBody = await call('POST', '/properties/residential', user.token, {
      ...(await body(user, 'garage')),
      category: 'garage',
    });
    expect(wrongBody.statusCode).toBe(400);
  });

  it('a property number already used answers 400 duplicate (§7)', async () => {
    const first = await create(admin, 'garage', { owner: user.sellerId, property_id: 777_001 });
    expect((await row(first._id)).propertyNumber).toBe(777_001);
    const again = await call('POST', '/properties/garage', admin.token, {
      ...(await body(admin, 'garage')),
      owner: user.sellerId,
      property_id: 777_001,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().error.fields?.[0]?.field).toBe('property_id');
  });

  it('staff are mailed in Italian about a new listing not written by staff (decisions.md Seller wizard)', async () => {
    const before = (await mails('listing-new')).length;
    const created = await create(user, 'commercial');
    const after = await mails('listing-new');
    expect(after.length).toBe(before + 1);
    const mail = after.find((m) => m.text.includes(created._id))!;
    expect(mail.language).toBe('it');
    expect(mail.subject).toContain('Nuovo immobile');
    expect(mail.text).toContain(`/admin/listings/commercial?id=${created._id}`);
    await create(agent, 'commercial', { owner: user.sellerId });
    expect((await mails('listing-new')).length).toBe(before + 1);
  });

  it('search totals reflect a new confirmed listing at once (buyer-side.md §7)', async () => {
    const total = async () =>
      (await call('GET', '/properties-search?type=agriculture')).json<{ meta: { total: number } }>()
        .meta.total;
    const before = await total();
    await create(superAdmin, 'agriculture', { owner: user.sellerId });
    expect(await total()).toBe(before + 1);
  });
});

describe('PATCH /properties/{type}/{id} (seller-side.md §4, §7)', () => {
  it('another user cannot change a listing: 404, and nothing changes', async () => {
    const created = await create(user, 'residential');
    const answer = await call('PATCH', `/properties/residential/${created._id}`, other.token, {
      ...(await body(other, 'residential')),
      price: 1,
    });
    expect(answer.statusCode).toBe(404);
    expect((await row(created._id)).price).toBe(350_000);
  });

  it('confirming takes an admin: 403 for the owner and an agent (§4)', async () => {
    const created = await create(user, 'residential');
    const images = created.images as { _id: string }[];
    const payload = {
      ...(await body(user, 'residential')),
      images: images.map((i) => i._id),
      isConfirmed: true,
      mainImage: images[0]!._id,
      mainImages: images.map((i) => i._id),
    };
    for (const who of [user, agent]) {
      const answer = await call(
        'PATCH',
        `/properties/residential/${created._id}`,
        who.token,
        payload,
      );
      expect(answer.statusCode).toBe(403);
    }
    expect((await row(created._id)).isConfirmed).toBe(false);
  });

  it('the confirm dialog needs a main image and four main images (§4 Confirm dialog)', async () => {
    const created = await create(user, 'residential');
    const ids = (created.images as { _id: string }[]).map((i) => i._id);
    const base = { ...(await body(user, 'residential')), images: ids, isConfirmed: true };
    const url = `/properties/residential/${created._id}`;
    const short = await call('PATCH', url, admin.token, {
      ...base,
      mainImage: ids[0],
      mainImages: ids.slice(0, 3),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().error.fields?.map((f) => f.field)).toContain('mainImages');
    const noMain = await call('PATCH', url, admin.token, { ...base, mainImages: ids });
    expect(noMain.statusCode).toBe(400);
    expect((await row(created._id)).isConfirmed).toBe(false);
    const ok = await call('PATCH', url, admin.token, {
      ...base,
      mainImage: ids[0],
      mainImages: ids,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Answer>().data).toMatchObject({ isConfirmed: true, mainImage: ids[0] });
  });

  it("an owner's change of a confirmed listing keeps it confirmed and mails staff the changed fields (decisions.md Seller wizard)", async () => {
    const created = await create(superAdmin, 'residential', { owner: user.sellerId });
    expect(created.isConfirmed).toBe(true);
    const ids = (created.images as { _id: string }[]).map((i) => i._id);
    const before = (await mails('listing-changed')).length;
    const answer = await call('PATCH', `/properties/residential/${created._id}`, user.token, {
      ...(await body(user, 'residential')),
      images: ids,
      mainImage: created.mainImage,
      mainImages: created.mainImages,
      isConfirmed: true,
      price: 399_000,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Answer>().data).toMatchObject({ isConfirmed: true, price: 399_000 });
    const sent = await mails('listing-changed');
    expect(sent.length).toBe(before + 1);
    const mail = sent.at(-1)!;
    expect(mail.subject).toContain(String(created.property_id));
    expect(mail.text.split('\n').filter((line) => line.startsWith('- '))).toEqual(['- price']);
  });

  it('files left out of the listing are detached (§7)', async () => {
    // A confirmed listing: one awaiting confirmation is not its owner's to change (decision 022).
    const created = await create(superAdmin, 'garage', { owner: user.sellerId });
    const ids = (created.images as { _id: string }[]).map((i) => i._id);
    const extra = await uploads(user, 1);
    const answer = await call('PATCH', `/properties/garage/${created._id}`, user.token, {
      ...(await body(user, 'garage')),
      images: [...ids.slice(1), ...extra],
      isConfirmed: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [dropped] = await t.database.db.select().from(files).where(eq(files.id, ids[0]!));
    expect(dropped!.propertyId).toBeNull();
    const data = answer.json<Answer>().data;
    expect((data.images as { _id: string }[]).map((i) => i._id)).toEqual([
      ...ids.slice(1),
      ...extra,
    ]);
  });
});

describe('a street the register lacks, placed by hand (issue 18 §4)', () => {
  it('stores the register street of a known street; marks a street the municipality lacks as unverified, shown to staff only', async () => {
    const known = await create(user, 'residential');
    expect(await row(known._id)).toMatchObject({ streetUnverified: false });
    expect((await row(known._id)).streetId).not.toBeNull();

    const placed = await create(user, 'residential', {
      location: {
        ...location,
        address: { ...location.address, street: 'Via Nuovissima', streetNumber: '3' },
      },
    });
    expect(await row(placed._id)).toMatchObject({ streetUnverified: true, streetId: null });
    const staff = await call('GET', `/properties/residential/${placed._id}`, admin.token);
    expect(staff.json<Answer>().data.streetUnverified).toBe(true);
    const seller = await call('GET', `/properties/residential/${placed._id}`, user.token);
    expect(seller.json<Answer>().data).not.toHaveProperty('streetUnverified');
  });
});

describe('matching after a write (decisions.md Saved searches and matching)', () => {
  it('a confirmed new listing is matched with the saved searches it fits; an unconfirmed one is not', async () => {
    const db = t.database.db;
    const [client] = await db
      .insert(clients)
      .values({ email: 'buyer@example.com', name: 'Buyer' })
      .returning({ id: clients.id });
    const [search] = await db
      .insert(savedSearches)
      .values({ clientId: client!.id, typeId: typeIds.get('residential|apartment')!, budget: 0 })
      .returning({ id: savedSearches.id });
    await db.insert(savedSearchLocations).values({
      searchId: search!.id,
      kind: 'municipality',
      municipalityId: BOLZANO,
      name: 'Bolzano',
    });
    const matched = async (propertyId: string) =>
      (await db.select().from(matches).where(eq(matches.propertyId, propertyId))).map(
        (m) => m.searchId,
      );
    const unconfirmed = await create(user, 'residential');
    expect(await matched(unconfirmed._id)).toEqual([]);
    const confirmed = await create(superAdmin, 'residential', { owner: user.sellerId });
    expect(await matched(confirmed._id)).toEqual([search!.id]);

    // Confirming the first one matches it as well.
    const ids = (unconfirmed.images as { _id: string }[]).map((i) => i._id);
    const answer = await call('PATCH', `/properties/residential/${unconfirmed._id}`, admin.token, {
      ...(await body(user, 'residential')),
      images: ids,
      isConfirmed: true,
      mainImage: ids[0],
      mainImages: ids,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await matched(unconfirmed._id)).toEqual([search!.id]);
  });
});

describe('matching by the street register (issue 18 §4)', () => {
  it('a listing on "Museumstr." meets a search for the street Via Museo by the register id, not by its name', async () => {
    const db = t.database.db;
    const [museo] = await db.select().from(streets).where(eq(streets.nameIt, 'Via Museo'));
    const [client] = await db
      .insert(clients)
      .values({ email: 'street-buyer@example.com', name: 'Buyer' })
      .returning({ id: clients.id });
    const [search] = await db
      .insert(savedSearches)
      .values({ clientId: client!.id, typeId: typeIds.get('residential|apartment')!, budget: 0 })
      .returning({ id: savedSearches.id });
    await db.insert(savedSearchLocations).values({
      searchId: search!.id,
      kind: 'street',
      municipalityId: BOLZANO,
      streetId: museo!.id,
      streetName: 'Via Museo',
      name: 'Via Museo',
    });
    const listing = await create(superAdmin, 'residential', {
      owner: user.sellerId,
      location: { ...location, address: { ...location.address, street: 'Museumstr.' } },
    });
    expect((await row(listing._id)).streetId).toBe(museo!.id);
    const found = await db.select().from(matches).where(eq(matches.propertyId, listing._id));
    expect(found.map((m) => m.searchId)).toContain(search!.id);
  });
});

describe('bad input answers a clear 4xx and writes nothing (seller-side.md §7)', () => {
  it('unknown seller, municipality or zone answer 400; unknown listing 404; no session 401', async () => {
    const before = (await t.database.db.select().from(properties)).length;
    const fields = async (who: Person, extra: Record<string, unknown>) => {
      const answer = await call('POST', '/properties/garage', who.token, {
        ...(await body(who, 'garage')),
        ...extra,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json<ErrorBody>().error.fields?.map((f) => f.field);
    };
    expect(await fields(agent, { owner: randomUUID() })).toContain('owner');
    expect(await fields(agent, {})).toContain('owner');
    expect(
      await fields(user, {
        location: { ...location, address: { ...location.address, municipalityId: '999999' } },
      }),
    ).toContain('location.address.municipalityId');
    expect(
      await fields(user, {
        location: {
          ...location,
          zone: { id: 'nowhere', properties: { name: { it: 'X', de: 'X' } } },
        },
      }),
    ).toContain('location.zone');
    expect(await fields(user, { type: randomUUID() })).toContain('type');
    expect((await t.database.db.select().from(properties)).length).toBe(before);

    const unknown = await call(
      'PATCH',
      `/properties/garage/${randomUUID()}`,
      user.token,
      await body(user, 'garage'),
    );
    expect(unknown.statusCode).toBe(404);
    const visitor = await call('POST', '/properties/garage', undefined, await body(user, 'garage'));
    expect(visitor.statusCode).toBe(401);
    const notJson = await call('POST', '/properties/garage', user.token, [1, 2]);
    expect(notJson.statusCode).toBe(400);
  });
});
