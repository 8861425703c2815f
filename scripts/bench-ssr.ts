/**
 * The server's rendering of the public pages under load (issue 17, decision 034): the property
 * detail and search pages as the browser asks for them (Accept-Encoding br, a language), over 10
 * keep-alive connections, against the real app with the web build's renderer on a PostgreSQL
 * database with the scale seed (100,000 listings). Each page is measured twice: "fresh", every
 * request a page not rendered before (the render cache misses), and "kept", a small set asked
 * again and again (the cache by listing version and language answers). Reports p50/p95/p99,
 * pages per second and the server's CPU time per page; writes docs/benchmarks.md.
 *
 * Needs `npm run build` (apps/web/dist and dist-ssr) and PostgreSQL (BENCH_PG_SERVER, default
 * postgres://postgres@127.0.0.1:5432/postgres; or DATABASE_URL with listings already in it).
 *
 * Usage: node scripts/bench-ssr.ts [--seconds N] [--connections N] [--listings N] [--no-write]
 *   [--keep] [--profile DIR]
 *
 * `--keep` leaves the scratch database and prints its address: with DATABASE_URL set to it, two
 * commits are compared on the same rows without seeding again. `--profile DIR` writes the
 * server's CPU profile (node --cpu-prof) into DIR, for Chrome's DevTools.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { LocalFileStorage } from '../apps/api/src/modules/files/file-storage.ts';
import { seedScale } from '../apps/api/src/seed/scale.seed.ts';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const targets = { p95Ms: 40, rps: 300 };

const { values: args } = parseArgs({
  options: {
    serve: { type: 'string' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    listings: { type: 'string', default: '100000' },
    'no-write': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});

/** The child process: the real app with the web build and its renderer, on a free port. */
async function serve(url: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-ssr-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    WEB_DIST_DIR: webDist,
    SEED_DEMO: 'false',
  });
  const handle = await openDatabase({ url });
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.on('disconnect', () => {
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
  const { url, drop } = await createScratchDatabase(server, 'domus_bench_ssr');
  try {
    const handle = await openDatabase({ url });
    await handle.migrate();
    const filesDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-files-'));
    const started = performance.now();
    await seedScale(handle.db, new LocalFileStorage(filesDir), listings, { seed: 20261127 });
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

const LANGS = ['it', 'de', 'en'] as const;

/** Detail pages of confirmed listings, in the three languages, in a random order. */
async function propertyPages(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ category: string; id: string }>(
      `select category, id from properties where is_confirmed order by random() limit $1`,
      [Math.ceil(count / LANGS.length)],
    );
    return rows.rows.flatMap((r, i) =>
      LANGS.map((lang, l) => `/property/${r.category}/${r.id}?lang=${LANGS[(i + l) % 3]}`),
    );
  } finally {
    await client.end();
  }
}

/**
 * Results pages as the search box and the pagination write them, each address once (up to 4,800:
 * five categories, sale and rent, three languages, 40 pages, four orders), so that "fresh" really
 * misses the cache. An earlier version cycled through 600 addresses, and four of five of its
 * "fresh" requests were answered from the cache.
 */
function searchPages(count: number): string[] {
  const categories = ['residential', 'commercial', 'garage', 'buildingland', 'agriculture'];
  const sorts = ['newest', 'price_asc', 'price_desc', 'area'];
  const pages: string[] = [];
  for (let i = 0; pages.length < count; i++) {
    const category = categories[i % 5]!;
    const rent = Math.floor(i / 5) % 2 === 1 ? 'rent=true&' : '';
    const lang = LANGS[Math.floor(i / 10) % 3]!;
    const page = 1 + (Math.floor(i / 30) % 40);
    const sort = sorts[Math.floor(i / 1200) % sorts.length]!;
    if (i >= 1200 * sorts.length) throw new Error(`at most ${1200 * sorts.length} search pages`);
    pages.push(
      `/search?${rent}type=${category}${sort === 'newest' ? '' : `&sort=${sort}`}` +
        `${page > 1 ? `&page=${page}` : ''}&lang=${lang}`,
    );
  }
  // Shuffled (Fisher–Yates), so that the kept set, the first ones, mixes the kinds too.
  for (let i = pages.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pages[i], pages[j]] = [pages[j]!, pages[i]!];
  }
  return pages;
}

type LoadResult = { latencies: number[]; errors: number; seconds: number };

function get(agent: http.Agent, port: number, target: string): Promise<[number, number]> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: target, agent, headers: { 'accept-encoding': 'br' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve([res.statusCode ?? 0, performance.now() - started]));
      },
    );
    req.on('error', () => resolve([0, performance.now() - started]));
  });
}

