/**
 * What the unverified session of `POST /clients-create` may do (issue 13 point 2; decision 024;
 * decisions.md Accounts and roles): its own account, searches and quiet answers to matches, and
 * nothing that acts in the name of the address (uploads, listings, requests to the agency,
 * profile changes) until the address is confirmed through the mailed link.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions } from '../src/db/schema.ts';
import { apiCaller } from './helpers/account-fixtures.ts';
import { solvedCaptcha } from './helpers/captcha.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_COST: '1' } });
  const answer = await call('POST', '/clients-create', undefined, {
    client: { name: 'Mallory', familyName: 'Probe', email: 'victim@example.com', privacy: true },
    captcha: await solvedCaptcha(t.app),
  });
  expect(answer.statusCode).toBe(201);
  token = answer.json<{ token: string }>().token;
  const [session] = await t.database.db.select().from(sessions);
  expect(session?.verified).toBe(false);
});
afterAll(() => t?.close());

/** The calls an unverified session is refused, each with a well-formed body where one is read. */
const refused: [string, 'POST' | 'PATCH' | 'DELETE', string, unknown][] = [
  ['upload a file', 'POST', '/file?type=image', undefined],
  ['delete a file', 'DELETE', `/file/${randomUUID()}`, undefined],
  ['create a listing', 'POST', '/properties/residential', { isDraft: true }],
  ['change a listing', 'PATCH', `/properties/residential/${randomUUID()}`, { isDraft: true }],
  ['delete a listing', 'DELETE', `/properties/residential/${randomUUID()}/delete`, undefined],
  ['change the profile', 'PATCH', '/account/me', { values: { name: 'Other' } }],
  ['change a seller profile', 'PATCH', `/sellers/${randomUUID()}`, { name: 'x' }],
  ['create a client', 'POST', '/clients', { name: 'a', familyName: 'b', email: 'c@example.com' }],
  ['ask the agency for a visit', 'PATCH', `/matches/${randomUUID()}`, { state: 'visit' }],
  [
    'ask the agency for a consultation',
    'PATCH',
    `/matches/${randomUUID()}`,
    { state: 'consulting' },
  ],
  [
    'rewrite its client through clients-create',
    'POST',
    '/clients-create',
    { client: { name: 'a', familyName: 'b', email: 'other@example.com', privacy: true } },
  ],
];

describe('unverified session (decision 024; issue 13 point 2)', () => {
  it.each(refused)(
    'may not %s: 403 address_unverified, in the caller’s language',
    async (_name, method, url, payload) => {
      const mailsBefore = await t.database.db.$count(mailOutbox);
      const answer = await call(method, url, token, payload, 'de');
      expect(answer.statusCode, answer.body).toBe(403);
      const error = answer.json<ErrorBody>().error;
      expect(error.code).toBe('address_unverified');
      expect(error.message).toContain('bestätigen Sie zuerst Ihre E-Mail-Adresse');
      expect(await t.database.db.$count(mailOutbox)).toBe(mailsBefore);
    },
  );

  it('answers in English and Italian too', async () => {
    const en = await call('PATCH', '/account/me', token, { values: { name: 'x' } }, 'en');
    expect(en.json<ErrorBody>().error.message).toContain('confirm your e-mail address first');
    const it = await call('PATCH', '/account/me', token, { values: { name: 'x' } }, 'it');
    expect(it.json<ErrorBody>().error.message).toContain('confermi il Suo indirizzo email');
  });

  it('may see its account and reach its searches and quiet match answers', async () => {
    const me = await call('GET', '/account/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json<{ email: string }>().email).toBe('victim@example.com');
    expect((await call('GET', '/account', token)).statusCode).toBe(200);
    // Past the session check: an unknown search or match is simply not found.
    expect((await call('GET', `/searches/${randomUUID()}`, token)).statusCode).toBe(404);
    expect((await call('DELETE', `/searches/${randomUUID()}`, token)).statusCode).toBe(404);
    const quiet = await call('PATCH', `/matches/${randomUUID()}`, token, { state: 'wait' });
    expect(quiet.statusCode).toBe(404);
  });

  it('a verified session of the same kind of account may do what the unverified one may not', async () => {
    await t.database.db.update(sessions).set({ verified: true });
    const answer = await call('PATCH', '/account/me', token, { values: { name: 'Mallory' } });
    expect(answer.statusCode, answer.body).not.toBe(403);
    await t.database.db.update(sessions).set({ verified: false });
    expect(
      (await call('PATCH', '/account/me', token, { values: { name: 'Mallory' } })).statusCode,
    ).toBe(403);
    // Nothing about this address was mailed to the agency meanwhile.
    const toAgency = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'match-request'));
    expect(toAgency).toEqual([]);
  });
});
