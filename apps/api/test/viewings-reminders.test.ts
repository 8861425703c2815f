/**
 * The reminders of a booked viewing (issue 33 point 2, decision 069), on a real database with
 * the mails received by a real SMTP server: 24 hours and 2 hours before, fired by the test's
 * clock (no waiting), to the buyer in their language with the signed links of the confirmation,
 * and the day before to the agent with the buyer's contact; one each although two workers (two
 * processes, on PostgreSQL two connections) look at once; a moved viewing is reminded again
 * for its new time, a cancelled one no more, and a viewing booked late gets only the reminder
 * whose moment is still to come.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { createViewingFollowupWorker } from '../src/modules/viewings/viewing-followups.worker.ts';
import { viewingLinkKey } from '../src/modules/viewings/viewing-links.ts';
import type { ViewingsSettings } from '../src/modules/viewings/viewing-request.service.ts';
import type { PeriodicSweep } from '../src/lib/periodic-sweep.ts';
import { TEST_CAPTCHA_COST } from './helpers/captcha.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { testDatabaseKind } from './helpers/test-database.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  rome,
  START_OF_TESTS,
  testClock,
  viewingWorld,
  type ViewingWorld,
} from './helpers/viewing-fixtures.ts';
import { viewingKit } from './helpers/viewing-mails.ts';

const clock = testClock();
let t: TestApp;
let smtp: SmtpSink;
let mailWorker: MailWorker;
let w: ViewingWorld;
let second: DatabaseHandle | undefined;
/** Two processes' follow-up workers, each with its own connection on PostgreSQL. */
let workers: [PeriodicSweep, PeriodicSweep];

const kit = viewingKit(
  () => t,
  () => smtp,
  () => w,
);

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://casa.example',
      CAPTCHA_COST: TEST_CAPTCHA_COST,
    },
    clock: clock.now,
  });
  w = await viewingWorld(t.database.db);
  const settings: ViewingsSettings = {
    config: t.config,
    clock: clock.now,
    linkKey: () => viewingLinkKey(t.config),
  };
  second =
    testDatabaseKind() === 'postgres' ? await openDatabase({ url: t.database.url }) : undefined;
  workers = [
    createViewingFollowupWorker({ db: t.database.db, settings, log: t.app.log }),
    createViewingFollowupWorker({ db: (second ?? t.database).db, settings, log: t.app.log }),
  ];
  mailWorker = createMailWorker({
    db: t.database.db,
    config: t.config,
    log: t.app.log,
    pollMs: 50,
  });
  mailWorker.start();
});
afterAll(async () => {
  await mailWorker?.stop();
  await second?.close();
  await t?.close();
  await smtp?.close();
});

/** Both workers look at `instant`, at the same time. */
async function lookAt(instant: string): Promise<void> {
  clock.set(new Date(instant));
  await Promise.all(workers.map((worker) => worker.sweep()));
}

const ONE_MINUTE = 60_000;
const before = (instant: string, ms: number) => new Date(Date.parse(instant) - ms).toISOString();

