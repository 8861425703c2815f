/**
 * Requests while the database is away (issue 13, faults): a PostgreSQL that does not answer
 * gives a quick 503 in the error format with Retry-After, never a hang or a 500.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@domus/domain/core/api-error.schema';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { isDatabaseUnavailable, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createServer, type AddressInfo } from 'node:net';

let handle: DatabaseHandle;
let app: FastifyInstance;

/** A port that was just free: nobody listens on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  // A port nobody listens on: the server is down (as between a restart's stop and start).
  handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/domus` });
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(tmpdir(), 'domus-test-data'),
      WEB_DIST_DIR: path.join(tmpdir(), 'domus-test-no-web-build'),
    }),
    db: handle.db,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('a database that is down (issue 13, faults)', () => {
  it('answers 503 in the error format with Retry-After, quickly', async () => {
    for (const url of ['/api/v1/properties-search', '/api/v1/types', '/api/v1/testimonies']) {
      const started = Date.now();
      const res = await app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(Date.now() - started, url).toBeLessThan(6_000);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
    }
  });

  it('tells an unreachable or restarting server from a wrong query', () => {
    expect(isDatabaseUnavailable({ message: 'Failed query', cause: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Failed query', cause: { code: '22P05' } })).toBe(
      false,
    );
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
  });
});
