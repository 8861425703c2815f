/**
 * `npm run bench:history`: the history of changes with 1,000,000 entries on PostgreSQL (issue 16
 * target: a listing's history p95 ≤ 20 ms at the API), with the admins' table beside it: its
 * first page, filtered pages and a page after a cursor.
 *
 * Uses DATABASE_URL when set; otherwise creates a scratch database on BENCH_PG_SERVER (default
 * postgres://postgres@127.0.0.1:5432/postgres), migrates it and fills `history_entries` in SQL
 * (generate_series): entries spread over a year and over ~100,000 listings (with their sellers)
 * and ~100,000 clients, written by a hundred staff accounts, owners, clients and the system. The
 * real app runs in a child process; an admin sends each case one request at a time after warm-up
 * requests, a listing's history for a different listing each time. Writes the figures into
 * docs/benchmarks.md between the bench:history markers.
 *
 * Usage: node scripts/bench-history.ts [--rows N] [--listings N] [--customers N] [--runs N]
 *        [--keep] [--no-write]
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { accounts } from '../apps/api/src/db/schema.ts';
import { createSession } from '../apps/api/src/modules/auth/sessions.service.ts';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const targets = { listingP95Ms: 20, tableP95Ms: 50 };

const { values: args } = parseArgs({
  options: {
    serve: { type: 'string' },
    rows: { type: 'string', default: '1000000' },
    listings: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});

/** The child process: the real app on a free port, its address sent to the parent. */
async function serve(url: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-history-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'false',
  });
  const handle = await openDatabase({ url });
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
}

/** A stable uuid of a listing, seller or client number, as the fill and the cases write it. */
const uuidOf = (kind: string, n: string) => `md5('${kind}' || (${n}))::uuid`;

/**
 * The history's fill: two thirds about listings (with their seller), the rest about clients,
 * their searches and matches, and a few roles; a tenth of the listing entries are withdrawals.
 */
function fillStatements(rows: number, listings: number, customers: number): string[] {
  return [
    `insert into accounts (email, is_agent)
       select 'staff' || i || '@bench.example', true from generate_series(1, 100) i`,
    `create temporary table bench_staff as
       select id, row_number() over (order by email) as n from accounts where is_agent`,
    `insert into history_entries
       (at, actor_account_id, actor_role, subject, subject_id, listing_id, seller_id, client_id,
        action, changes, source)
     select now() - (i::double precision / ${rows}) * interval '365 days',
            case when i % 3 = 0 then null else s.id end,
            case when i % 3 = 0 then (case when i % 2 = 0 then 'owner' else 'system' end)
                 else 'agent' end,
            case when i % 3 < 2 then 'listing'
                 when i % 9 = 2 then 'client' when i % 9 = 5 then 'search' else 'match' end,
            case when i % 3 < 2 then ${uuidOf('l', `i % ${listings}`)}
                 else ${uuidOf('x', 'i')} end,
            case when i % 3 < 2 then ${uuidOf('l', `i % ${listings}`)} end,
            case when i % 3 < 2 then ${uuidOf('s', `(i % ${listings}) % ${Math.max(1, Math.floor(listings / 2))}`)} end,
            case when i % 3 = 2 then ${uuidOf('c', `i % ${customers}`)} end,
            case when i % 3 = 2 then (case when i % 9 = 8 then 'state' else 'update' end)
                 when i % 10 = 1 then 'withdraw' else 'update' end,
            jsonb_build_array(jsonb_build_object(
              'field', case when i % 10 = 1 then 'status' else 'price' end,
              'before', case when i % 10 = 1 then to_jsonb('published'::text) else to_jsonb(i % 500000) end,
              'after', case when i % 10 = 1 then to_jsonb('withdrawn'::text) else to_jsonb(i % 500000 + 1000) end)),
            case when i % 10 = 1 then 'withdrawAdminListing' else 'updateProperty' end
       from generate_series(1, ${rows}) i
       join bench_staff s on s.n = 1 + i % 100`,
    'vacuum analyze history_entries',
    'vacuum analyze accounts',
  ];
}

