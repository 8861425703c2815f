/**
 * Who may touch what (issue: security; buyer-side.md §6 Roles and permissions, seller-side.md §6,
 * decisions.md Accounts and roles). Every id-bearing call is tried with another user's session
 * against a real database, and what is stored is read back afterwards.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, clients, properties, sellers } from '../src/db/schema.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { apiCaller, listing, person, type Person } from './helpers/account-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let a: Person;
let b: Person;
let agent: Person;
let admin: Person;
let listingOfB: string;

const profile = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Nome',
  familyName: 'Cognome',
  email,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedPropertyTypes(db);
  a = await person(db, 'a@example.com');
  b = await person(db, 'b@example.com');
  agent = await person(db, 'agent@example.com', { isAgent: true });
  admin = await person(db, 'admin@example.com', { isAdmin: true });
  listingOfB = (await listing(db, b.sellerId, { confirmed: true })).id;
});
afterAll(() => t.close());

const call = apiCaller(() => t.app);

async function sellerRow(id: string) {
  const [row] = await t.database.db.select().from(sellers).where(eq(sellers.id, id));
  return row;
}

describe("another user's records (buyer-side.md §6: a website user sees and changes only their own data)", () => {
  it("cannot delete another user's listing: 404, and the listing stays", async () => {
    const answer = await call('DELETE', `/properties/residential/${listingOfB}/delete`, a.token);
    expect(answer.statusCode).toBe(404);
    expect(answer.json<ErrorBody>().error.code).toBe('not_found');
    const [row] = await t.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, listingOfB));
    expect(row).toBeDefined();
  });

  it("an agent who is not an admin cannot delete another seller's listing either", async () => {
    expect(
      (await call('DELETE', `/properties/residential/${listingOfB}/delete`, agent.token))
        .statusCode,
    ).toBe(404);
  });

  it("cannot change another user's seller profile: 404, and it is unchanged", async () => {
    const before = await sellerRow(b.sellerId);
    const answer = await call(
      'PATCH',
      `/sellers/${b.sellerId}`,
      a.token,
      profile('hacked@example.com'),
    );
    expect(answer.statusCode).toBe(404);
    expect(await sellerRow(b.sellerId)).toEqual(before);
  });

  it("cannot change another account's profile: 404, and it is unchanged", async () => {
    const before = await sellerRow(b.sellerId);
    const answer = await call('PATCH', `/account/${b.accountId}`, a.token, {
      seller: profile('b@example.com', { name: 'Hacked' }),
    });
    expect(answer.statusCode).toBe(404);
    expect(await sellerRow(b.sellerId)).toEqual(before);
  });

  it("does not see another user's listings on the account page", async () => {
    const answer = await call('GET', '/account', a.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ properties: unknown[] }>().properties).toEqual([]);
  });

  it("cannot create a client with another person's address: 403, nothing stored", async () => {
    const answer = await call('POST', '/clients', a.token, profile('someone@example.com'));
    expect(answer.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'someone@example.com'));
    expect(rows).toEqual([]);
  });
});

describe('staff calls (buyer-side.md §6, seller-side.md §6: customers are staff matters)', () => {
  const staffCalls: [string, 'GET' | 'POST', string, unknown?][] = [
    ['list sellers', 'GET', '/sellers?limit=10'],
    ['search sellers', 'GET', '/seller/search?q=b'],
    ['create a seller', 'POST', '/sellers', profile('new-seller@example.com')],
  ];

  for (const [what, method, url, body] of staffCalls) {
    it(`a website user may not ${what}: 403; a visitor: 401`, async () => {
      const user = await call(method, url, a.token, body);
      expect(user.statusCode).toBe(403);
      expect(user.json<ErrorBody>().error.code).toBe('forbidden');
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    });
  }

  it('no seller was stored by the refused calls', async () => {
    const rows = await t.database.db
      .select()
      .from(sellers)
      .where(eq(sellers.email, 'new-seller@example.com'));
    expect(rows).toEqual([]);
  });

  it('every account call needs a session (401 for a visitor)', async () => {
    expect((await call('GET', '/account/me')).statusCode).toBe(401);
    expect((await call('GET', '/account')).statusCode).toBe(401);
    expect(
      (await call('PATCH', '/account/me', undefined, { values: profile('x@example.com') }))
        .statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/properties/residential/${listingOfB}/delete`)).statusCode).toBe(
      401,
    );
  });
});

describe('profile updates (buyer-side.md §5 Profile dialog; decisions.md Accounts and roles)', () => {
  it('cannot raise staff flags: unknown keys are ignored', async () => {
    const answer = await call('PATCH', '/account/me', a.token, {
      me: { admin: { isAdmin: true, isSuperAdmin: true, isAgent: true } },
      values: profile('a@example.com', {
        isAdmin: true,
        isSuperAdmin: true,
        isAgent: true,
        admin: { isAdmin: true },
        accountId: b.accountId,
      }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ admin: unknown }>().admin).toEqual({
      isAgent: false,
      isAdmin: false,
      isSuperAdmin: false,
    });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, a.accountId));
    expect(row).toMatchObject({ isAgent: false, isAdmin: false, isSuperAdmin: false });
    expect((await sellerRow(a.sellerId))?.accountId).toBe(a.accountId);
  });

  it("cannot take another account's e-mail address (400 duplicate_email, nothing changes)", async () => {
    const before = await sellerRow(a.sellerId);
    const answer = await call('PATCH', '/account/me', a.token, {
      values: profile('b@example.com'),
    });
    expect(answer.statusCode).toBe(400);
    const error = answer.json<ErrorBody>().error;
    expect(error.code).toBe('duplicate_email');
    expect(error.fields).toEqual([{ field: 'email', message: 'E-mail address already in use.' }]);
    expect(await sellerRow(a.sellerId)).toEqual(before);
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, a.accountId));
    expect(account?.email).toBe('a@example.com');
  });

  it("cannot take another account's address through the sellers call either", async () => {
    const before = await sellerRow(a.sellerId);
    const answer = await call(
      'PATCH',
      `/sellers/${a.sellerId}`,
      a.token,
      profile('admin@example.com'),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.code).toBe('duplicate_email');
    expect(await sellerRow(a.sellerId)).toEqual(before);
  });
});

describe('probing addresses through the profile (decision record 009)', () => {
  it('after 10 duplicate-address answers in an hour the account gets 429, and nothing changes', async () => {
    const prober = await person(t.database.db, 'prober@example.com');
    const before = await sellerRow(prober.sellerId);
    for (let i = 0; i < 10; i++) {
      const answer = await call('PATCH', '/account/me', prober.token, {
        values: profile(i % 2 ? 'a@example.com' : 'b@example.com'),
      });
      expect(answer.statusCode).toBe(400);
    }
    const limited = await call(
      'PATCH',
      `/sellers/${prober.sellerId}`,
      prober.token,
      profile('agent@example.com'),
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().error.code).toBe('rate_limited');
    expect(await sellerRow(prober.sellerId)).toEqual(before);
    // Other accounts are not affected.
    const other = await call('PATCH', '/account/me', a.token, { values: profile('a@example.com') });
    expect(other.statusCode).toBe(200);
  });
});

describe('staff and admins (buyer-side.md §6)', () => {
  it('an agent may change any seller, but not make it an agent seller (seller-side.md §6)', async () => {
    const refused = await call('PATCH', `/sellers/${b.sellerId}`, agent.token, {
      ...profile('b@example.com'),
      sellerType: 'agent',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.fields?.[0]?.field).toBe('sellerType');
    expect((await sellerRow(b.sellerId))?.sellerType).toBe('private');
    const allowed = await call('PATCH', `/sellers/${b.sellerId}`, agent.token, {
      ...profile('b@example.com'),
      tel: '0471 123456',
    });
    expect(allowed.statusCode).toBe(200);
    expect((await sellerRow(b.sellerId))?.tel).toBe('0471 123456');
  });

  it('an admin may delete any listing', async () => {
    const { id } = await listing(t.database.db, b.sellerId);
    expect(
      (await call('DELETE', `/properties/residential/${id}/delete`, admin.token)).statusCode,
    ).toBe(204);
  });
});
