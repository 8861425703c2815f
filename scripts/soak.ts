/**
 * `npm run soak -- [--minutes 10] [--listings 2000] [--connections 8] [--warmup 30]
 * [--measure 20] [--database-url postgres://…] [--no-write]`: the server under a steady load of
 * 80 % of its measured throughput for a long while (issue 13, faults). Targets: no error (a
 * non-200 answer, or none within 10 s), and memory flat: the server's resident memory at the end
 * at most 1.1 × what it was at minute 2 (at a fifth of the run when --minutes is not 10).
 *
 * The server is apps/api/src/server.ts in a process of its own, started as production starts it
 * (NODE_ENV=production, LOG_LEVEL=warn) on a new DATA_DIR with PGlite, or on a scratch database
 * of the PostgreSQL server that --database-url names; the data are the places and property types
 * of the start-up seed, --listings listings of the scale seed and a buyer with a saved search.
 * The load comes from this process over a fixed number of keep-alive connections: a warm-up,
 * then the throughput closed-loop (every connection busy without pause), then requests due at
 * 80 % of it on a fixed schedule (open loop); a request that finds every connection busy waits in
 * the pool, and its time counts from when it was due. Every 5 s the server's VmRSS and CPU time
 * are read from /proc; every minute the heap after a forced full collection (`--expose-gc`,
 * asked for over the IPC channel). Run it with a high priority on a shared machine:
 * `setsid nice -n -15 npm run soak` (as root; the server inherits the priority, see
 * {@link sessionPriority}).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';
import { prepareSoakData, saveBuyerSearch, type SoakData } from './lib/soak-data.ts';
import { SoakLoad, type Outcome, type Target } from './lib/soak-load.ts';
import type { HeapReport } from './lib/soak-probe.ts';
import { byPath, soakReport, type MemorySample, type SoakFigures } from './lib/soak-report.ts';
import { startSoakServer, type SoakServer } from './lib/soak-server.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    listings: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '30' },
    measure: { type: 'string', default: '20' },
    share: { type: 'string', default: '0.8' },
    timeout: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const minutes = Number(args.minutes);
const durationMs = minutes * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Where the kernel groups processes by session (Linux autogroups, on by default), `nice` only
 * orders the processes within one session: against other sessions' work a process started with
 * `nice -n -15` gets no more CPU than one without. A soak started with a raised priority gives it
 * to its session too (root only; `setsid` first keeps the calling shell out of it), so that the
 * server and the generator are not held back by other work. Answers what was in force.
 */
function sessionPriority(): string {
  const nice = os.getPriority();
  try {
    if (nice < 0) writeFileSync('/proc/self/autogroup', String(nice));
  } catch {
    // Not root, or not Linux: the process priority alone.
  }
  try {
    const group = /nice (-?\d+)/.exec(readFileSync('/proc/self/autogroup', 'utf8'));
    return `nice ${nice}, session (autogroup) nice ${group?.[1] ?? '?'}`;
  } catch {
    return `nice ${nice}`;
  }
}

