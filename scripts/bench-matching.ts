/**
 * `npm run bench:matching`: the matching engine (decisions.md Saved searches and matching) on
 * PostgreSQL with 100,000 saved searches and 100,000 listings.
 *
 * Creates a scratch database on the server of TEST_DATABASE_URL (else DATABASE_URL) and drops it
 * afterwards. Listings come from the scale seed (multi-row inserts); clients and saved searches
 * are generated in SQL (generate_series): a quarter of the searches with a drawn zone of 6 to 24
 * corners and 300 m to 2.5 km across around a place where listings are, the rest with one to
 * three municipalities, zones or streets, budgets and types as clients choose them.
 *
 * Then it times, each in a transaction that is rolled back so that every run starts alike:
 * - a newly confirmed listing matched with every saved search (the matching statement, and the
 *   statement plus the alert mails it makes, as `matchProperty` runs them);
 * - a new saved search matched with every confirmed listing (`matchSearch`'s statement);
 * over different listings and searches, and prints the median, p95 and the EXPLAIN (ANALYZE,
 * BUFFERS) plans of the slowest run of each. The figures and plans go to docs/benchmarks.md
 * between the bench:matching markers.
 *
 * Targets (issue "Buying"): each ≤ 50 ms.
 *
 * Usage: node scripts/bench-matching.ts [--searches N] [--listings N] [--runs N] [--keep]
 *        [--no-write]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { LocalFileStorage } from '../apps/api/src/modules/files/file-storage.ts';
import {
  mailNewMatches,
  matchAlertSettings,
} from '../apps/api/src/modules/matching/match-alerts.service.ts';
import {
  insertMatchesOfProperty,
  insertMatchesOfSearch,
  matchesOfPropertyStatement,
  matchesOfSearchStatement,
} from '../apps/api/src/modules/matching/matching.repository.ts';
import { seedScale } from '../apps/api/src/seed/scale.seed.ts';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const TARGET_MS = 50;

const { values: args } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    keep: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});

/** Runs before the measured ones, to warm the caches and the connection. */
const WARMUP = 5;

/** A scratch database on the server of TEST_DATABASE_URL or DATABASE_URL. */
function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!server) {
    throw new Error(
      'bench:matching needs PostgreSQL: set TEST_DATABASE_URL (e.g. ' +
        'postgres://postgres@127.0.0.1:5432/test) or DATABASE_URL',
    );
  }
  return createScratchDatabase(server, 'domus_bench_matching');
}

/**
 * Clients and saved searches, set-based. Demand follows supply: places are those of random
 * listings (so Bolzano and Merano weigh most, as in the scale seed), drawn zones lie around a
 * random listing's point. Budgets by category and rent: a sixth ask any price.
 */
