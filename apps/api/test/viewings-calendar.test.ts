/**
 * Confirming viewings (issue 33 point 2, decision 069), on a real database, with the mails
 * received by a real SMTP server and their invitations parsed back with ical.js: the calendar
 * of a day or a week, per agent and for the agency, with listing, buyer and address; staff
 * confirm one time, propose another, decline or cancel — an agent their own viewings, admins
 * all; a second viewing of the agent at an overlapping time is refused (409), also when two
 * staff members confirm at once (the exclusion constraint); the buyer's and the seller's mail
 * in their language (the seller's without the buyer), METHOD:REQUEST, an update with the same
 * UID and a higher SEQUENCE, METHOD:CANCEL; the buyer's signed links expired, reused or
 * tampered with get a clear answer and change nothing; every change is in the history.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntries, viewingAbsences, viewings } from '../src/db/schema.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { person, type Person } from './helpers/account-fixtures.ts';
import { solvedCaptcha, TEST_CAPTCHA_COST } from './helpers/captcha.ts';
import { readInvitation, type ReadInvitation } from './helpers/icalendar.ts';
import { allParts, decodeHeader, parseMime, type MimePart } from './helpers/mime-parts.ts';
import { buyer, type Buyer } from './helpers/search-fixtures.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';
import { rome, testClock, viewingWorld, type ViewingWorld } from './helpers/viewing-fixtures.ts';

const SITE = 'https://casa.example';
const clock = testClock();
let t: TestApp;
let smtp: SmtpSink;
let worker: MailWorker;
let w: ViewingWorld;
let anna: Buyer;
let plain: Person;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE, CAPTCHA_COST: TEST_CAPTCHA_COST },
    clock: clock.now,
  });
  w = await viewingWorld(t.database.db);
  anna = await buyer(t.database.db, 'anna.gruber@example.org');
  plain = await person(t.database.db, 'plain@example.org');
  // The agent is away on Thursday.
  await t.database.db.insert(viewingAbsences).values({
    agentId: w.agent.accountId,
    startDate: '2031-03-27',
    endDate: '2031-03-27',
    startsAt: new Date(rome('2031-03-27', '00:00')),
    endsAt: new Date(rome('2031-03-28', '00:00')),
  });
  worker = createMailWorker({ db: t.database.db, config: t.config, log: t.app.log, pollMs: 50 });
  worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

function call(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; lang?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      'accept-language': options.lang ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** A mail as read: its subject, plain text, and the invitation of its calendar part. */
type Mail = { subject: string; text: string; calendar: ReadInvitation | null; raw: string };

const taken = new Set<ReceivedMail>();

/** The next mail to `to` not read yet whose subject contains `subject`. */
async function nextMail(to: string, subject: string): Promise<Mail> {
  const received = await smtp.waitFor(
    (m) =>
      m.to.includes(to) &&
      !taken.has(m) &&
      decodeHeader(parseMime(m.raw).headers.subject ?? '').includes(subject),
  );
  taken.add(received);
  const root = parseMime(received.raw);
  const parts = allParts(root);
  const part = (type: string): MimePart | undefined => parts.find((p) => p.type === type);
  const calendar = part('text/calendar');
  expect(calendar?.params.method ?? null).toBe(
    calendar ? readInvitation(calendar.body).method : null,
  );
  return {
    subject: decodeHeader(root.headers.subject ?? ''),
    text: part('text/plain')!.body.replace(/\r\n/g, '\n'),
    calendar: calendar ? readInvitation(calendar.body) : null,
    raw: received.decoded,
  };
}

/** The links of a buyer's mail by action. */
function linksOf(text: string): { cancel: string; reschedule: string } {
  const find = (action: string) => {
    const match = new RegExp(`${SITE}/viewing/[0-9a-f-]+\\?action=${action}&token=([^&\\s]+)`).exec(
      text,
    );
    if (!match) throw new Error(`no ${action} link in ${text}`);
    return decodeURIComponent(match[1]!);
  };
  return { cancel: find('cancel'), reschedule: find('reschedule') };
}

