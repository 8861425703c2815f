/**
 * The smaller findings of the security probe (issue 13 point 7): listings placed outside South
 * Tyrol, the caller's X-Request-Id in the logs, HSTS over plain HTTP, X-Frame-Options against
 * frame-ancestors, and mails the outbox gave up on without anyone being told.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { mailOutbox, properties } from '../src/db/schema.ts';
import { enqueueMail } from '../src/modules/mail/mail-outbox.service.ts';
import { createMailWorker } from '../src/modules/mail/mail-worker.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { auth } from './helpers/account-fixtures.ts';
import {
  LISTING_LOCATION,
  listingBody,
  listingPeople,
  type ListingPeople,
} from './helpers/listing-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let people: ListingPeople;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
    prepare: async ({ db }) => {
      await seedPropertyTypes(db);
    },
  });
  await seedPlaces(t.database.db);
  people = await listingPeople(t.database.db);
});
afterAll(() => t?.close());

async function listingCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(properties);
  return row!.n;
}

describe('a listing lies in South Tyrol (issue 13 point 7)', () => {
  it('refuses (0, 0) and swapped coordinates for a Bolzano address with 400 naming the position; stores nothing', async () => {
    for (const [coordinates, lang, message] of [
      [{ lat: 0, lng: 0 }, 'en', 'The position must lie in South Tyrol'],
      [{ lat: 11.3548, lng: 46.4983 }, 'de', 'Die Position muss in Südtirol liegen'],
      [{ lat: 45.4642, lng: 9.19 }, 'it', 'La posizione deve trovarsi in Alto Adige'],
    ] as const) {
      const before = await listingCount();
      const body = await listingBody(t.database.db, people.user, 'residential', {
        location: { ...LISTING_LOCATION, coordinates },
      });
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/properties/residential',
        payload: body,
        headers: auth(people.user.token, lang),
      });
      expect(answer.statusCode).toBe(400);
      const error = answer.json<ErrorBody>();
      expect(apiErrorSchema.safeParse(error).success).toBe(true);
      expect(error.error.fields).toEqual([{ field: 'location.coordinates', message }]);
      expect(await listingCount()).toBe(before);
    }
  });

  it('takes the same listing at its real position in Bolzano', async () => {
    const body = await listingBody(t.database.db, people.user, 'residential');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties/residential',
      payload: body,
      headers: auth(people.user.token),
    });
    expect({ status: answer.statusCode, body: answer.json<unknown>() }).toMatchObject({
      status: 201,
    });
  });
});

describe('X-Request-Id (issue 13 point 7)', () => {
  it("becomes the log's request id only when it is a plain token of 8 to 64 characters", async () => {
    const from = lines.length;
    // The health check logs only warnings; a request to an unknown path is logged.
    const url = '/api/v1/no-such-thing';
    await t.app.inject({ url, headers: { 'x-request-id': 'trace-0123.abc_X' } });
    const hostile = ['{"admin":true}', 'short', 'a b c d e f g h', 'x'.repeat(65)];
    for (const id of hostile) {
      await t.app.inject({ url, headers: { 'x-request-id': id } });
    }
    const ids = lines
      .slice(from)
      .map((line) => (JSON.parse(line) as { reqId?: string }).reqId)
      .filter((id): id is string => typeof id === 'string');
    expect(ids).toContain('trace-0123.abc_X');
    for (const id of hostile) expect(ids).not.toContain(id);
    expect(
      ids.filter((id) => id !== 'trace-0123.abc_X').every((id) => /^[0-9a-f-]{36}$/.test(id)),
    ).toBe(true);
  });
});

describe('security headers (issue 13 point 7)', () => {
  it('sends no HSTS over plain HTTP, nor when an untrusted client claims X-Forwarded-Proto: https', async () => {
    const plain = await t.app.inject({ url: '/api/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.app.inject({
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind a trusted proxy (TRUST_PROXY) that says the client used HTTPS', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' }, database: t.database });
    try {
      const https = await proxied.app.inject({
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const http = await proxied.app.inject({
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('X-Frame-Options and frame-ancestors agree: no site may frame the pages', async () => {
    for (const url of ['/api/v1/health', '/', '/api/v1/no-such-thing']) {
      const answer = await t.app.inject({ url });
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

describe('mails given up after every attempt are reported (issue 13 point 7)', () => {
  it('after 15 failed attempts the health answer counts the mail and admins get it listed', async () => {
    const worker = createMailWorker({
      db: t.database.db,
      config: t.config,
      log: pino({ level: 'silent' }),
      transport: {
        kind: 'smtp',
        send: async () => {
          throw new Error('550 5.1.1 mailbox unavailable');
        },
        close: () => {},
      },
      retryBaseMs: 1,
      retryMaxMs: 1,
      pollMs: 20,
    });
    const healthCount = async () =>
      (await t.app.inject({ url: '/api/v1/health' })).json<{ undeliveredMails: number }>()
        .undeliveredMails;
    expect(await healthCount()).toBe(0);
    await enqueueMail(t.database.db, {
      kind: 'visit-request',
      to: 'agency@example.com',
      language: 'it',
      subject: 'Richiesta di visita',
      text: 'Testo',
    });
    worker.start();
    // Every mail in the outbox (also the staff notice of the listing above) fails each attempt.
    const pending = async () => {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.attempts} < 15`);
      return row!.n;
    };
    try {
      const deadline = Date.now() + 60_000;
      while ((await pending()) > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await worker.stop();
    }
    const undelivered = await healthCount();
    expect(undelivered).toBeGreaterThanOrEqual(1);

    const listed = await t.app.inject({
      url: '/api/v1/mail/undelivered',
      headers: auth(people.admin.token),
    });
    expect(listed.statusCode).toBe(200);
    const { data } = listed.json<{ data: { count: number; mails: unknown[] } }>();
    expect(data.count).toBe(undelivered);
    expect(data.mails).toHaveLength(undelivered);
    expect(data.mails).toContainEqual({
      _id: expect.any(String) as unknown,
      kind: 'visit-request',
      to: 'agency@example.com',
      subject: 'Richiesta di visita',
      createdAt: expect.any(String) as unknown,
      attempts: 15,
      lastError: '550 5.1.1 mailbox unavailable',
    });
    // Only admins: a user gets 403, a visitor 401.
    const user = await t.app.inject({
      url: '/api/v1/mail/undelivered',
      headers: auth(people.user.token),
    });
    expect(user.statusCode).toBe(403);
    const agent = await t.app.inject({
      url: '/api/v1/mail/undelivered',
      headers: auth(people.agent.token),
    });
    expect(agent.statusCode).toBe(403);
    const visitor = await t.app.inject({ url: '/api/v1/mail/undelivered' });
    expect(visitor.statusCode).toBe(401);
  });
});