const GENERATE_SEARCHES = (searches: number, clients: number) => `
  select setseed(0.2026);

  insert into accounts (email, language, email_verified_at)
  select 'bench-client-' || g || '@example.com',
         (array['it', 'it', 'de', 'de', 'en'])[1 + floor(random() * 5)::int],
         case when random() < 0.9 then now() end
    from generate_series(1, ${clients}) g;
  insert into clients (account_id, name, family_name, email, language)
  select id, 'Cliente', 'Bench', email, language from accounts where email like 'bench-client-%';

  -- Types weighted like the listings: category share spread over its subtypes.
  create temp table bench_types as
  select id, category, sum(w) over (order by category, code) / sum(w) over () as cum
    from (select id, category, code,
                 (case category when 'residential' then 0.6 when 'garage' then 0.12
                   when 'commercial' then 0.15 when 'buildingland' then 0.06 else 0.07 end)
                 / count(*) over (partition by category) as w
            from property_types) t;

  create temp table bench_places as
  select row_number() over (order by id) as n, municipality_id, zone_id, street, point
    from properties where point is not null;
  create unique index on bench_places (n);
  analyze bench_places;

  create temp table bench_searches as
  select gen_random_uuid() as id, g, random() as r_client, random() as r_type,
         random() as r_rent, random() as r_budget, random() as r_any, random() as r_bed,
         random() as r_count
    from generate_series(1, ${searches}) g;

  insert into saved_searches (id, client_id, rent, type_id, budget, rooms, alerts_enabled)
  select b.id,
         (select array_agg(id order by id) from clients)[1 + floor(b.r_client * ${clients})::int],
         d.rent, t.id,
         case
           when b.r_any < 0.16 then 0
           when t.category = 'residential' and d.rent then round((500 + b.r_budget * 2000) / 50) * 50
           when t.category = 'residential' then round((150000 + b.r_budget * 1050000) / 10000) * 10000
           when t.category = 'garage' and d.rent then round((70 + b.r_budget * 230) / 10) * 10
           when t.category = 'garage' then round((15000 + b.r_budget * 75000) / 1000) * 1000
           when t.category = 'commercial' and d.rent then round((800 + b.r_budget * 7200) / 100) * 100
           when d.rent then round((300 + b.r_budget * 2700) / 50) * 50
           else round((150000 + b.r_budget * 2850000) / 10000) * 10000
         end,
         jsonb_build_object('living', 0, 'bath', 0, 'bed',
           case when t.category = 'residential' then floor(b.r_bed * 4)::int else 0 end),
         b.r_any > 0.03
    from bench_searches b
    cross join lateral (
      select id, category from bench_types bt where bt.cum >= b.r_type * 0.999999
       order by bt.cum limit 1
    ) t
    cross join lateral (
      select t.category <> 'buildingland'
             and b.r_rent < (case t.category when 'agriculture' then 0.1 else 0.3 end) as rent
    ) d;

  -- A drawn zone: a star-shaped ring (never crossing itself) around a centre.
  create function pg_temp.bench_zone(centre geometry, radius_m double precision, corners int)
  returns geometry language sql volatile as $$
    select ST_SetSRID(ST_MakePolygon(ST_AddPoint(ST_MakeLine(array_agg(pt order by k)),
                                                 (array_agg(pt order by k))[1])), 4326)
      from (select k, ST_MakePoint(
                     ST_X(centre) + cos(2 * pi() * k / corners) * radius_m * f
                                    / (111320 * cos(radians(ST_Y(centre)))),
                     ST_Y(centre) + sin(2 * pi() * k / corners) * radius_m * f / 110540) as pt
              from (select k, 0.6 + random() * 0.8 as f from generate_series(0, corners - 1) k) r
           ) ring
  $$;

  insert into saved_search_locations (search_id, kind, name, area)
  select b.id, 'polygon', 'Zona ' || b.g,
         pg_temp.bench_zone(
           ST_Translate(p.point, (x.r1 - 0.5) * 0.008, (x.r2 - 0.5) * 0.006),
           150 + x.r3 * 1100, 6 + floor(x.r4 * 19)::int)
    from bench_searches b
    cross join lateral (
      select random() as r0, random() as r1, random() as r2, random() as r3, random() as r4
       where b.g > 0
    ) x
    join bench_places p on p.n = 1 + floor(x.r0 * (select count(*) from bench_places))::int
   where b.g % 4 = 0;

  insert into saved_search_locations (search_id, kind, municipality_id, zone_id, street_name, name)
  select b.id, k.kind, p.municipality_id,
         case when k.kind = 'zone' then p.zone_id end,
         case when k.kind = 'street' then p.street end,
         case k.kind when 'municipality' then m.name_it when 'zone' then coalesce(z.name_it, z.name_de)
           else p.street end
    from bench_searches b
    cross join lateral generate_series(1, 1 + floor(b.r_count * 2.6)::int) i
    cross join lateral (select random() as r0, random() as r1 where i > 0) x
    join bench_places p on p.n = 1 + floor(x.r0 * (select count(*) from bench_places))::int
    cross join lateral (
      select case when x.r1 < 0.5 or (p.zone_id is null and x.r1 < 0.85) then 'municipality'
                  when x.r1 < 0.85 then 'zone' else 'street' end as kind
    ) k
    join municipalities m on m.id = p.municipality_id
    left join zones z on z.id = p.zone_id
   where b.g % 4 <> 0;
`;