/** Image paths of the listings on the first page of a search, as the cards link them. */
async function imagePaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/v1/properties-search?rent=false`);
  const text = await response.text();
  const found = [...text.matchAll(/"(?:https?:\/\/[^/"]+)?(\/files\/[^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(found)].slice(0, 6);
}

/**
 * The open-loop phase: requests due at `rate` for the run's duration; the server's memory and
 * CPU every 5 s, its heap after a full collection every minute and at the reference point.
 */
async function soakPhase(server: SoakServer, load: SoakLoad, rate: number) {
  const heaps: { at: number; heap: HeapReport }[] = [{ at: 0, heap: await server.heap() }];
  const samples: MemorySample[] = [];
  const outcomes: Outcome[] = [];
  let stop = false;
  const generatorCpu = process.cpuUsage();
  const start = performance.now();
  const soak = load.openLoop(rate, durationMs / 1000, (o) => outcomes.push(o));
  const sampler = (async () => {
    let lastCpu = server.cpuMs();
    let lastAt = performance.now();
    for (let tick = 1; !stop; tick++) {
      await sleep(Math.max(0, start + tick * 5_000 - performance.now()));
      if (stop) break;
      const now = performance.now();
      const cpu = server.cpuMs();
      const at = now - start;
      const sample = { at, rss: server.rss(), cpu: ((cpu - lastCpu) * 100) / (now - lastAt) };
      samples.push(sample);
      lastCpu = cpu;
      lastAt = now;
      // Every minute, and at the reference point (minute 2, a fifth of a shorter run); after the
      // memory sample, so that the forced collection does not lower the one it is taken with.
      const reference = tick === Math.ceil(durationMs / 5 / 5_000);
      if ((tick % 12 === 0 || reference) && at < durationMs - 1_000) {
        const { heap } = heaps[heaps.push({ at, heap: await server.heap() }) - 1]!;
        log(
          `  ${(at / 1000).toFixed(0)} s: ${outcomes.length} answered, RSS ${mb(sample.rss)}, ` +
            `heap ${mb(heap.heapUsed)}, CPU ${sample.cpu.toFixed(0)} %`,
        );
      }
    }
  })();
  const { issued, maxWaiting } = await soak;
  const cpuGenerator = process.cpuUsage(generatorCpu);
  stop = true;
  await sampler;
  const endRss = server.rss();
  heaps.push({ at: performance.now() - start, heap: await server.heap() });
  return {
    issued,
    maxWaiting,
    outcomes,
    samples,
    endRss,
    peakRss: server.peakRss(),
    heaps,
    generatorCpu: (cpuGenerator.user + cpuGenerator.system) / 1000 / (durationMs / 100),
  };
}

/** Warm-up, throughput and soak against the running server; the figures of the report. */
async function run(server: SoakServer, data: SoakData, load: SoakLoad, mixSize: number) {
  log(`Warm-up ${args.warmup} s, ${load.connections} connections, ${mixSize} requests…`);
  const warm = await load.closedLoop(Number(args.warmup));
  log(`  ${(warm.outcomes.length / warm.seconds).toFixed(1)} requests/s`);
  const cpuBefore = server.cpuMs();
  const measured = await load.closedLoop(Number(args.measure));
  const throughputCpu = (server.cpuMs() - cpuBefore) / (measured.seconds * 10);
  const throughput = measured.outcomes.length / measured.seconds;
  const rate = throughput * Number(args.share);
  log(
    `Throughput ${throughput.toFixed(1)} requests/s (server CPU ${throughputCpu.toFixed(0)} %); ` +
      `soak at ${rate.toFixed(1)}/s for ${minutes} min…`,
  );
  const soak = await soakPhase(server, load, rate);
  return {
    ...soak,
    data,
    minutes,
    connections: load.connections,
    mixSize,
    warmupSeconds: Number(args.warmup),
    measureSeconds: Number(args.measure),
    throughput,
    throughputErrors: measured.outcomes.filter((o) => o.status !== 200).length,
    throughputCpu,
    share: Number(args.share),
    rate,
    timeoutMs: Number(args.timeout) * 1000,
    failureKinds: load.failureKinds,
  };
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  const priority = sessionPriority();
  log(`Priority: ${priority}`);
  const listings = Number(args.listings);
  log(`Seeding ${listings} listings…`);
  const data = await prepareSoakData(listings, args['database-url']);
  let result: ReturnType<typeof soakReport> | undefined;
  try {
    const server = await startSoakServer(data.env);
    log(`Server ${server.pid} on ${server.origin} (${data.kind}), RSS ${mb(server.rss())}`);
    let load: SoakLoad | undefined;
    try {
      await saveBuyerSearch(server.origin, data);
      const auth = { authorization: `Bearer ${data.token}` };
      const mix: Target[] = [
        ...data.publicPaths.map((p) => ({ path: `/api/v1${p}` })),
        ...data.buyerPaths.map((p) => ({ path: `/api/v1${p}`, headers: auth })),
        ...(await imagePaths(server.origin)).map((p) => ({ path: p })),
      ];
      load = new SoakLoad(
        server.origin,
        Number(args.connections),
        mix,
        Number(args.timeout) * 1000,
      );
      const figures: SoakFigures = {
        ...(await run(server, data, load, mix.length)),
        loadBefore,
        loadAfter: os.loadavg()[0]!,
        priority,
        machine: machineSummary(),
        commit: gitCommit(),
      };
      console.log(
        `\nSlowest requests of the mix (p95):\n  ${byPath(figures.outcomes).slice(0, 10).join('\n  ')}`,
      );
      result = soakReport(figures);
      console.log(`\n${result.summary}`);
    } finally {
      await load?.close();
      const code = await server.stop();
      if (code !== 0) log(`The server exited with ${code}`);
    }
  } finally {
    await data.remove();
  }
  process.exitCode = result?.met ? 0 : 1;
  // One section per database, so that a run on PostgreSQL keeps the PGlite figures and back.
  const section = data.kind === 'PGlite' ? 'soak' : 'soak:postgres';
  if (result && !args['no-write']) writeBenchSection(section, result.section);
}

await main();
