/**
 * `npm run fault:postgres -- [--searchers 4] [--writers 2] [--after 15] [--no-restart]
 * [--cluster NAME] [--no-write]`: PostgreSQL is restarted while the server takes searches and writes (issue 13,
 * faults). Targets: searches and writes succeed again within 5 s of the database being back, no
 * request hangs (none waits longer than 15 s), no acknowledged write is lost and none is half
 * stored.
 *
 * The server (buildApp, production mode, listening on a free port) runs in this process on a
 * scratch database of the local PostgreSQL (ADMIN_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. Searches are
 * `GET /api/v1/properties-search`; writes are `POST /api/v1/searches`, a saved search with its
 * locations (two tables in one transaction), each with its own budget so that it can be found.
 * The restart is `pg_ctlcluster --skip-systemctl-redirect <version> <cluster> restart` (root;
 * `--cluster`, default main, names a cluster of its own, e.g. one made with `pg_createcluster
 * <version> fault --port 5433` and reached through ADMIN_DATABASE_URL); a
 * separate connection polls the database every 100 ms to tell when it went and came back.
 * The restart stops every database of that server: run it where a short outage harms nobody.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { savedSearches } from '../apps/api/src/db/schema.ts';
import {
  BOLZANO,
  buyer,
  placeListing,
  seedPlaces,
  typeId,
} from '../apps/api/test/helpers/search-fixtures.ts';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const { values: args } = parseArgs({
  options: {
    searchers: { type: 'string', default: '4' },
    writers: { type: 'string', default: '2' },
    after: { type: 'string', default: '15' },
    'no-restart': { type: 'boolean', default: false },
    /** The Debian cluster that `pg_ctlcluster` restarts: the one ADMIN_DATABASE_URL points at. */
    cluster: { type: 'string', default: 'main' },
    /** Instead of restarting the server, end every connection to the scratch database (a
     * restart as this database's clients see it, harmless to other databases of the server). */
    terminate: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const HANG_MS = 15_000;
const TARGET_RECOVERY_MS = 5_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Sample = { kind: 'search' | 'write'; at: number; ms: number; status: number; budget?: number };

type Timeline = { downAt: number; upAt: number };

/** What the stored rows say about the writes: none acknowledged and lost, none half stored. */
type WriteCheck = { budgets: number[]; lost: number[]; halfStored: number; storedRefused: number };

/** A buyer, twenty listings and the server listening on a free port of the scratch database. */
async function startServer(db: Database, dataDir: string) {
  await seedPlaces(db);
  const client = await buyer(db, 'fault-buyer@example.com');
  for (let i = 0; i < 20; i++) await placeListing(db, { price: 100_000 + i * 10_000 });
  const apartment = await typeId(db, 'residential', 'apartment');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  return { app, base, token: client.token, apartment };
}

/**
 * Searchers, writers and the probe, each looping until `stop()` is called; every request is
 * recorded in `samples`, and the probe fills `timeline`.
 */
function startLoad(
  target: { base: string; token: string; apartment: string; databaseUrl: string },
  samples: Sample[],
  timeline: Timeline,
): { stop: () => Promise<void> } {
  const { base, token, apartment, databaseUrl } = target;
  const started = Date.now();
  let stop = false;
  let nextBudget = 1;

  const timed = async (kind: Sample['kind'], run: () => Promise<Response>, budget?: number) => {
    const at = Date.now();
    let status: number;
    try {
      const res = await run();
      await res.arrayBuffer();
      status = res.status;
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? -1 : 0;
    }
    samples.push({ kind, at: at - started, ms: Date.now() - at, status, budget });
  };
  const searcher = async () => {
    while (!stop) {
      await timed('search', () =>
        fetch(`${base}/properties-search?type=residential`, {
          signal: AbortSignal.timeout(HANG_MS),
        }),
      );
    }
  };
  const writer = async () => {
    while (!stop) {
      const budget = nextBudget++;
      await timed(
        'write',
        () =>
          fetch(`${base}/searches`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
            },
            body: JSON.stringify({
              type: apartment,
              budget,
              locations: [{ type: 'municipality', id: BOLZANO }],
            }),
            signal: AbortSignal.timeout(HANG_MS),
          }),
        budget,
      );
      await sleep(50);
    }
  };

  // A connection of its own tells when the database went away and when it came back.
  const probe = async () => {
    while (!stop) {
      const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 1_000 });
      // A connection the server drops emits an error besides failing its query.
      c.on('error', () => {});
      let ok: boolean;
      try {
        await c.connect();
        await c.query('select 1');
        ok = true;
      } catch {
        ok = false;
      } finally {
        // A connection cut in the middle of its start may never report its end.
        await Promise.race([c.end().catch(() => {}), sleep(1_000)]);
      }
      const now = Date.now() - started;
      if (!ok && !timeline.downAt) timeline.downAt = now;
      if (ok && timeline.downAt && !timeline.upAt) timeline.upAt = now;
      await sleep(100);
    }
  };

  const load = [
    ...Array.from({ length: Number(args.searchers) }, searcher),
    ...Array.from({ length: Number(args.writers) }, writer),
    probe(),
  ];
  return {
    stop: async () => {
      stop = true;
      await Promise.all(load);
    },
  };
}

