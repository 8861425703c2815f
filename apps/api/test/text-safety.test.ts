/**
 * Text a database cannot store (issue 13 point 3): a NUL character or a lone surrogate in any
 * string of a request is a 400 in the error format (decisions.md Contract), in the caller's
 * language and naming the field, on every route, for visitors and logged-in callers alike;
 * nothing is stored. A query that fails anyway is logged without its values.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { accounts, contactMessages, properties, savedSearches, sellers } from '../src/db/schema.ts';
import { listingPeople, type ListingPeople } from './helpers/listing-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let people: ListingPeople;
const lines: string[] = [];

const NUL = 'hello\u0000world';
const LONE_SURROGATE = 'a\ud800b';

const MESSAGES = {
  en: 'The text contains characters that are not allowed',
  de: 'Der Text enthält unzulässige Zeichen',
  it: 'Il testo contiene caratteri non ammessi',
} as const;

/** A copy of `body` with `value` at the dotted `path`. */
function withValue(body: Record<string, unknown>, path: string, value: string) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    at[key] ??= /^\d+$/.test(keys[keys.indexOf(key) + 1] ?? '') ? [] : {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
  return copy;
}

/** The rows of the tables a refused request could have written to. */
async function counts() {
  const db = t.database.db;
  const n = async (
    name: string,
    table:
      | typeof accounts
      | typeof properties
      | typeof savedSearches
      | typeof sellers
      | typeof contactMessages,
  ) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return [name, row!.n] as const;
  };
  return Object.fromEntries(
    await Promise.all([
      n('accounts', accounts),
      n('properties', properties),
      n('searches', savedSearches),
      n('sellers', sellers),
      n('messages', contactMessages),
    ]),
  );
}

/** Sends `body` with `bad` at `field` and expects the 400 naming that field. */
async function expectRefused(
  request: { method: 'POST' | 'PATCH'; url: string; token?: string; lang?: keyof typeof MESSAGES },
  body: Record<string, unknown>,
  field: string,
  bad: string,
) {
  const lang = request.lang ?? 'en';
  const before = await counts();
  const answer = await t.app.inject({
    method: request.method,
    url: request.url,
    payload: withValue(body, field, bad),
    headers: {
      'accept-language': lang,
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
  });
  expect({ field, status: answer.statusCode }).toEqual({ field, status: 400 });
  const error = answer.json<ErrorBody>();
  expect(apiErrorSchema.safeParse(error).success).toBe(true);
  expect(error.error.code).toBe('validation_error');
  expect(error.error.fields).toEqual([{ field, message: MESSAGES[lang] }]);
  expect(await counts()).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
    routes: (app) => {
      // A failing query whose parameters are personal data, as a repository could send it.
      app.get('/api/v1/test/failing-query', async () => {
        await t.database.db.execute(
          sql`select ${'Maria Rossi'}::int, ${'maria.rossi@example.com'} as email`,
        );
        return { data: null };
      });
      app.get('/api/v1/test/duplicate', async () => {
        for (let i = 0; i < 2; i++) {
          await t.database.db.insert(accounts).values({ email: 'giulia.bianchi@example.com' });
        }
        return { data: null };
      });
    },
  });
  people = await listingPeople(t.database.db);
});
afterAll(() => t?.close());

