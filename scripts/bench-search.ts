/**
 * `npm run bench:search`: latency and throughput of GET /api/v1/properties-search with 100,000
 * listings on PostgreSQL, and the database's share of it.
 *
 * Uses DATABASE_URL when set; otherwise creates a scratch database on BENCH_PG_SERVER (default
 * postgres://postgres@127.0.0.1:5432/postgres), fills it with the scale seed (100,000 listings)
 * and drops it afterwards. Starts the real app (buildApp, listening on a free port) in a child
 * process, sends a mix of filter combinations over 10 keep-alive connections for a fixed time
 * after a warm-up, and reports p50/p95/p99 latency and requests per second. Then it times the
 * same queries in the database directly (the page query and the uncached count), so the share
 * spent outside the database shows, and writes the figures into docs/benchmarks.md between the
 * bench:search markers.
 *
 * Targets (issue 3): p95 ≤ 30 ms and ≥ 800 requests/s on a 2-core machine; the searches with a
 * drawn area of the mix alone p95 ≤ 30 ms (issue 34 point 7).
 *
 * Usage: node scripts/bench-search.ts [--seconds N] [--connections N] [--listings N] [--keep]
 *        [--profile] [--no-write]
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { propertySearchQuerySchema } from '@domus/domain/search/property-search.schema';
import { encodeShape } from '@domus/domain/search/search-shape';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { LocalFileStorage } from '../apps/api/src/modules/files/file-storage.ts';
import {
  countMatching,
  findCardPage,
} from '../apps/api/src/modules/properties/properties.repository.ts';
import { searchCriteria } from '../apps/api/src/modules/properties/properties.service.ts';
import { parseQueryString } from '../apps/api/src/lib/query-string.ts';
import { seedScale } from '../apps/api/src/seed/scale.seed.ts';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const root = path.resolve(import.meta.dirname, '..');
const docFile = path.join(root, 'docs/benchmarks.md');
const targets = { p95Ms: 30, rps: 800 };

const { values: args } = parseArgs({
  options: {
    serve: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '4' },
    connections: { type: 'string', default: '10' },
    listings: { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});

/** The child process: the real app on a free port, its address sent to the parent. */
async function serve(url: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-serve-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    // Request logging off (warn): the figures are the application's, not the log sink's.
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
  // The parent asks for this process's CPU time before and after the measured run.
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.on('disconnect', () => {
    // A normal exit, so that a CPU profile (--profile) is written.
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
}

/** A scratch database filled with the scale seed, or the one DATABASE_URL names. */
async function database(listings: number): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} };
  const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { url, drop } = await createScratchDatabase(server, 'domus_bench_search');
  try {
    const handle = await openDatabase({ url });
    await handle.migrate();
    const filesDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-files-'));
    const started = performance.now();
    await seedScale(handle.db, new LocalFileStorage(filesDir), listings, { seed: 20261122 });
    console.log(
      `Seeded ${listings.toLocaleString('en')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await handle.close();
    rmSync(filesDir, { recursive: true, force: true });
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, drop };
}

/** How many listings the measured database holds (set by {@link queryMix}). */
let listingCount = 0;

/** The mix: what the search box sends, from broad to narrow, over real places and types. */
async function queryMix(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze properties');
    const counted = await client.query<{ n: number }>('select count(*)::int as n from properties');
    listingCount = counted.rows[0]?.n ?? 0;
    const big = await client.query<{ id: string }>(
      `select municipality_id as id from properties where is_confirmed
       group by 1 order by count(*) desc limit 3`,
    );
    const small = await client.query<{ id: string }>(
      `select municipality_id as id from properties where is_confirmed
       group by 1 order by count(*) asc limit 2`,
    );
    const zones = await client.query<{ id: string }>(
      `select zone_id as id from properties where is_confirmed and zone_id is not null
       group by 1 order by count(*) desc limit 2`,
    );
    const [m1, m2, m3] = big.rows.map((r) => encodeURIComponent(r.id));
    const [s1, s2] = small.rows.map((r) => encodeURIComponent(r.id));
    const [z1, z2] = zones.rows.map((r) => encodeURIComponent(r.id));
    const place = (type: string, id: string | undefined) =>
      `locationType=${type}&locationId=${id}&locationName=x`;
    // Drawn areas (issue 34 point 2): an octagon of about 3 km around the busiest municipality's
    // seat, as a buyer draws a quarter, and a wide area from Bolzano to Merano.
    const seat = await client.query<{ lng: number; lat: number }>(
      'select ST_X(seat) as lng, ST_Y(seat) as lat from municipalities where id = $1',
      [big.rows[0]?.id],
    );
    const { lng, lat } = seat.rows[0] ?? { lng: 11.35, lat: 46.5 };
    const octagon = Array.from({ length: 8 }, (_, i): [number, number] => [
      lng + 0.02 * Math.cos((i * Math.PI) / 4),
      lat + 0.014 * Math.sin((i * Math.PI) / 4),
    ]);
    const wide: [number, number][] = [
      [11.05, 46.62],
      [11.25, 46.75],
      [11.45, 46.52],
      [11.3, 46.4],
    ];
    const shape = (ring: [number, number][]) => `shape=${encodeURIComponent(encodeShape(ring))}`;
    return [
      'rent=false',
      'rent=true',
      'rent=false&type=residential',
      'rent=true&type=residential&propertyType=apartment',
      'rent=false&type=residential&propertyType=house&numOfRooms=4',
      'rent=false&type=garage',
      'rent=true&type=commercial&propertyType=office',
      'rent=false&type=agriculture',
      'rent=false&type=buildingland&budget[max]=500000',
      `rent=false&${place('municipality', m1)}`,
      `rent=false&${place('municipality', m2)}&type=residential&propertyType=apartment`,
      `rent=true&${place('municipality', m3)}&type=residential&numOfRooms=3`,
      `rent=false&${place('municipality', s1)}`,
      `rent=false&${place('municipality', s2)}&type=residential`,
      `rent=false&${place('zone', z1)}`,
      `rent=true&${place('zone', z2)}&type=residential`,
      'rent=false&type=residential&numOfRooms=3&budget[min]=200000&budget[max]=400000',
      'rent=true&type=residential&budget[min]=600&budget[max]=1200',
      'rent=false&type=residential&propertyType=apartment&budget[max]=300000&sort=price_asc',
      'rent=false&type=residential&sort=price_desc',
      'rent=false&type=commercial&sort=area',
      'rent=false&type=residential&page=2',
      'rent=false&type=residential&page=5',
      `rent=false&${place('municipality', m1)}&type=residential&budget[min]=300000&budget[max]=700000&numOfRooms=3&sort=price_asc`,
      `rent=false&${shape(octagon)}`,
      `rent=false&type=residential&${shape(octagon)}`,
      `rent=false&type=residential&${shape(wide)}`,
      `rent=true&type=residential&budget[max]=1500&${shape(wide)}`,
    ].map((query) => `/api/v1/properties-search?${query}`);
  } finally {
    await client.end();
  }
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** CPU milliseconds the server process has used so far. */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const cpu = (message as { cpu?: NodeJS.CpuUsage }).cpu;
      if (!cpu) return;
      child.off('message', onMessage);
      resolve(cpuMs(cpu));
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/**
 * CPU milliseconds used so far by the PostgreSQL backends serving `database` (Linux /proc,
 * where a backend's title names its database; 0 elsewhere). Backends that ended meanwhile are
 * missed; the app's pool keeps its connections open through the run.
 */
function databaseCpu(database: string): number {
  if (!existsSync('/proc/self/stat')) return 0;
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(database)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux.
}

/** CPU milliseconds all processes of the machine have used so far (Linux /proc/stat; 0 elsewhere). */
function machineCpu(): number {
  if (!existsSync('/proc/stat')) return 0;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 10
  );
}

/** One GET over a keep-alive agent; answers the status and milliseconds. */
function get(agent: http.Agent, port: number, target: string): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path: target, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve([res.statusCode ?? 0, performance.now() - started]));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Answers of the run; `drawn` the latencies of the searches with a drawn area alone. */
type LoadResult = { latencies: number[]; drawn: number[]; errors: number; seconds: number };

/** `connections` loops, each sending the mix in turn from its own offset, for `seconds`. */
async function load(
  port: number,
  targets: string[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const drawn: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = c; performance.now() < until; i++) {
        const target = targets[i % targets.length]!;
        const [status, ms] = await get(agent, port, target);
        if (status !== 200) errors++;
        else {
          latencies.push(ms);
          if (target.includes('shape=')) drawn.push(ms);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, drawn, errors, seconds: elapsed };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * The total as a window function over the page query (`count(*) over ()`) against the page
 * query and a separate count, for a few filters: which way to count.
 */
async function windowVersusCount(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const page = (where: string, extra = '') =>
    `select p.id, p.title, f.variants${extra} from properties p
     left join files f on f.id = p.main_image_id
     where p.is_confirmed and ${where}
     order by p.created_at desc nulls last, p.id desc limit 12`;
  const time = async (text: string) => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await client.query(text);
      runs.push(performance.now() - started);
    }
    return median(runs.slice(1));
  };
  const rows: { filter: string; window: number; page: number; count: number }[] = [];
  try {
    for (const [filter, where] of [
      ['rent=false', 'p.rent = false'],
      ['rent=false&type=residential', "p.rent = false and p.category = 'residential'"],
      ['rent=true&type=garage', "p.rent = true and p.category = 'garage'"],
    ] as const) {
      rows.push({
        filter,
        window: await time(page(where, ', count(*) over () as total')),
        page: await time(page(where)),
        count: await time(`select count(*) from properties p where p.is_confirmed and ${where}`),
      });
    }
  } finally {
    await client.end();
  }
  return rows;
}

/** Database time of each query of the mix: the page query and the count (uncached). */
async function databaseTimes(url: string, targets: string[]) {
  const handle = await openDatabase({ url });
  const rows: { query: string; pageMs: number; countMs: number; total: number }[] = [];
  try {
    for (const target of targets) {
      const query = parseQueryString(target.slice(target.indexOf('?') + 1));
      const filters = propertySearchQuerySchema.parse(query);
      const criteria = await searchCriteria(handle.db, filters);
      if (!criteria) continue;
      const page: number[] = [];
      const count: number[] = [];
      let total = 0;
      for (let i = 0; i < 12; i++) {
        let t = performance.now();
        await findCardPage(handle.db, criteria, filters.sort, 12, (filters.page - 1) * 12);
        page.push(performance.now() - t);
        t = performance.now();
        total = await countMatching(handle.db, criteria);
        count.push(performance.now() - t);
      }
      rows.push({
        query: target.slice(target.indexOf('?') + 1),
        pageMs: median(page.slice(2)),
        countMs: median(count.slice(2)),
        total,
      });
    }
  } finally {
    await handle.close();
  }
  return rows;
}

type CpuTimes = { server: number; database: number; bench: number; machine: number };

/** What the measured run gave: the load's answers, the CPU time used and the load before it. */
type Measured = { result: LoadResult; cpu: CpuTimes; load1: number | undefined };

/** The figures the summary and the report show, worked out from the run and the database times. */
type Figures = {
  rps: number;
  p: { 50: number; 95: number; 99: number };
  meanPage: number;
  meanCount: number;
  perRequest: { server: number; database: number; bench: number };
  othersShare: number;
  ceiling: number;
  /** p95 of the searches with a drawn area (issue 34 point 7: ≤ 30 ms at 100,000 listings). */
  drawnP95: number;
};

const fmt = (n: number) => n.toFixed(1);
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

/** Starts the real app in a child process, so that its CPU time can be told from the load's. */
function forkServer(url: string): ChildProcess {
  return fork(import.meta.filename, ['--serve', url], {
    stdio: 'inherit',
    // --profile: a CPU profile of the server process in .reports/bench-search/.
    execArgv: args.profile
      ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, '.reports/bench-search')}`]
      : [],
  });
}

