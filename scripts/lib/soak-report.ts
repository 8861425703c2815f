/**
 * The soak's figures and the section of docs/benchmarks.md made of them: errors told apart
 * (error statuses, timeouts, connection failures), latency, and the server's memory and CPU over
 * the run, minute by minute.
 */
import type { SoakData } from './soak-data.ts';
import type { Outcome } from './soak-load.ts';
import type { HeapReport } from './soak-probe.ts';

/** The server's resident memory (bytes) and CPU share (% of one core) over the 5 s before `at`. */
export type MemorySample = { at: number; rss: number; cpu: number };

export type SoakFigures = {
  data: SoakData;
  minutes: number;
  connections: number;
  mixSize: number;
  warmupSeconds: number;
  measureSeconds: number;
  throughput: number;
  throughputErrors: number;
  /** Server CPU while the throughput was measured, % of one core. */
  throughputCpu: number;
  share: number;
  rate: number;
  timeoutMs: number;
  issued: number;
  /** Most requests seen waiting in the pool for a free connection at once. */
  maxWaiting: number;
  outcomes: Outcome[];
  samples: MemorySample[];
  endRss: number;
  peakRss: number;
  /** Heap figures after a forced collection: before the soak (at 0), every minute, at the end. */
  heaps: { at: number; heap: HeapReport }[];
  failureKinds: Map<string, number>;
  /** CPU of this process (the generator) during the soak, % of one core. */
  generatorCpu: number;
  loadBefore: number;
  loadAfter: number;
  /** The scheduling priority in force (process and session). */
  priority: string;
  machine: string;
  commit: string;
};

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
/** A moment of the run: seconds in its first minute, minutes after. */
const when = (at: number) =>
  at < 60_000 ? `${(at / 1000).toFixed(0)} s` : `${(at / 60_000).toFixed(1)} min`;
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / (values.length || 1);

