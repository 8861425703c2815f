/**
 * Favourites over HTTP with real sessions and a real database (issue 34 point 3): an account
 * keeps published listings, newest first, at most MAX_FAVOURITES; the browser's list merges in
 * at login; anyone reads the cards of listings by id; staff see how many accounts keep one.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { MAX_FAVOURITES } from '@domus/domain/person/favourites.schema';
import { accounts, favourites, properties } from '../src/db/schema.ts';
import { collectPersonalData } from '../src/modules/privacy/privacy-export.service.ts';
import { findPersonByAccount } from '../src/modules/privacy/privacy.repository.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { apiCaller, auth, listing, person, type Person } from './helpers/account-fixtures.ts';
import { typeId } from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

type Ids = { data: { ids: string[] } };

let t: TestApp;
let seller: Person;
let agent: Person;

beforeAll(async () => {
  t = await createTestApp();
  await seedPropertyTypes(t.database.db);
  seller = await person(t.database.db, 'seller@example.com');
  agent = await person(t.database.db, 'agent@example.com', { isAgent: true });
});
afterAll(() => t.close());

const call = apiCaller(() => t.app);
const db = () => t.database.db;

/** A confirmed listing of the seller, `ageMs` old. */
async function published(ageMs = 0): Promise<string> {
  const createdAt = new Date(Date.now() - ageMs);
  return (await listing(db(), seller.sellerId, { createdAt })).id;
}

/** A listing awaiting confirmation: not published. */
async function unpublished(): Promise<string> {
  return (await listing(db(), seller.sellerId, { confirmed: false })).id;
}

async function setPublished(id: string, confirmed: boolean) {
  await db().update(properties).set({ isConfirmed: confirmed }).where(eq(properties.id, id));
}

/** `count` confirmed listings in one statement, without images (for the cap). */
async function manyPublished(count: number): Promise<string[]> {
  const type = await typeId(db(), 'residential', 'apartment');
  const ids = Array.from({ length: count }, () => randomUUID());
  await db()
    .insert(properties)
    .values(
      ids.map((id) => ({
        id,
        category: 'residential',
        typeId: type,
        price: 100_000,
        isConfirmed: true,
        ownerId: seller.sellerId,
        title: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
        description: { it: '', de: '', en: '' },
      })),
    );
  return ids;
}

const rowsOf = (accountId: string) =>
  db().select().from(favourites).where(eq(favourites.accountId, accountId));

