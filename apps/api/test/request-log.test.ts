/**
 * The request logs never hold a working secret link: the token of a login link
 * (`/account?token=`, decisions.md Accounts and roles) and of a search's alert opt-out link
 * (`/find/searches/{id}?alerts=off&token=`) are replaced in every logged URL, read from the
 * log lines the application writes.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrlSecrets } from '../src/lib/request-log.ts';
import { createMailWorker } from '../src/modules/mail/mail-worker.ts';
import { solvedCaptcha, TEST_CAPTCHA_COST } from './helpers/captcha.ts';
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
    // A portal feed's secret URL (issue 32 point 4, decision 062): the token is a path segment.
    await t.app.inject({ url: `/feeds/${secret}/immobiliare.xml` });

    expect(lines.slice(from).join('\n')).not.toContain(secret);
    expect(loggedUrls(from)).toEqual([
      '/account?token=[redacted]&callback=%2Ffind',
      `/find/searches/${searchId}?alerts=off&token=[redacted]&lang=de`,
      '/api/v1/types?TOKEN=[redacted]',
      '/feeds/[redacted]/immobiliare.xml',
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

describe('issue 29.5: production logs hold no login link and no personal query', () => {
  let prod: TestApp;
  let dataDir: string;
  const logged: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'domus-log-'));
    prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://casa.example',
        CAPTCHA_COST: TEST_CAPTCHA_COST,
      },
      logStream: { write: (line) => void logged.push(line) },
    });
  });
  afterAll(async () => {
    await prod?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the mail of a login link goes to its file only; searches keep their filters, not their text', async () => {
    const email = 'mario.rossi@example.com';
    const answer = await prod.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      payload: { email, captcha: await solvedCaptcha(prod.app) },
    });
    expect(answer.statusCode).toBe(200);
    // The mail worker of the production process, logging where the application logs.
    const worker = createMailWorker({
      db: prod.database.db,
      config: prod.config,
      log: prod.app.log,
    });
    worker.start();
    const outbox = path.join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      for (let i = 0; i < 200 && files.length === 0; i++) {
        files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
        if (files.length === 0) await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await worker.stop();
    }
    // The file holds the working link (quoted-printable undone)…
    const eml = (await readFile(path.join(outbox, files[0]!), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = /account\?token=([\w-]+)/.exec(eml)?.[1];
    expect(token).toBeDefined();
    expect(logged.join('\n')).toContain('mail written to');

    for (const url of [
      '/api/v1/admin/customers?q=Mario%20Rossi&page=2',
      '/api/v1/admin/staff?email=mario.rossi%40example.com',
      '/api/v1/seller/search?q=3331234567',
      '/api/v1/admin/inbox?status=new&q=Rossi',
      '/api/v1/properties-search?type=residential&client%5Bemail%5D=mario%40example.com',
    ]) {
      await prod.app.inject({ url });
    }
    // …and the log holds neither the link nor anything of the person.
    const log = logged.join('\n');
    expect(log).not.toContain(token!);
    expect(log).not.toContain('account?token');
    for (const personal of ['Mario', 'Rossi', 'mario', '3331234567']) {
      expect(log, personal).not.toContain(personal);
    }
    expect(loggedUrlsOf(logged)).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/customers?q=[redacted]&page=2',
        '/api/v1/admin/staff?email=[redacted]',
        '/api/v1/admin/inbox?status=new&q=[redacted]',
        '/api/v1/properties-search?type=residential&client%5Bemail%5D=[redacted]',
      ]),
    );
  });
});

function loggedUrlsOf(from: string[]): string[] {
  return from
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
}