/** A scratch database with the history filled, or the one DATABASE_URL names. */
async function database(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { url, drop } = await createScratchDatabase(server, 'domus_bench_history');
  try {
    const handle = await openDatabase({ url });
    await handle.migrate();
    await handle.close();
    const started = performance.now();
    await sqlScript(
      url,
      fillStatements(Number(args.rows), Number(args.listings), Number(args.customers)),
    );
    console.log(
      `Filled ${Number(args.rows).toLocaleString('en')} history entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, drop };
}

async function sqlScript(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An admin's session token, made as a login makes it; and the account's id. */
async function adminSession(url: string): Promise<{ token: string; staffId: string }> {
  const handle = await openDatabase({ url });
  try {
    const [account] = await handle.db
      .insert(accounts)
      .values({ email: 'bench-admin@bench.example', isAdmin: true, emailVerifiedAt: new Date() })
      .returning({ id: accounts.id });
    const { token } = await createSession(handle.db, { accountId: account!.id, verified: true });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const staff = await client.query<{ id: string }>(
      `select id from accounts where email = 'staff7@bench.example'`,
    );
    await client.end();
    return { token, staffId: staff.rows[0]?.id ?? account!.id };
  } finally {
    await handle.close();
  }
}

/** One GET; answers the status, the milliseconds to the end and the body. */
function get(
  agent: http.Agent,
  port: number,
  target: string,
  token: string,
): Promise<{ status: number; total: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: target,
        agent,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
      },
      (res) => {
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            total: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** A listing's id as the fill made it (md5 of 'l' and its number, as a uuid). */
async function listingIds(url: string, count: number, listings: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>(
      `select ${uuidOf('l', '(i * 7919) % $1')}::text as id from generate_series(1, $2) i`,
      [listings, count],
    );
    return result.rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

type Case = { name: string; targets: (run: number) => string; target: number; group: string };

async function main(): Promise<void> {
  const runs = Number(args.runs);
  const warmup = Number(args.warmup);
  const listings = Number(args.listings);
  const load = os.loadavg().map((n) => n.toFixed(2));
  const { url, drop } = await database();
  const { token, staffId } = await adminSession(url);
  const child = fork(import.meta.filename, ['--serve', url], { stdio: 'inherit' });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ids = await listingIds(url, warmup + runs, listings);
    const seller = ids[0]!;
    const firstPage = await get(agent, port, '/api/v1/admin/history?limit=50', token);
    const cursor = (JSON.parse(firstPage.body) as { meta: { nextCursor: string } }).meta.nextCursor;
    const table = (query: string) => () => `/api/v1/admin/history?${query}`;
    const list: Case[] = [
      {
        group: 'listing',
        name: 'a listing’s history (a different listing each request)',
        targets: (i) => `/api/v1/admin/listings/${ids[i % ids.length]}/history`,
        target: targets.listingP95Ms,
      },
      { group: 'table', name: 'first page', targets: table(''), target: targets.tableP95Ms },
      {
        group: 'table',
        name: 'second page (cursor)',
        targets: table(`cursor=${cursor}`),
        target: targets.tableP95Ms,
      },
      {
        group: 'table',
        name: 'filtered: withdrawals of listings',
        targets: table('subject=listing&action=withdraw'),
        target: targets.tableP95Ms,
      },
      {
        group: 'table',
        name: 'filtered: one staff account',
        targets: table(`actor=${staffId}`),
        target: targets.tableP95Ms,
      },
      {
        group: 'table',
        name: 'filtered: one month',
        targets: table(
          `from=${new Date(Date.now() - 200 * 864e5).toISOString().slice(0, 10)}&to=${new Date(Date.now() - 170 * 864e5).toISOString().slice(0, 10)}`,
        ),
        target: targets.tableP95Ms,
      },
      {
        group: 'table',
        name: 'filtered: matches’ states',
        targets: table('subject=match&action=state'),
        target: targets.tableP95Ms,
      },
      {
        group: 'table',
        name: 'filtered: one listing',
        targets: table(`listing=${seller}`),
        target: targets.tableP95Ms,
      },
    ];
    const results: { item: Case; p50: number; p95: number; entries: number }[] = [];
    for (const item of list) {
      const times: number[] = [];
      let entries = 0;
      const count = item.group === 'listing' ? runs : Math.min(runs, 50);
      for (let i = 0; i < warmup + count; i++) {
        const answer = await get(agent, port, item.targets(i), token);
        if (answer.status !== 200) throw new Error(`${item.name}: ${answer.status} ${answer.body}`);
        if (i >= warmup) times.push(answer.total);
        entries = (JSON.parse(answer.body) as { data: unknown[] }).data.length;
      }
      results.push({ item, p50: percentile(times, 50), p95: percentile(times, 95), entries });
      console.log(`${item.name}: p95 ${percentile(times, 95).toFixed(1)} ms`);
    }
    agent.destroy();
    child.disconnect();

    const fmt = (n: number) => n.toFixed(1);
    const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
    const listing = results.find((r) => r.item.group === 'listing')!;
    const lines = [
      '## History of changes (`npm run bench:history`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on commit ${gitCommit()}; machine: ${machineSummary()}; ` +
        `load average (1, 5, 15 min) before the run ${load.join(', ')}` +
        (Number(load[0]) > os.availableParallelism()
          ? ' — the machine was shared with other work and busy, so latencies include waiting for a core.'
          : '.'),
      `PostgreSQL with ${Number(args.rows).toLocaleString('en')} history entries over a year, two thirds about ` +
        `${listings.toLocaleString('en')} listings (with their sellers), the rest about ` +
        `${Number(args.customers).toLocaleString('en')} clients, their searches and matches; written by a hundred staff ` +
        'accounts, owners and the system. The app as in production (NODE_ENV=production); one request at a time ' +
        `through the real HTTP stack as an admin, ${warmup} warm-up requests, then ${runs} measured requests of a ` +
        "listing's history (each for another listing) and 50 of each table case; pages of 50 entries, language de.",
      '',
      '| Case | p50 ms | p95 ms | Entries answered | Target |',
      '| ---- | ------ | ------ | ---------------- | ------ |',
      ...results.map(
        (r) =>
          `| ${r.item.name} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${r.entries} | ≤ ${r.item.target} ms: ${verdict(r.p95 <= r.item.target)} |`,
      ),
      '',
      `**A listing's history: p95 ${fmt(listing.p95)} ms** (target ≤ ${targets.listingP95Ms} ms: ${verdict(listing.p95 <= targets.listingP95Ms)}).`,
      '',
      "How a page is served: a listing's, a seller's and a client's entries each have a partial index on (id, time, entry) " +
        'newest first (migration 0021), so their page is a walk of ten to fifty index entries; the table unfiltered, by ' +
        'subject, action or days walks the index on (time, entry) and stops at the page, and an actor has an index of ' +
        "their own. The cursor is the last entry's time in microseconds and its id, compared as a row, so a next page " +
        'starts in the index where the last one ended.',
    ];
    console.log(lines.join('\n'));
    if (!args['no-write']) writeBenchSection('history', lines.join('\n'));
  } finally {
    if (child.connected) child.disconnect();
    if (!args.keep) await drop();
    else console.log(`Kept ${url}`);
  }
}

if (args.serve) await serve(args.serve);
else await main();
