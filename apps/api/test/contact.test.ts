import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyConfig } from '@domus/domain/core/agency.config';
import { contactMessages, mailOutbox, properties, propertyTypes } from '../src/db/schema.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

/** A mail as the SMTP server received it. */
type Received = { from: string; to: string[]; raw: string };

/** An SMTP server in this process that keeps every mail it is given. */
async function startSmtpServer(): Promise<{
  url: string;
  received: Received[];
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** One header of a raw mail, unfolded and decoded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

/** The whole raw mail with quoted-printable soft breaks and escapes undone (good enough to search). */
function decodedBody(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) =>
    Buffer.from(
      m
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
  // Base64 parts as nodemailer may write them for long lines.
  const b64 = [...raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)]
    .map((m) => Buffer.from(m[1]!.replace(/\r?\n/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${b64}`;
}

async function until<T>(probe: () => T | undefined, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const PROPERTY_ID = randomUUID();
const DRAFT_ID = randomUUID();

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Anna Bianchi',
  email: 'anna.bianchi@example.org',
  tel: '+39 333 123 4567',
  message: 'Vorrei visitare la casa sabato mattina.\nGrazie!',
  ...over,
});

describe('POST /api/v1/contact (buyer-side.md §2 Contact page, §5, §8)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let worker: MailWorker;
  let ip = 0;
  /** A client address of its own for each test, so tests do not share the per-address limit. */
  const nextIp = () => `198.51.100.${(ip += 1)}`;

  const post = (body: unknown, options: { ip?: string; lang?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: body as object,
      remoteAddress: options.ip ?? nextIp(),
      headers: { 'accept-language': options.lang ?? 'it' },
    });

  /** The mail the SMTP server got about a message from `email` (its Reply-To). */
  const receivedFrom = (email: string) =>
    smtp.received.find((m) => header(m.raw, 'Reply-To')?.includes(email));
  const stored = () => t.database.db.select().from(contactMessages);
  const outbox = () => t.database.db.select().from(mailOutbox);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://casa.example' },
      prepare: async ({ db }) => {
        await seedPropertyTypes(db);
        const [type] = await db
          .select({ id: propertyTypes.id })
          .from(propertyTypes)
          .where(eq(propertyTypes.category, 'residential'))
          .limit(1);
        await db.insert(properties).values([
          {
            id: PROPERTY_ID,
            propertyNumber: 4711,
            category: 'residential',
            typeId: type!.id,
            isConfirmed: true,
            title: { it: 'Attico con terrazza', de: 'Penthouse mit Terrasse', en: 'Penthouse' },
            description: { it: '', de: '', en: '' },
          },
          {
            id: DRAFT_ID,
            propertyNumber: 4712,
            category: 'residential',
            typeId: type!.id,
            isConfirmed: false,
            title: { it: 'Bozza', de: 'Entwurf', en: 'Draft' },
            description: { it: '', de: '', en: '' },
          },
        ]);
      },
    });
    worker = createMailWorker({
      db: t.database.db,
      config: t.config,
      log: t.app.log,
      pollMs: 100,
    });
    worker.start();
  });

  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await smtp?.close();
  });

  beforeEach(async () => {
    await t.database.db.delete(contactMessages);
  });

  it('stores the message and mails it to the agency, Reply-To the sender', async () => {
    const res = await post(message({ email: 'Anna.Bianchi@Example.org' }), { lang: 'de' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { sent: true } });

    const [row, ...others] = await stored();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      name: 'Anna Bianchi',
      email: 'anna.bianchi@example.org',
      tel: '+39 333 123 4567',
      message: 'Vorrei visitare la casa sabato mattina.\nGrazie!',
      propertyId: null,
      language: 'de',
    });
    expect(row!.clientIp).toMatch(/^198\.51\.100\.\d+$/);

    const mail = await until(() => receivedFrom('anna.bianchi@example.org'));
    expect(mail.to).toEqual([agencyConfig.email]);
    expect(header(mail.raw, 'Reply-To')).toContain('anna.bianchi@example.org');
    // The agency reads Italian whatever language the visitor wrote in.
    expect(header(mail.raw, 'Subject')).toBe('Messaggio di Anna Bianchi dal sito');
    const body = decodedBody(mail.raw);
    expect(body).toContain('Vorrei visitare la casa sabato mattina.');
    expect(body).toContain('+39 333 123 4567');
    expect(body).toContain('tedesco');
  });

  it('names the listing asked about, with its number, title and link', async () => {
    const res = await post(
      message({ email: 'luca@example.org', tel: '', id: PROPERTY_ID, type: 'residential' }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({
      propertyId: PROPERTY_ID,
      propertyCategory: 'residential',
      tel: null,
    });

    const mail = await until(() => receivedFrom('luca@example.org'));
    expect(header(mail.raw, 'Subject')).toBe(
      'Richiesta per l’immobile n. 4711: Attico con terrazza',
    );
    expect(header(mail.raw, 'Reply-To')).toContain('luca@example.org');
    const body = decodedBody(mail.raw);
    expect(body).toContain(`https://casa.example/property/residential/${PROPERTY_ID}`);
    expect(body).toContain('non indicato');
  });

  it('escapes the sender’s words in the HTML part', async () => {
    const res = await post(
      message({ email: 'mallory@example.org', message: '<script>alert(1)</script> & <b>hi</b>' }),
    );
    expect(res.statusCode).toBe(201);
    const [mail] = (await outbox()).filter((m) => m.replyTo === 'mallory@example.org');
    expect(mail!.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;hi&lt;/b&gt;',
    );
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.text).toContain('<script>alert(1)</script> & <b>hi</b>');
  });

  it('keeps a name typed with line breaks on one subject line', async () => {
    const res = await post(
      message({ name: 'Eve\r\nBcc: victim@example.org', email: 'eve@example.org' }),
    );
    expect(res.statusCode).toBe(201);
    const [mail] = (await outbox()).filter((m) => m.replyTo === 'eve@example.org');
    expect(mail!.subject).toBe('Messaggio di Eve Bcc: victim@example.org dal sito');
  });

  describe('bad input is a 400 in the visitor’s language and changes nothing (§5)', () => {
    const cases: [lang: string, body: Record<string, unknown>, field: string, text: string][] = [
      ['it', message({ name: '  ' }), 'name', 'Questo campo non deve essere vuoto'],
      ['de', message({ email: 'not-an-address' }), 'email', 'Ungültige E-Mail-Adresse'],
      ['en', message({ message: '' }), 'message', 'This field must not be empty'],
      ['it', message({ tel: 'call me' }), 'tel', 'Numero di telefono non valido'],
      ['en', message({ id: randomUUID(), type: 'residential' }), 'id', ''],
      ['it', message({ id: PROPERTY_ID, type: 'garage' }), 'id', ''],
      ['it', message({ id: DRAFT_ID, type: 'residential' }), 'id', ''],
      ['de', message({ type: 'residential' }), 'id', ''],
      ['en', message({ id: 'not-an-id' }), 'id', ''],
      // Limits in the language's form (issue 18 point 3).
      [
        'it',
        message({ message: 'x'.repeat(5001) }),
        'message',
        'Inserire al massimo 5.000 caratteri',
      ],
      ['de', message({ message: 'x'.repeat(5001) }), 'message', 'Höchstens 5.000 Zeichen'],
      ['en', message({ message: 'x'.repeat(5001) }), 'message', 'At most 5,000 characters'],
    ];
    for (const [lang, body, field, text] of cases) {
      it(`${lang}: ${field} ${JSON.stringify(body[field] ?? body.type)?.slice(0, 40)}`, async () => {
        const mailsBefore = (await outbox()).length;
        const res = await post(body, { lang });
        expect(res.statusCode).toBe(400);
        const error = res.json<ErrorBody>().error;
        expect(error.code).toBe('validation_error');
        const problem = error.fields?.find((f) => f.field === field);
        expect(problem).toBeDefined();
        if (text) expect(problem!.message).toBe(text);
        expect(await stored()).toEqual([]);
        expect((await outbox()).length).toBe(mailsBefore);
      });
    }

    it('reports an unknown listing in the request language', async () => {
      const [it_, de, en] = await Promise.all(
        ['it', 'de', 'en'].map((lang) => post(message({ id: randomUUID() }), { lang })),
      );
      const texts = [it_, de, en].map((r) => r!.json<ErrorBody>().error.fields?.[0]?.message);
      expect(new Set(texts).size).toBe(3);
    });
  });

  describe('one message per sender within two minutes (buyer-side.md §8 contact rate limit)', () => {
    it('refuses the same e-mail address in any letter case from another client address', async () => {
      expect((await post(message({ email: 'rate@example.org' }))).statusCode).toBe(201);
      const mailsBefore = (await outbox()).length;
      const again = await post(message({ email: 'RATE@Example.ORG' }), { lang: 'en' });
      expect(again.statusCode).toBe(429);
      // Every 429 says when to try again (issue 13 point 4): what is left of the two minutes, in
      // its header, in its body and in words (issue 30 point 1).
      const wait = Number(again.headers['retry-after']);
      expect(wait).toBeGreaterThan(100);
      expect(wait).toBeLessThanOrEqual(120);
      expect(again.json<ErrorBody>().error).toEqual({
        code: 'contact_rate_limited',
        message: 'Please wait to send a second message. Please try again in 2 minutes.',
        retryAfterSeconds: wait,
      });
      expect(await stored()).toHaveLength(1);
      expect((await outbox()).length).toBe(mailsBefore);
    });

    it('refuses the same client address with another e-mail address, in Italian', async () => {
      const address = nextIp();
      expect((await post(message({ email: 'one@example.org' }), { ip: address })).statusCode).toBe(
        201,
      );
      const again = await post(message({ email: 'two@example.org' }), { ip: address });
      expect(again.statusCode).toBe(429);
      expect(again.json<ErrorBody>().error.message).toBe(
        'Non è possibile inviare più messaggi di fila. Riprovi tra 2 minuti.',
      );
      expect((await stored()).map((r) => r.email)).toEqual(['one@example.org']);
    });

    it('issue 30.1: says in German when to try again, in words and in seconds', async () => {
      const address = nextIp();
      expect((await post(message({ email: 'de@example.org' }), { ip: address })).statusCode).toBe(
        201,
      );
      await t.database.db
        .update(contactMessages)
        .set({ createdAt: sql`now() - interval '30 seconds'` });
      const again = await post(message({ email: 'de@example.org' }), { ip: address, lang: 'de' });
      expect(again.statusCode).toBe(429);
      const error = again.json<ErrorBody & { error: { retryAfterSeconds?: number } }>().error;
      expect(error.message).toBe(
        'Sie können nicht mehrere Nachrichten direkt hintereinander senden. ' +
          'Bitte versuchen Sie es in 2 Minuten erneut.',
      );
      expect(error.retryAfterSeconds).toBe(Number(again.headers['retry-after']));
      expect(error.retryAfterSeconds).toBeGreaterThan(80);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(90);
    });

    it('lets two messages sent at once through only once', async () => {
      const results = await Promise.all([
        post(message({ email: 'twice@example.org' })),
        post(message({ email: 'twice@example.org' })),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429]);
      expect(await stored()).toHaveLength(1);
    });

    it('accepts the sender again after two minutes', async () => {
      const address = nextIp();
      expect(
        (await post(message({ email: 'later@example.org' }), { ip: address })).statusCode,
      ).toBe(201);
      await t.database.db
        .update(contactMessages)
        .set({ createdAt: sql`now() - interval '121 seconds'` });
      expect(
        (await post(message({ email: 'later@example.org' }), { ip: address })).statusCode,
      ).toBe(201);
      expect(await stored()).toHaveLength(2);
    });
  });
});
