/**
 * Login by e-mailed link, sessions and logout over HTTP with a real database, the real mail
 * worker and a real SMTP server (decisions.md Accounts and roles; buyer-side.md §2 /login,
 * /account, §4 Session, §5 Login, §7 account calls, §8 global.errors.email).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, loginTokens, mailOutbox, sessions } from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/sessions.service.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { solvedCaptcha, TEST_CAPTCHA_COST } from './helpers/captcha.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let smtp: SmtpSink;
let worker: MailWorker;
let ipCounter = 0;

/** A client address of its own for each test, so the per-client limit of one does not touch another. */
const nextIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://casa.example',
      CAPTCHA_COST: TEST_CAPTCHA_COST,
    },
    routes: (app) => {
      app.get('/api/v1/test/who', async (request) => ({ viewer: request.viewer }));
    },
  });
  worker = createMailWorker({ db: t.database.db, config: t.config, log: t.app.log });
  worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

type LoginBody = { email?: unknown; callback?: string; lang?: string; captcha?: string };

async function askLink(
  body: LoginBody,
  options: { ip?: string; captcha?: boolean; lang?: string } = {},
) {
  const captcha = options.captcha === false ? {} : { captcha: await solvedCaptcha(t.app) };
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/account/login',
    remoteAddress: options.ip ?? nextIp(),
    headers: { 'accept-language': options.lang ?? 'it' },
    payload: { ...captcha, ...body },
  });
}

const exchange = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/account/session', payload: { token } });

const who = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/test/who',
    headers: { authorization: `Bearer ${token}` },
  });