/** PUT /account/favourites/{id}; without a token as a visitor. */
function keep(token: string, id: string, lang = 'en') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/account/favourites/${id}`,
    headers: auth(token || undefined, lang),
  });
}

async function idsOf(token: string): Promise<string[]> {
  const answer = await call('GET', '/account/favourites', token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Ids>().data.ids;
}

describe('favourites of an account (issue 34 point 3)', () => {
  it('issue 34 point 3: keeps and lets go of a listing, each any number of times', async () => {
    const buyer = await person(db(), 'keeps@example.com');
    const id = await published();
    for (let i = 0; i < 2; i++) {
      const answer = await keep(buyer.token, id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<Ids>().data.ids).toEqual([id]);
    }
    expect(await rowsOf(buyer.accountId)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const answer = await call('DELETE', `/account/favourites/${id}`, buyer.token);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<Ids>().data.ids).toEqual([]);
    }
    expect(await rowsOf(buyer.accountId)).toHaveLength(0);
  });

  it('issue 34 point 3: lists the published listings kept, newest first, and only its own', async () => {
    const buyer = await person(db(), 'lists@example.com');
    const other = await person(db(), 'other-lists@example.com');
    const [a, b, c] = [await published(), await published(), await published()];
    for (const id of [a, b, c]) expect((await keep(buyer.token, id)).statusCode).toBe(200);
    await keep(other.token, a);
    expect(await idsOf(buyer.token)).toEqual([c, b, a]);
    await setPublished(b, false);
    expect(await idsOf(buyer.token)).toEqual([c, a]);
    // Published again, it is back in its place: the row stayed.
    await setPublished(b, true);
    expect(await idsOf(buyer.token)).toEqual([c, b, a]);
    expect(await idsOf(other.token)).toEqual([a]);
  });

  it('issue 34 point 3: answers 404 listing_unavailable for an unpublished or unknown listing and stores nothing', async () => {
    const buyer = await person(db(), 'unpublished@example.com');
    for (const id of [await unpublished(), randomUUID()]) {
      const answer = await keep(buyer.token, id, 'de');
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json<ErrorBody>().error).toEqual({
        code: 'listing_unavailable',
        message: 'Diese Immobilie ist nicht veröffentlicht: Sie kann nicht gemerkt werden.',
      });
    }
    expect(await rowsOf(buyer.accountId)).toHaveLength(0);
  });

  it('issue 34 point 3: answers 401 without a session, before a body or id is validated', async () => {
    const id = await published();
    const calls = [
      await call('GET', '/account/favourites'),
      await keep('', id),
      await keep('', 'not-an-id'),
      await call('DELETE', '/account/favourites/not-an-id'),
      await call('POST', '/account/favourites/merge', undefined, { ids: 'nope' }),
      await call('POST', '/account/favourites/merge', undefined, { ids: [id] }),
    ];
    for (const answer of calls) {
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.json<ErrorBody>().error.code).toBe('unauthorized');
    }
    expect(await db().$count(favourites, eq(favourites.propertyId, id))).toBe(0);
  });

  it('issue 34 point 3: validates the id and the body of a logged-in caller', async () => {
    const buyer = await person(db(), 'validated@example.com');
    const badId = await keep(buyer.token, 'not-an-id', 'de');
    expect(badId.statusCode).toBe(400);
    expect(badId.json<ErrorBody>().error.fields).toEqual([
      { field: 'id', message: 'Ungültige Kennung' },
    ]);
    const badBody = await call('POST', '/account/favourites/merge', buyer.token, { ids: 'x' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json<ErrorBody>().error.code).toBe('validation_error');
    const tooMany = Array.from({ length: 201 }, () => randomUUID());
    const big = await call('POST', '/account/favourites/merge', buyer.token, { ids: tooMany });
    expect(big.statusCode).toBe(400);
    expect(big.json<ErrorBody>().error.fields).toEqual([
      { field: 'ids', message: 'At most 200 items allowed' },
    ]);
  });
});

describe('merging the browser’s favourites at login (issue 34 point 3)', () => {
  it('issue 34 point 3: adds the published ones in the browser’s order, ignoring unknown and unpublished ids', async () => {
    const buyer = await person(db(), 'merges@example.com');
    const old = await published();
    await keep(buyer.token, old);
    const [x, y] = [await published(), await published()];
    const hidden = await unpublished();
    const answer = await call('POST', '/account/favourites/merge', buyer.token, {
      ids: [x, randomUUID(), hidden, old, y.toUpperCase(), y],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Ids>().data.ids).toEqual([x, y, old]);
    expect(await rowsOf(buyer.accountId)).toHaveLength(3);
    const empty = await call('POST', '/account/favourites/merge', buyer.token, { ids: [] });
    expect(empty.json<Ids>().data.ids).toEqual([x, y, old]);
  });

  it(`issue 34 point 3: keeps at most ${MAX_FAVOURITES}, making room by forgetting unpublished ones`, async () => {
    const buyer = await person(db(), 'full@example.com');
    const kept = await manyPublished(MAX_FAVOURITES - 1);
    await db()
      .insert(favourites)
      .values(kept.map((propertyId) => ({ accountId: buyer.accountId, propertyId })));
    const [x, y, z] = await manyPublished(3);
    const merged = await call('POST', '/account/favourites/merge', buyer.token, { ids: [x, y, z] });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<Ids>().data.ids).toHaveLength(MAX_FAVOURITES);
    expect(merged.json<Ids>().data.ids[0]).toBe(x);

    const full = await keep(buyer.token, y!);
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json<ErrorBody>().error.code).toBe('favourites_full');
    expect(await rowsOf(buyer.accountId)).toHaveLength(MAX_FAVOURITES);
    // Keeping one already kept at the cap is no error.
    expect((await keep(buyer.token, x!)).statusCode).toBe(200);

    await setPublished(kept[0]!, false);
    const made = await keep(buyer.token, y!);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<Ids>().data.ids[0]).toBe(y);
    const rows = await rowsOf(buyer.accountId);
    expect(rows).toHaveLength(MAX_FAVOURITES);
    expect(rows.some((row) => row.propertyId === kept[0])).toBe(false);
  });
});

describe('the cap under concurrent calls (issue 34 point 3)', () => {
  it('issue 34 point 3: lets one of several calls at once take the last place', async () => {
    const buyer = await person(db(), 'racing@example.com');
    const kept = await manyPublished(MAX_FAVOURITES - 1);
    await db()
      .insert(favourites)
      .values(kept.map((propertyId) => ({ accountId: buyer.accountId, propertyId })));
    const racing = await manyPublished(4);
    const answers = await Promise.all(racing.map((id) => keep(buyer.token, id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await rowsOf(buyer.accountId)).toHaveLength(MAX_FAVOURITES);
  });
});

describe('cards by id (issue 34 point 3)', () => {
  it('issue 34 point 3: answers the published cards in the order asked, without a session', async () => {
    const [a, b] = [await published(), await published()];
    const hidden = await unpublished();
    const answer = await call('GET', `/properties-cards?ids=${b},${hidden},${randomUUID()},${a}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const cards = answer.json<{ data: PropertyCard[] }>().data;
    expect(cards.map((card) => card._id)).toEqual([b, a]);
    expect(cards[0]).toMatchObject({ category: 'residential', owner: null, isConfirmed: true });
    expect(cards[0]!.image).not.toBeNull();
    const none = await call('GET', '/properties-cards?ids=');
    expect(none.json<{ data: PropertyCard[] }>().data).toEqual([]);
  });

  it('issue 34 point 3: answers 400 in the caller’s language for malformed or too many ids', async () => {
    const good = await published();
    const bad = await t.app.inject({
      url: `/api/v1/properties-cards?ids=${good},12345&lang=de`,
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json<ErrorBody>().error).toMatchObject({
      code: 'validation_error',
      fields: [{ field: 'ids.1', message: 'Ungültige Kennung' }],
    });
    const many = Array.from({ length: 101 }, () => randomUUID()).join(',');
    const tooMany = await call('GET', `/properties-cards?ids=${many}`, undefined, undefined, 'de');
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json<ErrorBody>().error.fields).toEqual([
      { field: 'ids', message: 'Höchstens 100 Einträge erlaubt' },
    ]);
    const missing = await call('GET', '/properties-cards');
    expect(missing.statusCode).toBe(400);
  });
});

