/**
 * Listing statistics (issue 33 point 4, decision 068): detail-page views counted once per
 * visitor and day without cookies or personal data, bots and opted-out visitors left out, the
 * day's salt changing, exposé downloads, and the figures staff and the listing's seller read.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStatisticsSchema } from '@domus/domain/listing/listing-statistics.schema';
import { LISTING_STAT_KINDS, statDayOf } from '@domus/domain/listing/listing-statistics';
import {
  clients,
  contactMessages,
  exposeFiles,
  matches,
  propertyTypes,
  savedSearches,
} from '../src/db/schema.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { STAT_READERS } from '../src/modules/statistics/listing-statistics.repository.ts';
import { isBotAgent } from '../src/modules/statistics/bot-agents.ts';
import { ListingViewCounter } from '../src/modules/statistics/listing-views.service.ts';
import { apiCaller, auth, listing, person, type Person } from './helpers/account-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const INDEX = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

let t: TestApp;
let scratch: string;
let seller: Person;
let other: Person;
let agent: Person;
let listingId: string;
const call = apiCaller(() => t.app);

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => ((result as { rows?: Row[] }).rows ?? result) as Row[];

/** Every stored value of the statistics' tables, as text. */
async function storedText(): Promise<string> {
  const db = t.database.db;
  const tables = ['listing_statistics', 'listing_view_salts', 'listing_view_visitors'];
  const all = await Promise.all(
    tables.map(async (table) => rowsOf(await db.execute(sql.raw(`select * from ${table}`)))),
  );
  return JSON.stringify(all);
}

async function viewCount(id: string, day = statDayOf(new Date())): Promise<number> {
  const rows = rowsOf(
    await t.database.db.execute(
      sql`select count from listing_statistics where listing_id = ${id} and kind = 'view' and day = ${day}`,
    ),
  );
  return Number(rows[0]?.count ?? 0);
}

