import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('GET /api/v1/health (issue 2 §7: checks the database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 200 with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', undeliveredMails: 0 });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a sane X-Request-Id of the caller and replaces an unsafe one (issue 13 point 7)', async () => {
    const kept = await t.app.inject({
      url: '/api/v1/health',
      headers: { 'x-request-id': 'abc-123.trace_9' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123.trace_9');
    // Too short to tell requests apart, a colon, a space or a line break: a new id instead.
    for (const unsafe of ['abc-123', 'a:b:c:d:e:f', 'bad id\nwith newline', 'x'.repeat(65)]) {
      const replaced = await t.app.inject({
        url: '/api/v1/health',
        headers: { 'x-request-id': unsafe },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  // Last: it closes this file's database.
  it('answers 503 when the database does not answer', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'error', undeliveredMails: null });
  });
});
