/**
 * Callers are known and allowed before their input is read (issue 13, point 6; developers' guide:
 * authenticate and authorise before validating): for every operation of the OpenAPI description
 * that needs a session, an anonymous call with a malformed body and malformed parameters answers
 * 401, and every staff operation answers 403 to a user who is not staff, without the field list
 * that would describe the route's schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from './helpers/account-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

type Operation = {
  operationId: string;
  security?: Record<string, unknown>[];
  responses: Record<string, { description?: string }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let user: Person;
let operations: { method: string; path: string; operation: Operation }[] = [];

/** The staff description of a 403 (lib/openapi.ts staffResponses). */
const STAFF_403 = 'The account is not staff (agent or admin): code forbidden';

beforeAll(async () => {
  t = await createTestApp();
  user = await person(t.database.db, 'plain-user@example.com');
  const document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(async () => {
  await t?.close();
});

/** Needs a session: the bearer token is its only security requirement. */
const needsSession = (operation: Operation) =>
  !!operation.security?.length && operation.security.every((r) => 'bearerAuth' in r);

/** The path with every parameter malformed, and a query string of wrong types. */
const malformedUrl = (path: string) =>
  `${path.replace(/\{[^}]+\}/g, 'not-a-valid-id')}?limit=banana&q=%00`;

/** A body that fits no route's schema: wrong types, unknown and prototype keys. */
const malformedBody = JSON.stringify({
  email: 42,
  values: 'nope',
  state: ['x'],
  unexpected: { deep: [[[null]]] },
  ['__proto__']: { admin: true },
});

async function callAs(method: string, path: string, token?: string) {
  return t.app.inject({
    method: method as 'GET',
    url: malformedUrl(path.startsWith('/api/') ? path : `/api/v1${path}`),
    headers: {
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: malformedBody }),
  });
}

describe('access before validation (issue 13 point 6; developers guide)', () => {
  it('finds the operations that need a session, staff ones among them', () => {
    const guarded = operations.filter((o) => needsSession(o.operation));
    // The API's session calls: account, searches, matches, files, listings, sellers, clients.
    expect(guarded.length).toBeGreaterThanOrEqual(20);
    expect(guarded.map((o) => o.operation.operationId)).toEqual(
      expect.arrayContaining(['createSeller', 'uploadFiles', 'updateMe', 'logout']),
    );
    expect(
      operations.filter((o) => o.operation.responses['403']?.description === STAFF_403).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('answers 401 to an anonymous call with a malformed body on every session operation', async () => {
    const failures: string[] = [];
    for (const { method, path, operation } of operations) {
      if (!needsSession(operation)) continue;
      const answer = await callAs(method, path);
      const body = answer.json<ErrorBody>();
      if (answer.statusCode !== 401 || body.error.code !== 'unauthorized' || body.error.fields) {
        failures.push(
          `${operation.operationId}: ${answer.statusCode} ${answer.body.slice(0, 120)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 for a malformed JSON body too, before it is parsed', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sellers',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(answer.statusCode).toBe(401);
  });

  it('answers 403 to a user who is not staff on every staff operation, body unread', async () => {
    const failures: string[] = [];
    for (const { method, path, operation } of operations) {
      if (operation.responses['403']?.description !== STAFF_403) continue;
      const answer = await callAs(method, path, user.token);
      const body = answer.json<ErrorBody>();
      if (answer.statusCode !== 403 || body.error.code !== 'forbidden' || body.error.fields) {
        failures.push(
          `${operation.operationId}: ${answer.statusCode} ${answer.body.slice(0, 120)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('still validates the body of a caller who is allowed', async () => {
    const agent = await person(t.database.db, 'agent-validates@example.com', { isAgent: true });
    const answer = await callAs('POST', '/api/v1/sellers', agent.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.code).toBe('validation_error');
  });
});