/**
 * The gazetteer's streets, as an operator's import fills it: each street of the listings with an
 * Italian and a German name, so that matching expands a street to both its names as it does on
 * a real site (a listing's street is looked up among its municipality's streets).
 */
const GENERATE_STREETS = `
  insert into streets (municipality_id, name_it, name_de, search_key, source)
  select municipality_id, street, street || 'straße', lower(street), 'bench'
    from (select distinct municipality_id, street from properties where street is not null) d;
`;

type Run = { ms: number; matches: number; mailMs?: number; mails?: number; id: string };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Rolls back the transaction `work` ran in, answering what it returned. */
async function rolledBack<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await work(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return result as T;
}

/** The rows of a statement. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The plan of a statement as PostgreSQL ran it (EXPLAIN ANALYZE, BUFFERS), rolled back. */
async function explain(db: Database, statement: SQL, before?: SQL): Promise<string> {
  return rolledBack(db, async (tx) => {
    if (before) await tx.execute(before);
    const rows = await rowsOf<{ 'QUERY PLAN': string }>(
      tx,
      sql`explain (analyze, buffers) ${statement}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

const confirm = (id: string) => sql`update properties set is_confirmed = true where id = ${id}`;

/** Clients, saved searches and streets generated in SQL, then the planner's statistics. */
async function generateSearches(url: string, searches: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(GENERATE_SEARCHES(searches, Math.ceil(searches / 2.5)));
    await client.query(GENERATE_STREETS);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** What the seed and the generator made, for the console and the report. */
async function countGenerated(db: Database) {
  const [counts] = await rowsOf<{
    searches: number;
    locations: number;
    zones: number;
    corners: number;
    side: number;
    confirmed: number;
    clients: number;
    streets: number;
  }>(
    db,
    sql`
      select (select count(*) from saved_searches)::int as searches,
             (select count(*) from saved_search_locations)::int as locations,
             (select count(*) from saved_search_locations where kind = 'polygon')::int as zones,
             (select round(avg(ST_NPoints(area)))::int from saved_search_locations
               where kind = 'polygon') as corners,
             (select round(avg(sqrt(ST_Area(area::geography))))::int from saved_search_locations
               where kind = 'polygon') as side,
             (select count(*) from properties where is_confirmed)::int as confirmed,
             (select count(*) from clients)::int as clients,
             (select count(*) from streets)::int as streets`,
  );
  return counts;
}

/** A newly confirmed listing: the statement alone, and with the alert mails it makes. */
async function timePropertyRuns(
  db: Database,
  newListings: string[],
  alerts: Awaited<ReturnType<typeof matchAlertSettings>>,
): Promise<Run[]> {
  const propertyRuns: Run[] = [];
  for (const [i, id] of newListings.entries()) {
    const run = await rolledBack(db, async (tx) => {
      await tx.execute(confirm(id));
      const t0 = performance.now();
      const created = await insertMatchesOfProperty(tx, id);
      const t1 = performance.now();
      const mails = await mailNewMatches(tx, created, { ...alerts, db });
      const t2 = performance.now();
      return { id, ms: t1 - t0, matches: created.length, mailMs: t2 - t1, mails };
    });
    if (i >= WARMUP) propertyRuns.push(run);
  }
  return propertyRuns;
}

async function main(): Promise<void> {
  const searches = Number(args.searches);
  const listings = Number(args.listings);
  const runs = Number(args.runs);
  const { url, drop } = await scratchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-matching-'));
  const handle = await openDatabase({ url });
  const db = handle.db;
  try {
    await handle.migrate();
    const storage = new LocalFileStorage(path.join(dataDir, 'files'));
    let started = performance.now();
    await seedScale(db, storage, listings, { seed: 20261122 });
    const listingSeconds = (performance.now() - started) / 1000;
    console.log(`${listings.toLocaleString('en')} listings in ${listingSeconds.toFixed(1)} s`);

    started = performance.now();
    await generateSearches(url, searches);
    const searchSeconds = (performance.now() - started) / 1000;
    const counts = await countGenerated(db);
    if (!counts) throw new Error('no counts');
    console.log(
      `${counts.searches.toLocaleString('en')} saved searches (${counts.locations.toLocaleString('en')} ` +
        `locations, ${counts.zones.toLocaleString('en')} drawn zones) for ` +
        `${counts.clients.toLocaleString('en')} clients in ${searchSeconds.toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://www.domus.example',
      ALERTS_HMAC_KEY: randomBytes(32).toString('hex'),
    });
    const alerts = await matchAlertSettings(config, storage);

    const sample = async (query: SQL) => (await rowsOf<{ id: string }>(db, query)).map((r) => r.id);
    await db.execute(sql`select setseed(0.7)`);
    const newListings = await sample(
      sql`select id from properties where not is_confirmed order by random() limit ${runs + WARMUP}`,
    );
    const newSearches = await sample(
      sql`select id from saved_searches order by random() limit ${runs + WARMUP}`,
    );

    const propertyRuns = await timePropertyRuns(db, newListings, alerts);

    // A new saved search (one of the generated ones: none has a match yet).
    const searchRuns: Run[] = [];
    for (const [i, id] of newSearches.entries()) {
      const run = await rolledBack(db, async (tx) => {
        const t0 = performance.now();
        const created = await insertMatchesOfSearch(tx, id);
        return { id, ms: performance.now() - t0, matches: created.length };
      });
      if (i >= WARMUP) searchRuns.push(run);
    }

    const slowest = (list: Run[]) => list.reduce((a, b) => (b.ms > a.ms ? b : a));
    const slowProperty = slowest(propertyRuns);
    const slowSearch = slowest(searchRuns);
    const propertyPlan = await explain(
      db,
      matchesOfPropertyStatement(slowProperty.id),
      confirm(slowProperty.id),
    );
    const searchPlan = await explain(db, matchesOfSearchStatement(slowSearch.id));
    const [{ kinds } = { kinds: '' }] = await rowsOf<{ kinds: string }>(
      db,
      sql`select string_agg(distinct kind, ', ') as kinds from saved_search_locations
           where search_id = ${slowSearch.id}`,
    );

    const fmt = (n: number) => n.toFixed(1);
    const stats = (list: Run[], pick: (r: Run) => number) => ({
      median: percentile(list.map(pick), 50),
      p95: percentile(list.map(pick), 95),
      max: Math.max(...list.map(pick)),
    });
    const property = stats(propertyRuns, (r) => r.ms);
    const propertyAll = stats(propertyRuns, (r) => r.ms + (r.mailMs ?? 0));
    const search = stats(searchRuns, (r) => r.ms);
    const propertyMatches = stats(propertyRuns, (r) => r.matches);
    const propertyMails = stats(propertyRuns, (r) => r.mails ?? 0);
    const searchMatches = stats(searchRuns, (r) => r.matches);
    const verdict = (ms: number) => (ms <= TARGET_MS ? 'met' : '**missed**');

    console.log(
      `\nNewly confirmed listing → saved searches: median ${fmt(property.median)} ms, ` +
        `p95 ${fmt(property.p95)} ms (with alert mails: median ${fmt(propertyAll.median)} ms, ` +
        `p95 ${fmt(propertyAll.p95)} ms); matches per listing median ${propertyMatches.median}, ` +
        `max ${propertyMatches.max}`,
    );
    console.log(`\nPlan of the slowest run (${slowProperty.matches} matches):\n${propertyPlan}`);
    console.log(
      `\nNew saved search → listings: median ${fmt(search.median)} ms, p95 ${fmt(search.p95)} ms; ` +
        `matches per search median ${searchMatches.median}, max ${searchMatches.max}`,
    );
    console.log(
      `\nPlan of the slowest run (${kinds}; ${slowSearch.matches} matches):\n${searchPlan}`,
    );

    const lines = [
      '## Matching (`npm run bench:matching`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on commit ${gitCommit()}; machine: ` +
        `${machineSummary()}; load average before the runs ${os.loadavg()[0]?.toFixed(2)}. ` +
        `PostgreSQL 15 with ${listings.toLocaleString('en')} listings from the scale seed ` +
        `(${counts.confirmed.toLocaleString('en')} confirmed; ${fmt(listingSeconds)} s) and ` +
        `${counts.searches.toLocaleString('en')} saved searches of ` +
        `${counts.clients.toLocaleString('en')} clients generated in SQL (${fmt(searchSeconds)} s): ` +
        `${counts.locations.toLocaleString('en')} locations, of them ` +
        `${counts.zones.toLocaleString('en')} drawn zones (a quarter of the searches; ` +
        `${counts.corners} points and about ${(counts.side / 1000).toFixed(1)} km across on ` +
        'average, around places where listings are), the rest municipalities, zones and streets ' +
        `of random listings; ${counts.streets.toLocaleString('en')} streets in the gazetteer, ` +
        'each with an Italian and a German name. Each run is one transaction, rolled back afterwards; ' +
        `${WARMUP} warm-up runs, then ${runs} runs over different listings and searches, timed ` +
        'through the repository as the app calls it (driver included).',
      '',
      '| Measure | Median | p95 | Target |',
      '| --- | ---: | ---: | --- |',
      `| **A newly confirmed listing matched with every saved search** (statement of \`matchProperty\`) | ${fmt(property.median)} ms | ${fmt(property.p95)} ms | ≤ ${TARGET_MS} ms: ${verdict(property.p95)} |`,
      `| The same with its alert mails written to the outbox (\`matchProperty\`) | ${fmt(propertyAll.median)} ms | ${fmt(propertyAll.p95)} ms | |`,
      `| **A new saved search matched with every listing** (statement of \`matchSearch\`) | ${fmt(search.median)} ms | ${fmt(search.p95)} ms | ≤ ${TARGET_MS} ms: ${verdict(search.p95)} |`,
      '',
      `New matches per listing: median ${propertyMatches.median}, p95 ${propertyMatches.p95}, ` +
        `max ${propertyMatches.max}; alert mails per listing: median ${propertyMails.median}, ` +
        `max ${propertyMails.max} (searches with alerts on and a verified client). New matches ` +
        `per search: median ${searchMatches.median}, p95 ${searchMatches.p95}, max ${searchMatches.max}.`,
      '',
      '### Plans (EXPLAIN ANALYZE, BUFFERS) of the slowest runs',
      '',
      `A newly confirmed listing (${slowProperty.matches} new matches): the candidate searches ` +
        'come from four index scans, one per kind of location (municipality, zone, street, and ' +
        'the GiST index of the drawn zones), then each candidate search is read by its key and ' +
        'the rest of the rule checked.',
      '',
      '```text',
      propertyPlan,
      '```',
      '',
      `A new saved search (${kinds}; ${slowSearch.matches} new matches):`,
      '',
      '```text',
      searchPlan,
      '```',
    ];
    if (!args['no-write']) {
      writeBenchSection('matching', lines.join('\n'));
      console.log('\nWritten to docs/benchmarks.md.');
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (args.keep) console.log(`Kept the database: ${url}`);
    else await drop();
  }
}

await main();
