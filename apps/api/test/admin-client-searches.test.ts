/**
 * A buyer's saved searches and matches for staff (issue 16 point 4; decisions.md Saved searches
 * and matching: staff set any match state): the searches with their matches, any state set by an
 * agent or an admin with its history entry, and a listing offered by hand, which the buyer's
 * matches page shows and the alert mail carries like any new match (through a real SMTP server in
 * the process). Offering an unpublished listing or one already matched is refused in the caller's
 * language.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_STATES } from '@domus/domain/core/constants';
import type { AdminClientSearches } from '@domus/domain/staff/admin-client-searches.schema';
import {
  clients,
  historyEntries,
  mailOutbox,
  matches,
  savedSearchLocations,
  savedSearches,
} from '../src/db/schema.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { adminListing } from './helpers/admin-fixtures.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { BOLZANO, buyer, seedPlaces, typeId, type Buyer } from './helpers/search-fixtures.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

const SITE = 'https://casa.example';

let t: TestApp;
let smtp: SmtpSink;
let worker: MailWorker;
let agent: Person;
let admin: Person;
let anna: Buyer;
let searchId: string;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
  const db = t.database.db;
  await seedPlaces(db);
  agent = await person(db, 'agent@example.com', { isAgent: true });
  admin = await person(db, 'admin@example.com', { isAdmin: true });
  anna = await buyer(db, 'anna@example.com');
  await db
    .update(clients)
    .set({ name: 'Anna', familyName: 'Gruber', language: 'de' })
    .where(eq(clients.id, anna.clientId));
  const [search] = await db
    .insert(savedSearches)
    .values({
      clientId: anna.clientId,
      typeId: await typeId(db, 'residential', 'apartment'),
      budget: 300_000,
    })
    .returning({ id: savedSearches.id });
  searchId = search!.id;
  await db.insert(savedSearchLocations).values({
    searchId,
    kind: 'municipality',
    municipalityId: BOLZANO,
    name: 'Bolzano',
  });
  worker = createMailWorker({ db, config: t.config, log: t.app.log, pollMs: 100 });
  worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

/** Anna's searches as staff read them. */
async function annasSearches(token = agent.token) {
  const answer = await call('GET', `/admin/clients/${anna.clientId}/searches`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: AdminClientSearches }>().data;
}

/** The history entries of a match. */
function historyOf(matchId: string) {
  return t.database.db.select().from(historyEntries).where(eq(historyEntries.subjectId, matchId));
}

describe('a buyer’s searches and matches for staff (issue 16 point 4)', () => {
  it('lists the client with their searches, what each asks for and its matches', async () => {
    const db = t.database.db;
    const listing = await adminListing(db, { title: 'Trilocale in centro' });
    const [match] = await db
      .insert(matches)
      .values({ searchId, propertyId: listing.id, state: 'wait' })
      .returning({ id: matches.id });

    const data = await annasSearches();
    expect(data.client).toMatchObject({ _id: anna.clientId, name: 'Anna', familyName: 'Gruber' });
    expect(data.searches).toHaveLength(1);
    const [search] = data.searches;
    expect(search).toMatchObject({ _id: searchId, rent: false, budget: 300_000 });
    expect(search!.type.id).toBe('apartment');
    expect(search!.locations).toEqual(['Bolzano']);
    expect(search!.matches).toHaveLength(1);
    expect(search!.matches[0]).toMatchObject({
      _id: match!.id,
      state: 'wait',
      listing: { _id: listing.id, property_id: listing.number, published: true },
    });
  });

  it('answers 404 for a client that does not exist', async () => {
    const answer = await call(
      'GET',
      '/admin/clients/0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f/searches',
      admin.token,
    );
    expect(answer.statusCode).toBe(404);
  });
});

