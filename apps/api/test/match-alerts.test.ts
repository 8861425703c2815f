/**
 * New-match alert mails and their opt-out (decisions.md Saved searches and matching: new matches
 * are e-mailed to the client, one message per search, with links back to the matches page;
 * Accounts and roles: only to verified addresses; buyer-side.md §2 Matches page), on a real
 * database, through the listings write API and a real SMTP server in the process.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@domus/domain/format/money';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import {
  accounts,
  clients,
  files,
  mailOutbox,
  matches,
  properties,
  savedSearches,
} from '../src/db/schema.ts';
import { createFileStorage } from '../src/modules/files/file-storage.ts';
import {
  matchAlertSettings,
  type MatchAlertContext,
} from '../src/modules/matching/match-alerts.service.ts';
import { matchProperty } from '../src/modules/matching/matching.service.ts';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { LISTING_LOCATION, listingBody } from './helpers/listing-fixtures.ts';
import {
  BOLZANO,
  buyer,
  IN_BOLZANO,
  IN_MERANO,
  MERANO,
  placeListing,
  seedPlaces,
  squareAround,
  typeId,
  type Buyer,
} from './helpers/search-fixtures.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

const SITE = 'https://casa.example';
/** Where the listings the write API confirms lie (in Bolzano's test square). */
const LISTING_POINT = { x: LISTING_LOCATION.coordinates.lng, y: LISTING_LOCATION.coordinates.lat };

let t: TestApp;
let smtp: SmtpSink;
let worker: MailWorker;
let superAdmin: Person;
let agent: Buyer;
let seller: Person;
let anna: Buyer;
let apartment: string;
/** What the alert mails need, as the listing and search writes pass it. */
let settings: MatchAlertContext;

const call = apiCaller(() => t.app);

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
  settings = {
    ...(await matchAlertSettings(t.config, createFileStorage(t.config))),
    db: t.database.db,
  };
  const db = t.database.db;
  await seedPlaces(db);
  superAdmin = await person(db, 'super@example.com', { isAdmin: true, isSuperAdmin: true });
  agent = await buyer(db, 'agent@example.com', { isAgent: true });
  seller = await person(db, 'seller@example.com');
  anna = await buyer(db, 'anna@example.com');
  await db
    .update(clients)
    .set({ name: 'Anna', familyName: 'Gruber', language: 'de' })
    .where(eq(clients.id, anna.clientId));
  apartment = await typeId(db, 'residential', 'apartment');
  worker = createMailWorker({ db, config: t.config, log: t.app.log, pollMs: 100 });
  worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  // Each case starts without listings, searches and mails, so only its own count.
  await t.database.db.delete(properties);
  await t.database.db.delete(savedSearches);
  await t.database.db.delete(mailOutbox);
});

/** A drawn zone around a point, as the saved-search form sends it. */
const drawn = (center: { x: number; y: number }, name = 'Mein Viertel') => ({
  type: 'polygon',
  name,
  geoJson: { type: 'Polygon', coordinates: [squareAround(center)] },
});

