/**
 * Customers: the sellers calls of the customer picker (seller-side.md §5 Seller step, §6, §7) and
 * the clients calls (buyer-side.md §5 New client dialog, §7; decisions.md Accounts and roles:
 * clients-create hands out an unverified session and a verification mail).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@domus/domain/account/account.schema';
import type { Client, Seller } from '@domus/domain/person/seller.schema';
import { accounts, clients, loginTokens, mailOutbox, sellers, sessions } from '../src/db/schema.ts';
import { hashToken } from '../src/modules/auth/session-token.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { solvedCaptcha } from './helpers/captcha.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let agent: Person;
let admin: Person;
let user: Person;

const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp({
    env: { CAPTCHA_COST: '1', CAPTCHA_HMAC_KEY: 'test-captcha-key-0123456789' },
  });
  const db = t.database.db;
  agent = await person(db, 'agent@example.com', { isAgent: true }, false);
  admin = await person(db, 'admin@example.com', { isAdmin: true }, false);
  user = await person(db, 'user@example.com');
  for (const [i, name] of ['Anna Rossi', 'Bruno Bianchi', 'Carla Verdi'].entries()) {
    const [first, family] = name.split(' ');
    await db.insert(sellers).values({
      name: first,
      familyName: family,
      email: `${first!.toLowerCase()}@example.com`,
      tel: `0471 55500${i}`,
      createdAt: new Date(Date.now() - (10 - i) * 60_000),
    });
  }
});
afterAll(() => t.close());

describe('sellers calls (seller-side.md §7; buyer-side.md §7 customer picker)', () => {
  it('GET /sellers lists the newest customers first, 10 unless limit says otherwise', async () => {
    const answer = await call('GET', '/sellers?limit=2', agent.token);
    expect(answer.statusCode).toBe(200);
    const names = answer.json<{ data: Seller[] }>().data.map((s) => s.name);
    expect(names).toHaveLength(2);
    expect(
      (await call('GET', '/sellers', agent.token)).json<{ data: Seller[] }>().data.length,
    ).toBe(4);
  });

  it('GET /seller/search finds by name, family name, e-mail and telephone, any case', async () => {
    const search = async (q: string) =>
      (await call('GET', `/seller/search?q=${encodeURIComponent(q)}`, admin.token))
        .json<{ data: Seller[] }>()
        .data.map((s) => s.familyName);
    expect(await search('rossi')).toEqual(['Rossi']);
    expect(await search('BRUNO')).toEqual(['Bianchi']);
    expect(await search('carla@')).toEqual(['Verdi']);
    expect(await search('555001')).toEqual(['Bianchi']);
    expect(await search('anna rossi')).toEqual(['Rossi']);
    expect(await search('%')).toEqual([]);
  });

  it('POST /sellers applies the seller-step rules (seller-side.md §5)', async () => {
    const invalid = await call(
      'POST',
      '/sellers',
      agent.token,
      { name: 'Dario', email: '', tel: '' },
      'it',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ErrorBody>().error.fields).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Inserire numero di telefono o email' },
        { field: 'tel', message: 'Inserire numero di telefono o email' },
        { field: 'familyName', message: 'Questo campo non deve essere vuoto' },
      ]),
    );
    const created = await call('POST', '/sellers', agent.token, {
      name: 'Dario',
      familyName: 'Neri',
      email: '',
      tel: '0471 999',
      companyName: '',
      pec: 'dario@pec.it',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ data: Seller }>().data).toMatchObject({
      name: 'Dario',
      email: null,
      companyName: null,
      pec: null,
      sellerType: 'private',
      isSelfInserted: false,
    });
  });

  it('an agent may not create an agent seller; an admin may (seller-side.md §6)', async () => {
    const seller = {
      name: 'Elena',
      familyName: 'Gialli',
      email: 'elena@example.com',
      sellerType: 'agent',
    };
    const refused = await call('POST', '/sellers', agent.token, seller);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.fields).toEqual([
      { field: 'sellerType', message: 'An agent cannot create customers of the agent type' },
    ]);
    expect(
      await t.database.db.select().from(sellers).where(eq(sellers.email, 'elena@example.com')),
    ).toEqual([]);
    expect((await call('POST', '/sellers', admin.token, seller)).statusCode).toBe(201);
  });

  it('a taken e-mail answers duplicate_email with the spec message (buyer-side.md §8)', async () => {
    const answer = await call(
      'POST',
      '/sellers',
      agent.token,
      { name: 'Anna', familyName: 'Rossi', email: 'ANNA@example.com' },
      'it',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error).toEqual({
      code: 'duplicate_email',
      message: 'Indirizzo email già in uso.',
      fields: [{ field: 'email', message: 'Indirizzo email già in uso.' }],
    });
  });

  it('a customer created for an address with an account belongs to that account', async () => {
    const db = t.database.db;
    const [account] = await db
      .insert(accounts)
      .values({ email: 'fabio@example.com' })
      .returning({ id: accounts.id });
    const created = await call('POST', '/sellers', agent.token, {
      name: 'Fabio',
      familyName: 'Blu',
      email: 'fabio@example.com',
    });
    const [row] = await db
      .select()
      .from(sellers)
      .where(eq(sellers.id, created.json<{ data: Seller }>().data._id));
    expect(row?.accountId).toBe(account!.id);
  });

  it('PATCH /sellers/{id}: a user changes their own seller profile', async () => {
    const answer = await call('PATCH', `/sellers/${user.sellerId}`, user.token, {
      name: 'Ugo',
      familyName: 'Test',
      email: 'user@example.com',
      sellerType: 'construction',
      pec: 'ugo@pec.it',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: Seller }>().data).toMatchObject({
      name: 'Ugo',
      sellerType: 'construction',
      pec: 'ugo@pec.it',
    });
  });
});

describe('POST /api/v1/clients-create (buyer-side.md §5 New client dialog; decisions.md)', () => {
  const client = {
    name: 'Greta',
    familyName: 'Moser',
    email: 'Greta@Example.com',
    language: 'de',
    privacy: true,
  };

  it('needs a solved captcha from a visitor; nothing is stored without one', async () => {
    const answer = await call('POST', '/clients-create', undefined, { client });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.code).toBe('captcha_invalid');
    const rows = await t.database.db
      .select()
      .from(accounts)
      .where(eq(sql`lower(${accounts.email})`, 'greta@example.com'));
    expect(rows).toEqual([]);
  });

  it('needs the privacy checkbox', async () => {
    const answer = await call('POST', '/clients-create', undefined, {
      client: { ...client, privacy: false },
      captcha: await solvedCaptcha(t.app),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.fields?.[0]?.field).toBe('client.privacy');
  });

  it('makes an unverified account, the client, an unverified session and a verification mail', async () => {
    const db = t.database.db;
    const answer = await call('POST', '/clients-create', undefined, {
      me: null,
      client,
      captcha: await solvedCaptcha(t.app),
    });
    expect(answer.statusCode).toBe(201);
    const { client: created, token } = answer.json<{ client: Client; token: string }>();
    expect(created).toMatchObject({ name: 'Greta', email: 'greta@example.com', language: 'de' });
    const [account] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'greta@example.com'));
    expect(account).toMatchObject({ emailVerifiedAt: null, language: 'de', isAdmin: false });
    const [clientRow] = await db.select().from(clients).where(eq(clients.id, created._id));
    expect(clientRow?.accountId).toBe(account!.id);
    expect(clientRow?.privacyAcceptedAt).toBeInstanceOf(Date);
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(session).toMatchObject({ accountId: account!.id, verified: false });
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'greta@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'login-link', language: 'de' });
    expect(mails[0]?.text).toContain('/account?token=');
    const links = await db.select().from(loginTokens).where(eq(loginTokens.accountId, account!.id));
    expect(links).toHaveLength(1);

    const me = (await call('GET', '/account/me', token)).json<Me>();
    expect(me).toMatchObject({ verified: false, client: { _id: created._id } });
  });

  it('an address in use answers duplicate_email with the login hint, and sends nothing', async () => {
    const db = t.database.db;
    const before = (await db.select().from(mailOutbox)).length;
    const answer = await call(
      'POST',
      '/clients-create',
      undefined,
      { client: { ...client, email: 'user@example.com' }, captcha: await solvedCaptcha(t.app) },
      'it',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error).toEqual({
      code: 'duplicate_email',
      message: 'Indirizzo email già in uso. Effettuare login per utilizzarlo.',
      fields: [
        {
          field: 'email',
          message: 'Indirizzo email già in uso. Effettuare login per utilizzarlo.',
        },
      ],
    });
    expect((await db.select().from(mailOutbox)).length).toBe(before);
  });

  it('a captcha solution is accepted once', async () => {
    const captcha = await solvedCaptcha(t.app);
    const first = await call('POST', '/clients-create', undefined, {
      client: { ...client, email: 'hans@example.com' },
      captcha,
    });
    expect(first.statusCode).toBe(201);
    const replay = await call('POST', '/clients-create', undefined, {
      client: { ...client, email: 'ida@example.com' },
      captcha,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<ErrorBody>().error.code).toBe('captcha_invalid');
  });

  it('a logged-in caller gets the client on their own account and their token back', async () => {
    const answer = await call('POST', '/clients-create', user.token, {
      client: { ...client, email: 'user@example.com', name: 'Ugo' },
    });
    expect(answer.statusCode).toBe(201);
    const body = answer.json<{ client: Client; token: string }>();
    expect(body.token).toBe(user.token);
    const me = (await call('GET', '/account/me', user.token)).json<Me>();
    expect(me.client).toMatchObject({ _id: body.client._id, name: 'Ugo' });
  });
});

describe('POST /api/v1/clients (buyer-side.md §7)', () => {
  const client = { name: 'Lena', familyName: 'Kofler', email: 'lena@example.com' };

  it('staff create a client for anyone; a taken address answers duplicate_email', async () => {
    const created = await call('POST', '/clients', agent.token, client);
    expect(created.statusCode).toBe(201);
    expect(created.json<{ data: Client }>().data).toMatchObject(client);
    const again = await call('POST', '/clients', admin.token, client);
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().error.code).toBe('duplicate_email');
  });

  it('a client with a postal address is answered with it (buyer-side.md §7)', async () => {
    const address = { street: 'Via Museo', streetNumber: '10', postalCode: '39100' };
    const created = await call('POST', '/clients', agent.token, {
      ...client,
      email: 'anna@example.com',
      address: { ...address, municipality: '' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ data: Client }>().data.address).toEqual(address);
  });

  it('a website user creates only their own client, with their login address', async () => {
    const other = await person(t.database.db, 'own@example.com', {}, false);
    expect((await call('POST', '/clients', other.token, client)).statusCode).toBe(403);
    const own = await call('POST', '/clients', other.token, {
      ...client,
      email: 'own@example.com',
    });
    expect(own.statusCode).toBe(201);
    const me = (await call('GET', '/account/me', other.token)).json<Me>();
    expect(me.client?._id).toBe(own.json<{ data: Client }>().data._id);
  });
});

describe('clients-create limits (decisions.md Accounts and roles: limits on login links)', () => {
  it('beyond the login-link limit of the client address: 429, nothing stored or sent', async () => {
    const db = t.database.db;
    await db.insert(loginTokens).values(
      Array.from({ length: 20 }, (_, i) => ({
        tokenHash: `test-hash-${i}`,
        email: `someone${i}@example.com`,
        requestIp: '127.0.0.1',
        expiresAt: new Date(Date.now() + 600_000),
      })),
    );
    const mailsBefore = (await db.select().from(mailOutbox)).length;
    const answer = await call('POST', '/clients-create', undefined, {
      client: {
        name: 'Olga',
        familyName: 'Pichler',
        email: 'olga@example.com',
        privacy: true,
      },
      captcha: await solvedCaptcha(t.app),
    });
    expect(answer.statusCode).toBe(429);
    expect(answer.json<ErrorBody>().error.code).toBe('rate_limited');
    expect(await db.select().from(accounts).where(eq(accounts.email, 'olga@example.com'))).toEqual(
      [],
    );
    expect((await db.select().from(mailOutbox)).length).toBe(mailsBefore);
  });
});

describe('clients-create probing (issue 13 point 5; decision 006: probing is capped)', () => {
  it('one client address gets at most 10 address-in-use answers an hour, then 429 with Retry-After', async () => {
    const probe = async (email: string, remoteAddress = '198.51.100.77') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/clients-create',
        remoteAddress,
        headers: { 'accept-language': 'en' },
        payload: {
          client: { name: 'Pia', familyName: 'Probe', email, privacy: true },
          captcha: await solvedCaptcha(t.app),
        },
      });
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      codes.push(
        (await probe(i % 2 ? 'user@example.com' : 'agent@example.com')).json<ErrorBody>().error
          .code,
      );
    }
    expect(codes).toEqual(Array(10).fill('duplicate_email'));
    const over = await probe('admin@example.com');
    expect(over.statusCode).toBe(429);
    expect(over.json<ErrorBody>().error.code).toBe('rate_limited');
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another client address is not affected.
    expect((await probe('admin@example.com', '198.51.100.78')).statusCode).toBe(400);
  });
});