describe('staff set any match state (decisions.md; issue 16 point 4)', () => {
  it('an agent sets each state in turn, each written to the history with before and after', async () => {
    const db = t.database.db;
    const listing = await adminListing(db);
    const [match] = await db
      .insert(matches)
      .values({ searchId, propertyId: listing.id })
      .returning({ id: matches.id });
    // Staff may also leave a final state of the client (visit) and go back to new.
    const path = ['visit', 'not_interested', 'consulting', 'wait', 'new'] as const;
    expect([...path].sort()).toEqual([...MATCH_STATES].sort());
    let before = 'new';
    for (const state of path) {
      const answer = await call('PATCH', `/admin/matches/${match!.id}`, agent.token, { state });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<{ data: { state: string } }>().data.state).toBe(state);
      const [entry] = (await historyOf(match!.id)).filter(
        (e) => (e.changes as { after: string }[])[0]?.after === state && e.action === 'state',
      );
      expect(entry).toMatchObject({
        subject: 'match',
        action: 'state',
        actorAccountId: agent.accountId,
        actorRole: 'agent',
        clientId: anna.clientId,
        listingId: listing.id,
        source: 'setAdminMatchState',
        changes: [{ field: 'state', before, after: state }],
      });
      before = state;
    }
    // The same state again changes nothing and writes nothing.
    const again = await call('PATCH', `/admin/matches/${match!.id}`, admin.token, { state: 'new' });
    expect(again.statusCode).toBe(200);
    expect(await historyOf(match!.id)).toHaveLength(path.length);
  });

  it('the buyer reads the state staff set on their matches page', async () => {
    const db = t.database.db;
    const listing = await adminListing(db);
    const [match] = await db
      .insert(matches)
      .values({ searchId, propertyId: listing.id })
      .returning({ id: matches.id });
    await call('PATCH', `/admin/matches/${match!.id}`, admin.token, { state: 'consulting' });
    const mine = await call('GET', `/searches/${searchId}/matches`, anna.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const found = mine
      .json<{ data: { _id: string; state: string }[] }>()
      .data.find((m) => m._id === match!.id);
    expect(found?.state).toBe('consulting');
  });

  it('refuses an unknown state (400) and an unknown match (404)', async () => {
    const bad = await call(
      'PATCH',
      '/admin/matches/0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f',
      agent.token,
      { state: 'sold' },
    );
    expect(bad.statusCode).toBe(400);
    const none = await call(
      'PATCH',
      '/admin/matches/0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f',
      agent.token,
      { state: 'wait' },
    );
    expect(none.statusCode).toBe(404);
  });
});

describe('offer this listing (issue 16 point 4)', () => {
  it('adds a listing the matching did not find; the buyer sees it and gets it in the alert mail', async () => {
    const db = t.database.db;
    // A listing in Merano, outside Anna's search: the matching would never find it.
    const listing = await adminListing(db, {
      municipalityId: '021051',
      zoneId: null,
      title: 'Villa fuori zona',
    });
    const answer = await call('POST', `/admin/searches/${searchId}/offers`, agent.token, {
      propertyId: listing.id,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const offered = answer.json<{ data: { _id: string; state: string } }>().data;
    expect(offered.state).toBe('new');

    // The buyer's matches page shows it like any match.
    const mine = await call('GET', `/searches/${searchId}/matches`, anna.token);
    expect(mine.json<{ data: { _id: string }[] }>().data.map((m) => m._id)).toContain(offered._id);

    // The history names the offer, the client and the listing.
    expect(await historyOf(offered._id)).toEqual([
      expect.objectContaining({
        subject: 'match',
        action: 'offer',
        actorRole: 'agent',
        clientId: anna.clientId,
        listingId: listing.id,
        source: 'offerAdminListing',
        changes: [{ field: 'property_id', before: null, after: listing.number }],
      }),
    ]);

    // The alert mail of the search carries it, as every new match's does.
    const [queued] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'match-alert'), eq(mailOutbox.toAddress, anna.email)));
    expect(queued?.language).toBe('de');
    const received = await smtp.waitFor((m) => m.to.includes(anna.email));
    expect(received.decoded).toContain('Villa fuori zona');
    expect(received.decoded).toContain(`Immobilie Nr. ${listing.number}`);
    expect(received.decoded).toContain(`${SITE}/find/searches/${searchId}?lang=de`);
  });

  it('refuses an unpublished listing and one already matched, in the caller’s language', async () => {
    const db = t.database.db;
    for (const status of ['draft', 'awaitingConfirmation', 'withdrawn'] as const) {
      const listing = await adminListing(db, { status });
      const answer = await call(
        'POST',
        `/admin/searches/${searchId}/offers`,
        agent.token,
        { propertyId: listing.id },
        'it',
      );
      expect(answer.statusCode, status).toBe(400);
      expect(answer.json<ErrorBody>().error.fields).toEqual([
        { field: 'propertyId', message: 'Si possono proporre solo annunci pubblicati' },
      ]);
    }
    const listing = await adminListing(db);
    await db.insert(matches).values({ searchId, propertyId: listing.id });
    const twice = await call(
      'POST',
      `/admin/searches/${searchId}/offers`,
      admin.token,
      { propertyId: listing.id },
      'de',
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ErrorBody>().error.fields).toEqual([
      { field: 'propertyId', message: 'Dieses Inserat ist bereits ein Treffer dieser Suche' },
    ]);
    const unknown = await call('POST', `/admin/searches/${searchId}/offers`, admin.token, {
      propertyId: '0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f',
    });
    expect(unknown.statusCode).toBe(400);
    const noSearch = await call(
      'POST',
      '/admin/searches/0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f/offers',
      admin.token,
      { propertyId: listing.id },
    );
    expect(noSearch.statusCode).toBe(404);
  });
});
