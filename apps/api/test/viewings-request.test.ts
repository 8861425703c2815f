/**
 * Asking for a viewing (issue 33 point 1, decision 069), on a real database, with the captcha
 * solved as the widget does and the agent's notice received by a real SMTP server: agents set
 * their hours and absences (their own; admins anyone's), the property page reads the free
 * slots, a buyer without account (name, e-mail, telephone, captcha), with a session, or from a
 * match's 'visit' answer asks for times, and the request shows in the requests inbox. Bad times
 * — past, too soon, outside the hours, during an absence, taken, overlapping each other, or the
 * 02:30 that does not exist on the last Sunday of March — answer 400 with the rule's message in
 * the caller's language, and nothing is stored.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaSolutions,
  clients,
  historyEntries,
  matches,
  properties,
  savedSearches,
  viewings,
} from '../src/db/schema.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { person, type Person } from './helpers/account-fixtures.ts';
import { solvedCaptcha, TEST_CAPTCHA_COST } from './helpers/captcha.ts';
import { buyer, typeId, type Buyer } from './helpers/search-fixtures.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';
import {
  AGENT_HOURS,
  rome,
  testClock,
  viewingWorld,
  type ViewingWorld,
} from './helpers/viewing-fixtures.ts';

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
  await t.database.db
    .update(clients)
    .set({ name: 'Anna', familyName: 'Gruber', tel: '+39 333 1234567', language: 'de' })
    .where(eq(clients.id, anna.clientId));
  plain = await person(t.database.db, 'plain@example.org');
  worker = createMailWorker({ db: t.database.db, config: t.config, log: t.app.log, pollMs: 50 });
  worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT',
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

const fieldsOf = (answer: { json: () => unknown }) =>
  (answer.json() as ErrorBody).error.fields ?? [];

async function viewingCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(viewings);
  return row!.n;
}

async function solutionCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(captchaSolutions);
  return row!.n;
}

/** A guest's request body with a fresh captcha. */
async function guest(times: unknown, extra: Record<string, unknown> = {}) {
  return {
    listingId: w.listingId,
    times,
    name: 'Giulia Rossi',
    email: 'giulia.rossi@example.org',
    tel: '+39 340 1112223',
    captcha: await solvedCaptcha(t.app),
    ...extra,
  };
}