/** The login link of a mail, and its token. */
function linkIn(mail: ReceivedMail): { url: URL; token: string } {
  const match = /https:\/\/casa\.example\/account\?token=[\w-]+(?:&callback=[^\s<>"&]+)?/.exec(
    mail.decoded,
  );
  if (!match) throw new Error(`no login link in:\n${mail.decoded}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token')! };
}

const mailTo = (email: string) => smtp.waitFor((m) => m.to.includes(email));
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

async function accountOf(email: string) {
  const [row] = await t.database.db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email));
  return row;
}

describe('login link (decisions.md Accounts and roles; buyer-side.md §2 /login, §7 POST /account/login)', () => {
  it('answers a known and an unknown address identically and mails both, each in its language', async () => {
    await t.database.db.insert(accounts).values({ email: 'known@example.com', language: 'de' });

    const known = await askLink({ email: 'Known@Example.com', lang: 'en' });
    const unknown = await askLink({ email: 'stranger@example.com', lang: 'en' });

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ data: { sent: true } });
    const headersOf = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => !['date', 'x-request-id'].includes(k))
        .sort()
        .map((k) => `${k}: ${String(h[k])}`);
    expect(headersOf(known.headers)).toEqual(headersOf(unknown.headers));

    // The account's language for a known address, the page's for a new one.
    const knownMail = await mailTo('known@example.com');
    const unknownMail = await mailTo('stranger@example.com');
    expect(knownMail.decoded).toContain('Guten Tag');
    expect(knownMail.decoded).toContain('Domus Immobiliare');
    expect(unknownMail.decoded).toContain('Hello');
    expect(unknownMail.decoded).toContain('valid for 10 minutes');
    // Text and HTML parts, the HTML with the agency's address.
    expect(unknownMail.raw).toMatch(/Content-Type: text\/plain/);
    expect(unknownMail.raw).toMatch(/Content-Type: text\/html/);
    expect(unknownMail.decoded).toContain('Via Museo 26, 39100 Bolzano (BZ)');

    // No account is made for the unknown address until its link is used.
    expect(await accountOf('stranger@example.com')).toBeUndefined();
    const rows = await t.database.db.select().from(loginTokens);
    expect(rows.map((r) => r.email).sort()).toEqual(['known@example.com', 'stranger@example.com']);
    // Only the hash of a token is stored.
    const { token } = linkIn(unknownMail);
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);

    const answer = await exchange(token);
    expect(answer.statusCode).toBe(200);
    const session = answer.json<{
      data: { token: string; expiresAt: string; verified: boolean; me: { email: string } };
    }>().data;
    expect(session.verified).toBe(true);
    expect(session.me.email).toBe('stranger@example.com');
    expect(new Date(session.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const account = await accountOf('stranger@example.com');
    expect(account?.language).toBe('en');
    expect(account?.emailVerifiedAt).not.toBeNull();
    expect((await who(session.token)).json()).toMatchObject({
      viewer: { email: 'stranger@example.com', verified: true },
    });
  });

  it('puts the callback into the link (buyer-side.md §2 /login optional callback)', async () => {
    await askLink({ email: 'seller@example.com', callback: 'sell' });
    const { url } = linkIn(await mailTo('seller@example.com'));
    expect(url.pathname).toBe('/account');
    expect(url.searchParams.get('callback')).toBe('sell');
  });

  it('refuses an invalid e-mail with global.errors.email on the field (buyer-side.md §5, §8)', async () => {
    const answer = await askLink({ email: 'not-an-address' }, { lang: 'en', captcha: false });
    expect(answer.statusCode).toBe(400);
    const body = answer.json<ErrorBody>();
    expect(body.error.code).toBe('validation_error');
    expect(body.error.fields).toContainEqual({ field: 'email', message: 'Invalid e-mail address' });
  });

  it('refuses a callback to another site (buyer-side.md §2 /login callback)', async () => {
    const answer = await askLink(
      { email: 'evil@example.com', callback: '//evil.example/x' },
      { captcha: false },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.fields?.[0]?.field).toBe('callback');
  });
});

describe('login link use (decisions.md Accounts and roles: single use, 10 minutes)', () => {
  it('works once; a second use is 400 invalid_token', async () => {
    await askLink({ email: 'once@example.com' });
    const { token } = linkIn(await mailTo('once@example.com'));
    expect((await exchange(token)).statusCode).toBe(200);
    const again = await exchange(token);
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().error.code).toBe('invalid_token');
  });

  it('of two uses at the same moment exactly one wins', async () => {
    await askLink({ email: 'race@example.com' });
    const { token } = linkIn(await mailTo('race@example.com'));
    const answers = await Promise.all([exchange(token), exchange(token), exchange(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(
      await t.database.db.$count(
        sessions,
        eq(sessions.accountId, (await accountOf('race@example.com'))!.id),
      ),
    ).toBe(1);
  });

  it('expires 10 minutes after it was asked for', async () => {
    await askLink({ email: 'late@example.com' });
    const { token } = linkIn(await mailTo('late@example.com'));
    const [row] = await t.database.db
      .select({
        ttl: sql<number>`extract(epoch from ${loginTokens.expiresAt} - ${loginTokens.createdAt})::float8`,
      })
      .from(loginTokens)
      .where(eq(loginTokens.email, 'late@example.com'));
    expect(Math.round(row!.ttl)).toBe(600);

    // Ten minutes and a second later, as the database clock sees it.
    await t.database.db
      .update(loginTokens)
      .set({
        createdAt: sql`now() - interval '601 seconds'`,
        expiresAt: sql`now() - interval '1 second'`,
      })
      .where(eq(loginTokens.email, 'late@example.com'));
    const answer = await exchange(token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.code).toBe('invalid_token');
    expect(await accountOf('late@example.com')).toBeUndefined();
  });

  it('an unknown token is 400 invalid_token in the request language', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/session',
      headers: { 'accept-language': 'de' },
      payload: { token: 'x'.repeat(43) },
    });
    expect(answer.statusCode).toBe(400);
    const { error } = answer.json<ErrorBody>();
    expect(error.code).toBe('invalid_token');
    expect(error.message).toContain('Anmeldelink');
  });

  it('the first verified login revokes the unverified sessions (decisions.md clients-create)', async () => {
    const [account] = await t.database.db
      .insert(accounts)
      .values({ email: 'newclient@example.com', language: 'it' })
      .returning({ id: accounts.id });
    const unverified = await createSession(t.database.db, {
      accountId: account!.id,
      verified: false,
    });
    expect((await who(unverified.token)).json()).toMatchObject({ viewer: { verified: false } });

    await askLink({ email: 'newclient@example.com' });
    const { token } = linkIn(await mailTo('newclient@example.com'));
    const session = (await exchange(token)).json<{ data: { token: string } }>().data;

    expect((await who(unverified.token)).statusCode).toBe(401);
    expect((await who(session.token)).json()).toMatchObject({ viewer: { verified: true } });
    expect((await accountOf('newclient@example.com'))?.emailVerifiedAt).not.toBeNull();
  });
});

describe('logout and revoked sessions (buyer-side.md §4 Session: any 401 logs out)', () => {
  it('logout answers 204 and the token then gets 401 everywhere', async () => {
    await askLink({ email: 'leaving@example.com' });
    const { token } = linkIn(await mailTo('leaving@example.com'));
    const session = (await exchange(token)).json<{ data: { token: string } }>().data;
    const auth = { authorization: `Bearer ${session.token}` };

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/logout',
      headers: auth,
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');

    const after = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/logout',
      headers: auth,
    });
    expect(after.statusCode).toBe(401);
    expect(after.json<ErrorBody>().error.code).toBe('unauthorized');
    expect((await who(session.token)).statusCode).toBe(401);
  });

  it('logout without a session is 401', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/account/logout' });
    expect(answer.statusCode).toBe(401);
  });

  it('a stale token does not stop asking for a captcha, a new link and a session', async () => {
    const stale = { authorization: `Bearer ${'y'.repeat(43)}` };
    const challenge = await t.app.inject({
      method: 'GET',
      url: '/api/v1/captcha/challenge',
      headers: stale,
    });
    expect(challenge.statusCode).toBe(200);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      remoteAddress: nextIp(),
      headers: stale,
      payload: { email: 'stale@example.com', captcha: await solvedCaptcha(t.app) },
    });
    expect(answer.statusCode).toBe(200);
    const { token } = linkIn(await mailTo('stale@example.com'));
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/session',
      headers: stale,
      payload: { token },
    });
    expect(session.statusCode, session.body).toBe(200);
    // Everywhere else the stale token answers 401, so that the web app logs out.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/logout',
      headers: stale,
    });
    expect(logout.statusCode).toBe(401);
  });
});

describe('login link limits (issue 4: per address and per client address; issue 13 point 4, decision 006)', () => {
  it('a sixth link for one address from one client address within the hour is 429 with Retry-After and is not sent', async () => {
    const email = 'often@example.com';
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await askLink({ email }, { ip })).statusCode).toBe(200);
    }
    const sixth = await askLink({ email: 'OFTEN@example.com' }, { ip, lang: 'en' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<ErrorBody>().error).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Five links, one mail: the later four came while the first one's link was fresh and unused
    // in the mailbox (decision 045).
    await smtp.waitFor(() => mailsTo(email).length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(1);
    expect(await t.database.db.$count(loginTokens, eq(loginTokens.email, email))).toBe(5);
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.toAddress, email))).toBe(1);
  });

  it(
    'links asked for by strangers never lock the owner out of logging in',
    { timeout: 180_000 },
    async () => {
      const email = 'target@example.com';
      // The owner logged in from their own client address before.
      const home = nextIp();
      expect((await askLink({ email }, { ip: home })).statusCode).toBe(200);
      const first = linkIn(await mailTo(email));
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/account/session',
        remoteAddress: home,
        payload: { token: first.token },
      });
      expect(login.statusCode).toBe(200);

      // Strangers from three client addresses ask for 15 links: each stops at its own limit.
      const answers = [];
      for (const ip of [nextIp(), nextIp(), nextIp()]) {
        for (let i = 0; i < 6; i++) answers.push((await askLink({ email }, { ip })).statusCode);
      }
      expect(answers.filter((s) => s === 429)).toHaveLength(3);
      expect(answers.filter((s) => s === 200)).toHaveLength(15);

      // The address got one mail: the others came while its link was fresh and unused in the
      // mailbox, and were answered alike, not sent (decision 045).
      await smtp.waitFor(() => mailsTo(email).length >= 2);
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(email)).toHaveLength(2);

      // The owner, from a new client address, gets the same answer as anyone…
      const elsewhere = await askLink({ email }, { ip: nextIp() });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json()).toEqual({ data: { sent: true } });
      // …and from the client address they logged in from, the link is mailed despite the cap.
      const before = mailsTo(email).length;
      expect((await askLink({ email }, { ip: home })).statusCode).toBe(200);
      await smtp.waitFor(() => mailsTo(email).length > before);
      const fresh = linkIn(mailsTo(email).at(-1)!);
      expect((await exchange(fresh.token)).statusCode).toBe(200);
    },
  );

  it(
    'issue 29.4: an attacker with 20 client addresses and 100 captchas an hour neither locks a person out nor floods their mailbox (decision 045)',
    { timeout: 600_000 },
    async () => {
      const email = 'besieged@example.com';
      const attackers = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
      const person = '192.0.2.200';
      // The hour passes in the database, whose clock the limits read: after each request the
      // rows of this address and of the attacker's client addresses move 36 s into the past.
      const step = sql`interval '36 seconds'`;
      const passTime = () =>
        t.database.db
          .update(loginTokens)
          .set({
            createdAt: sql`${loginTokens.createdAt} - ${step}`,
            expiresAt: sql`${loginTokens.expiresAt} - ${step}`,
          })
          .where(
            sql`lower(${loginTokens.email}) = ${email} or ${loginTokens.requestIp} in (${sql.join(
              attackers.map((ip) => sql`${ip}`),
              sql`, `,
            )})`,
          );
      const mailed = () => t.database.db.$count(mailOutbox, eq(mailOutbox.toAddress, email));

      const statuses: number[] = [];
      for (let k = 0; k < 100; k++) {
        if (k === 50) {
          // Half an hour in, the person asks from a client address of their own…
          const before = await mailed();
          const asked = await askLink({ email }, { ip: person });
          expect(asked.json()).toEqual({ data: { sent: true } });
          // …and their mail is queued at once and arrives within seconds, well within 2 minutes.
          expect(await mailed()).toBe(before + 1);
          const started = Date.now();
          await smtp.waitFor(() => mailsTo(email).length > before);
          expect(Date.now() - started).toBeLessThan(120_000);
          // Their link logs them in.
          const session = await exchange(linkIn(mailsTo(email).at(-1)!).token);
          expect(session.statusCode).toBe(200);
        }
        statuses.push((await askLink({ email }, { ip: attackers[k % 20] })).statusCode);
        await passTime();
      }
      // Every captcha was answered alike: 100 times 200.
      expect(statuses.filter((s) => s === 200)).toHaveLength(100);
      // In the hour the address got a few mails, the person's among them.
      const total = await mailed();
      console.info(`issue 29.4: ${total} login-link mails to the address in the hour`);
      expect(total).toBeLessThanOrEqual(6);
    },
  );

  it('issue 29.4: a person asking again while their link is fresh gets no second mail; after a used link, they do (decision 045)', async () => {
    const email = 'twice@example.com';
    const ip = nextIp();
    expect((await askLink({ email }, { ip })).statusCode).toBe(200);
    const first = linkIn(await mailTo(email));
    expect((await askLink({ email }, { ip })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(1);
    expect((await exchange(first.token)).statusCode).toBe(200);
    // The link was used: a new request gets its own mail at once.
    await askLink({ email }, { ip: nextIp() });
    await smtp.waitFor(() => mailsTo(email).length >= 2);
  });

  it('the 21st link from one client address within the hour is 429 and is not sent', async () => {
    const ip = nextIp();
    // Nineteen links asked for from this address earlier in the hour (rows as a request writes them).
    await t.database.db.insert(loginTokens).values(
      Array.from({ length: 19 }, (_, i) => ({
        tokenHash: `earlier-${i}`,
        email: `earlier${i}@example.com`,
        requestIp: ip,
        expiresAt: new Date(Date.now() + 600_000),
        createdAt: new Date(Date.now() - 30 * 60_000),
      })),
    );
    expect((await askLink({ email: 'twentieth@example.com' }, { ip })).statusCode).toBe(200);
    const over = await askLink({ email: 'twentyfirst@example.com' }, { ip });
    expect(over.statusCode).toBe(429);
    // The earliest of the twenty leaves the hour in about half an hour.
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(1700);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(1800);
    await mailTo('twentieth@example.com');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('twentyfirst@example.com')).toHaveLength(0);

    // Links asked for more than an hour ago no longer count.
    await t.database.db
      .update(loginTokens)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(loginTokens.requestIp, ip));
    expect((await askLink({ email: 'twentyfirst@example.com' }, { ip })).statusCode).toBe(200);
  });
});

describe('captcha (decisions.md Accounts and roles: self-hosted proof of work, each solution once; buyer-side.md §5 Login)', () => {
  const expectCaptchaInvalid = (answer: Awaited<ReturnType<typeof askLink>>) => {
    expect(answer.statusCode).toBe(400);
    const body = answer.json<ErrorBody>();
    expect(body.error.code).toBe('captcha_invalid');
    expect(body.error.fields?.[0]?.field).toBe('captcha');
  };

  it('hands out a signed challenge that expires in about 10 minutes and is never cached', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const challenge = answer.json<{ parameters: Record<string, unknown>; signature: string }>();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = (challenge.parameters.expiresAt as number) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(590);
    expect(expiresIn).toBeLessThanOrEqual(600);
  });

  it('missing, malformed or wrong solutions are 400 captcha_invalid and send nothing', async () => {
    expectCaptchaInvalid(await askLink({ email: 'bot@example.com' }, { captcha: false }));
    expectCaptchaInvalid(await askLink({ email: 'bot@example.com', captcha: 'bm90IGpzb24=' }));

    const good = JSON.parse(Buffer.from(await solvedCaptcha(t.app), 'base64').toString()) as {
      challenge: { parameters: Record<string, unknown> };
      solution: { derivedKey: string; counter: number };
    };
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } };
    expectCaptchaInvalid(
      await askLink({
        email: 'bot@example.com',
        captcha: Buffer.from(JSON.stringify(wrongKey)).toString('base64'),
      }),
    );
    // Parameters changed after signing (a longer life) break the signature.
    const tampered = {
      ...good,
      challenge: {
        ...good.challenge,
        parameters: { ...good.challenge.parameters, expiresAt: 4_102_444_800 },
      },
    };
    expectCaptchaInvalid(
      await askLink({
        email: 'bot@example.com',
        captcha: Buffer.from(JSON.stringify(tampered)).toString('base64'),
      }),
    );
    expect(await t.database.db.$count(loginTokens, eq(loginTokens.email, 'bot@example.com'))).toBe(
      0,
    );
  });

  it('a solution is accepted once: a replay is 400 captcha_invalid', async () => {
    const captcha = await solvedCaptcha(t.app);
    expect((await askLink({ email: 'human@example.com', captcha })).statusCode).toBe(200);
    expectCaptchaInvalid(await askLink({ email: 'human@example.com', captcha }));
    expectCaptchaInvalid(await askLink({ email: 'other@example.com', captcha }));
  });
});
