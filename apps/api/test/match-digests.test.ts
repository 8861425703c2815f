/**
 * Daily and weekly alert mails (issue 34 point 5, decision 074): a search's frequency, its new
 * matches gathered and mailed in one mail at 08:00 in the agency's time (Mondays for weekly),
 * on a clock the tests control, claimed once when several processes look at the same time; a
 * search switched back to instant sends what waited. Through the real database and the API.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextDigestAt } from '@domus/domain/search/alert-frequency';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { clients, mailOutbox, matches, properties, savedSearches } from '../src/db/schema.ts';
import { createFileStorage } from '../src/modules/files/file-storage.ts';
import {
  matchAlertSettings,
  type MatchAlertSettings,
} from '../src/modules/matching/match-alerts.service.ts';
import { sendDueDigests } from '../src/modules/matching/match-digests.service.ts';
import { matchProperty } from '../src/modules/matching/matching.service.ts';
import { apiCaller } from './helpers/account-fixtures.ts';
import {
  BOLZANO,
  buyer,
  IN_BOLZANO,
  placeListing,
  seedPlaces,
  typeId,
  type Buyer,
} from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let settings: MatchAlertSettings;
let anna: Buyer;
let other: Buyer;
let apartment: string;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  settings = await matchAlertSettings(t.config, createFileStorage(t.config));
  const db = t.database.db;
  await seedPlaces(db);
  anna = await buyer(db, 'anna.digest@example.com');
  other = await buyer(db, 'other.digest@example.com');
  await db
    .update(clients)
    .set({ name: 'Anna', familyName: 'Gruber', language: 'de' })
    .where(eq(clients.id, anna.clientId));
  apartment = await typeId(db, 'residential', 'apartment');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(properties);
  await t.database.db.delete(savedSearches);
  await t.database.db.delete(mailOutbox);
});

async function saveSearch(extra: Record<string, unknown>) {
  const answer = await call('POST', '/searches', anna.token, {
    type: apartment,
    locations: [{ type: 'municipality', id: BOLZANO }],
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: SavedSearch }>().data;
}

/** A confirmed listing in Bolzano, matched as a confirmation matches it. */
async function newListing(): Promise<string> {
  const id = await placeListing(t.database.db, { point: IN_BOLZANO });
  expect(await matchProperty(t.database.db, id, { ...settings, db: t.database.db })).toBe(1);
  return id;
}

function alertMails() {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'match-alert'));
}

async function stored(id: string) {
  const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row!;
}

const sweep = (at: Date) => sendDueDigests(t.database.db, settings, at);
const before = (at: Date) => new Date(at.getTime() - 1);

describe('decision 074: daily and weekly alert mails', () => {
  it('daily: no mail per match; one mail at the next 08:00 with all of them, and none again', async () => {
    const search = await saveSearch({ alertFrequency: 'daily' });
    expect(search.alertFrequency).toBe('daily');
    const due = nextDigestAt('daily', new Date())!;
    expect((await stored(search._id)).nextAlertAt?.toISOString()).toBe(due.toISOString());

    await newListing();
    await newListing();
    expect(await alertMails()).toEqual([]);

    expect(await sweep(before(due))).toBe(0);
    expect(await sweep(due)).toBe(1);
    const [mail, ...more] = await alertMails();
    expect(more).toEqual([]);
    expect(mail!.toAddress).toBe(anna.email);
    expect(mail!.subject).toMatch(/^2 neue Angebote für Ihre Suche/);
    expect(mail!.text.match(/Wohnung/g)?.length).toBeGreaterThanOrEqual(2);

    // Claimed once: the same time again mails nothing, and the next one is a day later.
    expect(await sweep(due)).toBe(0);
    expect(await alertMails()).toHaveLength(1);
    expect(await t.database.db.$count(matches, eq(matches.alertPending, true))).toBe(0);
    expect((await stored(search._id)).nextAlertAt?.toISOString()).toBe(
      nextDigestAt('daily', due)!.toISOString(),
    );
  });

  it('weekly: nothing at a daily time before Monday 08:00, one mail then', async () => {
    const search = await saveSearch({ alertFrequency: 'weekly' });
    await newListing();
    const monday = nextDigestAt('weekly', new Date())!;
    const daily = nextDigestAt('daily', new Date())!;
    if (daily < monday) expect(await sweep(daily)).toBe(0);
    expect(await sweep(before(monday))).toBe(0);
    expect(await sweep(monday)).toBe(1);
    expect((await stored(search._id)).nextAlertAt?.toISOString()).toBe(
      nextDigestAt('weekly', monday)!.toISOString(),
    );
  });

  it('two processes looking at once send the gathered mail once', async () => {
    await saveSearch({ alertFrequency: 'daily' });
    await newListing();
    const due = nextDigestAt('daily', new Date())!;
    const sent = await Promise.all([sweep(due), sweep(due), sweep(due)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await alertMails()).toHaveLength(1);
  });

  it('a match answered before the mail, or alerts switched off, is not mailed', async () => {
    const search = await saveSearch({ alertFrequency: 'daily' });
    const answered = await newListing();
    await t.database.db
      .update(matches)
      .set({ state: 'not_interested' })
      .where(and(eq(matches.propertyId, answered), eq(matches.searchId, search._id)));
    const due = nextDigestAt('daily', new Date())!;
    expect(await sweep(due)).toBe(0);

    await newListing();
    const off = await call('POST', `/searches/${search._id}/alerts`, anna.token, {
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await sweep(nextDigestAt('daily', due)!)).toBe(0);
    expect(await alertMails()).toEqual([]);
    expect(await t.database.db.$count(matches, eq(matches.alertPending, true))).toBe(0);
  });

  it('switched back to instant: what waited goes out at the next look, new matches at once', async () => {
    const search = await saveSearch({ alertFrequency: 'weekly' });
    await newListing();
    const answer = await call('POST', `/searches/${search._id}/alerts`, anna.token, {
      enabled: true,
      frequency: 'instant',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { alerts: true, frequency: 'instant' } });
    expect(await sweep(new Date())).toBe(1);
    expect((await stored(search._id)).nextAlertAt).toBeNull();

    await newListing();
    expect(await alertMails()).toHaveLength(2);
  });

  it('a frequency not offered: 400 naming the field, nothing stored; another’s search: 404', async () => {
    const search = await saveSearch({ alertFrequency: 'daily' });
    const bad = await call('POST', `/searches/${search._id}/alerts`, anna.token, {
      enabled: true,
      frequency: 'hourly',
    });
    expect(bad.statusCode).toBe(400);
    const { error } = bad.json<ErrorBody>();
    expect(error.code).toBe('validation_error');
    expect(error.fields?.map((f) => f.field)).toEqual(['frequency']);
    expect((await stored(search._id)).alertFrequency).toBe('daily');

    const foreign = await call('POST', `/searches/${search._id}/alerts`, other.token, {
      enabled: true,
      frequency: 'weekly',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await stored(search._id)).alertFrequency).toBe('daily');

    const created = await call('POST', '/searches', anna.token, {
      type: apartment,
      locations: [{ type: 'municipality', id: BOLZANO }],
      alertFrequency: 'monthly',
    });
    expect(created.statusCode).toBe(400);
  });
});
