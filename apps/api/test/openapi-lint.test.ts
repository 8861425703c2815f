/**
 * The OpenAPI description passes an outside linter (issue 31 point 5): every operation says who
 * may call it, the document names its server, and no two paths differ only by a parameter's name.
 * `npm run lint:openapi` runs Redocly's recommended rules over the same built document; these
 * tests keep the facts it relies on, and the old delete path that had to give way, in the suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { adminListing } from './helpers/admin-fixtures.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type Document = {
  servers?: { url: string }[];
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let doc: Document;
let agent: Person;
let admin: Person;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  agent = await person(t.database.db, 'agent@example.com', { isAgent: true });
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
  doc = (await t.app.inject({ url: '/api/docs/json' })).json<Document>();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

describe('issue 31.5: the OpenAPI description passes an outside linter', () => {
  it('issue 31.5: every operation declares its security, public ones an explicit one', () => {
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    expect(operations().length).toBeGreaterThan(50);
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(Array.isArray(op.security), `${where} declares no security`).toBe(true);
      // Every named scheme exists; `{}` (or an empty list) is the public alternative.
      for (const requirement of op.security ?? []) {
        for (const name of Object.keys(requirement)) expect(schemes, where).toContain(name);
      }
    }
    const security = (path: string, method: string) => doc.paths[path]?.[method]?.security;
    expect(security('/api/v1/health', 'get')).toEqual([]);
    expect(security('/api/v1/properties/{type}/{id}', 'get')).toEqual([{}, { bearerAuth: [] }]);
    expect(security('/api/v1/admin/listing/{id}', 'delete')).toEqual([{ bearerAuth: [] }]);
  });

  it('issue 31.5: the document names its server', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.servers?.[0]?.url).toBe('/');
  });

  it('issue 31.5: no two paths differ only by the names of their parameters', () => {
    const shapes = Object.keys(doc.paths).map((path) => path.replace(/\{[^}]+\}/g, '{}'));
    expect(shapes.length).toBe(new Set(shapes).size);
    expect(Object.keys(doc.paths)).not.toContain('/api/v1/admin/listings/{id}');
    expect(doc.paths['/api/v1/admin/listings/{category}']?.get?.operationId).toBe(
      'listAdminListings',
    );
    expect(doc.paths['/api/v1/admin/listing/{id}']?.delete?.operationId).toBe('deleteAdminListing');
  });
});

describe('issue 31.5: the old delete path answers as the new one (decision 056)', () => {
  const gone = async (id: string) =>
    (await t.database.db.select().from(properties).where(eq(properties.id, id))).length === 0;

  it('issue 31.5: deletes a listing for a staff session on both paths, with the same answer', async () => {
    const viaNew = await adminListing(t.database.db, { agentId: agent.accountId });
    const viaOld = await adminListing(t.database.db, { agentId: agent.accountId });
    const fresh = await call('DELETE', `/admin/listing/${viaNew.id}`, agent.token);
    const old = await call('DELETE', `/admin/listings/${viaOld.id}`, agent.token);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(old.statusCode, old.body).toBe(fresh.statusCode);
    expect(old.json()).toEqual(fresh.json());
    expect(fresh.json()).toMatchObject({ data: { action: 'delete', changed: 1 } });
    expect(await gone(viaNew.id)).toBe(true);
    expect(await gone(viaOld.id)).toBe(true);
  });

  it('issue 31.5: refuses and misses alike on both paths', async () => {
    const others = await adminListing(t.database.db);
    const unknown = crypto.randomUUID();
    const pairs: [string, string | undefined][] = [
      [others.id, agent.token], // not the agent's listing: 403
      [unknown, admin.token], // no such listing: 404
      [others.id, undefined], // no session: 401
    ];
    for (const [id, token] of pairs) {
      const fresh = await call('DELETE', `/admin/listing/${id}`, token);
      const old = await call('DELETE', `/admin/listings/${id}`, token);
      expect([401, 403, 404]).toContain(fresh.statusCode);
      expect(old.statusCode).toBe(fresh.statusCode);
      expect(old.json()).toEqual(fresh.json());
    }
    expect(await gone(others.id)).toBe(false);
  });
});
