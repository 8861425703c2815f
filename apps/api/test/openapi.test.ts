import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  responses?: Record<string, unknown>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('OpenAPI description at /api/docs (issue 2 §7)', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the routes of this issue with their operationIds and tags', () => {
    const operations = Object.fromEntries(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => [
          `${method.toUpperCase()} ${path}`,
          op.operationId,
        ]),
      ),
    );
    expect(operations).toMatchObject({
      'GET /api/v1/health': 'getHealth',
      'GET /api/v1/types': 'listPropertyTypes',
      'GET /api/v1/testimonies': 'listTestimonies',
      'GET /api/v1/locations': 'listLocations',
      'GET /api/v1/locations/search': 'searchLocations',
      'GET /api/v1/locations/municipalities/search': 'searchMunicipalities',
    });
  });

  it('gives every documented operation a unique operationId and a tag', () => {
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(ops.length).toBeGreaterThanOrEqual(6);
    const ids = ops.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.every((op) => (op.tags?.length ?? 0) > 0)).toBe(true);
  });

  it('describes the query parameters and the error answers from the zod schemas', () => {
    const search = doc.paths['/api/v1/locations/search']?.get;
    expect(search?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'query:lang',
      'query:limit',
      'query:q',
    ]);
    expect(Object.keys(search?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
    const types = doc.paths['/api/v1/types']?.get;
    expect(types?.parameters?.map((p) => p.name)).toContain('sort');
  });

  it('leaves the documentation pages themselves out of the description', () => {
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
  });
});