describe('NUL characters and lone surrogates (issue 13 point 3)', () => {
  it('a visitor: the contact form refuses "hello\\u0000world" with 400 every time, in the caller\'s language', async () => {
    const body = { name: 'Anna', email: 'anna@example.com', message: 'Hello' };
    for (const lang of ['en', 'de', 'it'] as const) {
      for (const field of ['message', 'name']) {
        await expectRefused({ method: 'POST', url: '/api/v1/contact', lang }, body, field, NUL);
      }
    }
    await expectRefused(
      { method: 'POST', url: '/api/v1/contact' },
      body,
      'message',
      LONE_SURROGATE,
    );
  });

  it('a visitor: clients-create refuses them in the name', async () => {
    const body = { client: { name: 'Anna', email: 'new@example.com', privacy: true } };
    for (const bad of [NUL, LONE_SURROGATE]) {
      await expectRefused(
        { method: 'POST', url: '/api/v1/clients-create' },
        body,
        'client.name',
        bad,
      );
    }
  });

  it('a seller: every text field of a listing, also those stored in JSON columns', async () => {
    const body = {
      rent: false,
      price: 350_000,
      title: { it: 'Titolo', de: 'Titel' },
      location: {
        address: {
          street: 'Via Museo',
          streetNumber: '12',
          municipality: { it: 'Bolzano', de: 'Bozen' },
          municipalityId: '021008',
        },
        coordinates: { lat: 46.4983, lng: 11.3548 },
        zone: { id: 'gries', properties: { name: { it: 'Gries', de: 'Gries' } } },
      },
    };
    const fields = [
      'title.it',
      'title.de',
      'informations',
      'cataster',
      'location.address.street',
      'location.address.municipalityId',
      'location.zone.id',
      'externalAgent.name',
      'administrator.name',
    ];
    for (const field of fields) {
      for (const bad of [NUL, LONE_SURROGATE]) {
        const request = {
          method: 'POST' as const,
          url: '/api/v1/properties/residential',
          token: people.user.token,
        };
        await expectRefused(request, body, field, bad);
      }
    }
    await expectRefused(
      { method: 'POST', url: '/api/v1/properties/buildingland', token: people.user.token },
      body,
      'landUseZone',
      LONE_SURROGATE,
    );
  });

  it('a buyer: the name of a drawn zone and a municipality id of a saved search', async () => {
    const square = [
      [11.3, 46.4],
      [11.4, 46.4],
      [11.4, 46.5],
      [11.3, 46.4],
    ];
    const body = {
      type: 'x',
      locations: [
        { type: 'polygon', name: 'Zone', geoJson: { type: 'Polygon', coordinates: [square] } },
        { type: 'municipality', id: '021008' },
      ],
    };
    for (const bad of [NUL, LONE_SURROGATE]) {
      for (const field of ['locations.0.name', 'locations.1.id']) {
        await expectRefused(
          { method: 'POST', url: '/api/v1/searches', token: people.user.token },
          body,
          field,
          bad,
        );
      }
    }
  });

  it('the profile (name, street) and staff creating a seller (name)', async () => {
    for (const bad of [NUL, LONE_SURROGATE]) {
      for (const field of ['values.name', 'values.address.street']) {
        await expectRefused(
          { method: 'PATCH', url: '/api/v1/account/me', token: people.user.token, lang: 'de' },
          { values: { name: 'Anna', email: 'seller@example.com' } },
          field,
          bad,
        );
      }
      await expectRefused(
        { method: 'POST', url: '/api/v1/sellers', token: people.agent.token },
        { name: 'Anna', email: 'anna@example.com' },
        'name',
        bad,
      );
    }
  });

  it('object keys, query strings and path parameters too; deep nesting does not overflow', async () => {
    await expectRefused(
      { method: 'POST', url: '/api/v1/contact' },
      { name: 'Anna', email: 'anna@example.com', message: 'Hello' },
      `x${'\u0000'}`,
      'value',
    );
    const query = await t.app.inject({
      url: '/api/v1/locations?q=a%00b',
      headers: { 'accept-language': 'en' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json<ErrorBody>().error.fields).toEqual([{ field: 'q', message: MESSAGES.en }]);
    const param = await t.app.inject({
      url: '/api/v1/searches/a%00b',
      headers: { 'accept-language': 'it', authorization: `Bearer ${people.user.token}` },
    });
    expect(param.statusCode).toBe(400);
    expect(param.json<ErrorBody>().error.fields).toEqual([{ field: 'id', message: MESSAGES.it }]);
    const deep = `${'['.repeat(10_000)}"a\\u0000"${']'.repeat(10_000)}`;
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: `{"name":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(nested.statusCode).toBeLessThan(500);
  });
});

describe('failed queries in the log (issue 13 point 3: logs carry no personal data)', () => {
  it('the log line of a failing query holds its SQL and error code, never its parameter values', async () => {
    const from = lines.length;
    const failing = await t.app.inject({ url: '/api/v1/test/failing-query' });
    expect(failing.statusCode).toBe(500);
    const duplicate = await t.app.inject({ url: '/api/v1/test/duplicate' });
    expect(duplicate.statusCode).toBe(500);
    const logged = lines.slice(from).join('\n');
    for (const value of ['Maria Rossi', 'maria.rossi@example.com', 'giulia.bianchi@example.com']) {
      expect(logged).not.toContain(value);
    }
    const errors = lines
      .slice(from)
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
      .filter((entry) => entry.msg === 'request failed');
    expect(errors).toHaveLength(2);
    // Still useful: which query failed and why (SQLSTATE 22P02 invalid text, 23505 duplicate).
    expect(errors[0]!.err).toMatchObject({
      message: 'Failed query',
      query: expect.stringContaining('::int') as unknown,
    });
    expect(errors[0]!.err!.cause).toMatchObject({ code: '22P02' });
    expect(errors[1]!.err!.cause).toMatchObject({ code: '23505' });
    expect(JSON.stringify(errors[0]!.err)).not.toContain('params');
  });
});
