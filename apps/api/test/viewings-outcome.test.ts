/**
 * After the viewing (issue 33 point 3, decision 069), on a real database with the mails received
 * by a real SMTP server: staff record what happened (held, no-show, cancelled) once the start
 * has come — an agent their own viewings, admins all, refused before the body is read — with the
 * buyer's feedback (interested, offer, not interested with a reason); bad input answers 400 in
 * the caller's language and changes nothing; every change is in the history; the match the
 * viewing answers follows the feedback. A few hours after a viewing held the buyer gets the
 * one-click "how was it?" mail once (two workers looking), whose signed links record the answer
 * only when the buyer sends it, answer the same when followed twice, and refuse an expired, a
 * superseded or a tampered link with a clear message, changing nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntries, matches, savedSearches } from '../src/db/schema.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { createViewingFollowupWorker } from '../src/modules/viewings/viewing-followups.worker.ts';
import { signViewingLink, viewingLinkKey } from '../src/modules/viewings/viewing-links.ts';
import type { ViewingsSettings } from '../src/modules/viewings/viewing-request.service.ts';
import type { PeriodicSweep } from '../src/lib/periodic-sweep.ts';
import { person, type Person } from './helpers/account-fixtures.ts';
import { TEST_CAPTCHA_COST } from './helpers/captcha.ts';
import { buyer, typeId, type Buyer } from './helpers/search-fixtures.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';
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
let anna: Buyer;
let plain: Person;
let workers: PeriodicSweep[];
let settings: ViewingsSettings;

const kit = viewingKit(
  () => t,
  () => smtp,
  () => w,
);
const { call, stored } = kit;

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
  anna = await buyer(t.database.db, 'anna.outcome@example.org');
  plain = await person(t.database.db, 'plain.outcome@example.org');
  settings = { config: t.config, clock: clock.now, linkKey: () => viewingLinkKey(t.config) };
  workers = [0, 1].map(() =>
    createViewingFollowupWorker({ db: t.database.db, settings, log: t.app.log }),
  );
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
  await t?.close();
  await smtp?.close();
});

/** Both workers look at `instant`, at the same time. */
async function lookAt(instant: string): Promise<void> {
  clock.set(new Date(instant));
  await Promise.all(workers.map((worker) => worker.sweep()));
}

function outcome(id: string, body: unknown, token = w.agent.token, lang = 'en') {
  return call('POST', `/admin/viewings/${id}/outcome`, { token, body, lang });
}

async function historyOf(subjectId: string) {
  return t.database.db
    .select()
    .from(historyEntries)
    .where(eq(historyEntries.subjectId, subjectId))
    .orderBy(asc(historyEntries.id));
}

const fields = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error.fields;

