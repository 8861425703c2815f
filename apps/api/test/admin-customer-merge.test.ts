/**
 * Merging two customers (issue 16 point 2, decision 030): admins only; a seller's listings and a
 * client's searches with their matches move to the kept record, nothing is lost (counts before
 * and after), the merge is in the history of both ids, and a failure rolls everything back.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerMergeResult } from '@domus/domain/staff/admin-customers.schema';
import {
  clients,
  historyEntries,
  matches,
  properties,
  savedSearches,
  sellers,
} from '../src/db/schema.ts';
import { adminListing } from './helpers/admin-fixtures.ts';
import { person, type Person } from './helpers/account-fixtures.ts';
import { buyer, seedPlaces, typeId } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Person;
let agent: Person;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true }, false);
  agent = await person(t.database.db, 'agent@example.com', { isAgent: true }, false);
});
afterAll(() => t.close());

function merge(
  kind: string,
  keepId: string,
  removeId: string,
  token = admin.token,
  extra: { force?: boolean; lang?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/customers/${kind}/${keepId}/merge`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': extra.lang ?? 'it' },
    payload: { removeId, ...(extra.force === undefined ? {} : { force: extra.force }) },
  });
}

async function seller(values: Partial<typeof sellers.$inferInsert>): Promise<string> {
  const [row] = await t.database.db
    .insert(sellers)
    .values({ name: 'Maria', familyName: 'Hofer', ...values })
    .returning({ id: sellers.id });
  return row!.id;
}

async function total(table: typeof properties | typeof savedSearches | typeof matches) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('merging two sellers (issue 16 point 2)', () => {
  it('moves the listings, fills the kept record’s gaps, removes the other and writes history', async () => {
    const db = t.database.db;
    const keepId = await seller({ tel: '0471 123456' });
    const removeId = await seller({ tel: '+39 0471 123 456', email: 'maria@example.com' });
    const a = await adminListing(db, { ownerId: removeId });
    const b = await adminListing(db, { ownerId: removeId, status: 'withdrawn' });
    await adminListing(db, { ownerId: keepId });
    const listingsBefore = await total(properties);

    const answer = await merge('seller', keepId, removeId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: AdminCustomerMergeResult }>().data).toMatchObject({
      movedListings: 2,
      filled: ['email'],
    });
    expect(await total(properties)).toBe(listingsBefore);
    const owners = await db
      .select({ owner: properties.ownerId })
      .from(properties)
      .where(inArray(properties.id, [a.id, b.id]));
    expect(owners.map((o) => o.owner)).toEqual([keepId, keepId]);
    const [kept] = await db.select().from(sellers).where(eq(sellers.id, keepId));
    expect(kept).toMatchObject({ email: 'maria@example.com', listingCount: 3 });
    expect(await db.select().from(sellers).where(eq(sellers.id, removeId))).toEqual([]);
    const entries = await db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.action, 'merge'));
    expect(entries.map((e) => e.sellerId).sort()).toEqual([keepId, removeId].sort());
    expect(entries.find((e) => e.sellerId === keepId)!.changes).toEqual(
      expect.arrayContaining([{ field: 'mergedFrom', before: removeId, after: keepId }]),
    );
  });

  it('is for admins: an agent gets 403 and nothing changes', async () => {
    const keepId = await seller({});
    const removeId = await seller({});
    const answer = await merge('seller', keepId, removeId, agent.token);
    expect(answer.statusCode).toBe(403);
    expect(await t.database.db.select().from(sellers).where(eq(sellers.id, removeId))).toHaveLength(
      1,
    );
  });

  it('refuses the same record twice (400) and an unknown one (404)', async () => {
    const keepId = await seller({});
    expect((await merge('seller', keepId, keepId)).statusCode).toBe(400);
    const unknown = '0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f';
    expect((await merge('seller', keepId, unknown)).statusCode).toBe(404);
  });

  it('rolls everything back when a step fails', async () => {
    const db = t.database.db;
    const keepId = await seller({});
    const removeId = await seller({ email: 'rollback@example.com' });
    const listing = await adminListing(db, { ownerId: removeId });
    const historyBefore = (await db.select().from(historyEntries)).length;
    // The removal fails: the listings moved before it must be back with their owner.
    await db.execute(sql`
      create function refuse_seller_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await db.execute(sql`
      create trigger refuse_seller_delete before delete on sellers
      for each row execute function refuse_seller_delete()`);
    try {
      const answer = await merge('seller', keepId, removeId);
      expect(answer.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_seller_delete on sellers`);
      await db.execute(sql`drop function refuse_seller_delete()`);
    }
    const [moved] = await db
      .select({ owner: properties.ownerId })
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(moved!.owner).toBe(removeId);
    expect(await db.select().from(sellers).where(eq(sellers.id, removeId))).toHaveLength(1);
    expect((await db.select().from(historyEntries)).length).toBe(historyBefore);
  });
});

describe('merging two clients (issue 16 point 2)', () => {
  it('moves the saved searches with their matches, even of the same listing', async () => {
    const db = t.database.db;
    const keep = await buyer(db, 'keep@example.com');
    const remove = await buyer(db, 'remove@example.com');
    const apartment = await typeId(db, 'residential', 'apartment');
    const listing = await adminListing(db, {});
    // Both have a search matching the same listing: the unique (search, listing) must hold.
    for (const clientId of [keep.clientId, remove.clientId]) {
      const [search] = await db
        .insert(savedSearches)
        .values({ clientId, typeId: apartment })
        .returning({ id: savedSearches.id });
      await db.insert(matches).values({ searchId: search!.id, propertyId: listing.id });
    }
    const before = { searches: await total(savedSearches), matches: await total(matches) };

    // Both buyers have their own verified account: only a forced merge joins them (issue 29.7).
    const answer = await merge('client', keep.clientId, remove.clientId, admin.token, {
      force: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: AdminCustomerMergeResult }>().data.movedSearches).toBe(1);
    expect({ searches: await total(savedSearches), matches: await total(matches) }).toEqual(before);
    const [kept] = await db.select().from(clients).where(eq(clients.id, keep.clientId));
    expect(kept!.searchCount).toBe(2);
    expect(await db.select().from(clients).where(eq(clients.id, remove.clientId))).toEqual([]);
  });
});

describe('merging two customers with their own verified accounts (issue 29 point 7)', () => {
  it('issue 29.7: refuses without force (409 in the caller’s language) and changes nothing', async () => {
    const db = t.database.db;
    const keep = await person(db, 'verified.keep@example.com');
    const remove = await person(db, 'verified.remove@example.com');
    const owned = await adminListing(db, { ownerId: remove.sellerId });

    for (const [force, lang, text] of [
      [undefined, 'de', 'eigenes bestätigtes Konto'],
      [false, 'en', 'their own verified account'],
    ] as const) {
      const answer = await merge('seller', keep.sellerId, remove.sellerId, admin.token, {
        ...(force === undefined ? {} : { force }),
        lang,
      });
      expect(answer.statusCode, answer.body).toBe(409);
      const error = answer.json<{ error: { code: string; message: string } }>().error;
      expect(error.code).toBe('merge_verified_accounts');
      expect(error.message).toContain(text);
    }
    const [still] = await db.select().from(sellers).where(eq(sellers.id, remove.sellerId));
    expect(still).toBeDefined();
    const [listing] = await db
      .select({ owner: properties.ownerId })
      .from(properties)
      .where(eq(properties.id, owned.id));
    expect(listing!.owner).toBe(remove.sellerId);
  });

  it('issue 29.7: merges with force: true and the history records the forced merge; without a second verified account no force is needed', async () => {
    const db = t.database.db;
    const keep = await person(db, 'forced.keep@example.com');
    const remove = await person(db, 'forced.remove@example.com');
    const owned = await adminListing(db, { ownerId: remove.sellerId });

    const answer = await merge('seller', keep.sellerId, remove.sellerId, admin.token, {
      force: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: AdminCustomerMergeResult }>().data.movedListings).toBe(1);
    const [listing] = await db
      .select({ owner: properties.ownerId })
      .from(properties)
      .where(eq(properties.id, owned.id));
    expect(listing!.owner).toBe(keep.sellerId);
    const [entry] = await db
      .select()
      .from(historyEntries)
      .where(
        sql`${historyEntries.subjectId} = ${keep.sellerId} and ${historyEntries.action} = 'merge'`,
      );
    expect(entry!.changes).toContainEqual({
      field: 'forcedOverVerifiedAccounts',
      before: remove.accountId,
      after: keep.accountId,
    });

    // A record without an account of its own merges as before, and no mark is written.
    const plainKeep = await person(db, 'plain.keep@example.com');
    const removeId = await seller({ email: 'plain.remove@example.com' });
    const plain = await merge('seller', plainKeep.sellerId, removeId);
    expect(plain.statusCode, plain.body).toBe(200);
    const [plainEntry] = await db
      .select()
      .from(historyEntries)
      .where(
        sql`${historyEntries.subjectId} = ${plainKeep.sellerId} and ${historyEntries.action} = 'merge'`,
      );
    expect(JSON.stringify(plainEntry!.changes)).not.toContain('forcedOverVerifiedAccounts');
  });

  it('issue 29.7: the customer page says which linked records have a verified account of their own', async () => {
    const db = t.database.db;
    const keep = await person(db, 'link.keep@example.com');
    const other = await person(db, 'link.other@example.com');
    await db.update(sellers).set({ tel: '0471 777888' }).where(eq(sellers.id, keep.sellerId));
    await db.update(sellers).set({ tel: '0471777888' }).where(eq(sellers.id, other.sellerId));
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/customers/seller/${keep.sellerId}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const related = page.json<{
      data: { related: { _id: string; accountId?: string | null; accountVerified?: boolean }[] };
    }>().data.related;
    expect(related.find((r) => r._id === other.sellerId)).toMatchObject({
      accountId: other.accountId,
      accountVerified: true,
    });
  });
});
