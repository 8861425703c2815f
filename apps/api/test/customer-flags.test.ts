/**
 * The customers table's "verified" and "duplicate" marks (issue 16 points 1 and 2, decisions 030
 * and 033) are columns of sellers and clients kept by triggers: they follow new records, edits,
 * verifications, merges and erasure on both sides of a duplicate, and two transactions at once
 * (PostgreSQL only: PGlite has one connection).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, clients, sellers } from '../src/db/schema.ts';
import { person, type Person } from './helpers/account-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { testDatabaseKind } from './helpers/test-database.ts';

let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true }, false);
});
afterAll(() => t.close());

async function seller(values: Partial<typeof sellers.$inferInsert>): Promise<string> {
  const [row] = await t.database.db
    .insert(sellers)
    .values({ name: 'Maria', familyName: 'Hofer', ...values })
    .returning({ id: sellers.id });
  return row!.id;
}

async function client(values: Partial<typeof clients.$inferInsert>): Promise<string> {
  const [row] = await t.database.db
    .insert(clients)
    .values({ name: 'Luca', familyName: 'Rossi', ...values })
    .returning({ id: clients.id });
  return row!.id;
}

async function account(email: string, verified: boolean): Promise<string> {
  const [row] = await t.database.db
    .insert(accounts)
    .values({ email, emailVerifiedAt: verified ? new Date() : null })
    .returning({ id: accounts.id });
  return row!.id;
}

/** The flags of sellers (or clients) `ids`, by id. */
async function flags(table: typeof sellers | typeof clients, ids: string[]) {
  const rows = await t.database.db
    .select({ id: table.id, verified: table.accountVerified, duplicate: table.hasDuplicate })
    .from(table)
    .where(inArray(table.id, ids));
  return Object.fromEntries(
    rows.map((r) => [r.id, { verified: r.verified, duplicate: r.duplicate }]),
  );
}

/** The duplicate marks of sellers (or clients) `ids` that exist, by id. */
async function duplicates(table: typeof sellers | typeof clients, ids: string[]) {
  const found = await flags(table, ids);
  return Object.fromEntries(Object.entries(found).map(([id, f]) => [id, f.duplicate]));
}

describe('the verified mark follows the account (issue 16 point 1, decision 033)', () => {
  it('is set on a new record, on a verification, a change of account and a deleted account', async () => {
    const db = t.database.db;
    const verified = await account('verified@example.com', true);
    const pending = await account('pending@example.com', false);
    const s = await seller({ accountId: verified });
    const c = await client({ accountId: pending });
    const none = await seller({});
    expect((await flags(sellers, [s, none]))[s]!.verified).toBe(true);
    expect((await flags(sellers, [none]))[none]!.verified).toBe(false);
    expect((await flags(clients, [c]))[c]!.verified).toBe(false);

    // The address verified: the account's records follow; withdrawn: they follow back.
    await db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, pending));
    expect((await flags(clients, [c]))[c]!.verified).toBe(true);
    await db.update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.id, pending));
    expect((await flags(clients, [c]))[c]!.verified).toBe(false);

    // Another account; no account; the flag written by hand is set from the account again.
    await db.update(clients).set({ accountId: verified }).where(eq(clients.id, c));
    expect((await flags(clients, [c]))[c]!.verified).toBe(true);
    await db.update(clients).set({ accountId: null }).where(eq(clients.id, c));
    expect((await flags(clients, [c]))[c]!.verified).toBe(false);
    await db.update(clients).set({ accountVerified: true }).where(eq(clients.id, c));
    expect((await flags(clients, [c]))[c]!.verified).toBe(false);

    // The account deleted: its records keep no account and are not verified.
    await db.delete(accounts).where(eq(accounts.id, verified));
    expect((await flags(sellers, [s]))[s]!.verified).toBe(false);
  });
});

