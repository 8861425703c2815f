/**
 * The account calls (buyer-side.md §2 Account page, §5 Profile dialog, §7; decisions.md Accounts
 * and roles) and deleting a listing, over a real database with real sessions.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOverviewSchema, meSchema, type Me } from '@domus/domain/account/account.schema';
import {
  accounts,
  clients,
  files,
  municipalities,
  properties,
  propertyTypes,
  savedSearches,
  savedSearchLocations,
  sellers,
} from '../src/db/schema.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { apiCaller, listing, person, type Person } from './helpers/account-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let user: Person;
let buyer: Person;
let admin: Person;
let superAdmin: Person;
const DAY = 24 * 3600_000;

const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedPropertyTypes(db);
  user = await person(db, 'seller@example.com');
  buyer = await person(db, 'buyer@example.com', {}, false);
  admin = await person(db, 'admin@example.com', { isAdmin: true }, false);
  superAdmin = await person(db, 'super@example.com', { isSuperAdmin: true }, false);
  await db.insert(clients).values({
    accountId: buyer.accountId,
    name: 'Max',
    familyName: 'Huber',
    email: 'buyer@example.com',
    language: 'de',
    privacyAcceptedAt: new Date(),
  });
});
afterAll(() => t.close());

describe('GET /api/v1/account/me (decisions.md Accounts and roles)', () => {
  it('answers the account with its flags and profiles, not wrapped in data', async () => {
    const answer = await call('GET', '/account/me', user.token);
    expect(answer.statusCode).toBe(200);
    const me = meSchema.parse(answer.json());
    expect(me).toMatchObject({
      _id: user.accountId,
      email: 'seller@example.com',
      verified: true,
      admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
      seller: { _id: user.sellerId, email: 'seller@example.com', sellerType: 'private' },
      client: null,
    });
    const buyerMe = (await call('GET', '/account/me', buyer.token)).json<Me>();
    expect(buyerMe.seller).toBeNull();
    expect(buyerMe.client).toMatchObject({ name: 'Max', familyName: 'Huber', language: 'de' });
  });

  it('a super admin is an admin too', async () => {
    const me = (await call('GET', '/account/me', superAdmin.token)).json<Me>();
    expect(me.admin).toEqual({ isAgent: false, isAdmin: true, isSuperAdmin: true });
  });
});

describe('PATCH /api/v1/account/me (buyer-side.md §5 Profile dialog)', () => {
  it('saves the seller profile and the language', async () => {
    const answer = await call('PATCH', '/account/me', user.token, {
      me: {},
      values: {
        salutation: 'Signora',
        name: 'Anna',
        familyName: 'Rossi',
        email: 'seller@example.com',
        tel: '',
        companyName: '',
        language: 'de',
        sellerType: 'private',
        pec: 'anna@pec.it',
      },
    });
    expect(answer.statusCode).toBe(200);
    const me = answer.json<Me>();
    expect(me.language).toBe('de');
    expect(me.seller).toMatchObject({
      salutation: 'f',
      name: 'Anna',
      familyName: 'Rossi',
      tel: null,
      companyName: null,
      pec: null,
    });
    const [row] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, user.accountId));
    expect(row?.language).toBe('de');
  });

  it('refuses a missing e-mail and missing names in the request language, changing nothing', async () => {
    const answer = await call(
      'PATCH',
      '/account/me',
      user.token,
      { values: { name: '', familyName: '', tel: '0471 1' } },
      'it',
    );
    expect(answer.statusCode).toBe(400);
    const error = answer.json<ErrorBody>().error;
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'values.email', message: 'Indirizzo email non valido' },
        { field: 'values.name', message: 'Questo campo non deve essere vuoto' },
        { field: 'values.familyName', message: 'Questo campo non deve essere vuoto' },
      ]),
    );
    const [seller] = await t.database.db
      .select()
      .from(sellers)
      .where(eq(sellers.id, user.sellerId));
    expect(seller?.name).toBe('Anna');
  });

  it('lets a construction seller give a company name instead of names', async () => {
    const answer = await call('PATCH', '/account/me', user.token, {
      values: { sellerType: 'construction', companyName: 'Bau GmbH', email: 'seller@example.com' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Me>().seller).toMatchObject({
      sellerType: 'construction',
      companyName: 'Bau GmbH',
      name: null,
    });
  });

  it('creates a self-inserted seller profile for a buyer who starts to sell, and updates the client', async () => {
    const answer = await call('PATCH', '/account/me', buyer.token, {
      values: {
        name: 'Maximilian',
        familyName: 'Huber',
        email: 'buyer@example.com',
        sellerType: 'private',
        language: 'de',
      },
    });
    expect(answer.statusCode).toBe(200);
    const me = answer.json<Me>();
    expect(me.seller).toMatchObject({ name: 'Maximilian', isSelfInserted: true });
    expect(me.client).toMatchObject({ name: 'Maximilian' });
  });

  it('PATCH /account/{id} saves the own profile; staff may save any', async () => {
    const own = await call('PATCH', `/account/${user.accountId}`, user.token, {
      seller: { name: 'Anna', familyName: 'Rossi', email: 'seller@example.com' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<Me>().seller?.name).toBe('Anna');
    const byStaff = await call('PATCH', `/account/${user.accountId}`, admin.token, {
      seller: { name: 'Anna Maria', familyName: 'Rossi', email: 'seller@example.com' },
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json<Me>()).toMatchObject({
      _id: user.accountId,
      seller: { name: 'Anna Maria' },
    });
    const unknown = await call('PATCH', `/account/${randomUUID()}`, admin.token, {
      seller: { name: 'A', familyName: 'B', email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/v1/account (buyer-side.md §2 Account page)', () => {
  let ownConfirmed: string;
  let ownUnconfirmed: string;
  let othersUnconfirmed: string;

  beforeAll(async () => {
    const db = t.database.db;
    const now = Date.now();
    ownConfirmed = (await listing(db, user.sellerId, { createdAt: new Date(now - 3 * DAY) })).id;
    ownUnconfirmed = (
      await listing(db, user.sellerId, { confirmed: false, createdAt: new Date(now - 2 * DAY) })
    ).id;
    const other = await person(db, 'other@example.com');
    othersUnconfirmed = (
      await listing(db, other.sellerId, { confirmed: false, createdAt: new Date(now - DAY) })
    ).id;
    await db.insert(municipalities).values({
      id: '021008',
      cadastralCode: 'A952',
      nameIt: 'Bolzano',
      nameDe: 'Bozen',
      searchKey: 'bolzano|bozen',
      seat: { x: 11.35, y: 46.5 },
      boundary:
        'SRID=4326;MULTIPOLYGON(((11.3 46.45,11.4 46.45,11.4 46.55,11.3 46.55,11.3 46.45)))' as never,
    });
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.accountId, buyer.accountId));
    const [type] = await db
      .select({ id: propertyTypes.id })
      .from(propertyTypes)
      .where(eq(propertyTypes.code, 'apartment'));
    const [search] = await db
      .insert(savedSearches)
      .values({
        clientId: client!.id,
        typeId: type!.id,
        rent: true,
        budget: 1200,
        rooms: { living: 1, bed: 2, bath: 1 },
      })
      .returning({ id: savedSearches.id });
    await db.insert(savedSearchLocations).values({
      searchId: search!.id,
      kind: 'municipality',
      municipalityId: '021008',
      name: 'Bolzano',
    });
  });

  it("a website user sees their own listings, confirmed or not, and no one else's", async () => {
    const answer = await call('GET', '/account', user.token);
    expect(answer.statusCode).toBe(200);
    const lists = accountOverviewSchema.parse(answer.json());
    expect(lists.properties.map((p) => [p._id, p.isConfirmed])).toEqual([
      [ownUnconfirmed, false],
      [ownConfirmed, true],
    ]);
    expect(lists.unconfirmed).toEqual([]);
    expect(lists.properties[0]?.owner).toBeNull();
  });

  it('a buyer sees their saved searches with type and places', async () => {
    const lists = accountOverviewSchema.parse((await call('GET', '/account', buyer.token)).json());
    expect(lists.properties).toEqual([]);
    expect(lists.searches).toHaveLength(1);
    expect(lists.searches[0]).toMatchObject({
      rent: true,
      budget: 1200,
      type: { id: 'apartment', category: 'residential' },
      locations: [{ type: 'municipality', id: '021008', name: 'Bolzano' }],
      rooms: { bed: 2 },
    });
  });

  it('admins see the newest listings with owner names; only super admins the unconfirmed ones', async () => {
    const forAdmin = accountOverviewSchema.parse(
      (await call('GET', '/account', admin.token)).json(),
    );
    expect(forAdmin.properties.map((p) => p._id)).toEqual([
      othersUnconfirmed,
      ownUnconfirmed,
      ownConfirmed,
    ]);
    expect(forAdmin.properties[1]?.owner).toMatchObject({ familyName: 'Rossi' });
    expect(forAdmin.unconfirmed).toEqual([]);
    const forSuper = accountOverviewSchema.parse(
      (await call('GET', '/account', superAdmin.token)).json(),
    );
    expect(forSuper.unconfirmed.map((p) => p._id)).toEqual([othersUnconfirmed, ownUnconfirmed]);
  });

  it('a listing awaiting its main image shows its first image on its card (seller-side.md §4 main images)', async () => {
    const db = t.database.db;
    const waiting = await person(db, `waiting-${randomUUID()}@example.com`);
    const { id, fileId } = await listing(db, waiting.sellerId, { confirmed: false });
    await db.update(properties).set({ mainImageId: null }).where(eq(properties.id, id));
    const later = randomUUID();
    await db.insert(files).values({
      id: later,
      propertyId: id,
      kind: 'image',
      name: 'second.jpg',
      mime: 'image/jpeg',
      storageKey: `demo/${later}.jpg`,
      position: 1,
    });
    const own = accountOverviewSchema.parse((await call('GET', '/account', waiting.token)).json());
    expect(own.properties.map((p) => [p._id, p.image?._id])).toEqual([[id, fileId]]);
    const forSuper = accountOverviewSchema.parse(
      (await call('GET', '/account', superAdmin.token)).json(),
    );
    expect(forSuper.unconfirmed.find((p) => p._id === id)?.image?._id).toBe(fileId);

    // Without any image, the card has none.
    await db.delete(files).where(eq(files.propertyId, id));
    const bare = accountOverviewSchema.parse((await call('GET', '/account', waiting.token)).json());
    expect(bare.properties[0]?.image).toBeNull();
  });
});

describe('DELETE /api/v1/properties/{type}/{id}/delete (buyer-side.md §2 Account page, §7)', () => {
  it('the owner deletes their listing; its files stay, detached; the search forgets it at once', async () => {
    const db = t.database.db;
    const { id, fileId } = await listing(db, user.sellerId);
    const totalOf = async () =>
      (await call('GET', '/properties-search?type=residential')).json<{ meta: { total: number } }>()
        .meta.total;
    const before = await totalOf();
    expect((await call('DELETE', `/properties/garage/${id}/delete`, user.token)).statusCode).toBe(
      404,
    );
    const answer = await call('DELETE', `/properties/residential/${id}/delete`, user.token);
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(await db.select().from(properties).where(eq(properties.id, id))).toEqual([]);
    const [file] = await db.select().from(files).where(eq(files.id, fileId));
    expect(file).toMatchObject({ id: fileId, propertyId: null });
    expect(await totalOf()).toBe(before - 1);
    expect(
      (await call('DELETE', `/properties/residential/${id}/delete`, user.token)).statusCode,
    ).toBe(404);
  });
});