async function stored(id: string) {
  const [row] = await t.database.db.select().from(viewings).where(eq(viewings.id, id));
  return row!;
}

/** A guest's request of the first listing at local times; answers the viewing's id. */
async function guestRequest(email: string, times: [string, string][]): Promise<string> {
  const answer = await call('POST', '/viewings', {
    body: {
      listingId: w.listingId,
      times: { proposals: times.map(([date, time]) => ({ date, time })) },
      name: 'Giulia Rossi',
      email,
      tel: '+39 340 1112223',
      captcha: await solvedCaptcha(t.app),
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: { _id: string } }>().data._id;
}

let giulia: string;
let annas: string;

describe('issue 33.2: the calendar of viewings', () => {
  beforeAll(async () => {
    giulia = await guestRequest('giulia.rossi@example.org', [
      ['2031-03-25', '10:00'],
      ['2031-03-25', '15:30'],
    ]);
    const answer = await call('POST', '/viewings', {
      token: anna.token,
      body: {
        listingId: w.listingId,
        times: { proposals: [{ date: '2031-03-25', time: '10:15' }] },
      },
    });
    annas = answer.json<{ data: { _id: string } }>().data._id;
  });

  it('shows a week of the agent’s viewings with listing, buyer and address', async () => {
    const answer = await call('GET', '/admin/viewings?from=2031-03-24&days=7&agent=me', {
      token: w.agent.token,
      lang: 'de',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ meta: unknown; data: { _id: string }[] }>();
    expect(body.meta).toEqual({ from: '2031-03-23T23:00:00.000Z', to: '2031-03-30T22:00:00.000Z' });
    expect(body.data.map((v) => v._id)).toEqual([giulia, annas]);
    expect(body.data[0]).toMatchObject({
      status: 'requested',
      start: null,
      requested: [{ start: rome('2031-03-25', '10:00') }, { start: rome('2031-03-25', '15:30') }],
      listing: {
        _id: w.listingId,
        property_id: w.listingNumber,
        address: 'Corso Libertà 12, 39012 Meran',
      },
      agent: { _id: w.agent.accountId, email: w.agent.email },
      buyer: { name: 'Giulia Rossi', email: 'giulia.rossi@example.org', tel: '+39 340 1112223' },
    });
  });

  it('shows a day, another agent’s calendar and the agency’s', async () => {
    const wednesday = await call('GET', '/admin/viewings?from=2031-03-26&days=1', {
      token: w.agent.token,
    });
    expect(wednesday.json<{ data: unknown[] }>().data).toEqual([]);
    const other = await call(
      'GET',
      `/admin/viewings?from=2031-03-24&agent=${w.otherAgent.accountId}`,
      { token: w.agent.token },
    );
    expect(other.json<{ data: unknown[] }>().data).toEqual([]);
    const agency = await call('GET', '/admin/viewings?from=2031-03-25&days=1', {
      token: w.otherAgent.token,
    });
    expect(agency.json<{ data: unknown[] }>().data).toHaveLength(2);
    expect(
      (await call('GET', '/admin/viewings?from=2031-03-25', { token: plain.token })).statusCode,
    ).toBe(403);
  });
});

describe('issue 33.2: confirming, with the invitations', () => {
  it('lets only the viewing’s agent or an admin change it, refused before the body is read', async () => {
    const foreign = await call('POST', `/admin/viewings/${giulia}/confirm`, {
      token: w.otherAgent.token,
      body: { start: 'not a time' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<ErrorBody>().error.fields).toBeUndefined();
    const website = await call('POST', `/admin/viewings/${giulia}/confirm`, {
      token: plain.token,
      body: {},
    });
    expect(website.statusCode).toBe(403);
    const unknown = await call(
      'POST',
      '/admin/viewings/0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f/confirm',
      {
        token: w.agent.token,
        body: {},
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await stored(giulia)).status).toBe('requested');
  });

  it('refuses a time the buyer did not ask for', async () => {
    const answer = await call('POST', `/admin/viewings/${giulia}/confirm`, {
      token: w.agent.token,
      body: { start: rome('2031-03-25', '11:00') },
      lang: 'it',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.fields).toEqual([
      { field: 'start', message: 'Confermare uno degli orari richiesti, o proporne un altro' },
    ]);
  });

  it('confirms one time: the buyer gets the invitation with the links, the seller one without the buyer', async () => {
    const answer = await call('POST', `/admin/viewings/${giulia}/confirm`, {
      token: w.agent.token,
      body: { start: rome('2031-03-25', '10:00') },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      data: {
        status: 'confirmed',
        start: rome('2031-03-25', '10:00'),
        end: rome('2031-03-25', '10:30'),
        sequence: 1,
      },
    });

    const mail = await nextMail('giulia.rossi@example.org', 'Viewing confirmed');
    expect(mail.text).toContain('Tuesday, 25 March 2031');
    expect(mail.calendar).toMatchObject({
      method: 'REQUEST',
      uid: `viewing-${giulia}@casa.example`,
      sequence: 1,
      status: 'CONFIRMED',
      start: { instant: new Date('2031-03-25T09:00:00Z'), utc: true },
      end: { instant: new Date('2031-03-25T09:30:00Z'), utc: true },
      location: 'Corso Libertà 12, 39012 Merano',
      attendees: [{ email: 'giulia.rossi@example.org' }],
    });
    const links = linksOf(mail.text);
    expect(links.cancel).not.toBe(links.reschedule);

    const seller = await nextMail(w.seller.email, 'Besichtigung bestätigt');
    expect(seller.text).toContain(`Nr. ${w.listingNumber}`);
    expect(seller.calendar).toMatchObject({
      method: 'REQUEST',
      uid: `viewing-${giulia}@casa.example`,
      sequence: 1,
      attendees: [{ email: w.seller.email }],
    });
    for (const identity of ['Giulia', 'Rossi', 'giulia.rossi', '340 1112223']) {
      expect(seller.raw).not.toContain(identity);
    }
    expect(seller.raw).not.toContain('/viewing/');
  });

  it('refuses a second viewing of the agent at an overlapping time (409, in German), nothing changed', async () => {
    const answer = await call('POST', `/admin/viewings/${annas}/confirm`, {
      token: w.agent.token,
      body: { start: rome('2031-03-25', '10:15') },
      lang: 'de',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      error: {
        code: 'viewing_conflict',
        message:
          'Der Makler hat zu dieser Zeit schon eine andere Besichtigung: bitte eine andere Zeit oder einen anderen Makler wählen.',
      },
    });
    expect(await stored(annas)).toMatchObject({ status: 'requested', startsAt: null, sequence: 0 });
  });

  it.each([
    ['2031-03-30', '02:30', 'Questo orario non esiste'],
    ['2031-03-25', '13:00', 'L’agente non effettua visite a quest’ora'],
    ['2031-03-24', '07:00', 'Questo orario è già passato'],
    ['2031-03-27', '10:00', 'L’agente è assente in questo periodo'],
  ])('refuses to propose %s %s (400 in Italian)', async (date, time, message) => {
    const answer = await call('POST', `/admin/viewings/${annas}/propose`, {
      token: w.agent.token,
      body: { date, time },
      lang: 'it',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<ErrorBody>().error.fields).toEqual([
      { field: 'time', message: expect.stringContaining(message) as unknown },
    ]);
    expect((await stored(annas)).status).toBe('requested');
  });

  it('proposes another time: the buyer gets it in their language', async () => {
    const answer = await call('POST', `/admin/viewings/${annas}/propose`, {
      token: w.agent.token,
      body: { date: '2031-03-25', time: '11:00', minutes: 45 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      data: {
        status: 'confirmed',
        start: rome('2031-03-25', '11:00'),
        end: rome('2031-03-25', '11:45'),
      },
    });
    // Anna's client record is in Italian (the default): her mail is too.
    const mail = await nextMail('anna.gruber@example.org', 'Visita confermata');
    expect(mail.calendar).toMatchObject({ method: 'REQUEST', sequence: 1 });
  });

  it('moves a booked viewing: the same UID, a higher SEQUENCE', async () => {
    const answer = await call('POST', `/admin/viewings/${giulia}/propose`, {
      token: w.admin.token,
      body: { date: '2031-03-26', time: '09:00' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = await nextMail('giulia.rossi@example.org', 'Viewing moved');
    expect(mail.calendar).toMatchObject({
      method: 'REQUEST',
      uid: `viewing-${giulia}@casa.example`,
      sequence: 2,
      start: { instant: new Date(rome('2031-03-26', '09:00')) },
    });
    const seller = await nextMail(w.seller.email, 'Besichtigung verschoben');
    expect(seller.calendar).toMatchObject({ uid: `viewing-${giulia}@casa.example`, sequence: 2 });
  });

  it('lets one of two staff members confirming overlapping times at once win; the other gets 409', async () => {
    const first = await guestRequest('first@example.org', [['2031-03-28', '14:00']]);
    const second = await guestRequest('second@example.org', [['2031-03-28', '14:15']]);
    const answers = await Promise.all([
      call('POST', `/admin/viewings/${first}/confirm`, {
        token: w.agent.token,
        body: { start: rome('2031-03-28', '14:00') },
      }),
      call('POST', `/admin/viewings/${second}/confirm`, {
        token: w.admin.token,
        body: { start: rome('2031-03-28', '14:15') },
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const statuses = [(await stored(first)).status, (await stored(second)).status].sort();
    expect(statuses).toEqual(['confirmed', 'requested']);
  });

  it('holds the rule in the table itself: an overlapping booked row is refused (exclusion constraint)', async () => {
    const db = t.database.db;
    const [pending] = await db
      .select({ id: viewings.id })
      .from(viewings)
      .where(and(eq(viewings.status, 'requested'), eq(viewings.agentId, w.agent.accountId)))
      .limit(1);
    const write = db
      .update(viewings)
      .set({
        status: 'confirmed',
        startsAt: new Date(rome('2031-03-26', '09:15')),
        endsAt: new Date(rome('2031-03-26', '09:45')),
      })
      .where(eq(viewings.id, pending!.id));
    await expect(write).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }) as unknown,
    });
    // Touching is fine: 09:30 ends where the next one starts.
    await db
      .update(viewings)
      .set({
        status: 'confirmed',
        startsAt: new Date(rome('2031-03-26', '08:30')),
        endsAt: new Date(rome('2031-03-26', '09:00')),
      })
      .where(eq(viewings.id, pending!.id));
    await db
      .update(viewings)
      .set({ status: 'requested', startsAt: null, endsAt: null })
      .where(eq(viewings.id, pending!.id));
  });
});

describe('issue 33.2: the buyer’s signed links', () => {
  let oldLinks: { cancel: string; reschedule: string };
  let links: { cancel: string; reschedule: string };
  let luca: string;

  beforeAll(async () => {
    const id = await guestRequest('luca@example.org', [['2031-03-31', '09:00']]);
    await call('POST', `/admin/viewings/${id}/confirm`, {
      token: w.agent.token,
      body: { start: rome('2031-03-31', '09:00') },
    });
    oldLinks = linksOf((await nextMail('luca@example.org', 'Viewing confirmed')).text);
    await call('POST', `/admin/viewings/${id}/propose`, {
      token: w.agent.token,
      body: { date: '2031-03-31', time: '09:30' },
    });
    links = linksOf((await nextMail('luca@example.org', 'Viewing moved')).text);
    luca = id;
  });

  it('tells the page what a link answers before the buyer clicks', async () => {
    const valid = await call('GET', `/viewings/${luca}/link?action=cancel&token=${links.cancel}`);
    expect(valid.json()).toMatchObject({
      data: {
        answer: 'valid',
        viewing: { status: 'confirmed', start: rome('2031-03-31', '09:30') },
      },
    });
    const old = await call('GET', `/viewings/${luca}/link?action=cancel&token=${oldLinks.cancel}`);
    expect(old.json()).toMatchObject({ data: { answer: 'superseded' } });
    const wrongAction = await call(
      'GET',
      `/viewings/${luca}/link?action=reschedule&token=${links.cancel}`,
    );
    expect(wrongAction.json()).toEqual({ data: { answer: 'tampered', viewing: null } });
  });

  it('refuses a tampered, an old and an expired link, changing nothing', async () => {
    const before = await stored(luca);
    // The signature's first character: its high bits change (a last character's low bits may
    // be padding, which decodes to the same bytes).
    const [payload, mac] = links.cancel.split('.') as [string, string];
    const flipped = `${payload}.${mac[0] === 'A' ? 'Z' : 'A'}${mac.slice(1)}`;
    const tampered = await call('POST', `/viewings/${luca}/cancel`, {
      body: { token: flipped },
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
    const old = await call('POST', `/viewings/${luca}/cancel`, {
      body: { token: oldLinks.cancel },
    });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ error: { code: 'viewing_link_superseded' } });
    clock.set(new Date(rome('2031-03-31', '09:30')));
    try {
      const expired = await call('POST', `/viewings/${luca}/cancel`, {
        body: { token: links.cancel },
        lang: 'it',
      });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        error: {
          code: 'viewing_link_expired',
          message: 'Questo link è scaduto: la visita è già iniziata o passata.',
        },
      });
    } finally {
      clock.set(new Date('2031-03-24T07:00:00Z'));
    }
    expect(await stored(luca)).toEqual(before);
  });

  it('cancels with a valid link: buyer and seller get METHOD:CANCEL, the agent a notice; the link then acts no more', async () => {
    const answer = await call('POST', `/viewings/${luca}/cancel`, {
      body: { token: links.cancel },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { status: 'cancelled' } });
    const buyerMail = await nextMail('luca@example.org', 'Viewing cancelled');
    expect(buyerMail.calendar).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `viewing-${luca}@casa.example`,
      sequence: 3,
    });
    const sellerMail = await nextMail(w.seller.email, 'Besichtigung abgesagt');
    expect(sellerMail.calendar).toMatchObject({ method: 'CANCEL', sequence: 3 });
    const notice = await nextMail(w.agent.email, 'Visita annullata dall’interessato');
    expect(notice.text).toContain('Giulia Rossi ha annullato la visita');
    const reused = await call('POST', `/viewings/${luca}/cancel`, {
      body: { token: links.cancel },
    });
    expect(reused.statusCode).toBe(409);
    const again = await call('POST', `/viewings/${luca}/reschedule`, {
      body: { token: links.reschedule },
    });
    expect(again.statusCode).toBe(409);
    expect((await stored(luca)).sequence).toBe(3);
  });

  it('asks for another time: the time is freed, the request waits as new in the inbox', async () => {
    const annaMail = await call('GET', `/admin/viewings/${annas}`, { token: w.agent.token });
    expect(annaMail.json()).toMatchObject({ data: { status: 'confirmed', sequence: 1 } });
    const mail = await call('POST', `/admin/viewings/${annas}/propose`, {
      token: w.agent.token,
      body: { date: '2031-03-25', time: '14:00' },
    });
    expect(mail.statusCode).toBe(200);
    const anna2 = linksOf((await nextMail('anna.gruber@example.org', 'Visita spostata')).text);
    const absent = await call('POST', `/viewings/${annas}/reschedule`, {
      body: {
        token: anna2.reschedule,
        times: { proposals: [{ date: '2031-03-27', time: '10:00' }] },
      },
      lang: 'en',
    });
    expect(absent.statusCode).toBe(400);
    expect(absent.json<ErrorBody>().error.fields).toEqual([
      { field: 'times.proposals.0.time', message: 'The agent is away at this time' },
    ]);
    expect((await stored(annas)).status).toBe('confirmed');

    const answer = await call('POST', `/viewings/${annas}/reschedule`, {
      body: {
        token: anna2.reschedule,
        times: { proposals: [{ date: '2031-03-29', time: '10:00' }] },
        message: 'Samstag passt besser',
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { status: 'requested' } });
    expect(await stored(annas)).toMatchObject({
      status: 'requested',
      startsAt: null,
      requestStatus: 'new',
      requestedTimes: [{ start: rome('2031-03-29', '10:00'), end: rome('2031-03-29', '10:30') }],
    });
    const asked = await nextMail('anna.gruber@example.org', 'Il Suo desiderio di un altro orario');
    expect(asked.calendar).toMatchObject({
      method: 'CANCEL',
      uid: `viewing-${annas}@casa.example`,
      sequence: 3,
    });
    const notice = await nextMail(w.agent.email, 'Richiesto un altro orario');
    expect(notice.text).toContain('sabato 29 marzo 2031, 10:00–10:30');
    const inbox = await call('GET', '/admin/inbox?kind=viewing&status=new', {
      token: w.agent.token,
    });
    expect(inbox.json<{ data: { _id: string }[] }>().data.map((e) => e._id)).toContain(annas);
  });

  it('declines a request: the buyer is told in their language, with the agent’s words', async () => {
    const answer = await call('POST', `/admin/viewings/${annas}/decline`, {
      token: w.admin.token,
      body: { message: 'Die Wohnung ist inzwischen reserviert.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ data: { status: 'declined' } });
    const mail = await nextMail('anna.gruber@example.org', 'La Sua richiesta di visita');
    expect(mail.text).toContain('Die Wohnung ist inzwischen reserviert.');
    expect(mail.calendar).toBeNull();
    const again = await call('POST', `/admin/viewings/${annas}/decline`, {
      token: w.admin.token,
      body: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'viewing_state' } });
  });

  it('cancels a booked viewing for staff: METHOD:CANCEL to buyer and seller', async () => {
    const answer = await call('POST', `/admin/viewings/${giulia}/cancel`, { token: w.agent.token });
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = await nextMail('giulia.rossi@example.org', 'Viewing cancelled');
    expect(mail.calendar).toMatchObject({ method: 'CANCEL', sequence: 3 });
    await nextMail(w.seller.email, 'Besichtigung abgesagt');
  });

  it('writes every change to the history, with its source and no buyer’s data', async () => {
    const entries = await t.database.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.subjectId, giulia))
      .orderBy(asc(historyEntries.id));
    expect(entries.map((e) => [e.action, e.source, e.actorAccountId])).toEqual([
      ['create', 'requestViewing', null],
      ['update', 'confirmAdminViewing', w.agent.accountId],
      ['update', 'proposeAdminViewing', w.admin.accountId],
      ['update', 'cancelAdminViewing', w.agent.accountId],
    ]);
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'requested', after: 'confirmed' },
        { field: 'start', before: null, after: rome('2031-03-25', '10:00') },
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain('Giulia');
    const byLink = await t.database.db
      .select()
      .from(historyEntries)
      .where(
        and(eq(historyEntries.subjectId, luca), eq(historyEntries.source, 'cancelViewingByLink')),
      );
    expect(byLink[0]).toMatchObject({ actorRole: 'client', actorAccountId: null });
  });
});