describe('issue 33.2: reminders 24 h and 2 h before a viewing', () => {
  const buyer = 'petra.reminder@example.org';
  const start = rome('2031-03-26', '10:00');
  let id: string;

  beforeAll(async () => {
    clock.set(START_OF_TESTS);
    // Asked in German: the buyer's mails are written in German.
    id = await kit.bookedViewing(buyer, ['2031-03-26', '10:00'], 'de');
    await kit.nextMail(buyer, 'Besichtigung bestätigt');
  });

  it('sends nothing a minute before the 24 hours', async () => {
    await lookAt(before(start, 24 * 60 * ONE_MINUTE + ONE_MINUTE));
    expect(await kit.queued(buyer, 'Erinnerung')).toBe(0);
    expect((await kit.stored(id)).reminderDaySentAt).toBeNull();
  });

  it('sends the day reminder once at 24 hours, although two workers look at once and again', async () => {
    const at = before(start, 24 * 60 * ONE_MINUTE);
    await lookAt(at);
    await lookAt(at);
    const mail = await kit.nextMail(buyer, 'Erinnerung: Besichtigung');
    expect(await kit.queued(buyer, 'Erinnerung')).toBe(1);
    expect(mail.subject).toBe(
      'Erinnerung: Besichtigung Dreizimmerwohnung mit Balkon, 26.03.2031, 10:00',
    );
    expect(mail.text).toContain('wir erinnern Sie an Ihre Besichtigung der Immobilie Nr.');
    expect(mail.text).toContain('Mittwoch, 26. März 2031, 10:00–10:30 Uhr');
    expect(mail.text).toContain('Corso Libertà 12, 39012 Meran');
    expect(mail.text).toMatch(/Ansprechpartner: (Lukas Pichler|lukas\.pichler@agency\.example)/);
    // No second invitation: the calendar has the viewing already.
    expect(mail.calendar).toBe(false);
    expect((await kit.stored(id)).reminderDaySentAt).toEqual(new Date(at));
  });

  it('reminds the agent the day before, in their language, with the buyer’s contact', async () => {
    const mail = await kit.nextMail(w.agent.email, 'Promemoria: visita dell’immobile');
    expect(mail.subject).toBe(
      `Promemoria: visita dell’immobile n. ${w.listingNumber}, 26 mar 2031, 10:00`,
    );
    expect(mail.text).toContain('Le ricordiamo la visita dell’immobile n.');
    expect(mail.text).toContain('con Giulia Rossi');
    expect(mail.text).toContain('petra.reminder@example.org · +39 340 1112223');
    expect(mail.text).toContain('https://casa.example/admin/viewings');
    expect(mail.text).not.toContain('/viewing/');
    expect(await kit.queued(w.agent.email, 'Promemoria')).toBe(1);
  });

  it('sends the 2-hour reminder once at 2 hours, not a minute earlier', async () => {
    await lookAt(before(start, 2 * 60 * ONE_MINUTE + ONE_MINUTE));
    expect(await kit.queued(buyer, 'Erinnerung')).toBe(1);
    await lookAt(before(start, 2 * 60 * ONE_MINUTE));
    await lookAt(before(start, 30 * ONE_MINUTE));
    const mail = await kit.nextMail(buyer, 'Erinnerung: Besichtigung');
    expect(mail.text).toContain('in Kürze findet Ihre Besichtigung der Immobilie Nr.');
    expect(await kit.queued(buyer, 'Erinnerung')).toBe(2);
    // The agent is reminded the day before only.
    expect(await kit.queued(w.agent.email, 'Promemoria')).toBe(1);
    const token = kit.linkToken(mail.text, 'cancel');
    const link = await kit.call('GET', `/viewings/${id}/link?action=cancel&token=${token}`);
    expect(link.json()).toMatchObject({ data: { answer: 'valid' } });
    const reschedule = kit.linkToken(mail.text, 'reschedule');
    const other = await kit.call(
      'GET',
      `/viewings/${id}/link?action=reschedule&token=${reschedule}`,
    );
    expect(other.json()).toMatchObject({ data: { answer: 'valid' } });
  });

  it('sends nothing more once the viewing began', async () => {
    await lookAt(start);
    await lookAt(before(start, -60 * ONE_MINUTE));
    expect(await kit.queued(buyer, 'Erinnerung')).toBe(2);
  });
});