/** The detail's API call as a visitor's browser makes it. */
function viewByApi(
  id: string,
  ip: string,
  userAgent: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/properties/residential/${id}`,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, ...headers },
  });
}

/** The server's page of the listing, as a browser asks for it. */
function viewPage(id: string, ip: string, userAgent: string) {
  return t.app.inject({
    method: 'GET',
    url: `/property/residential/${id}?lang=en`,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, accept: 'text/html' },
  });
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'domus-stats-dist-'));
  const dist = path.join(scratch, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  const db = t.database.db;
  await seedPropertyTypes(db);
  seller = await person(db, 'seller@example.com');
  other = await person(db, 'other@example.com');
  agent = await person(db, 'agent@example.com', { isAgent: true });
  listingId = (await listing(db, seller.sellerId)).id;
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('views of the detail page (issue 33 point 4)', () => {
  it('counts a visitor once a day, a second visitor again, and not bots', async () => {
    const id = (await listing(t.database.db, seller.sellerId)).id;
    expect((await viewByApi(id, '203.0.113.7', FIREFOX)).statusCode).toBe(200);
    expect((await viewByApi(id, '203.0.113.7', FIREFOX)).statusCode).toBe(200);
    // The same visitor's server page: the same person, not another view.
    expect((await viewPage(id, '203.0.113.7', FIREFOX)).statusCode).toBe(200);
    await t.app.listingViews.settled();
    expect(await viewCount(id)).toBe(1);

    await viewPage(id, '198.51.100.20', SAFARI);
    await viewByApi(id, '203.0.113.7', SAFARI);
    await t.app.listingViews.settled();
    expect(await viewCount(id)).toBe(3);

    await viewByApi(id, '66.249.66.1', GOOGLEBOT);
    await viewPage(id, '66.249.66.1', GOOGLEBOT);
    await viewByApi(id, '192.0.2.50', 'curl/8.5.0');
    await t.app.listingViews.settled();
    expect(await viewCount(id)).toBe(3);
  });

  it('leaves out visitors sending DNT or Sec-GPC, staff, and the renderer’s own read', async () => {
    const id = (await listing(t.database.db, seller.sellerId)).id;
    await viewByApi(id, '203.0.113.8', FIREFOX, { dnt: '1' });
    await viewByApi(id, '203.0.113.9', FIREFOX, { 'sec-gpc': '1' });
    await viewByApi(id, '203.0.113.10', FIREFOX, auth(agent.token));
    await viewByApi(id, '203.0.113.11', FIREFOX, { 'x-domus-page-render': '1' });
    await t.app.listingViews.settled();
    expect(await viewCount(id)).toBe(0);
  });

  it('does not count a listing nobody may see yet', async () => {
    const id = (await listing(t.database.db, seller.sellerId, { confirmed: false })).id;
    expect((await viewByApi(id, '203.0.113.12', FIREFOX)).statusCode).toBe(404);
    // Its owner opening it is no visitor's view either.
    await viewByApi(id, '203.0.113.12', FIREFOX, auth(seller.token));
    await t.app.listingViews.settled();
    expect(await viewCount(id)).toBe(0);
  });

  it('keeps neither the address nor the browser anywhere', async () => {
    const id = (await listing(t.database.db, seller.sellerId)).id;
    await viewByApi(id, '203.0.113.77', FIREFOX);
    await viewPage(id, '2001:db8::77', SAFARI);
    await t.app.listingViews.settled();
    expect(await viewCount(id)).toBe(2);
    const stored = await storedText();
    for (const secret of ['203.0.113.77', '2001:db8::77', 'Firefox', 'Safari', 'Mozilla']) {
      expect(stored).not.toContain(secret);
    }
    const columns = rowsOf(
      await t.database.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_name in ('listing_statistics', 'listing_view_salts', 'listing_view_visitors')
        order by table_name, column_name`),
    ).map((row) => `${String(row.table_name)}.${String(row.column_name)}`);
    expect(columns).toEqual([
      'listing_statistics.count',
      'listing_statistics.day',
      'listing_statistics.kind',
      'listing_statistics.listing_id',
      'listing_view_salts.day',
      'listing_view_salts.salt',
      'listing_view_visitors.day',
      'listing_view_visitors.hash',
    ]);
  });

  it('changes the salt each day and drops the past days’ hashes (a clock the test sets)', async () => {
    const db = t.database.db;
    const id = (await listing(db, seller.sellerId)).id;
    let now = new Date('2031-03-10T10:00:00Z');
    const counter = new ListingViewCounter(db, { now: () => now });
    const visit = { ip: '203.0.113.90', userAgent: FIREFOX, optOut: false };
    counter.view(id, visit);
    counter.view(id, visit);
    await counter.settled();
    const salt = async (day: string) =>
      rowsOf(await db.execute(sql`select salt from listing_view_salts where day = ${day}`))[0]
        ?.salt;
    const hashes = async () =>
      rowsOf(await db.execute(sql`select day::text as day, hash from listing_view_visitors`));
    const firstSalt = await salt('2031-03-10');
    const firstHash = (await hashes()).find((row) => row.day === '2031-03-10')?.hash;
    expect(firstSalt).toBeTypeOf('string');
    expect(await viewCount(id, '2031-03-10')).toBe(1);

    // The next day in Rome (23:30 UTC is past midnight there): the same visitor counts again.
    now = new Date('2031-03-10T23:30:00Z');
    counter.view(id, visit);
    await counter.settled();
    expect(await viewCount(id, '2031-03-11')).toBe(1);
    const secondSalt = await salt('2031-03-11');
    expect(secondSalt).toBeTypeOf('string');
    expect(secondSalt).not.toBe(firstSalt);
    // Yesterday's salt and hashes are gone: nobody can tell it was the same visitor.
    expect(await salt('2031-03-10')).toBeUndefined();
    const left = await hashes();
    expect(left.every((row) => row.day === '2031-03-11')).toBe(true);
    expect(left.map((row) => row.hash)).not.toContain(firstHash);

    // A second process finds the day's salt in the database, not a new one of its own.
    const another = new ListingViewCounter(db, { now: () => now });
    another.view(id, visit);
    await another.settled();
    expect(await viewCount(id, '2031-03-11')).toBe(1);
    expect(await salt('2031-03-11')).toBe(secondSalt);
  });

  it('tells bots from browsers by their User-Agent', () => {
    for (const agentName of [
      GOOGLEBOT,
      'curl/8.5.0',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      '',
      undefined,
    ]) {
      expect(isBotAgent(agentName)).toBe(true);
    }
    for (const agentName of [FIREFOX, SAFARI]) expect(isBotAgent(agentName)).toBe(false);
  });
});

