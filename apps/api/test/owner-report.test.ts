/**
 * The sellers' weekly report (issue 33 point 5, decision 070): from Monday 08:00 each seller
 * with published listings gets one mail about the week before, in their language, with each
 * listing's views and requests and the change from the week before, no buyer named; once per
 * seller and week, however many processes prepare it; switched off by the link of a report;
 * sent at once by staff from a listing. Mails are followed to a real SMTP server.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, sellers } from '../src/db/schema.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import {
  prepareWeeklyReports,
  type OwnerReportSettings,
} from '../src/modules/statistics/owner-reports.service.ts';
import { ownerReportToken } from '../src/modules/statistics/owner-report-token.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { apiCaller, listing, person, type Person } from './helpers/account-fixtures.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const SITE = 'https://casa.example';
const KEY = 'owner-report-test-key-0123456789';
// Monday 30 November 2026, 08:00 in Rome: the report of 23–29 November is due.
const DUE = new Date('2026-11-30T07:00:00Z');

let t: TestApp;
let smtp: SmtpSink;
let worker: MailWorker;
let seller: Person;
let german: Person;
let agent: Person;
let first: string;
let second: string;
const settings: OwnerReportSettings = { publicUrl: SITE, tokenKey: KEY };
const call = apiCaller(() => t.app);

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => ((result as { rows?: Row[] }).rows ?? result) as Row[];

async function addStat(listingId: string, day: string, kind: string, count: number) {
  await t.database.db.execute(sql`
    insert into listing_statistics (listing_id, day, kind, count)
    values (${listingId}, ${day}, ${kind}, ${count})
    on conflict (listing_id, day, kind) do update set count = excluded.count`);
}

async function reportMails(to: string) {
  return rowsOf(
    await t.database.db.execute(
      sql`select subject, text, html, language, list_unsubscribe from mail_outbox
          where kind = 'owner-report' and to_address = ${to} order by created_at`,
    ),
  );
}

const received = (to: string, subject: string) =>
  smtp.waitFor((mail: ReceivedMail) => mail.to.includes(to) && mail.decoded.includes(subject));

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE, ALERTS_HMAC_KEY: KEY },
  });
  const db = t.database.db;
  await seedPropertyTypes(db);
  seller = await person(db, 'anna@example.com');
  german = await person(db, 'georg@example.com');
  await db.update(sellers).set({ language: 'de' }).where(eq(sellers.id, german.sellerId));
  agent = await person(db, 'agent@example.com', { isAgent: true });
  first = (await listing(db, seller.sellerId)).id;
  second = (await listing(db, seller.sellerId)).id;
  await listing(db, german.sellerId);
  // A listing not published: not in the report.
  await listing(db, seller.sellerId, { confirmed: false });
  // The week reported (23–29 Nov) and the week before (16–22 Nov).
  await addStat(first, '2026-11-23', 'view', 30);
  await addStat(first, '2026-11-29', 'view', 12);
  await addStat(first, '2026-11-18', 'view', 20);
  await addStat(first, '2026-11-24', 'exposeDownload', 3);
  await addStat(first, '2026-11-30', 'view', 999); // this week: not in the report
  await addStat(second, '2026-11-17', 'view', 5);
  await db.insert(contactMessages).values({
    name: 'Max Mustermann',
    email: 'max@example.com',
    message: 'Is it still free?',
    propertyId: first,
    propertyCategory: 'residential',
    createdAt: new Date('2026-11-25T09:00:00Z'),
  });
  // A viewing asked for and held in the week, with the buyer's answer; one asked for the week
  // before (issue 33 points 1 to 3).
  for (const [created, status, feedback] of [
    ['2026-11-24T10:00:00Z', 'held', 'offer'],
    ['2026-11-17T10:00:00Z', 'declined', null],
  ] as const) {
    await db.execute(sql`
      insert into viewings (property_id, buyer_name, buyer_email, requested_times, status,
        starts_at, ends_at, uid, created_at, feedback, feedback_at)
      values (${first}, 'Max Mustermann', 'max@example.com', '[]'::jsonb, ${status},
        ${created}::timestamptz + interval '1 day', ${created}::timestamptz + interval '25 hours',
        ${randomUUID()}, ${created}::timestamptz, ${feedback},
        ${feedback ? sql`${created}::timestamptz + interval '2 days'` : sql`null`})`);
  }
  worker = createMailWorker({ db, config: t.config, log: t.app.log, pollMs: 100 });
  worker.start();
});

afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

describe('the weekly report (issue 33 point 5)', () => {
  it('is not due before Monday 08:00 in South Tyrol', async () => {
    const early = new Date(DUE.getTime() - 1000);
    expect(await prepareWeeklyReports(t.database.db, settings, early)).toBe(0);
    expect(await reportMails(seller.email)).toHaveLength(0);
  });

  it('sends each seller one mail about the week before, with the change, in their language', async () => {
    // Two processes preparing at once: each seller is claimed by one of them.
    const counts = await Promise.all([
      prepareWeeklyReports(t.database.db, settings, DUE, 1),
      prepareWeeklyReports(t.database.db, settings, DUE, 1),
    ]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await prepareWeeklyReports(t.database.db, settings, DUE)).toBe(0);

    const [mail, ...more] = await reportMails(seller.email);
    expect(more).toHaveLength(0);
    expect(mail!.language).toBe('it');
    expect(mail!.subject).toBe('I Suoi immobili nella settimana dal 23/11/2026 al 29/11/2026');
    const text = String(mail!.text);
    expect(text).toContain('42 visualizzazioni della pagina (+22)');
    expect(text).toContain('Schede scaricate: 3 (+3)');
    expect(text).toContain('Richieste di contatto: 1 (+1)');
    expect(text).toContain('Appuntamenti di visita chiesti: 1 (invariato)');
    expect(text).toContain('Visite svolte: 1 (+1)');
    expect(text).toContain('Riscontri dopo le visite: interessati 0, offerte 1, non interessati 0');
    expect(text).toContain('0 visualizzazioni della pagina (−5)');
    expect(text).toContain(`${SITE}/account?statistics=${first}`);
    // Two published listings; the one awaiting confirmation is left out.
    expect(text).toContain('i Suoi 2 immobili pubblicati');
    // No buyer is named.
    for (const secret of ['Max', 'Mustermann', 'max@example.com']) {
      expect(text).not.toContain(secret);
      expect(String(mail!.html)).not.toContain(secret);
    }
    expect(String(mail!.list_unsubscribe)).toBe(
      `${SITE}/api/v1/owner-reports/${seller.sellerId}/one-click?token=${ownerReportToken(KEY, seller.sellerId)}`,
    );

    const [germanMail] = await reportMails(german.email);
    expect(germanMail!.subject).toBe('Ihre Immobilien in der Woche vom 23.11.2026 bis 29.11.2026');

    // Through the mail worker to a real SMTP server, with the one-click header.
    const wire = await received(seller.email, 'visualizzazioni');
    expect(wire.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it('is switched off by the link of a report, and a wrong token changes nothing', async () => {
    const token = ownerReportToken(KEY, german.sellerId);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/owner-reports/${german.sellerId}/one-click?token=${token}`,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(
      `/account?weeklyReport=off&seller=${german.sellerId}&reportToken=${token}`,
    );
    const weeklyReport = async () =>
      (
        await t.database.db
          .select({ on: sellers.weeklyReport })
          .from(sellers)
          .where(eq(sellers.id, german.sellerId))
      )[0]!.on;
    expect(await weeklyReport()).toBe(true);

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner-reports/${german.sellerId}/one-click?token=${ownerReportToken(KEY, seller.sellerId)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.statusCode).toBe(404);
    expect(await weeklyReport()).toBe(true);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner-reports/${german.sellerId}/one-click?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await weeklyReport()).toBe(false);

    // The web page's switch, on again and off again, with the same token.
    const on = await call('POST', `/owner-reports/${german.sellerId}/weekly`, undefined, {
      token,
      enabled: true,
    });
    expect(on.statusCode).toBe(200);
    expect(await weeklyReport()).toBe(true);
    await call('POST', `/owner-reports/${german.sellerId}/weekly`, undefined, {
      token,
      enabled: false,
    });
    expect(await weeklyReport()).toBe(false);

    // The next week's reports leave out the seller who switched off.
    const nextWeek = new Date(DUE.getTime() + 7 * 24 * 3600 * 1000);
    await prepareWeeklyReports(t.database.db, settings, nextWeek);
    expect(await reportMails(german.email)).toHaveLength(1);
    expect(await reportMails(seller.email)).toHaveLength(2);
  });

  it('is sent at once by staff from a listing, and refused clearly when it cannot go', async () => {
    const before = (await reportMails(seller.email)).length;
    const sent = await call('POST', `/admin/listing/${first}/owner-report`, agent.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ data: { to: seller.email } });
    expect(await reportMails(seller.email)).toHaveLength(before + 1);

    // The seller who switched the report off: 409 in the caller's language, nothing queued.
    const germanListing = rowsOf(
      await t.database.db.execute(
        sql`select id from properties where owner_id = ${german.sellerId} limit 1`,
      ),
    )[0]!.id as string;
    const off = await call('POST', `/admin/listing/${germanListing}/owner-report`, agent.token);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({
      error: {
        code: 'owner_report_unavailable',
        message: 'The seller has switched the weekly report off: it is not sent.',
      },
    });
    expect(await reportMails(german.email)).toHaveLength(1);

    // A seller may not send it; nobody without a session either.
    expect(
      (await call('POST', `/admin/listing/${first}/owner-report`, seller.token)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/admin/listing/${first}/owner-report`)).statusCode).toBe(401);
  });
});