describe('issue 33.2: a moved viewing is reminded again, a cancelled one no more', () => {
  const moved = 'marco.moved@example.org';
  const cancelled = 'carla.cancelled@example.org';
  let movedId: string;
  let cancelledId: string;

  beforeAll(async () => {
    clock.set(START_OF_TESTS);
    movedId = await kit.bookedViewing(moved, ['2031-03-28', '10:00']);
    cancelledId = await kit.bookedViewing(cancelled, ['2031-04-01', '15:00']);
    await kit.nextMail(moved, 'Viewing confirmed');
    await kit.nextMail(cancelled, 'Viewing confirmed');
  });

  it('reminds the old time, then the new time after a move, in its 24 and 2 hours', async () => {
    await lookAt(rome('2031-03-27', '10:00'));
    await kit.nextMail(moved, 'Reminder: viewing');
    expect(await kit.queued(moved, 'Reminder')).toBe(1);
    const answer = await kit.call('POST', `/admin/viewings/${movedId}/propose`, {
      token: w.agent.token,
      body: { date: '2031-03-31', time: '10:00' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await kit.nextMail(moved, 'Viewing moved');
    expect(await kit.stored(movedId)).toMatchObject({
      reminderDaySentAt: null,
      reminderHoursSentAt: null,
    });
    // The old time's 2 hours pass without a reminder: the viewing is not then any more.
    await lookAt(rome('2031-03-28', '08:00'));
    expect(await kit.queued(moved, 'Reminder')).toBe(1);
    // Across the spring clock change: 24 hours before Monday 10:00 summer time.
    await lookAt(before(rome('2031-03-31', '10:00'), 24 * 60 * ONE_MINUTE));
    const day = await kit.nextMail(moved, 'Reminder: viewing');
    expect(day.text).toContain('Monday, 31 March 2031, 10:00–10:30');
    expect(day.text).toContain('a reminder of your viewing');
    await lookAt(rome('2031-03-31', '08:00'));
    const hours = await kit.nextMail(moved, 'Reminder: viewing');
    expect(hours.text).toContain('is coming up shortly');
    expect(await kit.queued(moved, 'Reminder')).toBe(3);
  });

  it('sends no reminder of a cancelled viewing', async () => {
    clock.set(new Date(rome('2031-03-31', '09:00')));
    const answer = await kit.call('POST', `/admin/viewings/${cancelledId}/cancel`, {
      token: w.agent.token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await lookAt(rome('2031-03-31', '15:00'));
    await lookAt(rome('2031-04-01', '13:00'));
    expect(await kit.queued(cancelled, 'Reminder')).toBe(0);
    expect(await kit.stored(cancelledId)).toMatchObject({
      status: 'cancelled',
      reminderDaySentAt: null,
      reminderHoursSentAt: null,
    });
  });

  it('sends no 2-hour reminder once the buyer cancelled after the day reminder', async () => {
    clock.set(new Date(rome('2031-03-31', '12:00')));
    const buyer = 'bruno.late@example.org';
    const id = await kit.bookedViewing(buyer, ['2031-04-02', '09:00']);
    const confirmation = await kit.nextMail(buyer, 'Viewing confirmed');
    await lookAt(rome('2031-04-01', '09:00'));
    await kit.nextMail(buyer, 'Reminder: viewing');
    // The reminder changed nothing of the viewing: the confirmation's link still acts.
    const cancel = await kit.call('POST', `/viewings/${id}/cancel`, {
      body: { token: kit.linkToken(confirmation.text, 'cancel') },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await lookAt(rome('2031-04-02', '07:00'));
    expect(await kit.queued(buyer, 'Reminder')).toBe(1);
  });
});

describe('issue 33.2: a viewing booked late', () => {
  let nicoId: string;

  beforeAll(async () => {
    clock.set(new Date(rome('2031-04-03', '08:00')));
    nicoId = await kit.guestRequest('nico.now@example.org', ['2031-04-04', '11:00']);
  });

  it('gets only the 2-hour reminder when booked within the day', async () => {
    const soon = 'sofia.soon@example.org';
    const soonId = await kit.bookedViewing(soon, ['2031-04-03', '15:00']);
    expect(await kit.stored(soonId)).toMatchObject({
      reminderDaySentAt: new Date(rome('2031-04-03', '08:00')),
      reminderHoursSentAt: null,
    });
    await lookAt(rome('2031-04-03', '08:01'));
    expect(await kit.queued(soon, 'Reminder')).toBe(0);
    await lookAt(rome('2031-04-03', '13:00'));
    await kit.nextMail(soon, 'Reminder: viewing');
    expect(await kit.queued(soon, 'Reminder')).toBe(1);
  });

  it('gets none when booked within 2 hours: the confirmation says it all', async () => {
    clock.set(new Date(rome('2031-04-04', '09:30')));
    const answer = await kit.call('POST', `/admin/viewings/${nicoId}/confirm`, {
      token: w.agent.token,
      body: { start: rome('2031-04-04', '11:00') },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await lookAt(rome('2031-04-04', '09:31'));
    await lookAt(rome('2031-04-04', '10:30'));
    expect(await kit.queued('nico.now@example.org', 'Reminder')).toBe(0);
  });
});