/** The port the server process listens on, once it says so; fails when it exits first. */
function serverPort(child: ChildProcess): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** The warm-up, then the measured run, with the CPU time each process used during the latter. */
async function measure(
  child: ChildProcess,
  port: number,
  mix: string[],
  url: string,
  connections: number,
  seconds: number,
): Promise<Measured> {
  const dbName = new URL(url).pathname.slice(1);
  const load1 = os.loadavg()[0];
  console.log(`Warm-up ${args.warmup} s, then ${seconds} s with ${connections} connections…`);
  await load(port, mix, connections, Number(args.warmup));
  const before = {
    server: await serverCpu(child),
    database: databaseCpu(dbName),
    bench: process.cpuUsage(),
    machine: machineCpu(),
  };
  const result = await load(port, mix, connections, seconds);
  const cpu = {
    server: (await serverCpu(child)) - before.server,
    database: databaseCpu(dbName) - before.database,
    bench: cpuMs(process.cpuUsage(before.bench)),
    machine: machineCpu() - before.machine,
  };
  return { result, cpu, load1 };
}

/** Percentiles, throughput, CPU per request and the share of the machine others used. */
function figures(
  { result, cpu }: Measured,
  db: Awaited<ReturnType<typeof databaseTimes>>,
): Figures {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const rps = result.latencies.length / result.seconds;
  const p = {
    50: percentile(sorted, 50),
    95: percentile(sorted, 95),
    99: percentile(sorted, 99),
  };
  const meanPage = db.reduce((s, r) => s + r.pageMs, 0) / db.length;
  const meanCount = db.reduce((s, r) => s + r.countMs, 0) / db.length;
  const n = result.latencies.length + result.errors;
  const perRequest = {
    server: cpu.server / n,
    database: cpu.database / n,
    bench: cpu.bench / n,
  };
  const cpuTotal = perRequest.server + perRequest.database;
  // Share of the machine's CPU time that went to other work during the measured run.
  const othersShare = Math.max(
    0,
    (cpu.machine - cpu.server - cpu.database - cpu.bench) /
      (result.seconds * 1000 * os.availableParallelism()),
  );
  // What two cores would answer if only the server and the database used them.
  const ceiling = 2000 / cpuTotal;
  const drawnP95 = percentile(
    [...result.drawn].sort((a, b) => a - b),
    95,
  );
  return { rps, p, meanPage, meanCount, perRequest, othersShare, ceiling, drawnP95 };
}

