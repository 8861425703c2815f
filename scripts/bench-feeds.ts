/**
 * `npm run bench:feeds` (issue 32 point 7): the portal exports with 10,000 listings that have
 * photos, on PostgreSQL.
 *
 * Fills a scratch database (on BENCH_PG_SERVER, default postgres://postgres@127.0.0.1:5432/
 * postgres) with the scale seed, gives every listing what the portals require (three photos, an
 * energy class and consumption, an Italian description), then for each format writes the full
 * export as `npm run feed` does and measures its time and the process's memory growth (peak RSS
 * over the RSS before, sampled every 20 ms). Meanwhile the real app, in a child process, answers
 * searches on 4 connections: their p95 is compared with the p95 without an export. Last, a
 * partial OpenImmo transfer of one changed listing after a full one, through the transfer
 * worker's own code and an in-process FTP server.
 *
 * Targets: a full export per format ≤ 60 s, memory growth ≤ 150 MB; a partial transfer of one
 * changed listing ≤ 1 s.
 *
 * Usage: node scripts/bench-feeds.ts [--listings N] [--no-write]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PORTALS, type Portal } from '@domus/domain/feeds/portals';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { portalAccounts, portalTransfers, properties } from '../apps/api/src/db/schema.ts';
import { LocalFileStorage } from '../apps/api/src/modules/files/file-storage.ts';
import {
  createFeedsContext,
  type FeedsContext,
} from '../apps/api/src/modules/feeds/feeds-context.ts';
import { writeFullExport } from '../apps/api/src/modules/feeds/feed-export.service.ts';
import { runTransfer } from '../apps/api/src/modules/feeds/portal-transfer.service.ts';
import { seedScale } from '../apps/api/src/seed/scale.seed.ts';
import { startFtpServer } from '../apps/api/test/helpers/delivery-servers.ts';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const targets = { exportSeconds: 60, memoryMb: 150, partialSeconds: 1 };

const { values: args } = parseArgs({
  options: {
    serve: { type: 'string' },
    listings: { type: 'string', default: '10000' },
    'no-write': { type: 'boolean', default: false },
  },
});

/** The child process: the real app on a free port, its address sent to the parent. */
async function serve(url: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-feeds-serve-'));
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
  process.on(
    'disconnect',
    () =>
      void app
        .close()
        .then(() => handle.close())
        .then(() => process.exit(0)),
  );
}

/** What every portal requires of a listing, given to the scale seed's listings in bulk. */
async function makeReady(db: Database): Promise<void> {
  // Three photos each: the main image row twice more, at the next positions.
  await db.execute(sql`insert into files (property_id, kind, name, mime, storage_key, variants, width, height, position)
    select f.property_id, 'image', f.name, f.mime, f.storage_key, f.variants, f.width, f.height, f.position + n
    from files f cross join generate_series(1, 2) n where f.kind = 'image'`);
  await db.execute(sql`update ${properties} set
    details = details || '{"energyClass":"B"}'::jsonb,
    energy_consumption = 48,
    description = description || jsonb_build_object('it', coalesce(nullif(description->>'it', ''), 'Descrizione'))`);
  await db.execute(sql`vacuum analyze`);
}

/** Peak RSS while `work` runs, sampled every 20 ms, over the RSS before. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; growthMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      growthMb: (peak - before) / 1024 ** 2,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Searches on 4 keep-alive connections until `stop`; their latencies in ms. */
function searchLoad(port: number): { stop: () => Promise<number[]> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const latencies: number[] = [];
  let running = true;
  const queries = [
    'rent=false',
    'rent=false&type=residential',
    'rent=true&type=commercial',
    'rent=false&type=garage&page=2',
  ];
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(
        {
          agent,
          port,
          host: '127.0.0.1',
          path: `/api/v1/properties-search?${queries[i % queries.length]}`,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      request.on('error', () => resolve());
    });
  const workers = [0, 1, 2, 3].map(async (w) => {
    for (let i = w; running; i += 4) await one(i);
  });
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return latencies;
    },
  };
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
}