describe('staff count and clean-up (issue 34 point 3)', () => {
  it('issue 34 point 3: tells staff how many accounts keep a listing, and nobody else', async () => {
    const id = await published();
    const [one, two] = [
      await person(db(), 'counted-1@example.com'),
      await person(db(), 'counted-2@example.com'),
    ];
    await keep(one.token, id);
    await keep(two.token, id);
    const url = `/admin/listing/${id}/favourites`;
    const answer = await call('GET', url, agent.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { count: 2 } });
    expect((await call('GET', url, seller.token)).statusCode).toBe(403);
    expect((await call('GET', url, one.token)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
    const unknown = await call('GET', `/admin/listing/${randomUUID()}/favourites`, agent.token);
    expect(unknown.statusCode).toBe(404);
  });

  it('issue 34 point 3: exports the favourites and deletes them with the account', async () => {
    const buyer = await person(db(), 'leaves@example.com');
    const id = await published();
    await keep(buyer.token, id);
    const records = await findPersonByAccount(db(), buyer.accountId);
    const { data } = await collectPersonalData(db(), records!);
    expect(data.favourites).toEqual([
      {
        listing: expect.objectContaining({ id }) as unknown,
        createdAt: expect.any(Date) as unknown,
      },
    ]);
    const erased = await call('DELETE', '/account', buyer.token);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await db().$count(accounts, eq(accounts.id, buyer.accountId))).toBe(0);
    expect(await rowsOf(buyer.accountId)).toHaveLength(0);
  });

  it('issue 34 point 3: deletes the favourites with the listing', async () => {
    const buyer = await person(db(), 'listing-gone@example.com');
    const id = await published();
    await keep(buyer.token, id);
    const deleted = await call('DELETE', `/properties/residential/${id}/delete`, seller.token);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const rows = await db()
      .select()
      .from(favourites)
      .where(and(eq(favourites.accountId, buyer.accountId), eq(favourites.propertyId, id)));
    expect(rows).toEqual([]);
    expect(await idsOf(buyer.token)).toEqual([]);
  });
});