/** The fault itself (--terminate, the cluster's restart, or none); answers how long it took. */
async function causeFault(serverUrl: string, databaseUrl: string): Promise<number> {
  if (args.terminate) {
    console.log('Ending every connection to the database under load…');
    const t0 = Date.now();
    const admin = new pg.Client({ connectionString: serverUrl });
    admin.on('error', () => {});
    await admin.connect();
    const dbName = new URL(databaseUrl).pathname.slice(1);
    // Refuse new connections for 2 s, as a restarting server does.
    await admin.query(`alter database ${dbName} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      dbName,
    ]);
    await sleep(2_000);
    await admin.query(`alter database ${dbName} allow_connections true`);
    await admin.end();
    return Date.now() - t0;
  }
  if (args['no-restart']) return 0;
  const version = readdirSync('/etc/postgresql')[0]!;
  console.log(`Restarting PostgreSQL ${version} under load…`);
  const t0 = Date.now();
  // Asynchronously: the load and the probe go on while the server restarts.
  const status = await new Promise<number | null>((resolve, reject) => {
    spawn('pg_ctlcluster', ['--skip-systemctl-redirect', version, args.cluster, 'restart'], {
      stdio: 'inherit',
    })
      .on('error', reject)
      .on('close', resolve);
  });
  const restartMs = Date.now() - t0;
  if (status !== 0) throw new Error(`pg_ctlcluster exited with ${status}`);
  return restartMs;
}

/** Every acknowledged write is stored whole; a refused one is stored whole or not at all. */
async function checkWrites(db: Database, samples: Sample[]): Promise<WriteCheck> {
  const budgets = samples.filter((s) => s.kind === 'write').map((s) => s.budget!);
  const stored = await db
    .select({ id: savedSearches.id, budget: savedSearches.budget })
    .from(savedSearches)
    .where(inArray(savedSearches.budget, budgets));
  const storedBudgets = new Set(stored.map((s) => s.budget));
  const lost = samples
    .filter((s) => s.kind === 'write' && s.status === 201 && !storedBudgets.has(s.budget!))
    .map((s) => s.budget!);
  const storedRefused = samples.filter(
    (s) => s.kind === 'write' && s.status !== 201 && storedBudgets.has(s.budget!),
  ).length;
  const half: unknown = await db.execute(sql`
    select count(*)::int as n from saved_searches s
    where not exists (select 1 from saved_search_locations l where l.search_id = s.id)`);
  const halfStored = (half as { rows: { n: number }[] }).rows[0]!.n;
  return { budgets, lost, halfStored, storedRefused };
}

/** The run on a scratch database, dropped afterwards: load, fault, more load, the writes checked. */
async function runScenario(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, 'domus_fault');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-fault-pg-'));
  let connectionErrors = 0;
  const handle = await openDatabase({
    url: scratch.url,
    onConnectionError: () => (connectionErrors += 1),
  });
  const samples: Sample[] = [];
  const timeline: Timeline = { downAt: 0, upAt: 0 };
  try {
    await handle.migrate();
    const db = handle.db;
    const { app, ...target } = await startServer(db, dataDir);
    const load = startLoad({ ...target, databaseUrl: scratch.url }, samples, timeline);
    await sleep(5_000);
    const restartMs = await causeFault(serverUrl, scratch.url);
    await sleep(Number(args.after) * 1_000);
    await load.stop();
    await app.close();
    const writes = await checkWrites(db, samples);
    return { samples, timeline, restartMs, writes, connectionErrors };
  } finally {
    await handle.close();
    await scratch.drop().catch((error: unknown) => console.error('drop failed', error));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Recovery times, answers by status, the slowest request and whether the targets were met. */
function outcome(samples: Sample[], timeline: Timeline, writes: WriteCheck) {
  const hung = samples.filter((s) => s.status === -1).length;
  const byStatus = new Map<string, number>();
  for (const s of samples) {
    const key = `${s.kind} ${s.status === -1 ? 'hung' : s.status === 0 ? 'network error' : s.status}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const up = timeline.upAt;
  const firstOk = (kind: Sample['kind']) =>
    samples
      .filter((s) => s.kind === kind && s.at >= up && (s.status === 200 || s.status === 201))
      .reduce((min, s) => Math.min(min, s.at + s.ms), Infinity);
  // Recovery: the first success of each kind that started after the database was back.
  const recovery = {
    search: up ? firstOk('search') - up : NaN,
    write: up ? firstOk('write') - up : NaN,
  };
  const slowest = Math.max(...samples.map((s) => s.ms));
  const errors500 = samples.filter((s) => s.status >= 500 && s.status !== 503).length;
  const met =
    !!up &&
    recovery.search <= TARGET_RECOVERY_MS &&
    recovery.write <= TARGET_RECOVERY_MS &&
    hung === 0 &&
    writes.lost.length === 0 &&
    writes.halfStored === 0;
  const statusList = [...byStatus]
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return { hung, up, recovery, slowest, errors500, met, statusList };
}

async function main(): Promise<void> {
  const load = os.loadavg()[0]!.toFixed(1);
  const serverUrl =
    process.env.ADMIN_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const {
    samples,
    timeline: dbTimeline,
    restartMs,
    writes,
    connectionErrors,
  } = await runScenario(serverUrl);
  const { budgets, lost, halfStored, storedRefused } = writes;
  const { hung, up, recovery, slowest, errors500, met, statusList } = outcome(
    samples,
    dbTimeline,
    writes,
  );
  console.log(
    `database down at ${(dbTimeline.downAt / 1000).toFixed(1)} s, back at ${(up / 1000).toFixed(1)} s ` +
      `(restart command ${(restartMs / 1000).toFixed(1)} s); searches back ${(recovery.search / 1000).toFixed(2)} s ` +
      `and writes ${(recovery.write / 1000).toFixed(2)} s after it; ${samples.length} requests (${statusList}); ` +
      `slowest ${slowest} ms; ${hung} hung; ${budgets.length} writes, ${lost.length} acknowledged and lost, ` +
      `${storedRefused} refused but stored whole, ${halfStored} half stored; ${connectionErrors} pool connection errors. ` +
      (met ? 'Target met.' : 'Target missed.'),
  );
  process.exitCode = met ? 0 : 1;
  if (args['no-write'] || args['no-restart']) return;
  const fault = args.terminate
    ? 'every connection to the database ended and new ones refused for 2 s (`--terminate`; the server itself is shared on this machine)'
    : `\`pg_ctlcluster … restart\` of a PostgreSQL cluster (${args.cluster}) that served only this run`;
  writeBenchSection(
    'fault:postgres',
    [
      '## PostgreSQL restarted under load (`npm run fault:postgres`)',
      '',
      `buildApp (production mode) on a scratch database of the local PostgreSQL, ${args.searchers} clients searching (\`GET /properties-search\`) and ${args.writers} saving searches (\`POST /searches\`, search and locations in one transaction) without pause; after 5 s ${fault}, then ${args.after} s more. A separate connection polls the database every 100 ms. Targets (issue 13): searches and writes back within 5 s of the database, no request hangs (client timeout ${HANG_MS / 1000} s), no acknowledged write lost or half stored.`,
      '',
      '| Measure | Value |',
      '| --- | ---: |',
      `| Database unreachable (poll) | ${((up - dbTimeline.downAt) / 1000).toFixed(1)} s (restart command ${(restartMs / 1000).toFixed(1)} s) |`,
      `| Searches succeed again after the database is back | ${(recovery.search / 1000).toFixed(2)} s |`,
      `| Writes succeed again after the database is back | ${(recovery.write / 1000).toFixed(2)} s |`,
      `| Requests / hung / slowest | ${samples.length} / ${hung} / ${slowest} ms |`,
      `| Answers | ${statusList} |`,
      `| Writes: tried / acknowledged and lost / refused but stored whole / half stored | ${budgets.length} / ${lost.length} / ${storedRefused} / ${halfStored} |`,
      `| 5xx other than 503 | ${errors500} |`,
      '',
      `${met ? 'Targets met' : 'Targets missed'}. One run, measured ${new Date().toISOString().slice(0, 10)} on commit ${gitCommit()}; ${machineSummary()}; load average ${load} before the run${args.terminate ? ' (other work was running on the machine, and the PostgreSQL server was shared with it)' : ''}.`,
    ].join('\n'),
  );
}

await main();
