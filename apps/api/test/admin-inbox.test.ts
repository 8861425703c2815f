/**
 * The staff inbox (issue 16 point 3, docs decision 032): visit and consultation requests and
 * contact messages in one list, filtered by kind, status, handler and text; an agent or an admin
 * takes an entry, writes a note and marks it done, each change written to the history in the
 * same transaction; the overview counts what is new, and a client asking again makes a request
 * new again.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxEntry } from '@domus/domain/staff/admin-inbox.schema';
import { contactMessages, historyEntries, matches, savedSearches } from '../src/db/schema.ts';
import { adminListing } from './helpers/admin-fixtures.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { buyer, seedPlaces, typeId, type Buyer } from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let agent: Person;
let admin: Person;
let user: Person;
let client: Buyer;
let visitId: string;
let consultingId: string;
let messageId: string;
let listingNumber: number;
const call = apiCaller(() => t.app);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

type InboxPage = { meta: { total: number }; data: InboxEntry[] };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedPlaces(db);
  agent = await person(db, 'agent@example.com', { isAgent: true });
  admin = await person(db, 'admin@example.com', { isAdmin: true });
  user = await person(db, 'user@example.com');
  client = await buyer(db, 'client@example.com');
  const [search] = await db
    .insert(savedSearches)
    .values({ clientId: client.clientId, typeId: await typeId(db, 'residential', 'apartment') })
    .returning({ id: savedSearches.id });
  const one = await adminListing(db, { title: 'Attico panoramico' });
  const two = await adminListing(db);
  listingNumber = one.number;
  const [visit] = await db
    .insert(matches)
    .values({ searchId: search!.id, propertyId: one.id, state: 'visit', updatedAt: hoursAgo(3) })
    .returning({ id: matches.id });
  const [consulting] = await db
    .insert(matches)
    .values({
      searchId: search!.id,
      propertyId: two.id,
      state: 'consulting',
      updatedAt: hoursAgo(2),
    })
    .returning({ id: matches.id });
  // A match the client has not answered is no request.
  await db
    .insert(matches)
    .values({ searchId: search!.id, propertyId: (await adminListing(db)).id });
  const [message] = await db
    .insert(contactMessages)
    .values({
      name: 'Martina Rossi',
      email: 'martina@example.com',
      message: 'Vorrei sapere se il garage è incluso',
      propertyId: one.id,
      propertyCategory: 'residential',
      createdAt: hoursAgo(1),
    })
    .returning({ id: contactMessages.id });
  visitId = visit!.id;
  consultingId = consulting!.id;
  messageId = message!.id;
});
afterAll(() => t.close());

async function inbox(query = '', token = agent.token): Promise<InboxPage> {
  const answer = await call('GET', `/admin/inbox${query}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<InboxPage>();
}

async function overview() {
  const answer = await call('GET', '/admin/overview', agent.token);
  return answer.json<{ data: Record<string, number> }>().data;
}

describe('one inbox of requests and messages (issue 16 point 3)', () => {
  it('lists both kinds newest first, as new, with the listing named', async () => {
    const page = await inbox();
    expect(page.meta.total).toBe(3);
    expect(page.data.map((e) => [e._id, e.kind, e.status])).toEqual([
      [messageId, 'message', 'new'],
      [consultingId, 'consulting', 'new'],
      [visitId, 'visit', 'new'],
    ]);
    const message = page.data[0]!;
    expect(message.person).toMatchObject({ clientId: null, email: 'martina@example.com' });
    expect(message.listing?.property_id).toBe(listingNumber);
    expect(page.data[2]!.person).toMatchObject({
      clientId: client.clientId,
      email: 'client@example.com',
    });
    expect(page.data[2]!.listing?.title.it).toBe('Attico panoramico');
  });

  it('filters by kind, status and text', async () => {
    expect((await inbox('?kind=message')).data.map((e) => e._id)).toEqual([messageId]);
    expect((await inbox('?kind=visit')).data.map((e) => e._id)).toEqual([visitId]);
    expect((await inbox('?status=done')).meta.total).toBe(0);
    expect((await inbox('?q=GARAGE')).data.map((e) => e._id)).toEqual([messageId]);
    // The listing's number finds the request and the message about it.
    expect((await inbox(`?q=${listingNumber}`)).data.map((e) => e._id).sort()).toEqual(
      [messageId, visitId].sort(),
    );
    // Wildcards are taken as typed.
    expect((await inbox('?q=%25')).meta.total).toBe(0);
    expect((await call('GET', '/admin/inbox?kind=bogus', agent.token)).statusCode).toBe(400);
  });

  it('an agent takes a request, writes a note and marks it done; the history has each step', async () => {
    const before = await overview();
    expect(before.openVisitRequests).toBe(1);

    const take = await call('PATCH', `/admin/inbox/requests/${visitId}`, agent.token, {
      status: 'in_progress',
      handlerId: agent.accountId,
    });
    expect(take.statusCode, take.body).toBe(200);
    expect(take.json<{ data: InboxEntry }>().data).toMatchObject({
      status: 'in_progress',
      handler: { _id: agent.accountId, email: 'agent@example.com' },
      handledAt: null,
    });
    // What is in progress is no longer new.
    expect((await overview()).openVisitRequests).toBe(0);
    expect((await inbox('?handler=me')).data.map((e) => e._id)).toEqual([visitId]);
    expect((await inbox('?handler=me', admin.token)).meta.total).toBe(0);

    const note = await call('PATCH', `/admin/inbox/requests/${visitId}`, agent.token, {
      note: '  Visita fissata per giovedì alle 17  ',
    });
    expect(note.json<{ data: InboxEntry }>().data.note).toBe('Visita fissata per giovedì alle 17');
    const done = await call('PATCH', `/admin/inbox/requests/${visitId}`, agent.token, {
      status: 'done',
    });
    const entry = done.json<{ data: InboxEntry }>().data;
    expect(entry.status).toBe('done');
    expect(entry.handledAt).not.toBeNull();
    expect((await inbox('?status=done')).data.map((e) => e._id)).toEqual([visitId]);

    const history = await t.database.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.subjectId, visitId))
      .orderBy(historyEntries.id);
    expect(history.map((h) => h.changes)).toEqual([
      [
        { field: 'status', before: 'new', after: 'in_progress' },
        { field: 'handlerId', before: null, after: agent.accountId },
      ],
      [{ field: 'note', before: null, after: 'Visita fissata per giovedì alle 17' }],
      [{ field: 'status', before: 'in_progress', after: 'done' }],
    ]);
    expect(history[0]).toMatchObject({
      subject: 'match',
      action: 'update',
      actorAccountId: agent.accountId,
      actorRole: 'agent',
      clientId: client.clientId,
      source: 'updateAdminInboxRequest',
    });
    expect(history[0]!.listingId).not.toBeNull();

    // The client asks again: the request is new again, its handler and note kept.
    await t.database.db.update(matches).set({ state: 'wait' }).where(eq(matches.id, visitId));
    const again = await call('PATCH', `/matches/${visitId}`, client.token, { state: 'visit' });
    expect(again.statusCode, again.body).toBe(200);
    const reopened = (await inbox('?kind=visit')).data[0]!;
    expect(reopened).toMatchObject({
      status: 'new',
      handledAt: null,
      note: 'Visita fissata per giovedì alle 17',
    });
    expect((await overview()).openVisitRequests).toBe(1);
  });

  it('an admin handles a contact message; its history entry is about the message', async () => {
    expect((await overview()).openContactMessages).toBe(1);
    const answer = await call('PATCH', `/admin/inbox/messages/${messageId}`, admin.token, {
      status: 'done',
      handlerId: admin.accountId,
      note: 'Risposto per telefono',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await overview()).openContactMessages).toBe(0);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId));
    expect(stored).toMatchObject({ status: 'done', handlerId: admin.accountId });
    expect(stored!.handledAt).not.toBeNull();
    const [entry] = await t.database.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.subjectId, messageId));
    expect(entry).toMatchObject({
      subject: 'message',
      action: 'update',
      actorRole: 'admin',
      source: 'updateAdminInboxMessage',
      listingId: null,
      clientId: null,
    });
    // Nothing changed: no entry.
    await call('PATCH', `/admin/inbox/messages/${messageId}`, admin.token, { status: 'done' });
    const entries = await t.database.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.subjectId, messageId));
    expect(entries).toHaveLength(1);
  });

  it('refuses a handler who is not staff, an empty change and an unknown entry', async () => {
    const notStaff = await call(
      'PATCH',
      `/admin/inbox/requests/${consultingId}`,
      agent.token,
      { handlerId: user.accountId },
      'de',
    );
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json<ErrorBody>().error.fields).toEqual([
      { field: 'handlerId', message: 'Bitte wählen Sie eine Person aus dem Team' },
    ]);
    const empty = await call('PATCH', `/admin/inbox/requests/${consultingId}`, agent.token, {});
    expect(empty.statusCode).toBe(400);
    const tooLong = await call('PATCH', `/admin/inbox/requests/${consultingId}`, agent.token, {
      note: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    // A match that is no request is not in the inbox.
    const unknown = await call('PATCH', `/admin/inbox/requests/${randomUUID()}`, agent.token, {
      status: 'done',
    });
    expect(unknown.statusCode).toBe(404);
    const wrongKind = await call('PATCH', `/admin/inbox/messages/${consultingId}`, agent.token, {
      status: 'done',
    });
    expect(wrongKind.statusCode).toBe(404);
  });
});