async function startServer(url: string): Promise<{ port: number; child: ChildProcess }> {
  const child = fork(import.meta.filename, ['--serve', url], { stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { port, child };
}

/** A partial OpenImmo transfer of one changed listing after a full one, over FTP. */
async function partialTransfer(feeds: FeedsContext, db: Database): Promise<number> {
  const ftp = await startFtpServer({ username: 'bench', password: 'bench' });
  try {
    const id = randomUUID();
    const [account] = await db
      .insert(portalAccounts)
      .values({
        id,
        portal: 'openimmo',
        name: 'bench',
        delivery: 'ftp',
        endpoint: '127.0.0.1',
        port: ftp.port,
        username: 'bench',
        secretEncrypted: feeds.secrets.seal('bench', id),
        folder: '/',
        schedule: 'nightly',
        customerId: '4711',
      })
      .returning();
    await db.execute(
      sql`insert into listing_portals (property_id, account_id, enabled) select id, ${id}, true from properties where is_confirmed`,
    );
    const transfer = async (scope: 'full' | 'partial') => {
      const [row] = await db
        .insert(portalTransfers)
        .values({ accountId: account!.id, trigger: 'manual', scope })
        .returning();
      const started = performance.now();
      const outcome = await runTransfer(feeds, account!, row!);
      return { seconds: (performance.now() - started) / 1000, outcome };
    };
    const full = await transfer('full');
    console.log(
      `  full OpenImmo transfer over FTP: ${full.seconds.toFixed(1)} s, ${full.outcome.sent} sent, ${(full.outcome.bytes / 1024 ** 2).toFixed(0)} MB`,
    );
    await db.execute(
      sql`update properties set price = price + 1000, updated_at = now() where id = (select id from properties where is_confirmed order by id limit 1)`,
    );
    const partial = await transfer('partial');
    console.log(
      `  partial transfer: ${partial.seconds.toFixed(2)} s, ${partial.outcome.changed} changed`,
    );
    return partial.seconds;
  } finally {
    await ftp.close();
  }
}

async function main(): Promise<void> {
  const listings = Number(args.listings);
  const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { url, drop } = await createScratchDatabase(server, 'domus_bench_feeds');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-feeds-'));
  let child: ChildProcess | undefined;
  try {
    const handle = await openDatabase({ url });
    await handle.migrate();
    const storage = new LocalFileStorage(path.join(dir, 'files'));
    let started = performance.now();
    await seedScale(handle.db, storage, listings, { seed: 20261202 });
    await makeReady(handle.db);
    console.log(
      `Seeded ${listings.toLocaleString('en')} listings with 3 photos each in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
    });
    const feeds = await createFeedsContext({ db: handle.db, config, storage });
    const publisher = { ...feeds.publisher, portalCustomerId: '4711' };

    const app = await startServer(url);
    child = app.child;
    let load = searchLoad(app.port);
    await new Promise((r) => setTimeout(r, 10_000));
    const quiet = p95(await load.stop());
    console.log(`Search p95 without an export: ${quiet.toFixed(1)} ms`);

    const rows: string[] = [];
    let ok = true;
    for (const portal of PORTALS as readonly Portal[]) {
      load = searchLoad(app.port);
      started = performance.now();
      const run = await measured(() =>
        writeFullExport({ ...feeds, publisher }, portal, path.join(dir, 'out', portal)),
      );
      const during = p95(await load.stop());
      const sizeMb = run.result.bytes / 1024 ** 2;
      const reasons = new Map<string, number>();
      for (const skip of run.result.skipped) {
        for (const issue of skip.issues) reasons.set(issue.key, (reasons.get(issue.key) ?? 0) + 1);
      }
      const why = [...reasons].map(([key, n]) => `${key.split('.').at(-1)} ${n}`).join(', ');
      const pass = run.seconds <= targets.exportSeconds && run.growthMb <= targets.memoryMb;
      ok &&= pass;
      console.log(
        `${portal}: ${run.seconds.toFixed(1)} s, +${run.growthMb.toFixed(0)} MB, ${sizeMb.toFixed(0)} MB in ${run.result.files.length} file(s), ${run.result.skipped.length} left out${why ? ` (${why})` : ''}; search p95 ${during.toFixed(1)} ms`,
      );
      rows.push(
        `| ${portal} | ${run.seconds.toFixed(1)} s | ${run.growthMb.toFixed(0)} MB | ${sizeMb.toFixed(0)} MB, ${run.result.files.length} file(s) | ${run.result.skipped.length}${why ? ` (${why})` : ''} | ${during.toFixed(1)} ms | ${pass ? 'met' : '**missed**'} |`,
      );
      rmSync(path.join(dir, 'out', portal), { recursive: true, force: true });
    }
    const partialSeconds = await partialTransfer(feeds, handle.db);
    ok &&= partialSeconds <= targets.partialSeconds;
    await handle.close();

    const section = [
      '## bench:feeds',
      '',
      `${machineSummary()}; load average at the end of the run ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; commit ${gitCommit()}.`,
      `${listings.toLocaleString('en')} listings of the scale seed with three photos each, on PostgreSQL; each export written to disk as \`npm run feed\` does. Search p95 (4 connections) without an export: ${quiet.toFixed(1)} ms.`,
      '',
      '| Format | Full export | Memory growth | Output | Left out | Search p95 meanwhile | Target (≤ 60 s, ≤ 150 MB) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      `Partial OpenImmo transfer of one changed listing over FTP after a full one: ${partialSeconds.toFixed(2)} s (target ≤ 1 s: ${partialSeconds <= targets.partialSeconds ? 'met' : '**missed**'}).`,
    ].join('\n');
    if (!args['no-write']) writeBenchSection('feeds', section);
    console.log(ok ? 'All targets met.' : 'A target was missed.');
  } finally {
    child?.disconnect();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (args.serve) await serve(args.serve);
else await main();