/** Answers other than 200, timeouts and connection failures among `outcomes`. */
function errorsOf(outcomes: Outcome[]) {
  const statuses = new Map<number, number>();
  let timeouts = 0;
  let failed = 0;
  for (const { status } of outcomes) {
    if (status === 'timeout') timeouts += 1;
    else if (status === 'failed') failed += 1;
    else if (status !== 200) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const statusErrors = [...statuses.values()].reduce((s, n) => s + n, 0);
  return { statuses, timeouts, failed, total: statusErrors + timeouts + failed, statusErrors };
}

/** Per request of the mix: how often sent, errors, p50 and p95 (one line each, slowest first). */
export function byPath(outcomes: Outcome[]): string[] {
  const groups = new Map<string, Outcome[]>();
  for (const o of outcomes) groups.set(o.path, [...(groups.get(o.path) ?? []), o]);
  return [...groups]
    .map(([path, list]) => {
      const lat = list.map((o) => o.ms).sort((a, b) => a - b);
      return {
        path,
        n: list.length,
        errors: errorsOf(list),
        p50: percentile(lat, 50),
        p95: percentile(lat, 95),
      };
    })
    .sort((a, b) => b.p95 - a.p95)
    .map(
      (r) =>
        `${r.path}: ${r.n} sent, ${r.errors.total} errors` +
        `${r.errors.statuses.size ? ` (${[...r.errors.statuses].map(([s, n]) => `${n} × ${s}`).join(', ')})` : ''}` +
        `, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`,
    );
}

export function soakReport(f: SoakFigures): { met: boolean; summary: string; section: string } {
  const durationMs = f.minutes * 60_000;
  const errors = errorsOf(f.outcomes);
  const answered = f.outcomes.filter((o) => typeof o.status === 'number').map((o) => o.ms);
  const sorted = answered.sort((a, b) => a - b);
  const referenceAt = durationMs / 5;
  const reference = f.samples.find((s) => s.at >= referenceAt - 100) ?? f.samples[0]!;
  const ratio = f.endRss / reference.rss;
  const met = errors.total === 0 && ratio <= 1.1;
  const heapAt = (at: number) => f.heaps.find((h) => Math.abs(h.at - at) < 2_500)?.heap;
  const heapRef = heapAt(reference.at);
  const heapEnd = f.heaps[f.heaps.length - 1]!.heap;
  const statusList =
    [...errors.statuses].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none';
  const failureList = [...f.failureKinds].map(([kind, n]) => `${n} × ${kind}`).join(', ') || 'none';
  const soakCpu = mean(f.samples.map((s) => s.cpu));

  const rows: string[] = [];
  for (let m = 1; m <= f.minutes; m++) {
    const inMinute = f.outcomes.filter((o) => o.due >= (m - 1) * 60_000 && o.due < m * 60_000);
    const lat = inMinute
      .filter((o) => typeof o.status === 'number')
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    const samples = f.samples.filter((s) => s.at > (m - 1) * 60_000 && s.at <= m * 60_000 + 1);
    const last = samples[samples.length - 1];
    const heap = m === f.minutes ? heapEnd : heapAt(m * 60_000);
    rows.push(
      `| ${m} | ${inMinute.length.toLocaleString('en')} | ${errorsOf(inMinute).total} | ${ms(percentile(lat, 50))} | ` +
        `${ms(percentile(lat, 95))} | ${ms(lat[lat.length - 1] ?? NaN)} | ${last ? mb(last.rss) : '–'} MB | ` +
        `${heap ? mb(heap.heapUsed) : '–'} MB | ${heap ? mb(heap.external) : '–'} MB | ` +
        `${mean(samples.map((s) => s.cpu)).toFixed(0)} % |`,
    );
  }

  const summary =
    `${f.outcomes.length} requests at ${f.rate.toFixed(1)}/s (${(f.share * 100).toFixed(0)} % of ` +
    `${f.throughput.toFixed(1)}/s): ${errors.total} errors (${errors.statusErrors} error statuses: ` +
    `${statusList}; ${errors.timeouts} timeouts; ${errors.failed} failed: ${failureList}), ` +
    `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}; ` +
    `RSS ${mb(reference.rss)} MB at ${when(reference.at)}, ${mb(f.endRss)} MB at the end ` +
    `(× ${ratio.toFixed(3)}). ${met ? 'Target met.' : 'Target missed.'}`;

  const section = [
    f.data.kind === 'PGlite'
      ? '## Soak at 80 % of the throughput (`npm run soak`)'
      : '## Soak at 80 % of the throughput on PostgreSQL (`npm run soak -- --database-url …`)',
    '',
    `The server is \`apps/api/src/server.ts\` in a process of its own, started as in production ` +
      `(NODE_ENV=production, LOG_LEVEL=warn; mail worker and file sweep running) on ${f.data.kind} ` +
      `with ${f.data.listings.toLocaleString('en')} listings of the scale seed, every place and ` +
      `property type, and a buyer with a saved search. The load comes from the parent process over ` +
      `${f.connections} keep-alive connections (an undici Pool), cycling through a mix of ${f.mixSize} ` +
      `requests: searches with filters, places, orders and pages, property pages, types, the site ` +
      `settings, place suggestions, the buyer's account, searches and matches, and listing pictures. ` +
      `A warm-up of ${f.warmupSeconds} s, then the throughput closed-loop over ${f.measureSeconds} s ` +
      `(every connection busy without pause), then requests due at ${(f.share * 100).toFixed(0)} % ` +
      `of it on a fixed schedule for ${f.minutes} min (the script's default is 10 min); a request ` +
      `that finds every connection busy waits in the pool, and its time counts from when it was due. ` +
      `An error is an answer other than 200 or none within ${f.timeoutMs / 1000} s. The server's ` +
      `VmRSS and CPU time are read from /proc every 5 s, its heap after a forced full collection ` +
      `every minute (\`--expose-gc\`, asked over the IPC channel)` +
      (f.data.kind === 'PGlite'
        ? '; the embedded database runs inside the server process and counts in both. '
        : '; the database server is not counted in either, and it serves other work too. ') +
      `Targets (issue 13): no error; ` +
      `resident memory at the end ≤ 1.1 × at minute 2 (at a fifth of a shorter run).`,
    '',
    '| Measure | Value |',
    '| --- | ---: |',
    `| Throughput, closed-loop (${f.connections} connections) | ${f.throughput.toFixed(1)} requests/s, ${f.throughputErrors} errors, server CPU ${f.throughputCpu.toFixed(0)} % |`,
    `| Soak rate × duration | ${f.rate.toFixed(1)}/s × ${f.minutes} min = ${f.issued.toLocaleString('en')} requests |`,
    `| Errors: error statuses / timeouts / connection failures | ${errors.statusErrors} / ${errors.timeouts} / ${errors.failed} |`,
    `| Latency from when due: p50 / p95 / p99 / max | ${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))} / ${ms(percentile(sorted, 99))} / ${ms(sorted[sorted.length - 1] ?? NaN)} |`,
    `| Most requests waiting for a connection at once | ${f.maxWaiting} |`,
    `| Server RSS at ${when(reference.at)} → end (peak) | ${mb(reference.rss)} MB → ${mb(f.endRss)} MB (${mb(f.peakRss)} MB): **× ${ratio.toFixed(3)}** |`,
    `| Server heap used after a full collection, before → ${when(reference.at)} → end | ${mb(f.heaps[0]!.heap.heapUsed)} → ${heapRef ? mb(heapRef.heapUsed) : '–'} → ${mb(heapEnd.heapUsed)} MB |`,
    `| Server external memory (buffers, WebAssembly) after a full collection, ${when(reference.at)} → end | ${heapRef ? mb(heapRef.external) : '–'} → ${mb(heapEnd.external)} MB |`,
    `| Server CPU during the soak (mean, % of one core) / load generator | ${soakCpu.toFixed(0)} % / ${f.generatorCpu.toFixed(0)} % |`,
    '',
    '| Minute | Requests | Errors | p50 | p95 | Max | RSS at its end | Heap after GC | External | Server CPU |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `${met ? 'Targets met' : 'Targets missed'}. Measured ${new Date().toISOString().slice(0, 10)} on ` +
      `commit ${f.commit}; ${f.machine}; scheduling priority: ${f.priority}; load average ` +
      `${f.loadBefore.toFixed(1)} before the run, ${f.loadAfter.toFixed(1)} after it.`,
  ].join('\n');
  return { met, summary, section };
}