/** The one line the console shows, so that a run without --no-write can be read at a glance. */
function printSummary({ result }: Measured, f: Figures): void {
  console.log(
    `p50 ${fmt(f.p[50])} ms, p95 ${fmt(f.p[95])} ms, p99 ${fmt(f.p[99])} ms, ${fmt(f.rps)} req/s, ` +
      `${result.errors} errors; database: page query ${fmt(f.meanPage)} ms, count ${fmt(f.meanCount)} ms (mean of the mix); ` +
      `CPU per request: server ${f.perRequest.server.toFixed(2)} ms, PostgreSQL ${f.perRequest.database.toFixed(2)} ms, ` +
      `load generator ${f.perRequest.bench.toFixed(2)} ms`,
  );
}

/** The bench:search section of docs/benchmarks.md: the run, the figures and the query tables. */
function reportLines(
  run: { measured: Measured; mix: string[]; connections: number; seconds: number },
  f: Figures,
  db: Awaited<ReturnType<typeof databaseTimes>>,
  counting: Awaited<ReturnType<typeof windowVersusCount>>,
): string[] {
  const { measured, mix, connections, seconds } = run;
  const { result, load1 } = measured;
  const { rps, p, perRequest, othersShare } = f;
  return [
    '',
    '## Search (`npm run bench:search`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on commit ${gitCommit()}; machine: ${machineSummary()}; ` +
      `load average before the run ${load1?.toFixed(2)}; other processes used ` +
      `${Math.round(othersShare * 100)} % of the machine's CPU time during the measured run. ` +
      (othersShare > 0.1
        ? 'The machine was shared with other work while it ran (browsers, test runs), so the ' +
          'latency and throughput figures are a floor rather than what the machine does alone; ' +
          'the CPU time per request below is the steadier figure.'
        : 'The machine was otherwise quiet.'),
    `PostgreSQL 15 with ${listingCount.toLocaleString('en')} listings from the scale seed; the app as it ` +
      'runs in production (NODE_ENV=production, compression, security headers, zod response ' +
      'schemas) except request logging (LOG_LEVEL=warn). ' +
      `${connections} keep-alive connections for ${seconds} s after a ${args.warmup} s warm-up, ` +
      `each sending the ${mix.length} queries of the mix below in turn; the load generator runs ` +
      'on the same machine.',
    '',
    '| Measure | Figure | Target |',
    '| --- | --- | --- |',
    `| Requests answered (200) | ${result.latencies.length.toLocaleString('en')} (${result.errors} errors) | |`,
    `| **Requests per second** | ${fmt(rps)} | ≥ ${targets.rps}: ${verdict(rps >= targets.rps)} |`,
    `| Latency p50 | ${fmt(p[50])} ms | |`,
    `| **Latency p95** | ${fmt(p[95])} ms | ≤ ${targets.p95Ms} ms: ${verdict(p[95] <= targets.p95Ms)} |`,
    `| Latency p99 | ${fmt(p[99])} ms | |`,
    `| **Latency p95 of the searches with a drawn area** (${result.drawn.length.toLocaleString('en')} answers) | ${fmt(f.drawnP95)} ms | ≤ ${targets.p95Ms} ms: ${verdict(f.drawnP95 <= targets.p95Ms)} |`,
    `| Database time of the page query (mean of the mix) | ${fmt(f.meanPage)} ms | |`,
    `| Database time of the count, uncached (mean of the mix) | ${fmt(f.meanCount)} ms | |`,
    `| CPU per request: server process | ${perRequest.server.toFixed(2)} ms | |`,
    `| CPU per request: PostgreSQL backends of the app | ${perRequest.database.toFixed(2)} ms | |`,
    `| CPU per request: load generator | ${perRequest.bench.toFixed(2)} ms | |`,
    `| Requests per second two otherwise idle cores could serve (2,000 ms ÷ server and database CPU per request) | ${Math.round(f.ceiling)} | |`,
    '',
    'Database times are measured afterwards, one query at a time through the repository (median ' +
      'of ten runs, as the app sends them, including the driver). The app keeps a total for ' +
      '15 s per set of filters, so under load most requests run the page query only; the rest of ' +
      'the latency is HTTP, validation, mapping, serialisation and waiting for a core.',
    '',
    'What keeps it there: partial indexes (`WHERE is_confirmed`) that start with each filter and ' +
      'end in the order asked for, so that a page is the first 12 entries of one index; one join ' +
      '(the main image) per card, with type and place names from memory; one prepared statement ' +
      'per search shape, except searches with a budget, which are planned afresh because a ' +
      'cached plan cannot tell a wide price range from a narrow one; the total counted ' +
      'separately and kept for 15 s.',
    '',
    '### Counting: window function or separate count',
    '',
    'The same filters counted inside the page query (`count(*) over ()`, which makes PostgreSQL ' +
      'read every matching row before it can stop at 12) and as the page query plus a separate ' +
      '`count(*)` (an index-only scan of a partial index, sent beside the page query on a second ' +
      'connection). The app uses the separate count, kept for 15 s per set of filters.',
    '',
    '| Filters | Page with window count | Page query | Separate count |',
    '| --- | ---: | ---: | ---: |',
    ...counting.map(
      (r) => `| \`${r.filter}\` | ${fmt(r.window)} ms | ${fmt(r.page)} ms | ${fmt(r.count)} ms |`,
    ),
    '',
    '### The queries of the mix',
    '',
    '| Query | Matching | Page query | Count |',
    '| --- | ---: | ---: | ---: |',
    ...db.map(
      (r) =>
        `| \`${r.query.replace(/&locationName=x/, '').replace(/\|/g, '\\|')}\` | ${r.total.toLocaleString('en')} | ${fmt(r.pageMs)} ms | ${fmt(r.countMs)} ms |`,
    ),
  ];
}

