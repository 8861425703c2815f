/**
 * Several server processes on one database work as one site (issue 13, Several instances): two
 * instances of the application, each with its own connection pool on PostgreSQL, share one
 * database. Migrations at start run once under a lock, the mail worker and the file sweep never
 * handle one item twice, and every limit (login links, contact, profile probing, clients-create
 * probing, captcha replay) holds across the two: nothing is counted in a process's memory.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { accounts, files, mailOutbox } from '../src/db/schema.ts';
import { sweepUnattachedFiles } from '../src/modules/files/file-cleanup.service.ts';
import { LocalFileStorage } from '../src/modules/files/file-storage.ts';
import { createMailWorker } from '../src/modules/mail/mail-worker.ts';
import { auth, person } from './helpers/account-fixtures.ts';
import { solvedCaptcha } from './helpers/captcha.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';
import {
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from './helpers/test-database.ts';

const postgres = testDatabaseKind() === 'postgres';
/** Both instances sign captchas with one key, as a deployment of several must (README). */
const env = { CAPTCHA_COST: '1', CAPTCHA_HMAC_KEY: 'shared-captcha-key-0123456789' };

let database: TestDatabase;
/** The second instance's own connection pool on the same database (PGlite: the same handle). */
let second: DatabaseHandle;
let a: TestApp;
let b: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  // On PostgreSQL the database starts empty: the two instances migrate it at once below.
  database = await createTestDatabase({ migrate: !postgres });
  second = postgres ? await openDatabase({ url: database.url }) : database;
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  if (second !== database) await second?.close();
  await database?.destroy();
  await smtp?.close();
});

describe('several instances on one database (issue 13: Several instances)', () => {
  it.runIf(postgres)('two instances starting at once migrate the database once', async () => {
    await Promise.all([database.migrate(), second.migrate()]);
    const applied: unknown = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(
      readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    expect((applied as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
  });

  it.runIf(postgres)('the start-up steps of two instances never overlap', async () => {
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`${name} begins`);
      await new Promise((r) => setTimeout(r, 100));
      log.push(`${name} ends`);
    };
    await Promise.all([database.withStartupLock(step('a')), second.withStartupLock(step('b'))]);
    // One runs from beginning to end before the other begins.
    const first = log[0]!.split(' ')[0]!;
    const other = first === 'a' ? 'b' : 'a';
    expect(log).toEqual([`${first} begins`, `${first} ends`, `${other} begins`, `${other} ends`]);
  });

  it('starts two application instances on the one database', async () => {
    a = await createTestApp({ database, env: { ...env, SMTP_URL: smtp.url } });
    b = await createTestApp({
      database: { ...database, ...second, destroy: async () => {} },
      env: { ...env, SMTP_URL: smtp.url },
    });
    expect((await a.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await b.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('sends each mail once with the mail workers of both instances running', async () => {
    const count = 40;
    const tag = randomUUID().slice(0, 8);
    await database.db.insert(mailOutbox).values(
      Array.from({ length: count }, (_, i) => ({
        kind: 'contact',
        toAddress: `agency-${tag}@example.com`,
        replyTo: null,
        listUnsubscribe: null,
        language: 'it',
        subject: `two workers ${tag} #${i}`,
        text: 'hello',
        html: null,
      })),
    );
    const workers = [
      createMailWorker({ db: database.db, config: a.config, log: a.app.log, pollMs: 50 }),
      createMailWorker({ db: second.db, config: b.config, log: b.app.log, pollMs: 50 }),
    ];
    for (const worker of workers) worker.start();
    try {
      const ours = () => smtp.received.filter((m) => m.raw.includes(`two workers ${tag}`));
      await smtp.waitFor(() => ours().length >= count, 20_000);
      await new Promise((r) => setTimeout(r, 500));
      const subjects = ours().map((m) => /two workers \S+ #(\d+)/.exec(m.decoded)?.[1]);
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  });

  it('removes each unattached file once with the sweeps of both instances running', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'domus-instances-'));
    const deleted: string[] = [];
    const storageOf = () => {
      const storage = new LocalFileStorage(root);
      const remove = storage.delete.bind(storage);
      storage.delete = async (key) => {
        deleted.push(key);
        await remove(key);
      };
      return storage;
    };
    const ids = Array.from({ length: 30 }, () => randomUUID());
    await database.db.insert(files).values(
      ids.map((id) => ({
        id,
        propertyId: null,
        kind: 'image',
        name: 'left-over.jpg',
        mime: 'image/jpeg',
        storageKey: `2026/01/${id}.jpg`,
        createdAt: new Date(Date.now() - 2 * 24 * 3600_000),
      })),
    );
    const [removedA, removedB] = await Promise.all([
      sweepUnattachedFiles(database.db, storageOf()),
      sweepUnattachedFiles(second.db, storageOf()),
    ]);
    expect(removedA + removedB).toBe(ids.length);
    const ours = deleted.filter((key) => ids.some((id) => key.includes(id)));
    expect(ours).toHaveLength(ids.length);
    expect(new Set(ours).size).toBe(ids.length);
  });

  it('holds the login-link limit of a client address across the instances', async () => {
    const ip = '192.0.2.10';
    const ask = async (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/account/login',
        remoteAddress: ip,
        payload: { email: 'both@example.com', captcha: await solvedCaptcha(t.app) },
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await ask(i % 2 ? b : a)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const seventh = await ask(a);
    expect(seventh.statusCode).toBe(429);
    expect(Number(seventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses on one instance a captcha solution used on the other', async () => {
    const captcha = await solvedCaptcha(a.app);
    const login = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/account/login',
        remoteAddress: '192.0.2.11',
        payload: { email: 'replay@example.com', captcha },
      });
    expect((await login(a)).statusCode).toBe(200);
    const replay = await login(b);
    expect(replay.statusCode).toBe(400);
    expect(replay.json<ErrorBody>().error.code).toBe('captcha_invalid');
  });

  it('holds the contact limit of a sender across the instances', async () => {
    const send = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: '192.0.2.12',
        payload: { name: 'Anna', email: 'anna@example.org', message: 'Buongiorno, una domanda.' },
      });
    expect((await send(a)).statusCode).toBe(201);
    const again = await send(b);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(100);
  });

  it('holds the profile-probing limit of an account across the instances', async () => {
    const prober = await person(database.db, 'prober@example.com');
    await database.db.insert(accounts).values({ email: 'taken@example.com' });
    const probe = (t: TestApp) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account/me',
        headers: auth(prober.token),
        payload: { values: { name: 'Nome', familyName: 'Cognome', email: 'taken@example.com' } },
      });
    const codes = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await probe(i % 2 ? b : a)).json<ErrorBody>().error.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('duplicate_email'));
    expect(codes[10]).toBe('rate_limited');
  });

  it('holds the clients-create probing limit of a client address across the instances', async () => {
    await database.db.insert(accounts).values({ email: 'existing@example.com' });
    const probe = async (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/clients-create',
        remoteAddress: '192.0.2.13',
        payload: {
          client: { name: 'P', familyName: 'Q', email: 'existing@example.com', privacy: true },
          captcha: await solvedCaptcha(t.app),
        },
      });
    const codes = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await probe(i % 2 ? b : a)).json<ErrorBody>().error.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('duplicate_email'));
    expect(codes[10]).toBe('rate_limited');
  });
});