describe('the duplicate mark follows both records (issue 16 point 2, decision 030)', () => {
  it('is gained and lost by both sides on inserts, edits and deletions, within one kind', async () => {
    const db = t.database.db;
    const a = await seller({ tel: '+39 0471 555 001' });
    expect(await duplicates(sellers, [a])).toEqual({ [a]: false });
    const b = await seller({ tel: '0039 0471/555001' });
    expect(await duplicates(sellers, [a, b])).toEqual({ [a]: true, [b]: true });
    // A client with the same number is the same person, not a duplicate.
    const c = await client({ tel: '0471 555001' });
    expect(await duplicates(clients, [c])).toEqual({ [c]: false });

    await db.update(sellers).set({ tel: '0471 555 002' }).where(eq(sellers.id, b));
    expect(await duplicates(sellers, [a, b])).toEqual({ [a]: false, [b]: false });
    // A third joins a's number while b comes back: three records marked.
    const d = await seller({ tel: '0471555001' });
    await db.update(sellers).set({ tel: '0471-555-001' }).where(eq(sellers.id, b));
    expect(await duplicates(sellers, [a, b, d])).toEqual({ [a]: true, [b]: true, [d]: true });
    // A telephone removed; a record deleted: the rest recount.
    await db.update(sellers).set({ tel: null }).where(eq(sellers.id, d));
    expect(await duplicates(sellers, [a, b, d])).toEqual({ [a]: true, [b]: true, [d]: false });
    await db.delete(sellers).where(eq(sellers.id, b));
    expect(await duplicates(sellers, [a])).toEqual({ [a]: false });
    // An edit that leaves the number as it is changes nothing.
    await db.update(sellers).set({ tel: '+39 0471 555001' }).where(eq(sellers.id, a));
    expect(await duplicates(sellers, [a])).toEqual({ [a]: false });
  });

  it('follows a merge: the kept record loses its mark, or takes the removed one’s number', async () => {
    const merge = (keepId: string, removeId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/customers/client/${keepId}/merge`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { removeId },
      });
    const keep = await client({ tel: '333 7000001' });
    const remove = await client({ tel: '+39 333 7000001' });
    expect(await duplicates(clients, [keep, remove])).toEqual({ [keep]: true, [remove]: true });
    expect((await merge(keep, remove)).statusCode).toBe(200);
    expect(await duplicates(clients, [keep])).toEqual({ [keep]: false });

    // Kept without a telephone: it takes the removed one's, which a third record shares.
    const bare = await client({});
    const other = await client({ tel: '333 7000002' });
    const third = await client({ tel: '3337000002' });
    expect((await merge(bare, other)).statusCode).toBe(200);
    expect(await duplicates(clients, [bare, third])).toEqual({ [bare]: true, [third]: true });
  });

  // PostgreSQL only: its lock table is what a lock per number exhausted; PGlite takes ~25 s here.
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'holds for a statement writing 12,000 records, within the server’s lock table',
    async () => {
      const db = t.database.db;
      // Records 2k and 2k + 1 share a number; the first and the last have theirs alone.
      await db.execute(sql`
      insert into sellers (name, tel)
      select 'Bulk', '0472 ' || lpad((i / 2)::text, 6, '0') from generate_series(1, 12000) i`);
      const result = await db.execute(sql`
      select count(*) filter (where has_duplicate)::int as "marked", count(*)::int as "all"
        from sellers where name = 'Bulk'`);
      const [row] = (result as { rows: { marked: number; all: number }[] }).rows;
      expect(row).toEqual({ marked: 11998, all: 12000 });
      await db.delete(sellers).where(eq(sellers.name, 'Bulk'));
    },
  );

  it('follows an erasure: the remaining record loses its mark', async () => {
    const kept = await seller({ tel: '0471 555 100' });
    const erased = await seller({ tel: '0471555100', email: 'erased@example.com' });
    expect(await duplicates(sellers, [kept, erased])).toEqual({ [kept]: true, [erased]: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/customers/seller/${erased}/erase`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await duplicates(sellers, [kept, erased])).toEqual({ [kept]: false });
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'two transactions at once (decision 033)',
  () => {
    async function connect(): Promise<pg.Client> {
      const c = new pg.Client({ connectionString: t.database.url });
      await c.connect();
      return c;
    }

    it('marks both records when two transactions give the same new number', async () => {
      const [one, two] = [await connect(), await connect()];
      try {
        await one.query('begin');
        await two.query('begin');
        const first = await one.query<{ id: string }>(
          `insert into sellers (name, tel) values ('Uno', '0471 600 001') returning id`,
        );
        // The second waits for the first's lock on the number, then counts both.
        const second = two.query<{ id: string }>(
          `insert into sellers (name, tel) values ('Due', '+39 0471 600001') returning id`,
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        await one.query('commit');
        const ids = [first.rows[0]!.id, (await second).rows[0]!.id];
        await two.query('commit');
        expect(await duplicates(sellers, ids)).toEqual({ [ids[0]!]: true, [ids[1]!]: true });
      } finally {
        await one.end();
        await two.end();
      }
    });

    it('marks a record made while its account is verified in another transaction', async () => {
      const [one, two] = [await connect(), await connect()];
      try {
        // Record first: the verification waits for it, then finds it.
        const a = await account('race-a@example.com', false);
        await one.query('begin');
        await two.query('begin');
        const made = await one.query<{ id: string }>(
          `insert into clients (name, account_id) values ('Uno', $1) returning id`,
          [a],
        );
        const verify = two.query('update accounts set email_verified_at = now() where id = $1', [
          a,
        ]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await one.query('commit');
        await verify;
        await two.query('commit');
        // Verification first: the record waits for it, then reads it.
        const b = await account('race-b@example.com', false);
        await one.query('begin');
        await two.query('begin');
        await two.query('update accounts set email_verified_at = now() where id = $1', [b]);
        const later = one.query<{ id: string }>(
          `insert into clients (name, account_id) values ('Due', $1) returning id`,
          [b],
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        await two.query('commit');
        const laterId = (await later).rows[0]!.id;
        await one.query('commit');
        const ids = [made.rows[0]!.id, laterId];
        const marks = await flags(clients, ids);
        expect(ids.map((id) => marks[id]!.verified)).toEqual([true, true]);
      } finally {
        await one.end();
        await two.end();
      }
    });
  },
);