describe('issue 33.1: an agent’s viewing hours and absences', () => {
  it('lets an agent set and read their own week, in local time', async () => {
    const put = await call('PUT', `/admin/agents/${w.agent.accountId}/viewing-hours`, {
      token: w.agent.token,
      body: { hours: AGENT_HOURS },
    });
    expect(put.statusCode, put.body).toBe(200);
    const get = await call('GET', `/admin/agents/${w.agent.accountId}/viewing-hours`, {
      token: w.agent.token,
    });
    expect(get.json()).toEqual({ data: { agentId: w.agent.accountId, hours: AGENT_HOURS } });
  });

  it('refuses an agent another agent’s hours before reading the body; an admin sets anyone’s', async () => {
    const url = `/admin/agents/${w.otherAgent.accountId}/viewing-hours`;
    const foreign = await call('PUT', url, { token: w.agent.token, body: { hours: 'nonsense' } });
    expect(foreign.statusCode).toBe(403);
    expect(fieldsOf(foreign)).toEqual([]);
    expect((await call('GET', url, { token: w.agent.token })).statusCode).toBe(403);
    const byAdmin = await call('PUT', url, { token: w.admin.token, body: { hours: AGENT_HOURS } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const website = await call('GET', url, { token: plain.token });
    expect(website.statusCode).toBe(403);
  });

  it('answers bad hours with the rule in the caller’s language and keeps the old ones', async () => {
    const url = `/admin/agents/${w.agent.accountId}/viewing-hours`;
    const overlapping = {
      ...AGENT_HOURS,
      mon: [
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ],
      tue: [{ start: '09:10', end: '12:00' }],
    };
    const answer = await call('PUT', url, {
      token: w.agent.token,
      body: { hours: overlapping },
      lang: 'de',
    });
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer)).toEqual(
      expect.arrayContaining([
        {
          field: 'hours.mon.1.start',
          message: 'Die Zeiträume eines Tages dürfen sich nicht überschneiden',
        },
        {
          field: 'hours.tue.0.start',
          message: expect.stringContaining('Viertelstunden') as unknown,
        },
      ]),
    );
    const kept = await call('GET', url, { token: w.agent.token });
    expect(kept.json()).toMatchObject({ data: { hours: AGENT_HOURS } });
  });

  it('stores absences with the instants they cover, a whole day from local midnight', async () => {
    const url = `/admin/agents/${w.agent.accountId}/viewing-absences`;
    const put = await call('PUT', url, {
      token: w.agent.token,
      body: {
        absences: [
          { startDate: '2031-03-27', endDate: '2031-03-27', note: 'Schulung' },
          { startDate: '2031-03-26', endDate: '2031-03-26', startTime: '14:00' },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      data: {
        absences: [
          {
            startDate: '2031-03-26',
            startTime: '14:00',
            start: rome('2031-03-26', '14:00'),
            end: rome('2031-03-27', '00:00'),
          },
          { note: 'Schulung', start: '2031-03-26T23:00:00.000Z', end: '2031-03-27T23:00:00.000Z' },
        ],
      },
    });
    const backwards = await call('PUT', url, {
      token: w.agent.token,
      body: { absences: [{ startDate: '2031-03-28', endDate: '2031-03-27' }] },
      lang: 'it',
    });
    expect(backwards.statusCode).toBe(400);
    expect(fieldsOf(backwards)[0]).toMatchObject({
      field: 'absences.0.endDate',
      message: 'L’assenza deve finire dopo il suo inizio',
    });
  });
});

describe('issue 33.1: the free slots of the property page', () => {
  it('offers the agent’s hours at least 2 hours ahead, without absences', async () => {
    const answer = await call(
      'GET',
      `/viewings/slots?listing=${w.listingId}&from=${rome('2031-03-24', '00:00')}&to=${rome('2031-03-28', '00:00')}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const starts = answer.json<{ data: { start: string }[] }>().data.map((s) => s.start);
    // Monday: 08:00 now, 2 hours' notice, so the first is 10:00.
    expect(starts[0]).toBe(rome('2031-03-24', '10:00'));
    expect(starts).not.toContain(rome('2031-03-24', '09:30'));
    expect(starts).toContain(rome('2031-03-26', '11:30'));
    // Wednesday afternoon and Thursday are the agent's absences.
    expect(starts).not.toContain(rome('2031-03-26', '14:00'));
    expect(starts.some((s) => s.startsWith('2031-03-27'))).toBe(false);
    expect(starts).toContain(rome('2031-03-25', '17:30'));
    expect(starts).not.toContain(rome('2031-03-25', '18:00'));
  });

  it('gives no slot in the hour the spring clock change skips', async () => {
    const answer = await call(
      'GET',
      `/viewings/slots?listing=${w.listingId}&from=${rome('2031-03-30', '00:00')}&to=${rome('2031-03-31', '00:00')}`,
    );
    const starts = answer.json<{ data: { start: string }[] }>().data.map((s) => s.start);
    // 00:00–06:00 that day is five real hours: ten slots, none at a time that does not exist.
    expect(starts).toHaveLength(10);
    expect(starts).toContain('2031-03-30T00:30:00.000Z'); // 01:30 winter time
    expect(starts).toContain('2031-03-30T01:00:00.000Z'); // 03:00 summer time
  });

  it('answers 404 for a listing that is not published', async () => {
    await t.database.db
      .update(properties)
      .set({ isConfirmed: false })
      .where(eq(properties.id, w.otherListingId));
    const answer = await call('GET', `/viewings/slots?listing=${w.otherListingId}`);
    expect(answer.statusCode).toBe(404);
    await t.database.db
      .update(properties)
      .set({ isConfirmed: true })
      .where(eq(properties.id, w.otherListingId));
  });
});

describe('issue 33.1: a buyer without account asks for a viewing', () => {
  it('needs name, e-mail and telephone, and the captcha, and stores nothing without them', async () => {
    const before = await viewingCount();
    const times = { proposals: [{ date: '2031-03-25', time: '10:00' }] };
    const missing = await call('POST', '/viewings', {
      body: { listingId: w.listingId, times, email: 'x@example.org' },
      lang: 'it',
    });
    expect(missing.statusCode).toBe(400);
    expect(
      fieldsOf(missing)
        .map((f) => f.field)
        .sort(),
    ).toEqual(['name', 'tel']);
    const noCaptcha = await call('POST', '/viewings', {
      body: { ...(await guest(times)), captcha: undefined },
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({ error: { code: 'captcha_invalid' } });
    expect(await viewingCount()).toBe(before);
  });

  it('stores the request, shows it in the inbox and mails the agent in their language', async () => {
    const body = await guest(
      {
        proposals: [
          { date: '2031-03-25', time: '10:00' },
          { date: '2031-03-25', time: '15:30' },
        ],
      },
      { message: 'Am liebsten vormittags' },
    );
    const answer = await call('POST', '/viewings', { body });
    expect(answer.statusCode, answer.body).toBe(201);
    const { data } = answer.json<{ data: { _id: string; status: string; times: unknown } }>();
    expect(data).toMatchObject({
      status: 'requested',
      times: [
        { start: rome('2031-03-25', '10:00'), end: rome('2031-03-25', '10:30') },
        { start: rome('2031-03-25', '15:30'), end: rome('2031-03-25', '16:00') },
      ],
    });
    const [row] = await t.database.db.select().from(viewings).where(eq(viewings.id, data._id));
    expect(row).toMatchObject({
      buyerName: 'Giulia Rossi',
      buyerEmail: 'giulia.rossi@example.org',
      buyerTel: '+39 340 1112223',
      buyerLanguage: 'en',
      agentId: w.agent.accountId,
      status: 'requested',
      sequence: 0,
      uid: `viewing-${data._id}@casa.example`,
    });

    const inbox = await call('GET', '/admin/inbox?kind=viewing', { token: w.agent.token });
    expect(inbox.json()).toMatchObject({
      data: [
        {
          _id: data._id,
          kind: 'viewing',
          status: 'new',
          person: { name: 'Giulia Rossi', email: 'giulia.rossi@example.org' },
          message: 'Am liebsten vormittags',
          listing: { _id: w.listingId, property_id: w.listingNumber },
          viewing: { status: 'requested', start: null },
        },
      ],
    });

    const mail = await smtp.waitFor((m) => m.to.includes(w.agent.email));
    expect(mail.decoded).toContain(`Nuova richiesta di visita: immobile n. ${w.listingNumber}`);
    expect(mail.decoded).toContain('Giulia Rossi chiede di visitare');
    expect(mail.decoded).toMatch(/martedì 25 marzo 2031, 10:00–10:30/);
    expect(mail.decoded).toContain('Reply-To: giulia.rossi@example.org');

    const [history] = await t.database.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.subjectId, data._id));
    expect(history).toMatchObject({
      subject: 'viewing',
      action: 'create',
      actorRole: 'client',
      actorAccountId: null,
      listingId: w.listingId,
      source: 'requestViewing',
    });
  });

  it('lets a buyer pick a free slot, which no other buyer can pick then', async () => {
    const slot = rome('2031-03-28', '10:00');
    const first = await call('POST', '/viewings', { body: await guest({ slot }) });
    expect(first.statusCode, first.body).toBe(201);
    const slots = await call(
      'GET',
      `/viewings/slots?listing=${w.listingId}&from=${rome('2031-03-28', '00:00')}&to=${rome('2031-03-29', '00:00')}`,
    );
    const starts = slots.json<{ data: { start: string }[] }>().data.map((s) => s.start);
    expect(starts).not.toContain(slot);
    expect(starts).toContain(rome('2031-03-28', '10:30'));
    const second = await call('POST', '/viewings', {
      body: await guest({ slot }, { email: 'other@example.org' }),
      lang: 'de',
    });
    expect(second.statusCode).toBe(400);
    expect(fieldsOf(second)).toEqual([
      {
        field: 'times.slot',
        message: 'Zu dieser Zeit ist bereits eine andere Besichtigung geplant',
      },
    ]);
  });
});

describe('issue 33.1: bad times get a clear answer and change nothing', () => {
  const cases: [string, unknown, string, string][] = [
    [
      'the nonexistent 02:30 of the last Sunday of March',
      { proposals: [{ date: '2031-03-30', time: '02:30' }] },
      'times.proposals.0.time',
      'Diese Uhrzeit gibt es nicht: an diesem Tag springt die Uhr von 02:00 auf 03:00',
    ],
    [
      'a time past',
      { proposals: [{ date: '2031-03-24', time: '07:00' }] },
      'times.proposals.0.time',
      'Dieser Zeitpunkt liegt in der Vergangenheit',
    ],
    [
      'a time sooner than the notice',
      { proposals: [{ date: '2031-03-24', time: '09:00' }] },
      'times.proposals.0.time',
      'Dieser Zeitpunkt ist zu kurzfristig: bitte einen späteren wählen',
    ],
    [
      'a time outside the hours',
      { proposals: [{ date: '2031-03-25', time: '12:00' }] },
      'times.proposals.0.time',
      'Zu dieser Zeit bietet der Makler keine Besichtigungen an',
    ],
    [
      'a time in an absence',
      { proposals: [{ date: '2031-03-27', time: '10:00' }] },
      'times.proposals.0.time',
      'Der Makler ist zu dieser Zeit abwesend',
    ],
    [
      'proposals overlapping each other',
      {
        proposals: [
          { date: '2031-03-25', time: '11:00' },
          { date: '2031-03-25', time: '11:15' },
        ],
      },
      'times.proposals.1.time',
      'Die vorgeschlagenen Zeiten dürfen sich nicht überschneiden',
    ],
    [
      'a slot not on a real instant',
      { slot: '2031-03-25T09:05:00.000Z' },
      'times.slot',
      'Zu dieser Zeit bietet der Makler keine Besichtigungen an',
    ],
  ];

  it.each(cases)(
    'refuses %s (400 in German, nothing stored, captcha kept)',
    async (_name, times, field, message) => {
      const viewingsBefore = await viewingCount();
      const solutionsBefore = await solutionCount();
      const answer = await call('POST', '/viewings', { body: await guest(times), lang: 'de' });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(fieldsOf(answer)).toContainEqual({ field, message });
      expect(await viewingCount()).toBe(viewingsBefore);
      expect(await solutionCount()).toBe(solutionsBefore);
    },
  );

  it('checks the agent’s existing answers too: the 01:30 before the change is fine', async () => {
    const answer = await call('POST', '/viewings', {
      body: await guest({ proposals: [{ date: '2031-03-30', time: '01:30' }] }),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      data: { times: [{ start: '2031-03-30T00:30:00.000Z', end: '2031-03-30T01:00:00.000Z' }] },
    });
  });
});

describe('issue 33.1: a signed-in buyer, and a match’s visit answer', () => {
  it('takes the buyer from the account’s client record, no captcha needed', async () => {
    const answer = await call('POST', '/viewings', {
      token: anna.token,
      body: {
        listingId: w.listingId,
        times: { proposals: [{ date: '2031-03-31', time: '09:00' }] },
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json<{ data: { _id: string } }>().data._id;
    const [row] = await t.database.db.select().from(viewings).where(eq(viewings.id, id));
    expect(row).toMatchObject({
      buyerAccountId: anna.accountId,
      buyerClientId: anna.clientId,
      buyerName: 'Anna Gruber',
      buyerEmail: 'anna.gruber@example.org',
      buyerTel: '+39 333 1234567',
      buyerLanguage: 'de',
    });
  });

  it('refuses a session that has not confirmed its address', async () => {
    const { createSession } = await import('../src/modules/auth/sessions.service.ts');
    const { token } = await createSession(t.database.db, {
      accountId: anna.accountId,
      verified: false,
    });
    const answer = await call('POST', '/viewings', {
      token,
      body: {
        listingId: w.listingId,
        times: { proposals: [{ date: '2031-03-31', time: '10:00' }] },
      },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: { code: 'address_unverified' } });
  });

  it('answers a match with times: the match becomes visit and the inbox shows the viewing once', async () => {
    const db = t.database.db;
    const [search] = await db
      .insert(savedSearches)
      .values({ clientId: anna.clientId, typeId: await typeId(db, 'residential', 'apartment') })
      .returning({ id: savedSearches.id });
    const [match] = await db
      .insert(matches)
      .values({ searchId: search!.id, propertyId: w.listingId })
      .returning({ id: matches.id });
    const other = await buyer(db, 'someone.else@example.org');
    const foreign = await call('POST', '/viewings', {
      token: other.token,
      body: {
        listingId: w.listingId,
        matchId: match!.id,
        times: { proposals: [{ date: '2031-03-31', time: '11:00' }] },
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)[0]).toMatchObject({ field: 'matchId' });

    const answer = await call('POST', '/viewings', {
      token: anna.token,
      body: {
        listingId: w.listingId,
        matchId: match!.id,
        times: { proposals: [{ date: '2031-03-31', time: '11:00' }] },
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json<{ data: { _id: string } }>().data._id;
    const [changed] = await db.select().from(matches).where(eq(matches.id, match!.id));
    expect(changed!.state).toBe('visit');
    const inbox = await call('GET', '/admin/inbox?q=anna.gruber', { token: w.admin.token });
    const entries = inbox.json<{ data: { _id: string; kind: string }[] }>().data;
    expect(entries.filter((e) => e.kind === 'visit')).toEqual([]);
    expect(entries.map((e) => e._id)).toContain(id);
    const [stored] = await db
      .select({ matchId: viewings.matchId })
      .from(viewings)
      .where(and(eq(viewings.id, id)));
    expect(stored!.matchId).toBe(match!.id);
  });

  it('lets staff take a viewing request in the inbox, written to the history', async () => {
    const [row] = await t.database.db
      .select({ id: viewings.id })
      .from(viewings)
      .where(eq(viewings.buyerEmail, 'giulia.rossi@example.org'))
      .limit(1);
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/inbox/viewings/${row!.id}`,
      headers: { authorization: `Bearer ${w.agent.token}` },
      payload: { status: 'in_progress', handlerId: w.agent.accountId },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      data: { kind: 'viewing', status: 'in_progress', handler: { _id: w.agent.accountId } },
    });
    const entries = await t.database.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.subjectId, row!.id), eq(historyEntries.action, 'update')));
    expect(entries[0]).toMatchObject({ subject: 'viewing', source: 'updateAdminInboxViewing' });
  });
});
