/**
 * The calendar of viewings (issue 33 point 7: "an agency with 50 agents and 20,000 viewings a
 * year: a calendar week opens with p95 ≤ 100 ms"). A scratch PostgreSQL database gets the scale
 * seed's listings, 50 agents and 20,000 viewings over the year 2026 (each agent's about 8 a
 * week, booked, held or missed; 2 % still requested with proposed times), written set-based. The
 * real app answers `GET /api/v1/admin/viewings` for a week of the agency and of one agent, for
 * 40 different weeks each, one request at a time after a warm-up, over HTTP to an admin's
 * session. Writes the figures into docs/benchmarks.md.
 *
 * Usage: node scripts/bench-viewings.ts [--viewings N] [--agents N] [--listings N] [--no-write]
 */
import { mkdtempSync, rmSync } from 'node:fs';
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
import { LocalFileStorage } from '../apps/api/src/modules/files/file-storage.ts';
import { seedScale } from '../apps/api/src/seed/scale.seed.ts';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const TARGET_P95_MS = 100;

const { values: args } = parseArgs({
  options: {
    viewings: { type: 'string', default: '20000' },
    agents: { type: 'string', default: '50' },
    listings: { type: 'string', default: '2000' },
    'no-write': { type: 'boolean', default: false },
  },
});

/** 50 agents and the year's viewings, set-based; answers the agents' ids. */
async function seedViewings(url: string, agents: number, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ id: string }>(
      `insert into accounts (email, email_verified_at, is_agent)
       select 'agent' || n || '@agency.example', now(), true from generate_series(1, $1::int) n
       returning id`,
      [agents],
    );
    const ids = rows.rows.map((row) => row.id);
    // Agent k's i-th viewing: day i * 365 / per-agent count of 2026, at 09:00 + (i mod 8) hours
    // in Rome, 30 minutes; never two of one agent at once.
    await client.query(
      `with agent as (
         select id, row_number() over (order by id) - 1 as k from unnest($1::uuid[]) id
       ), listing as (
         select id, row_number() over (order by id) - 1 as n, count(*) over () as total
         from properties where is_confirmed
       ), plan as (
         select a.id as agent_id, a.k, i,
           (('2026-01-01'::date + (i * 365 / ($2::int / $3::int))) + make_interval(hours => 9 + (i % 8)))
             at time zone 'Europe/Rome' as starts_at
         from agent a, generate_series(0, $2::int / $3::int - 1) i
       )
       insert into viewings (property_id, agent_id, buyer_name, buyer_email, buyer_language,
         requested_times, picked_slot, status, starts_at, ends_at, uid, created_at)
       select l.id, p.agent_id, 'Buyer ' || p.k || '-' || p.i, 'buyer' || p.k || '-' || p.i || '@example.com',
         (array['it','de','en'])[1 + p.i % 3],
         jsonb_build_array(jsonb_build_object('start', p.starts_at, 'end', p.starts_at + interval '30 minutes')),
         true,
         case when p.i % 50 = 0 then 'requested'
              when p.starts_at < now() then (case when p.i % 10 = 0 then 'no_show' else 'held' end)
              else 'confirmed' end,
         case when p.i % 50 = 0 then null else p.starts_at end,
         case when p.i % 50 = 0 then null else p.starts_at + interval '30 minutes' end,
         gen_random_uuid()::text, p.starts_at - interval '3 days'
       from plan p join listing l on l.n = (p.k * 997 + p.i) % l.total`,
      [ids, count, agents],
    );
    await client.query('analyze viewings');
    return ids;
  } finally {
    await client.end();
  }
}

function get(port: number, target: string, token: string): Promise<[number, number]> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: target, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve([res.statusCode ?? 0, performance.now() - started]));
      },
    );
    req.on('error', () => resolve([0, performance.now() - started]));
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** The Mondays of 2026 from 5 January, `count` of them spread over the year. */
function mondays(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 5 + 7 * Math.floor((i * 51) / count)));
    return day.toISOString().slice(0, 10);
  });
}

async function main(): Promise<void> {
  const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { url, drop } = await createScratchDatabase(server, 'domus_bench_viewings');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-viewings-'));
  try {
    const handle = await openDatabase({ url });
    await handle.migrate();
    await seedScale(handle.db, new LocalFileStorage(dataDir), Number(args.listings), {
      seed: 20261203,
    });
    const agents = await seedViewings(url, Number(args.agents), Number(args.viewings));
    const [admin] = await handle.db
      .insert(accounts)
      .values({ email: 'admin@agency.example', emailVerifiedAt: new Date(), isAdmin: true })
      .returning({ id: accounts.id });
    const { token } = await createSession(handle.db, { accountId: admin!.id, verified: true });
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEED_DEMO: 'false',
    });
    const app = await buildApp({ config, db: handle.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const loadBefore = os.loadavg()[0] ?? 0;
    const weeks = mondays(40);
    const cases = {
      agency: weeks.map((from) => `/api/v1/admin/viewings?from=${from}&days=7`),
      agent: weeks.map(
        (from, i) =>
          `/api/v1/admin/viewings?from=${from}&days=7&agent=${agents[i % agents.length]}`,
      ),
    };
    const results: Record<string, { p50: number; p95: number; errors: number }> = {};
    for (const [name, targets] of Object.entries(cases)) {
      for (const target of targets.slice(0, 5)) await get(port, target, token);
      const latencies: number[] = [];
      let errors = 0;
      for (let round = 0; round < 3; round++) {
        for (const target of targets) {
          const [status, ms] = await get(port, target, token);
          if (status === 200) latencies.push(ms);
          else errors++;
        }
      }
      results[name] = { p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
      console.log(
        `${name} week: p50 ${results[name].p50.toFixed(1)} ms, p95 ${results[name].p95.toFixed(1)} ms, ${errors} errors`,
      );
    }
    const loadAfter = os.loadavg()[0] ?? 0;
    await app.close();
    await handle.close();
    const met = (p95: number) => (p95 <= TARGET_P95_MS ? 'met' : '**missed**');
    const lines = [
      '## Calendar of viewings (`npm run bench:viewings`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on commit ${gitCommit()}; machine: ${machineSummary()}; ` +
        `load average ${loadBefore.toFixed(2)} before and ${loadAfter.toFixed(2)} after. PostgreSQL with ` +
        `${Number(args.viewings).toLocaleString('en')} viewings of ${args.agents} agents over 2026 ` +
        `(each agent's about 8 a week; 2 % still requested). \`GET /api/v1/admin/viewings\` for 40 ` +
        `weeks spread over the year, three times each, one request at a time over HTTP with an ` +
        `admin's session, after a warm-up. Target (issue 33 point 7): a week opens with p95 ≤ ${TARGET_P95_MS} ms.`,
      '',
      '| Week of | p50 | p95 | errors | target |',
      '| ------- | --: | --: | -----: | ------ |',
      ...Object.entries(results).map(
        ([name, r]) =>
          `| ${name === 'agency' ? 'the whole agency (about 400 viewings)' : 'one agent (about 8)'} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.errors} | ${met(r.p95)} |`,
      ),
    ];
    if (!args['no-write']) writeBenchSection('Calendar of viewings', lines.join('\n'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

await main();