/** Writes the section and lets the formatter align its tables as the rest of the docs. */
function writeReport(lines: string[]): void {
  writeBenchSection('search', lines.join('\n'));
  // The tables are written plainly; the formatter aligns them as the rest of the docs.
  spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', docFile],
    { stdio: 'ignore' },
  );
  console.log(`Written to ${path.relative(root, docFile)}.`);
}

/** Ends the server process (waiting up to 5 s for a profile) and drops the database unless --keep. */
async function cleanUp(child: ChildProcess, url: string, drop: () => Promise<void>): Promise<void> {
  if (child.connected) child.disconnect();
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    setTimeout(resolve, 5000).unref();
  });
  child.kill();
  if (!args.keep) await drop();
  else console.log(`Kept the database: ${url}`);
}

async function main(): Promise<void> {
  const seconds = Number(args.seconds);
  const connections = Number(args.connections);
  const listings = Number(args.listings);
  const { url, drop } = await database(listings);
  const child = forkServer(url);
  try {
    const port = await serverPort(child);
    const mix = await queryMix(url);
    const measured = await measure(child, port, mix, url, connections, seconds);
    child.disconnect();
    const db = await databaseTimes(url, mix);
    const counting = await windowVersusCount(url);
    const f = figures(measured, db);
    printSummary(measured, f);
    const lines = reportLines({ measured, mix, connections, seconds }, f, db, counting);
    if (!args['no-write']) writeReport(lines);
  } finally {
    await cleanUp(child, url, drop);
  }
}

if (args.serve) await serve(args.serve);
else await main();