/** Saves a search as `who` (for `client` when staff name one). */
async function saveSearch(who: { token: string }, extra: Record<string, unknown> = {}) {
  const answer = await call('POST', '/searches', who.token, {
    type: apartment,
    locations: [drawn(LISTING_POINT)],
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: SavedSearch }>().data;
}

/** A whole apartment listing at `point`, with four new pictures, as the sell wizard sends it. */
function wizardBody(extra: Record<string, unknown> = {}, point = LISTING_LOCATION.coordinates) {
  return listingBody(t.database.db, superAdmin, 'residential', {
    owner: seller.sellerId,
    price: 385_000,
    title: { it: 'Trilocale luminoso', de: 'Helle Dreizimmerwohnung', en: 'Bright flat' },
    location: { ...LISTING_LOCATION, coordinates: point },
    ...extra,
  });
}

/** A listing a super admin publishes (saved confirmed, so matched at once) at `point`. */
async function publish(extra: Record<string, unknown> = {}, point = LISTING_LOCATION.coordinates) {
  const answer = await call(
    'POST',
    '/properties/residential',
    superAdmin.token,
    await wizardBody(extra, point),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: { _id: string; property_id: number } }>().data;
}

/**
 * The seller's change of their published listing, as the sell wizard sends it: the whole listing
 * with its own pictures and `extra`. It stays published (decisions.md Seller wizard).
 */
async function sellerChange(id: string, extra: Record<string, unknown>) {
  const read = await call('GET', `/properties/residential/${id}`, seller.token);
  expect(read.statusCode, read.body).toBe(200);
  const { images } = read.json<{ data: { images: { _id: string }[] } }>().data;
  const answer = await call('PATCH', `/properties/residential/${id}`, seller.token, {
    ...(await wizardBody(extra)),
    images: images.map((i) => i._id),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json<{ data: { isConfirmed: boolean } }>().data.isConfirmed).toBe(true);
}

/** The alert mails in the outbox, oldest first. */
async function alerts(to?: string) {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(
      to
        ? and(eq(mailOutbox.kind, 'match-alert'), eq(mailOutbox.toAddress, to))
        : eq(mailOutbox.kind, 'match-alert'),
    );
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The opt-out token of a search as its mail's link carries it. */
function stopToken(text: string, searchId: string): string {
  const link = new RegExp(`${SITE}/find/searches/${searchId}\\?alerts=off&token=([\\w-]+)`).exec(
    text,
  );
  expect(link, 'opt-out link').not.toBeNull();
  return link![1]!;
}

/** Whether the alerts of a search are on, as stored. */
async function alertsFlag(id: string): Promise<boolean> {
  const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row!.alertsEnabled;
}

describe('decisions.md Saved searches and matching: new matches are mailed, one mail per search', () => {
  it('a listing confirmed inside a drawn zone: one mail to the client in their language, with the listing, the matches page and the opt-out link', async () => {
    const search = await saveSearch(anna);
    const listing = await publish();

    const [mail, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(mail!.toAddress).toBe(anna.email);
    expect(mail!.language).toBe('de');
    expect(mail!.subject).toBe('Ein neues Angebot für Ihre Suche: Wohnung zum Kauf · Mein Viertel');

    // What Anna's mail program receives.
    const received = await smtp.waitFor((m) => m.to.includes(anna.email));
    const body = received.decoded;
    expect(body).toContain('Guten Tag Anna Gruber,');
    expect(body).toContain('Helle Dreizimmerwohnung');
    expect(body).toContain(formatMoney(385_000, 'de'));
    expect(body).toContain('Bozen');
    expect(body).toContain(`Immobilie Nr. ${listing.property_id}`);
    expect(body).toContain(`${SITE}/property/residential/${listing._id}?lang=de`);
    expect(body).toContain(`${SITE}/find/searches/${search._id}?lang=de`);
    const [main] = await t.database.db
      .select({ key: files.storageKey })
      .from(properties)
      .innerJoin(files, eq(files.id, properties.mainImageId))
      .where(eq(properties.id, listing._id));
    expect(body).toContain(`<img src="${SITE}/files/${main!.key}"`);
    const token = stopToken(mail!.text, search._id);
    expect(mail!.html).toContain(`alerts=off&amp;token=${token}&amp;lang=de`);

    // The link works without a session and stops this search's alerts.
    const stop = await call('POST', `/searches/${search._id}/alerts`, undefined, {
      enabled: false,
      token,
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ data: { alerts: false, frequency: 'instant' } });
    expect(await alertsFlag(search._id)).toBe(false);
  });

  it('in Italian and English too, each in the client’s own language', async () => {
    const marco = await buyer(t.database.db, `marco-${randomUUID()}@example.com`);
    const jane = await buyer(t.database.db, `jane-${randomUUID()}@example.com`);
    await t.database.db
      .update(clients)
      .set({ language: 'en' })
      .where(eq(clients.id, jane.clientId));
    await saveSearch(marco);
    await saveSearch(jane);
    await publish();
    const [it] = await alerts(marco.email);
    const [en] = await alerts(jane.email);
    expect(it!.subject).toBe(
      'Un nuovo immobile per la Sua ricerca: Appartamento in vendita · Mein Viertel',
    );
    expect(it!.text).toContain('Trilocale luminoso');
    expect(it!.text).toContain(formatMoney(385_000, 'it'));
    expect(it!.text).toContain('Bolzano');
    expect(en!.subject).toBe('A new property for your search: Apartment for sale · Mein Viertel');
    expect(en!.text).toContain('Bright flat');
    expect(en!.text).toContain(formatMoney(385_000, 'en'));
    // English shows the Italian place names (decisions.md Places).
    expect(en!.text).toContain('Bolzano');
  });

  it('a listing outside the drawn zone: no match, no mail', async () => {
    await saveSearch(anna);
    await publish({}, { lat: IN_BOLZANO.y + 0.03, lng: IN_BOLZANO.x + 0.05 });
    expect(await t.database.db.$count(matches)).toBe(0);
    expect(await alerts()).toEqual([]);
  });

  it('two searches of one client that the listing fits: two mails, one per search', async () => {
    const near = await saveSearch(anna);
    const town = await saveSearch(anna, { locations: [{ type: 'municipality', id: BOLZANO }] });
    await publish();
    const mails = await alerts(anna.email);
    expect(mails).toHaveLength(2);
    const links = mails.map((m) => /find\/searches\/([\w-]+)\?lang=de/.exec(m.text)?.[1]).sort();
    expect(links).toEqual([near._id, town._id].sort());
  });

  it('a change of a listing already matched: no second mail', async () => {
    await saveSearch(anna);
    const listing = await publish();
    expect(await alerts()).toHaveLength(1);
    await sellerChange(listing._id, { price: 379_000 });
    expect(await alerts()).toHaveLength(1);
    expect(await matchProperty(t.database.db, listing._id, settings)).toBe(0);
    expect(await alerts()).toHaveLength(1);
  });

  it('a confirmed listing changed so that it now fits (its price lowered within the budget): one mail to the client', async () => {
    const search = await saveSearch(anna, { budget: 380_000 });
    const listing = await publish();
    expect(await t.database.db.$count(matches, eq(matches.searchId, search._id))).toBe(0);
    expect(await alerts()).toEqual([]);

    await sellerChange(listing._id, { price: 379_000 });
    const [mail, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(mail!.toAddress).toBe(anna.email);
    expect(mail!.text).toContain(formatMoney(379_000, 'de'));
    expect(mail!.text).toContain(`/property/residential/${listing._id}?lang=de`);
    expect(mail!.text).toContain(`/find/searches/${search._id}?lang=de`);
  });

  it("a super admin's submission of a draft publishes it and mails the client whose search it fits (contracts: Drafts)", async () => {
    const search = await saveSearch(anna);
    const draft = await call(
      'POST',
      '/properties/residential',
      superAdmin.token,
      await wizardBody({ isDraft: true }),
    );
    expect(draft.statusCode, draft.body).toBe(201);
    const { _id: id } = draft.json<{ data: { _id: string } }>().data;
    expect(await alerts()).toEqual([]);

    const submitted = await call(
      'PATCH',
      `/properties/residential/${id}`,
      superAdmin.token,
      await wizardBody({ isDraft: false }),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<{ data: { isConfirmed: boolean } }>().data.isConfirmed).toBe(true);
    const [mail, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(mail!.toAddress).toBe(anna.email);
    expect(mail!.text).toContain('Helle Dreizimmerwohnung');
    expect(mail!.text).toContain(`/property/residential/${id}?lang=de`);
    expect(mail!.text).toContain(`/find/searches/${search._id}?lang=de`);
  });

  it('decisions.md Accounts and roles: a client whose address is not verified gets no mail', async () => {
    const unverified = await buyer(t.database.db, `new-${randomUUID()}@example.com`);
    await t.database.db
      .update(accounts)
      .set({ emailVerifiedAt: null })
      .where(eq(accounts.id, unverified.accountId));
    const search = await saveSearch(unverified);
    await publish();
    const [match] = await t.database.db
      .select()
      .from(matches)
      .where(eq(matches.searchId, search._id));
    expect(match).toBeDefined();
    expect(await alerts()).toEqual([]);
  });

  it('a search with alerts off gets no mail; its matches are still made', async () => {
    const search = await saveSearch(anna, { alerts: false });
    expect(search.alerts).toBe(false);
    await publish();
    expect(await t.database.db.$count(matches, eq(matches.searchId, search._id))).toBe(1);
    expect(await alerts()).toEqual([]);
  });

  it('a search the client saves or changes themselves: its first matches are on the page, not mailed', async () => {
    await placeListing(t.database.db, { point: IN_BOLZANO });
    const search = await saveSearch(anna, { locations: [{ type: 'municipality', id: BOLZANO }] });
    expect(await t.database.db.$count(matches, eq(matches.searchId, search._id))).toBe(1);
    await placeListing(t.database.db, {
      municipalityId: MERANO,
      zoneId: null,
      street: null,
      point: IN_MERANO,
    });
    const changed = await call('PATCH', `/searches/${search._id}`, anna.token, {
      type: apartment,
      locations: [
        { type: 'municipality', id: BOLZANO },
        { type: 'municipality', id: MERANO },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await t.database.db.$count(matches, eq(matches.searchId, search._id))).toBe(2);
    expect(await alerts()).toEqual([]);
  });

  it('a search staff save for a client: one mail with every listing it matches, ten shown and the rest counted', async () => {
    for (let i = 0; i < 12; i++) await placeListing(t.database.db, { price: 200_000 + i * 1000 });
    const search = await saveSearch(agent, {
      client: anna.clientId,
      locations: [{ type: 'municipality', id: BOLZANO }],
    });
    const [mail, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(mail!.toAddress).toBe(anna.email);
    expect(mail!.subject).toBe('12 neue Angebote für Ihre Suche: Wohnung zum Kauf · Bozen');
    expect(mail!.text.match(/\/property\/residential\//g)).toHaveLength(10);
    // Each card names its zone and municipality in the client's language.
    expect(mail!.text).toContain('Gries, Bozen');
    expect(mail!.text).toContain('2 weitere neue Angebote finden Sie auf der Seite Ihrer Suche.');
    expect(mail!.text).toContain(`${SITE}/find/searches/${search._id}?lang=de`);
  });

  it('the mail is part of the change: a rolled-back confirmation leaves neither match nor mail', async () => {
    const listing = await placeListing(t.database.db, { confirmed: false, point: IN_BOLZANO });
    await saveSearch(anna, { locations: [{ type: 'municipality', id: BOLZANO }] });
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(properties).set({ isConfirmed: true }).where(eq(properties.id, listing));
        expect(await matchProperty(tx, listing, settings)).toBe(1);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await t.database.db.$count(matches, eq(matches.propertyId, listing))).toBe(0);
    expect(await alerts()).toEqual([]);
  });
});

describe('POST /api/v1/searches/{id}/alerts: stopping and restarting the alerts of a search', () => {
  /** The opt-out token of a search, from the mail a new listing brings. */
  async function tokenOf(searchId: string): Promise<string> {
    await publish();
    const mail = (await alerts(anna.email)).find((m) => m.text.includes(searchId));
    return stopToken(mail!.text, searchId);
  }

  it('the token of the mail turns the alerts off without a session; the search then says alerts false', async () => {
    const search = await saveSearch(anna);
    expect(search.alerts).toBe(true);
    const token = await tokenOf(search._id);
    const answer = await call('POST', `/searches/${search._id}/alerts`, undefined, {
      enabled: false,
      token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await alertsFlag(search._id)).toBe(false);
    const read = await call('GET', `/searches/${search._id}`, anna.token);
    expect(read.json<{ data: SavedSearch }>().data.alerts).toBe(false);
    // The next listing is matched but not mailed.
    await publish();
    expect(await alerts()).toHaveLength(1);
  });

  it("the mail's List-Unsubscribe address stops the alerts with one POST of a mail program, without a session (RFC 8058)", async () => {
    const search = await saveSearch(anna);
    await publish();
    // The sink keeps earlier cases' mails: this search's is the one naming its id.
    const received = await smtp.waitFor((m) => m.decoded.includes(search._id));
    // Headers end at the first empty line; long ones are folded onto indented lines.
    const head = received.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const address = /^List-Unsubscribe: <([^>]+)>/m.exec(head)?.[1];
    const oneClick = `${SITE}/api/v1/searches/${search._id}/alerts/one-click?token=`;
    expect(address?.startsWith(oneClick), head).toBe(true);
    const url = new URL(address!);
    expect(url.searchParams.get('lang')).toBe('de');

    // Opened in a browser (a mail program without one-click, or a link scanner): the web page
    // that stops the alerts, and nothing changed by the GET itself.
    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    const token = url.searchParams.get('token')!;
    expect(opened.headers.location).toBe(
      `/find/searches/${search._id}?alerts=off&token=${encodeURIComponent(token)}&lang=de`,
    );
    expect(await alertsFlag(search._id)).toBe(true);

    // A wrong token: 404, nothing changed.
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${'x'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<ErrorBody>().error.code).toBe('not_found');
    expect(await alertsFlag(search._id)).toBe(true);

    const answer = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { alerts: false, frequency: 'instant' } });
    expect(await alertsFlag(search._id)).toBe(false);
  });

  it('the token of the mail works beside an expired or unknown session the browser still sends', async () => {
    const search = await saveSearch(anna);
    const token = await tokenOf(search._id);
    const stale = 'x'.repeat(43);
    const answer = await call('POST', `/searches/${search._id}/alerts`, stale, {
      enabled: false,
      token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { alerts: false, frequency: 'instant' } });
    expect(await alertsFlag(search._id)).toBe(false);
    // Without the mail's token the session is what counts: an ended one answers 401, as
    // everywhere (buyer-side.md §4 Session), so that the web app logs out.
    const without = await call('POST', `/searches/${search._id}/alerts`, stale, { enabled: true });
    expect(without.statusCode).toBe(401);
    expect(without.json<ErrorBody>().error.code).toBe('unauthorized');
    expect(await alertsFlag(search._id)).toBe(false);
  });

  it('a wrong token, another search’s token or none, without a session: 404 and nothing changed', async () => {
    const search = await saveSearch(anna);
    const other = await saveSearch(anna, { locations: [{ type: 'municipality', id: BOLZANO }] });
    const otherToken = await tokenOf(other._id);
    for (const body of [
      { enabled: false, token: 'x'.repeat(43) },
      { enabled: false, token: otherToken },
      { enabled: false },
    ]) {
      const answer = await call('POST', `/searches/${search._id}/alerts`, undefined, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(404);
      expect(answer.json<ErrorBody>().error.code).toBe('not_found');
    }
    const unknown = await call('POST', `/searches/${randomUUID()}/alerts`, undefined, {
      enabled: false,
      token: otherToken,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await alertsFlag(search._id)).toBe(true);
  });

  it('another user’s session is not enough (404); staff may', async () => {
    const search = await saveSearch(anna);
    const stranger = await buyer(t.database.db, `stranger-${randomUUID()}@example.com`);
    const answer = await call('POST', `/searches/${search._id}/alerts`, stranger.token, {
      enabled: false,
    });
    expect(answer.statusCode).toBe(404);
    expect(await alertsFlag(search._id)).toBe(true);
    const byStaff = await call('POST', `/searches/${search._id}/alerts`, agent.token, {
      enabled: false,
    });
    expect(byStaff.statusCode).toBe(200);
    expect(await alertsFlag(search._id)).toBe(false);
  });

  it('the owner switches the alerts back on (POST with the session, or PATCH with the form)', async () => {
    const search = await saveSearch(anna, { alerts: false });
    const on = await call('POST', `/searches/${search._id}/alerts`, anna.token, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ data: { alerts: true, frequency: 'instant' } });
    expect(await alertsFlag(search._id)).toBe(true);
    await publish();
    expect(await alerts(anna.email)).toHaveLength(1);

    const form = { type: apartment, locations: [{ type: 'municipality', id: BOLZANO }] };
    const off = await call('PATCH', `/searches/${search._id}`, anna.token, {
      ...form,
      alerts: false,
    });
    expect(off.json<{ data: SavedSearch }>().data.alerts).toBe(false);
    // A change that leaves `alerts` out keeps it as it is.
    const kept = await call('PATCH', `/searches/${search._id}`, anna.token, form);
    expect(kept.json<{ data: SavedSearch }>().data.alerts).toBe(false);
    const back = await call('PATCH', `/searches/${search._id}`, anna.token, {
      ...form,
      alerts: true,
    });
    expect(back.json<{ data: SavedSearch }>().data.alerts).toBe(true);
  });

  it('bad input: 400 naming the field, nothing changed', async () => {
    const search = await saveSearch(anna);
    for (const body of [{}, { enabled: 'no' }, { enabled: false, token: '' }]) {
      const answer = await call('POST', `/searches/${search._id}/alerts`, anna.token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<ErrorBody>().error.code).toBe('validation_error');
    }
    const badId = await call('POST', '/searches/not-an-id/alerts', anna.token, { enabled: false });
    expect(badId.statusCode).toBe(400);
    expect(await alertsFlag(search._id)).toBe(true);
  });
});
