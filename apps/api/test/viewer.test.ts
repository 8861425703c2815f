import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, sessions } from '../src/db/schema.ts';
import { createSession, revokeSession } from '../src/modules/auth/sessions.service.ts';
import { requireAdmin, requireStaff, requireViewer } from '../src/modules/auth/viewer.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let userAccountId: string;

async function accountWith(email: string, flags: Partial<typeof accounts.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(accounts)
    .values({ email, ...flags })
    .returning({ id: accounts.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      app.get('/api/v1/test/who', async (request) => ({ viewer: request.viewer }));
      app.get('/api/v1/test/user', async (request) => ({ id: requireViewer(request).accountId }));
      app.get('/api/v1/test/staff', async (request) => ({ id: requireStaff(request).accountId }));
      app.get('/api/v1/test/admin', async (request) => ({ id: requireAdmin(request).accountId }));
    },
  });
  userAccountId = await accountWith('user@example.com');
});
afterAll(() => t.close());

const get = (url: string, token?: string, lang = 'it') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('sessions (decisions.md Accounts and roles; buyer-side.md §4 Session)', () => {
  it('a visitor is nobody; calls for users answer 401 in the request language', async () => {
    expect((await get('/api/v1/test/who')).json()).toEqual({ viewer: null });
    const answer = await get('/api/v1/test/user', undefined, 'de');
    expect(answer.statusCode).toBe(401);
    expect(answer.json<ErrorBody>().error.code).toBe('unauthorized');
    expect(answer.json<ErrorBody>().error.message).toBe(
      'Bitte melden Sie sich an, um fortzufahren.',
    );
  });

  it('a session token identifies its account; only its hash is stored', async () => {
    const { token } = await createSession(t.database.db, {
      accountId: userAccountId,
      verified: true,
    });
    const who = (await get('/api/v1/test/who', token)).json<{ viewer: Record<string, unknown> }>();
    expect(who.viewer).toMatchObject({
      accountId: userAccountId,
      email: 'user@example.com',
      verified: true,
      isAgent: false,
      isAdmin: false,
    });
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.some((row) => row.hash === token)).toBe(false);
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 random bits in base64url
  });

  it('an unknown, malformed, revoked, expired or long-unused token answers 401', async () => {
    expect((await get('/api/v1/types', 'x'.repeat(43))).statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/types',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);

    const revoked = await createSession(t.database.db, {
      accountId: userAccountId,
      verified: true,
    });
    expect((await get('/api/v1/test/user', revoked.token)).statusCode).toBe(200);
    await revokeSession(t.database.db, revoked.sessionId);
    expect((await get('/api/v1/test/user', revoked.token)).statusCode).toBe(401);

    const expired = await createSession(t.database.db, {
      accountId: userAccountId,
      verified: true,
    });
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, expired.sessionId));
    expect((await get('/api/v1/types', expired.token)).statusCode).toBe(401);

    const idle = await createSession(t.database.db, { accountId: userAccountId, verified: true });
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.id, idle.sessionId));
    expect((await get('/api/v1/types', idle.token)).statusCode).toBe(401);
  });

  it('staff calls refuse users (403) and admin calls refuse agents (buyer-side.md §6)', async () => {
    const user = await createSession(t.database.db, { accountId: userAccountId, verified: true });
    const agent = await createSession(t.database.db, {
      accountId: await accountWith('agent@example.com', { isAgent: true }),
      verified: true,
    });
    const superAdmin = await createSession(t.database.db, {
      accountId: await accountWith('boss@example.com', { isSuperAdmin: true }),
      verified: true,
    });
    expect((await get('/api/v1/test/staff', user.token)).statusCode).toBe(403);
    expect((await get('/api/v1/test/staff', agent.token)).statusCode).toBe(200);
    expect((await get('/api/v1/test/admin', agent.token)).statusCode).toBe(403);
    // A super admin is also an admin (decisions.md Accounts and roles).
    expect((await get('/api/v1/test/admin', superAdmin.token)).statusCode).toBe(200);
    const forbidden = await get('/api/v1/test/staff', user.token, 'en');
    expect(forbidden.json<ErrorBody>().error).toMatchObject({ code: 'forbidden' });
  });
});
