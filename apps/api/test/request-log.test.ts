/**
 * The request logs never hold a working secret link: the token of a login link
 * (`/account?token=`, decisions.md Accounts and roles) and of a search's alert opt-out link
 * (`/find/searches/{id}?alerts=off&token=`) are replaced in every logged URL, read from the
 * log lines the application writes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrlSecrets } from '../src/lib/request-log.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t?.close());

/** The URLs of the requests logged since `from`. */
function loggedUrls(from: number): string[] {
  return lines
    .slice(from)
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
}

describe('request logs (decisions.md Accounts and roles: login links are secrets)', () => {
  it('a login link and an opt-out link are logged without their tokens, the rest of the URL kept', async () => {
    const secret = 'Zq3-secret_Token0123456789abcdef';
    const searchId = randomUUID();
    const from = lines.length;
    await t.app.inject({ url: `/account?token=${secret}&callback=%2Ffind` });
    await t.app.inject({
      url: `/find/searches/${searchId}?alerts=off&token=${secret}&lang=de`,
    });
    await t.app.inject({ url: `/api/v1/types?TOKEN=${secret}` });

    expect(lines.slice(from).join('\n')).not.toContain(secret);
    expect(loggedUrls(from)).toEqual([
      '/account?token=[redacted]&callback=%2Ffind',
      `/find/searches/${searchId}?alerts=off&token=[redacted]&lang=de`,
      '/api/v1/types?TOKEN=[redacted]',
    ]);
  });

  it('URLs without a token are logged as they came; any parameter named …token is hidden', () => {
    expect(redactUrlSecrets('/properties-search?type=residential&page=2')).toBe(
      '/properties-search?type=residential&page=2',
    );
    expect(redactUrlSecrets('/api/v1/x?page=1&access_token=abc')).toBe(
      '/api/v1/x?page=1&access_token=[redacted]',
    );
    expect(redactUrlSecrets('/api/v1/account/session')).toBe('/api/v1/account/session');
  });
});