describe('issue 33.3: staff record what happened', () => {
  let giulia: string;
  let soon: string;

  beforeAll(async () => {
    clock.set(START_OF_TESTS);
    giulia = await kit.bookedViewing('giulia.outcome@example.org', ['2031-03-25', '10:00'], 'de');
    soon = await kit.bookedViewing('soon.outcome@example.org', ['2031-03-26', '10:00']);
    clock.set(new Date(rome('2031-03-25', '10:45')));
  });

  it('lets only the viewing’s agent or an admin record, refused before the body is read', async () => {
    const foreign = await outcome(giulia, { outcome: 'nonsense' }, w.otherAgent.token);
    expect(foreign.statusCode).toBe(403);
    expect(fields(foreign)).toBeUndefined();
    expect((await outcome(giulia, { outcome: 'held' }, plain.token)).statusCode).toBe(403);
    expect((await call('POST', `/admin/viewings/${giulia}/outcome`)).statusCode).toBe(401);
    const unknown = await outcome('0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f', { outcome: 'held' });
    expect(unknown.statusCode).toBe(404);
    const feedback = await call('POST', `/admin/viewings/${giulia}/feedback`, {
      token: w.otherAgent.token,
      body: {},
    });
    expect(feedback.statusCode).toBe(403);
    expect((await stored(giulia)).status).toBe('confirmed');
  });

  it('refuses a viewing whose start has not come (400 in Italian), and a request (409)', async () => {
    const early = await outcome(soon, { outcome: 'held' }, w.agent.token, 'it');
    expect(early.statusCode).toBe(400);
    expect(fields(early)).toEqual([
      {
        field: 'outcome',
        message: 'La visita non è ancora iniziata: si registra dopo il suo orario',
      },
    ]);
    const request = await kit.guestRequest('request.outcome@example.org', ['2031-03-27', '09:00']);
    const state = await outcome(request, { outcome: 'no_show' }, w.admin.token);
    expect(state.statusCode).toBe(409);
    expect(state.json()).toMatchObject({ error: { code: 'viewing_state' } });
    expect((await stored(soon)).status).toBe('confirmed');
    expect((await stored(request)).status).toBe('requested');
  });

  it.each([
    [
      { outcome: 'no_show', feedback: 'offer' },
      'feedback',
      'Eine Rückmeldung wird für eine stattgefundene Besichtigung erfasst',
    ],
    [
      { outcome: 'held', feedback: 'interested', reason: 'Schön hell' },
      'reason',
      'Ein Grund wird nur bei „kein Interesse“ angegeben',
    ],
    [{ outcome: 'held', feedback: 'not_interested' }, 'reason', 'Dieses Feld darf nicht leer sein'],
    [
      { outcome: 'held', reason: 'Zu dunkel' },
      'reason',
      'Ein Grund wird nur bei „kein Interesse“ angegeben',
    ],
  ])('refuses %j on %s in German, nothing changed', async (body, field, message) => {
    const answer = await outcome(giulia, body, w.agent.token, 'de');
    expect(answer.statusCode).toBe(400);
    expect(fields(answer)).toEqual([{ field, message }]);
    expect(await stored(giulia)).toMatchObject({ status: 'confirmed', feedback: null });
  });

  it('records the viewing held with the feedback, in the history; the same again changes nothing', async () => {
    const answer = await outcome(giulia, {
      outcome: 'held',
      feedback: 'not_interested',
      reason: 'Zu dunkel',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      data: {
        status: 'held',
        feedback: {
          answer: 'not_interested',
          reason: 'Zu dunkel',
          at: rome('2031-03-25', '10:45'),
        },
      },
    });
    const again = await outcome(giulia, {
      outcome: 'held',
      feedback: 'not_interested',
      reason: 'Zu dunkel',
    });
    expect(again.statusCode).toBe(200);
    const entries = (await historyOf(giulia)).filter(
      (e) => e.source === 'recordAdminViewingOutcome',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      subject: 'viewing',
      action: 'update',
      actorAccountId: w.agent.accountId,
      actorRole: 'agent',
      listingId: w.listingId,
    });
    expect(entries[0]!.changes).toEqual([
      { field: 'status', before: 'confirmed', after: 'held' },
      { field: 'feedback', before: null, after: 'not_interested' },
      { field: 'feedbackReason', before: null, after: 'Zu dunkel' },
    ]);
  });

  it('lets the agent correct the feedback and an admin the outcome; a viewing not held loses it', async () => {
    const changed = await call('POST', `/admin/viewings/${giulia}/feedback`, {
      token: w.agent.token,
      body: { feedback: 'interested' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await stored(giulia)).toMatchObject({ feedback: 'interested', feedbackReason: null });
    const missed = await outcome(giulia, { outcome: 'no_show' }, w.admin.token);
    expect(missed.statusCode, missed.body).toBe(200);
    expect(missed.json()).toMatchObject({ data: { status: 'no_show', feedback: null } });
    const notHeld = await call('POST', `/admin/viewings/${giulia}/feedback`, {
      token: w.admin.token,
      body: { feedback: 'offer' },
      lang: 'it',
    });
    expect(notHeld.statusCode).toBe(400);
    expect(fields(notHeld)).toEqual([
      { field: 'feedback', message: 'Il riscontro si registra per una visita che ha avuto luogo' },
    ]);
    const sources = (await historyOf(giulia)).map((e) => [e.source, e.actorRole]);
    expect(sources.slice(-2)).toEqual([
      ['recordAdminViewingFeedback', 'agent'],
      ['recordAdminViewingOutcome', 'admin'],
    ]);
  });

  it('records a viewing called off at the last minute as cancelled, for good', async () => {
    clock.set(new Date(rome('2031-03-26', '10:05')));
    const answer = await outcome(soon, { outcome: 'cancelled' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await stored(soon)).status).toBe('cancelled');
    const after = await outcome(soon, { outcome: 'held' });
    expect(after.statusCode).toBe(409);
  });
});

describe('issue 33.3: the match follows the feedback', () => {
  let matchId: string;
  let viewingId: string;

  beforeAll(async () => {
    const db = t.database.db;
    clock.set(START_OF_TESTS);
    const [search] = await db
      .insert(savedSearches)
      .values({ clientId: anna.clientId, typeId: await typeId(db, 'residential', 'apartment') })
      .returning({ id: savedSearches.id });
    const [match] = await db
      .insert(matches)
      .values({ searchId: search!.id, propertyId: w.listingId })
      .returning({ id: matches.id });
    matchId = match!.id;
    const request = await call('POST', '/viewings', {
      token: anna.token,
      body: {
        listingId: w.listingId,
        matchId,
        times: { proposals: [{ date: '2031-03-27', time: '14:00' }] },
      },
    });
    expect(request.statusCode, request.body).toBe(201);
    viewingId = request.json<{ data: { _id: string } }>().data._id;
    const confirmed = await call('POST', `/admin/viewings/${viewingId}/confirm`, {
      token: w.agent.token,
      body: { start: rome('2031-03-27', '14:00') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    clock.set(new Date(rome('2031-03-27', '15:00')));
  });

  async function matchState() {
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, matchId));
    return row!;
  }

  it('keeps the match at visit when held without feedback or with interest', async () => {
    expect((await matchState()).state).toBe('visit');
    await outcome(viewingId, { outcome: 'held' });
    expect((await matchState()).state).toBe('visit');
    await call('POST', `/admin/viewings/${viewingId}/feedback`, {
      token: w.agent.token,
      body: { feedback: 'interested' },
    });
    expect((await matchState()).state).toBe('visit');
  });

  it('makes an offer a consultation, new in the staff’s inbox, in the match’s history', async () => {
    const answer = await call('POST', `/admin/viewings/${viewingId}/feedback`, {
      token: w.agent.token,
      body: { feedback: 'offer' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await matchState()).toMatchObject({ state: 'consulting', requestStatus: 'new' });
    const [entry] = await t.database.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.subject, 'match'), eq(historyEntries.subjectId, matchId)));
    expect(entry).toMatchObject({
      action: 'state',
      source: 'recordAdminViewingFeedback',
      actorAccountId: w.agent.accountId,
      changes: [{ field: 'state', before: 'visit', after: 'consulting' }],
    });
  });

  it('makes “not interested” the match’s not_interested', async () => {
    await call('POST', `/admin/viewings/${viewingId}/feedback`, {
      token: w.admin.token,
      body: { feedback: 'not_interested', reason: 'Troppo cara' },
    });
    expect((await matchState()).state).toBe('not_interested');
  });

  it('leaves the match when the viewing turns out missed', async () => {
    await outcome(viewingId, { outcome: 'no_show' });
    expect((await matchState()).state).toBe('not_interested');
  });
});

describe('issue 33.3: the buyer’s “how was it?” mail and its links', () => {
  const email = 'paul.feedback@example.org';
  let id: string;
  let missed: string;
  let known: string;
  let links: { answer: string; token: string; url: string }[];

  beforeAll(async () => {
    clock.set(START_OF_TESTS);
    id = await kit.bookedViewing(email, ['2031-03-28', '09:00'], 'de');
    missed = await kit.bookedViewing('missed.feedback@example.org', ['2031-03-28', '10:00']);
    known = await kit.bookedViewing('known.feedback@example.org', ['2031-03-28', '11:00']);
    clock.set(new Date(rome('2031-03-28', '11:45')));
    for (const [viewing, body] of [
      [id, { outcome: 'held' }],
      [missed, { outcome: 'no_show' }],
      [known, { outcome: 'held', feedback: 'interested' }],
    ] as const) {
      expect((await outcome(viewing, body)).statusCode).toBe(200);
    }
  });

  it('is sent once three hours after a viewing held, not for a no-show or a known feedback', async () => {
    await lookAt(rome('2031-03-28', '12:29'));
    expect(await kit.queued(email, 'Wie war die Besichtigung')).toBe(0);
    await lookAt(rome('2031-03-28', '12:30'));
    await lookAt(rome('2031-03-28', '13:30'));
    const mail = await kit.nextMail(email, 'Wie war die Besichtigung?');
    expect(await kit.queued(email, 'Wie war die Besichtigung')).toBe(1);
    expect(await kit.queued('missed.feedback@example.org', 'How was')).toBe(0);
    expect(await kit.queued('known.feedback@example.org', 'How was')).toBe(0);
    expect(mail.text).toContain('Freitag, 28. März 2031, 09:00–09:30 Uhr besichtigt haben');
    expect(mail.text).toContain('Gefällt Ihnen die Immobilie? Ich bin interessiert:');
    expect(mail.calendar).toBe(false);
    links = kit.feedbackLinks(mail.text);
    expect(links.map((l) => l.answer)).toEqual(['interested', 'offer', 'not_interested']);
    expect(links[0]!.url).toContain('&lang=de');
    expect((await stored(id)).feedbackAskedAt).toEqual(new Date(rome('2031-03-28', '12:30')));
  });

  it('tells the page what the link answers, and changes nothing by being opened', async () => {
    const read = await call('GET', `/viewings/${id}/feedback?token=${links[1]!.token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      data: {
        answer: 'valid',
        viewing: { status: 'held', start: rome('2031-03-28', '09:00'), feedback: null },
      },
    });
    expect((await stored(id)).feedback).toBeNull();
  });

  it('records the buyer’s answer on the click; the same link again answers the same', async () => {
    const first = await call('POST', `/viewings/${id}/feedback`, {
      body: { token: links[1]!.token, feedback: 'offer' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      data: { answer: 'offer', reason: null, at: rome('2031-03-28', '13:30') },
    });
    clock.set(new Date(rome('2031-03-29', '09:00')));
    const second = await call('POST', `/viewings/${id}/feedback`, {
      body: { token: links[1]!.token, feedback: 'offer' },
    });
    expect(second.json()).toEqual(first.json());
    const entries = (await historyOf(id)).filter((e) => e.source === 'giveViewingFeedbackByLink');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorRole: 'client', actorAccountId: null });
    const read = await call('GET', `/viewings/${id}/feedback?token=${links[0]!.token}`);
    expect(read.json()).toMatchObject({ data: { viewing: { feedback: { answer: 'offer' } } } });
  });

  it('takes another answer and a reason the buyer gives, none needed', async () => {
    const answer = await call('POST', `/viewings/${id}/feedback`, {
      body: { token: links[2]!.token, feedback: 'not_interested', reason: 'Kein Balkon' },
    });
    expect(answer.json()).toMatchObject({
      data: { answer: 'not_interested', reason: 'Kein Balkon' },
    });
    const bare = await call('POST', `/viewings/${id}/feedback`, {
      body: { token: links[2]!.token, feedback: 'not_interested' },
    });
    // The same answer without words keeps the words given with it.
    expect(bare.json()).toMatchObject({ data: { reason: 'Kein Balkon' } });
    const reason = await call('POST', `/viewings/${id}/feedback`, {
      body: { token: links[0]!.token, feedback: 'interested', reason: 'Hell' },
      lang: 'en',
    });
    expect(reason.statusCode).toBe(400);
    expect(fields(reason)).toEqual([
      { field: 'reason', message: 'A reason goes with “not interested” only' },
    ]);
  });

  it('refuses a tampered, a superseded and an expired link with a clear message, changing nothing', async () => {
    const before = await stored(id);
    const [payload, mac] = links[0]!.token.split('.') as [string, string];
    const flipped = `${payload}.${mac[0] === 'A' ? 'Z' : 'A'}${mac.slice(1)}`;
    const tampered = await call('POST', `/viewings/${id}/feedback`, {
      body: { token: flipped, feedback: 'offer' },
      lang: 'de',
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({
      error: {
        code: 'viewing_link_invalid',
        message:
          'Dieser Link ist ungültig: Bitte den Link aus der letzten E-Mail zur Besichtigung verwenden.',
      },
    });
    expect((await call('GET', `/viewings/${id}/feedback?token=${flipped}`)).json()).toEqual({
      data: { answer: 'tampered', viewing: null },
    });
    // A cancel link of the viewing's mails is no feedback link.
    const otherAction = signViewingLink(await settings.linkKey(), {
      viewingId: id,
      action: 'cancel',
      expiresAt: new Date('2031-12-31T00:00:00Z'),
      sequence: before.sequence,
    });
    const wrong = await call('POST', `/viewings/${id}/feedback`, {
      body: { token: otherAction, feedback: 'offer' },
    });
    expect(wrong.statusCode).toBe(400);
    // A link sent before the viewing last changed.
    const older = signViewingLink(await settings.linkKey(), {
      viewingId: id,
      action: 'feedback',
      expiresAt: new Date('2031-12-31T00:00:00Z'),
      sequence: before.sequence - 1,
    });
    const superseded = await call('POST', `/viewings/${id}/feedback`, {
      body: { token: older, feedback: 'offer' },
    });
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json()).toMatchObject({ error: { code: 'viewing_link_superseded' } });
    // 30 days after the end.
    clock.set(new Date(Date.parse(rome('2031-03-28', '09:30')) + 30 * 86_400_000));
    const expired = await call('POST', `/viewings/${id}/feedback`, {
      body: { token: links[1]!.token, feedback: 'offer' },
      lang: 'it',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      error: {
        code: 'viewing_link_expired',
        message:
          'Questo link è scaduto: le risposte si raccolgono fino a 30 giorni dopo la visita. Ci scriva o ci chiami.',
      },
    });
    const read = await call('GET', `/viewings/${id}/feedback?token=${links[1]!.token}`);
    expect(read.json()).toMatchObject({ data: { answer: 'expired' } });
    expect(await stored(id)).toEqual(before);
  });

  it('answers 409 once staff recorded the viewing as missed', async () => {
    clock.set(new Date(rome('2031-03-30', '10:00')));
    await outcome(id, { outcome: 'no_show' });
    const answer = await call('POST', `/viewings/${id}/feedback`, {
      body: { token: links[0]!.token, feedback: 'interested' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: { code: 'viewing_state' } });
    expect((await stored(id)).feedback).toBeNull();
  });
});
