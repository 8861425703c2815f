/**
 * Caching headers of answers that depend on the caller (issue 29 point 6): every answer to a
 * call with a session is `private, no-store`, whatever the route, and a page whose language
 * follows the browser says so in `Vary`, so that a shared cache neither hands one person's data
 * to another nor a German page to an Italian visitor.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { auth, listing, person, type Person } from './helpers/account-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let dist: string;
let owner: Person;
let agent: Person;
let pending: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'domus-caching-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  await seedPropertyTypes(t.database.db);
  owner = await person(t.database.db, 'cache-owner@example.com');
  agent = await person(t.database.db, 'cache-agent@example.com', { isAgent: true });
  pending = (await listing(t.database.db, owner.sellerId, { confirmed: false })).id;
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(token) });

describe('issue 29.6: answers that depend on the session are private, no-store', () => {
  it('the account, the sellers, an owner’s pending listing and the export', async () => {
    for (const [url, token] of [
      ['/account/me', owner.token],
      ['/account', owner.token],
      ['/sellers', agent.token],
      [`/properties/residential/${pending}`, owner.token],
      ['/account/export', owner.token],
    ] as const) {
      const answer = await get(url, token);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('a new session is never cached; a refused session token neither', async () => {
    const refused = await get('/account/me', 'x'.repeat(43));
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/session',
      payload: { token: 'y'.repeat(43) },
    });
    expect(exchange.headers['cache-control']).toBe('private, no-store');
  });

  it('a visitor’s public answer keeps the caching of its route', async () => {
    const config = await get('/config');
    expect(config.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('issue 29.6: pages whose language follows the browser vary by it', () => {
  it('a page without ?lang= says Vary: Accept-Language (and the language cookie)', async () => {
    const de = await t.app.inject({ url: '/', headers: { 'accept-language': 'de' } });
    const it_ = await t.app.inject({ url: '/', headers: { 'accept-language': 'it' } });
    // The same address answers differently per language…
    expect(de.body).toContain('lang="de"');
    expect(it_.body).toContain('lang="it"');
    // …and says so, for a shared cache.
    for (const page of [de, it_]) {
      const vary = String(page.headers.vary).toLowerCase().split(/,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    }
    const unknown = await t.app.inject({ url: '/no-such-page' });
    expect(String(unknown.headers.vary).toLowerCase()).toContain('accept-language');
  });
});
