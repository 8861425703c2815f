/**
 * `npm run soak -- [--minutes 10] [--measure 20] [--no-write]`: the server under a steady load of
 * 80 % of its measured throughput for a long while (issue 13, faults). Targets: no error, and
 * memory flat: resident memory at the end at most 1.1 × what it was at minute 2 (at a fifth of
 * the run when --minutes is not 10).
 *
 * buildApp (production mode) on PGlite in a temporary DATA_DIR with 60 listings, listening on a
 * free port, in this process; the load generator runs in the same process, so the resident memory
 * measured is that of both (the generator keeps nothing per request). First the throughput of 8
 * keep-alive clients without pause over --measure seconds, then requests started at 80 % of that
 * rate, each on its own, for --minutes. The mix: searches with several filters, a property page,
 * the types, a place search.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { placeListing, seedPlaces } from '../apps/api/test/helpers/search-fixtures.ts';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    measure: { type: 'string', default: '20' },
    'no-write': { type: 'boolean', default: false },
  },
});
const minutes = Number(args.minutes);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main(): Promise<void> {
  const load = os.loadavg()[0]!.toFixed(1);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-soak-'));
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  let report: string;
  try {
    await handle.migrate();
    await seedPlaces(handle.db);
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      ids.push(
        await placeListing(handle.db, {
          price: 80_000 + i * 15_000,
          rent: i % 4 === 0,
          bedrooms: 1 + (i % 4),
        }),
      );
    }
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    const app = await buildApp({ config, db: handle.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const mix = [
      '/properties-search?type=residential',
      '/properties-search?rent=true&sort=price',
      '/properties-search?type=residential&budgetMax=300000&numOfRooms=2',
      '/properties-search?locationType=municipality&locationId=021008&page=2',
      ...ids.slice(0, 6).map((id) => `/properties/residential/${id}`),
      '/types',
      '/locations/search?q=bol',
    ];
    let k = 0;
    const one = async (): Promise<{ ok: boolean; ms: number }> => {
      const url = `${base}${mix[k++ % mix.length]}`;
      const at = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        return { ok: res.status === 200, ms: performance.now() - at };
      } catch {
        return { ok: false, ms: performance.now() - at };
      }
    };

    // Throughput: 8 clients without pause.
    console.log(`Measuring throughput for ${args.measure} s…`);
    let done = 0;
    let stop = false;
    const measureUntil = Date.now() + Number(args.measure) * 1000;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (Date.now() < measureUntil) {
          await one();
          done += 1;
        }
      }),
    );
    const throughput = done / Number(args.measure);
    const rate = throughput * 0.8;
    console.log(
      `${throughput.toFixed(1)} requests/s; soak at ${rate.toFixed(1)}/s for ${minutes} min…`,
    );

    const latencies: number[] = [];
    let errors = 0;
    const rss: { at: number; bytes: number }[] = [];
    const started = Date.now();
    const durationMs = minutes * 60_000;
    const inFlight = new Set<Promise<void>>();
    const sampler = (async () => {
      while (!stop) {
        rss.push({ at: Date.now() - started, bytes: process.memoryUsage.rss() });
        await sleep(5_000);
      }
    })();
    // Open loop: request i starts at i / rate seconds, whatever the answers before it do.
    for (let i = 0; ; i++) {
      const due = started + (i * 1000) / rate;
      if (due - started >= durationMs) break;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      const p = one().then(({ ok, ms }) => {
        latencies.push(ms);
        if (!ok) errors += 1;
      });
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }
    await Promise.all(inFlight);
    stop = true;
    await sampler;
    rss.push({ at: Date.now() - started, bytes: process.memoryUsage.rss() });
    await app.close();

    const referenceAt = durationMs / 5; // minute 2 of 10
    const reference = rss.find((s) => s.at >= referenceAt) ?? rss[0]!;
    const last = rss[rss.length - 1]!;
    const ratio = last.bytes / reference.bytes;
    const sorted = [...latencies].sort((a, b) => a - b);
    const met = errors === 0 && ratio <= 1.1;
    const line =
      `${latencies.length} requests at ${rate.toFixed(1)}/s, ${errors} errors, p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(sorted, 95).toFixed(0)} ms; RSS ${mb(reference.bytes)} MB at ${(reference.at / 60_000).toFixed(1)} min, ` +
      `${mb(last.bytes)} MB at the end (× ${ratio.toFixed(3)}). ${met ? 'Target met.' : 'Target missed.'}`;
    console.log(line);
    process.exitCode = met ? 0 : 1;
    report = [
      '## Soak at 80 % of the throughput (`npm run soak`)',
      '',
      `buildApp (production mode) on PGlite with 60 listings, in one process with the load generator. Throughput first: 8 keep-alive clients without pause for ${args.measure} s over a mix of searches, property pages, types and a place search; then requests started at 80 % of that rate for ${minutes} min (the script's default is 10 min). Targets (issue 13): no error; resident memory at the end ≤ 1.1 × at minute 2 (at a fifth of a shorter run).`,
      '',
      '| Throughput | Soak rate | Duration | Requests | Errors | p50 | p95 | RSS at 1/5 | RSS at end | Ratio |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${throughput.toFixed(1)}/s | ${rate.toFixed(1)}/s | ${minutes} min | ${latencies.length} | ${errors} | ${percentile(sorted, 50).toFixed(0)} ms | ${percentile(sorted, 95).toFixed(0)} ms | ${mb(reference.bytes)} MB | ${mb(last.bytes)} MB | ${ratio.toFixed(3)} |`,
      '',
      `${met ? 'Targets met' : 'Targets missed'}. Measured ${new Date().toISOString().slice(0, 10)} on commit ${gitCommit()}; ${machineSummary()}; load average ${load} before the run (other work was running on the machine, so the throughput is far below what the machine gives alone).`,
    ].join('\n');
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (report && !args['no-write']) writeBenchSection('soak', report);
}

await main();
