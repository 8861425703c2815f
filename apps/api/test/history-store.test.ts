/**
 * The history of changes is kept as written (issue 16 point 6): an entry cannot be updated or
 * deleted, except that deleting an actor's account sets the actor to null and an erasure that
 * says so may rewrite entries (decision 029).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, historyEntries } from '../src/db/schema.ts';
import { listHistory, recordHistory } from '../src/modules/history/history.repository.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function entryFor(listingId: string, actorAccountId: string | null) {
  await recordHistory(database.db, {
    actor: { accountId: actorAccountId, role: 'admin' },
    subject: 'listing',
    subjectId: listingId,
    listingId,
    action: 'update',
    changes: [{ field: 'price', before: 100, after: 120 }],
    source: 'adminUpdateListing',
  });
  const [row] = await listHistory(database.db, { listingId }, { limit: 1 });
  return row!;
}

describe('history entries (issue 16 point 6)', () => {
  it('skips an update that changed nothing', async () => {
    const id = crypto.randomUUID();
    await recordHistory(database.db, {
      actor: { accountId: null, role: 'system' },
      subject: 'listing',
      subjectId: id,
      listingId: id,
      action: 'update',
      changes: [],
      source: 'test',
    });
    expect(await listHistory(database.db, { listingId: id }, { limit: 5 })).toEqual([]);
  });

  it('refuses to update or delete an entry', async () => {
    const row = await entryFor(crypto.randomUUID(), null);
    await expect(
      database.db.update(historyEntries).set({ changes: [] }).where(eq(historyEntries.id, row.id)),
    ).rejects.toThrow();
    await expect(
      database.db.delete(historyEntries).where(eq(historyEntries.id, row.id)),
    ).rejects.toThrow();
    const [kept] = await listHistory(database.db, { listingId: row.listingId! }, { limit: 1 });
    expect(kept?.changes).toEqual([{ field: 'price', before: 100, after: 120 }]);
  });

  it('keeps the entry when its actor’s account is deleted, without the actor', async () => {
    const [account] = await database.db
      .insert(accounts)
      .values({ email: `history-${crypto.randomUUID()}@example.com`, isAdmin: true })
      .returning();
    const row = await entryFor(crypto.randomUUID(), account!.id);
    await database.db.delete(accounts).where(eq(accounts.id, account!.id));
    const [kept] = await listHistory(database.db, { listingId: row.listingId! }, { limit: 1 });
    expect(kept?.actorAccountId).toBeNull();
    expect(kept?.changes).toEqual(row.changes);
  });

  it('lets an erasure that says so rewrite an entry, inside its transaction only', async () => {
    const row = await entryFor(crypto.randomUUID(), null);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('domus.history_rewrite', 'on', true)`);
      await tx
        .update(historyEntries)
        .set({ changes: [{ field: 'price', before: null, after: null }] })
        .where(eq(historyEntries.id, row.id));
    });
    await expect(
      database.db.delete(historyEntries).where(eq(historyEntries.id, row.id)),
    ).rejects.toThrow();
  });
});