/** `connections` keep-alive connections asking for `pages` in turn for `seconds`. */
async function load(
  port: number,
  pages: string[],
  connections: number,
  seconds: number,
  once: boolean,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until && (!once || next < pages.length)) {
        const target = pages[next++ % pages.length]!;
        const [status, ms] = await get(agent, port, target);
        if (status === 200) latencies.push(ms);
        else errors++;
      }
    }),
  );
  agent.destroy();
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => {
      const { user, system } = (m as { cpu: NodeJS.CpuUsage }).cpu;
      resolve((user + system) / 1000);
    });
    child.send('cpu');
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type Row = {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  cpu: number;
  errors: number;
};

async function measure(
  child: ChildProcess,
  port: number,
  name: string,
  pages: string[],
  connections: number,
  seconds: number,
  once: boolean,
): Promise<Row> {
  const before = await serverCpu(child);
  const result = await load(port, pages, connections, seconds, once);
  const cpu = (await serverCpu(child)) - before;
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const n = result.latencies.length + result.errors;
  const row = {
    name,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: result.latencies.length / result.seconds,
    cpu: cpu / Math.max(1, n),
    errors: result.errors,
  };
  console.log(
    `${name}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ` +
      `${row.rps.toFixed(0)} pages/s, server CPU ${row.cpu.toFixed(2)} ms per page, ${row.errors} errors`,
  );
  return row;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'))) {
    throw new Error('no web build with its renderer: run `npm run build` first');
  }
  const seconds = Number(args.seconds);
  const connections = Number(args.connections);
  const { url, drop } = await database(Number(args.listings));
  const child = fork(import.meta.filename, ['--serve', url], {
    stdio: 'inherit',
    execArgv: [
      ...process.execArgv,
      ...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : []),
    ],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const fresh = await propertyPages(url, 9000);
    const kept = fresh.slice(0, 150);
    const searchFresh = searchPages(3000);
    const searchKept = searchFresh.slice(0, 60);
    const load1 = os.loadavg()[0];
    // Warm-up: the renderer's modules, the database's caches, every kept page rendered once.
    await load(port, [...kept, ...searchKept], connections, 300, true);
    const rows = [
      await measure(child, port, 'property, fresh', fresh.slice(150), connections, seconds, true),
      await measure(child, port, 'property, kept', kept, connections, seconds, false),
      await measure(
        child,
        port,
        'search, fresh',
        searchFresh.slice(60),
        connections,
        seconds,
        true,
      ),
      await measure(child, port, 'search, kept', searchKept, connections, seconds, false),
    ];
    child.disconnect();
    const fmt = (n: number) => n.toFixed(1);
    const met = (r: Row) => (r.p95 <= targets.p95Ms && r.rps >= targets.rps ? 'met' : '**missed**');
    const lines = [
      '',
      '## Server rendering of the public pages (`npm run bench:ssr`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on commit ${gitCommit()}; machine: ${machineSummary()}; ` +
        `load average before the run ${load1?.toFixed(2)}. ${Number(args.listings).toLocaleString('en')} listings on ` +
        `PostgreSQL, ${connections} keep-alive connections, ${seconds} s per row, pages asked for with ` +
        `Accept-Encoding br in it/de/en. "Fresh": every request a page not rendered before (the render cache ` +
        `misses); "kept": a small set asked again (the cache by listing version and language answers). ` +
        `Targets (issue 17): p95 ≤ ${targets.p95Ms} ms and ≥ ${targets.rps} pages/s. ` +
        `The figures count only on a quiet machine (load average below 1): other processes ` +
        `inflate latency and CPU time alike.`,
      '',
      '| Pages | p50 | p95 | p99 | pages/s | server CPU per page | errors | target |',
      '| ----- | --: | --: | --: | ------: | ------------------: | -----: | ------ |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${fmt(r.p50)} ms | ${fmt(r.p95)} ms | ${fmt(r.p99)} ms | ${r.rps.toFixed(0)} | ${r.cpu.toFixed(2)} ms | ${r.errors} | ${met(r)} |`,
      ),
      '',
    ];
    if (!args['no-write'])
      writeBenchSection('Server rendering of the public pages', lines.join('\n'));
  } finally {
    if (child.connected) child.disconnect();
    if (args.keep && !process.env.DATABASE_URL) console.log(`Kept ${url}`);
    else await drop();
  }
}

if (args.serve) await serve(args.serve);
else await main();