describe('the statistics staff and the seller read (issue 33 point 4)', () => {
  beforeAll(async () => {
    const db = t.database.db;
    const [type] = await db
      .select({ id: propertyTypes.id })
      .from(propertyTypes)
      .where(sql`${propertyTypes.code} = 'apartment'`);
    const [client] = await db
      .insert(clients)
      .values({ name: 'Max', familyName: 'Huber', email: 'max@example.com' })
      .returning({ id: clients.id });
    const searches = await db
      .insert(savedSearches)
      .values([
        { clientId: client!.id, typeId: type!.id },
        { clientId: client!.id, typeId: type!.id, rent: true },
      ])
      .returning({ id: savedSearches.id });
    await db.insert(matches).values([
      { searchId: searches[0]!.id, propertyId: listingId, state: 'visit' },
      { searchId: searches[1]!.id, propertyId: listingId },
    ]);
    await db.insert(contactMessages).values({
      name: 'Max',
      email: 'max@example.com',
      message: 'Is it still free?',
      propertyId: listingId,
      propertyCategory: 'residential',
    });
    // Two viewings asked for today, one of them held (issue 33 points 1 to 3).
    for (const status of ['requested', 'held']) {
      await db.execute(sql`
        insert into viewings (property_id, buyer_name, buyer_email, requested_times, status,
          starts_at, ends_at, uid)
        values (${listingId}, 'Max', 'max@example.com', '[]'::jsonb, ${status},
          ${status === 'held' ? sql`now()` : sql`null`},
          ${status === 'held' ? sql`now() + interval '30 minutes'` : sql`null`},
          ${randomUUID()})`);
    }
    await viewByApi(listingId, '203.0.113.100', FIREFOX);
    await viewByApi(listingId, '203.0.113.101', FIREFOX);
    const key = `2026/11/${randomUUID()}-expose.pdf`;
    await db
      .insert(exposeFiles)
      .values({ key, propertyId: listingId, language: 'en', kind: 'short' });
    t.app.listingViews.download(key, { ip: '203.0.113.100', userAgent: FIREFOX, optOut: false });
    t.app.listingViews.download(key, { ip: '66.249.66.1', userAgent: GOOGLEBOT, optOut: false });
    await t.app.listingViews.settled();
  });

  const expected = {
    view: 2,
    exposeDownload: 1,
    contactRequest: 1,
    visitRequest: 1,
    viewingRequest: 2,
    viewingHeld: 1,
    match: 2,
  };

  it('shows staff every kind by day over 90 days, today last', async () => {
    const answer = await call('GET', `/admin/listing/${listingId}/statistics`, agent.token);
    expect(answer.statusCode).toBe(200);
    const body = listingStatisticsSchema.parse(answer.json());
    expect(body.days).toHaveLength(90);
    expect(body.to).toBe(statDayOf(new Date()));
    expect(body.days.at(-1)).toMatchObject({ day: body.to, ...expected });
    expect(body.totals).toEqual(expected);
    expect(body.days[0]!.view).toBe(0);
  });

  it('shows the seller the same figures for their own listing', async () => {
    const answer = await call('GET', `/account/listings/${listingId}/statistics`, seller.token);
    expect(answer.statusCode).toBe(200);
    expect(listingStatisticsSchema.parse(answer.json()).totals).toEqual(expected);
  });

  it('refuses another seller (403), a visitor (401), and a seller the staff call (403)', async () => {
    expect(
      (await call('GET', `/account/listings/${listingId}/statistics`, other.token)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/account/listings/${listingId}/statistics`)).statusCode).toBe(401);
    expect((await call('GET', `/admin/listing/${listingId}/statistics`)).statusCode).toBe(401);
    expect(
      (await call('GET', `/admin/listing/${listingId}/statistics`, seller.token)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/admin/listing/${randomUUID()}/statistics`, agent.token)).statusCode,
    ).toBe(404);
  });

  it('has a reader for every kind', () => {
    expect(Object.keys(STAT_READERS).sort()).toEqual([...LISTING_STAT_KINDS].sort());
  });
});
