/**
 * `npm run bench:expose`: the cost of the exposé PDFs (issue 14 targets).
 *
 * Fixtures: a scratch PostgreSQL database on BENCH_PG_SERVER with the real place data (the map
 * draws Bolzano's real boundary), and listings in Bolzano, each with 20 photos of gallery size
 * (800 pixels, as uploads store them) in a temporary file storage.
 *
 * 1. One core: the short exposé and the long one with 20 photos made on the calling thread
 *    (median of `--runs`). Targets: 300 ms and 1.5 s.
 * 2. A kept exposé: the real server (child process) answers the exposé call and the PDF at its
 *    link; median and p95 of both together. Target: 10 ms.
 * 3. Load: 20 long exposés of 20 listings asked at once while two connections keep searching.
 *    Targets: server peak resident memory 700 MB, search p95 under 100 ms.
 * 4. Leak: `--count` exposés (short and long in turn) made one after another in a child process
 *    through the exposé process; resident memory after the first 50 and at the end (after a
 *    garbage collection each time). Target: at most 1.1 times.
 *
 * Writes the figures into docs/benchmarks.md between the bench:expose markers; with `--samples
 * DIR` also writes one short and one long exposé there.
 *
 * Usage: node scripts/bench-expose.ts [--runs N] [--count N] [--samples DIR] [--no-write]
 *        [--leak-only] [--every N] (phase 4 alone, memory printed every N exposés)
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { machineSummary, writeBenchSection } from './lib/bench-report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const targets = { shortMs: 300, longMs: 1500, keptMs: 10, rssMb: 700, searchP95Ms: 100, leak: 1.1 };
const LISTINGS = 21;
const PHOTOS = 20;

const { values: args } = parseArgs({
  options: {
    role: { type: 'string' },
    'data-dir': { type: 'string' },
    database: { type: 'string' },
    id: { type: 'string' },
    runs: { type: 'string', default: '5' },
    count: { type: 'string', default: '500' },
    samples: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    'leak-only': { type: 'boolean', default: false },
    every: { type: 'string', default: '0' },
  },
});

async function openBenchDatabase(url: string) {
  const { openDatabase } = await import('../apps/api/src/db/client.ts');
  return openDatabase({ url });
}

/** Fills the database and the storage: places, types, listings with 20 photos each. */
async function prepare(url: string, dataDir: string): Promise<string[]> {
  const { default: sharp } = await import('sharp');
  const { eq } = await import('drizzle-orm');
  const schema = await import('../apps/api/src/db/schema.ts');
  const { importPlaces } = await import('../apps/api/src/seed/places.seed.ts');
  const { seedPropertyTypes } = await import('../apps/api/src/seed/property-types.seed.ts');
  const { LocalFileStorage } = await import('../apps/api/src/modules/files/file-storage.ts');
  const { newStorageKey } = await import('../apps/api/src/modules/files/storage-keys.ts');
  const handle = await openBenchDatabase(url);
  await handle.migrate();
  const db = handle.db;
  await seedPropertyTypes(db);
  await importPlaces(db);
  const storage = new LocalFileStorage(path.join(dataDir, 'files'));
  const [type] = await db
    .select()
    .from(schema.propertyTypes)
    .where(eq(schema.propertyTypes.code, 'apartment'));
  const keys: { key: string; width: number; height: number }[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    // Noise compresses like a photograph (about 100 kB at 800 x 533), unlike a flat colour.
    const noise = Buffer.alloc(800 * 533 * 3);
    for (let j = 0; j < noise.length; j++) noise[j] = (j * 7 + i * 31 + ((j * j) % 97)) & 0xff;
    const jpeg = await sharp(noise, { raw: { width: 800, height: 533, channels: 3 } })
      .blur(1.2)
      .jpeg({ quality: 82 })
      .toBuffer();
    const key = newStorageKey('jpg', 'gallery');
    await storage.put(key, jpeg);
    keys.push({ key, width: 800, height: 533 });
  }
  const ids: string[] = [];
  const description =
    'Appartamento luminoso nel cuore di Gries, con vista sulle montagne. '.repeat(6) +
    '\n\n' +
    'Cantina, garage e giardino condominiale; riscaldamento centralizzato. '.repeat(8);
  for (let n = 0; n < LISTINGS; n++) {
    const [row] = await db
      .insert(schema.properties)
      .values({
        category: 'residential',
        typeId: type!.id,
        price: 350_000 + n * 1000,
        isConfirmed: true,
        title: { it: `Trilocale n. ${n}`, de: `Dreizimmerwohnung Nr. ${n}`, en: `Flat no. ${n}` },
        description: { it: description, de: description, en: description },
        municipalityId: '021008',
        street: 'Via Museo',
        streetNumber: '12',
        point: { x: 11.3548, y: 46.4983 },
        approximate: n % 2 === 1,
        roomTotal: 3,
        bathTotal: 1,
        bedrooms: 2,
        area: 95,
        energyConsumption: 45,
        details: {
          rooms: { bed: 2, living: 1, bath: 1 },
          nettoArea: 80,
          area: 95,
          energyClass: 'B',
        },
      })
      .returning({ id: schema.properties.id });
    const files = await db
      .insert(schema.files)
      .values(
        keys.map((k, position) => ({
          propertyId: row!.id,
          kind: 'image',
          name: `Foto_${position + 1}.jpg`,
          mime: 'image/jpeg',
          storageKey: k.key,
          variants: { gallery: { webp: k.key, jpeg: k.key, width: k.width, height: k.height } },
          width: k.width,
          height: k.height,
          position,
        })),
      )
      .returning({ id: schema.files.id });
    await db
      .update(schema.properties)
      .set({ mainImageId: files[0]!.id, mainImageIds: files.slice(1, 5).map((f) => f.id) })
      .where(eq(schema.properties.id, row!.id));
    ids.push(row!.id);
  }
  await handle.close();
  return ids;
}

async function readProperty(url: string, dataDir: string, id: string) {
  const { LocalFileStorage } = await import('../apps/api/src/modules/files/file-storage.ts');
  const { getProperty } = await import('../apps/api/src/modules/properties/properties.service.ts');
  const handle = await openBenchDatabase(url);
  const storage = new LocalFileStorage(path.join(dataDir, 'files'));
  const property = await getProperty(handle.db, storage, null, 'residential', id);
  return { handle, storage, property: property! };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Phase 1, in this process: short and long made on this thread. */
async function oneCore(url: string, dataDir: string, id: string, runs: number) {
  const { makeExpose } = await import('../apps/api/src/modules/expose/expose.service.ts');
  const { handle, storage, property } = await readProperty(url, dataDir, id);
  const options = { publicUrl: 'https://www.example.test', inline: true };
  const time = async (kind: 'short' | 'long') => {
    const times: number[] = [];
    let bytes: Buffer = Buffer.alloc(0);
    await makeExpose(handle.db, storage, property, 'it', kind, options); // warm-up
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      bytes = await makeExpose(handle.db, storage, property, 'it', kind, options);
      times.push(performance.now() - started);
    }
    return { ms: median(times), kb: bytes.length / 1024, bytes };
  };
  const short = await time('short');
  const long = await time('long');
  if (args.samples) {
    writeFileSync(path.join(args.samples, 'bench-short-it.pdf'), short.bytes);
    writeFileSync(path.join(args.samples, 'bench-long-it.pdf'), long.bytes);
  }
  await handle.close();
  return { short, long };
}

/**
 * Memory of the server's process and of its exposé process, in MB, after a collection in both;
 * `rss` is the two together.
 */
type LeakReading = {
  rss: number;
  mainRss: number;
  rendererRss: number;
  mainHeap: number;
  mainExternal: number;
  threadHeap: number;
  threadExternal: number;
  threadArrayBuffers: number;
};

/** Child: `count` exposés one after another through the exposé process; memory after 50 and all. */
async function leak(url: string, dataDir: string, id: string, count: number, every: number) {
  const { makeExpose } = await import('../apps/api/src/modules/expose/expose.service.ts');
  const { exposeRendererMemory } =
    await import('../apps/api/src/modules/expose/expose-renderer.ts');
  const { handle, storage, property } = await readProperty(url, dataDir, id);
  const options = { publicUrl: 'https://www.example.test' };
  const mb = (bytes: number) => bytes / 1024 ** 2;
  const reading = async (): Promise<LeakReading> => {
    // The exposé process collects its own heap when asked; gc() here reaches only this one.
    const thread = await exposeRendererMemory();
    (globalThis as { gc?: () => void }).gc?.();
    const main = process.memoryUsage();
    return {
      rss: mb(main.rss + thread.rss),
      mainRss: mb(main.rss),
      rendererRss: mb(thread.rss),
      mainHeap: mb(main.heapUsed),
      mainExternal: mb(main.external),
      threadHeap: mb(thread.heapUsed),
      threadExternal: mb(thread.external),
      threadArrayBuffers: mb(thread.arrayBuffers),
    };
  };
  let after50: LeakReading | undefined;
  const started = performance.now();
  for (let i = 1; i <= count; i++) {
    await makeExpose(
      handle.db,
      storage,
      property,
      (['it', 'de', 'en'] as const)[i % 3]!,
      i % 2 ? 'short' : 'long',
      options,
    );
    if (i === 50) after50 = await reading();
    if (every && i % every === 0) {
      const r = await reading();
      console.log(
        `   ${i}: rss ${r.rss.toFixed(0)} (server ${r.mainRss.toFixed(0)} + exposé ${r.rendererRss.toFixed(0)}), main heap ${r.mainHeap.toFixed(1)} ext ${r.mainExternal.toFixed(1)}, ` +
          `thread heap ${r.threadHeap.toFixed(1)} ext ${r.threadExternal.toFixed(1)} ab ${r.threadArrayBuffers.toFixed(1)} MB`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const end = await reading();
  await handle.close();
  process.send?.({ after50: after50 ?? end, end, seconds });
  process.exit(0);
}

/** Child: the real server on the prepared database and storage; sends its port. */
async function serve(url: string, dataDir: string) {
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { buildApp } = await import('../apps/api/src/app.ts');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const handle = await openBenchDatabase(url);
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(
  port: number,
  urlPath: string,
  json = false,
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        path: urlPath,
        headers: json ? { accept: 'application/json' } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function exposeOf(port: number, id: string, query: string): Promise<number> {
  const link = await get(port, `/api/v1/expose/pdf?type=residential&id=${id}&${query}`, true);
  if (link.status !== 200) throw new Error(`exposé call answered ${link.status}`);
  const { url } = (JSON.parse(link.body.toString('utf8')) as { data: { url: string } }).data;
  const pdf = await get(port, url);
  if (pdf.status !== 200) throw new Error(`exposé PDF answered ${pdf.status}`);
  return pdf.body.length;
}

function memoryOfOne(pid: number): { peakMb: number; rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
}

/**
 * Memory of the server's process with its child processes (the exposé process): the sum of
 * their resident memory, and the sum of their peaks (an upper bound of the peak together).
 */
function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter((s) => s.trim() !== '')
    .map(Number);
  return [pid, ...children].map(memoryOfOne).reduce((a, b) => ({
    peakMb: a.peakMb + b.peakMb,
    rssMb: a.rssMb + b.rssMb,
  }));
}

function searchLoad(port: number, connections: number) {
  const latencies: number[] = [];
  let running = true;
  const loops = Array.from({ length: connections }, async (_, c) => {
    for (let i = c; running; i++) {
      const started = performance.now();
      await get(port, `/api/v1/properties-search?rent=false&page=${1 + (i % 2)}`);
      latencies.push(performance.now() - started);
    }
  });
  return {
    latencies,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

function child<T>(role: string, extra: string[], nodeArgs: string[] = []) {
  const proc = fork(import.meta.filename, ['--role', role, ...extra], {
    execArgv: [...process.execArgv, ...nodeArgs],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const first = new Promise<T>((resolve, reject) => {
    proc.once('message', (m) => resolve(m as T));
    proc.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
  return { proc, first };
}

const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

/** Phase 4 in a child of its own (with --expose-gc), so that nothing else's memory counts. */
async function runLeak(url: string, dataDir: string, id: string, count: number) {
  const leaking = child<{ after50: LeakReading; end: LeakReading; seconds: number }>(
    'leak',
    [
      ...['--database', url, '--data-dir', dataDir, '--id', id],
      ...['--count', String(count), '--every', String(args.every)],
    ],
    ['--expose-gc'],
  );
  const result = await leaking.first;
  const { after50, end } = result;
  console.log(
    `   rss ${after50.rss.toFixed(0)} → ${end.rss.toFixed(0)} MB (server ${after50.mainRss.toFixed(0)} → ${end.mainRss.toFixed(0)}, ` +
      `exposé process ${after50.rendererRss.toFixed(0)} → ${end.rendererRss.toFixed(0)}); exposé heap ` +
      `${after50.threadHeap.toFixed(1)} → ${end.threadHeap.toFixed(1)} MB, its buffers ` +
      `${after50.threadArrayBuffers.toFixed(1)} → ${end.threadArrayBuffers.toFixed(1)} MB; main heap ` +
      `${after50.mainHeap.toFixed(1)} → ${end.mainHeap.toFixed(1)} MB`,
  );
  return result;
}

async function main() {
  const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await createScratchDatabase(server, 'domus_bench_expose');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-expose-'));
  try {
    console.log('Preparing places and listings…');
    const ids = await prepare(scratch.url, dataDir);
    const runs = Number(args.runs);
    const count = Number(args.count);
    if (args['leak-only']) {
      console.log(`4. ${count} one after another…`);
      await runLeak(scratch.url, dataDir, ids[0]!, count);
      return;
    }

    console.log('1. One core…');
    const { short, long } = await oneCore(scratch.url, dataDir, ids[0]!, runs);
    console.log(`   short ${short.ms.toFixed(0)} ms, long ${long.ms.toFixed(0)} ms`);

    console.log('2. A kept exposé, 3. twenty long ones at once…');
    const serving = child<{ port: number }>('serve', [
      '--database',
      scratch.url,
      '--data-dir',
      dataDir,
    ]);
    const { port } = await serving.first;
    await exposeOf(port, ids[0]!, 'lang=it');
    const kept: number[] = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      await exposeOf(port, ids[0]!, 'lang=it');
      kept.push(performance.now() - started);
    }
    const idle = searchLoad(port, 2);
    await new Promise((r) => setTimeout(r, 3000));
    await idle.stop();
    const before = memoryOf(serving.proc.pid!);
    const load = searchLoad(port, 2);
    const startedLoad = performance.now();
    await Promise.all(ids.slice(1, 21).map((id) => exposeOf(port, id, 'lang=de&long=1')));
    const loadSeconds = (performance.now() - startedLoad) / 1000;
    await load.stop();
    const during = memoryOf(serving.proc.pid!);
    serving.proc.disconnect();
    console.log(
      `   kept median ${median(kept).toFixed(1)} ms; 20 long in ${loadSeconds.toFixed(1)} s, ` +
        `peak ${during.peakMb.toFixed(0)} MB, search p95 ${percentile(load.latencies, 95).toFixed(1)} ms`,
    );

    console.log(`4. ${count} one after another…`);
    const leakResult = await runLeak(scratch.url, dataDir, ids[0]!, count);

    const p95Idle = percentile(idle.latencies, 95);
    const p95Load = percentile(load.latencies, 95);
    const { after50, end } = leakResult;
    const ratio = end.rss / after50.rss;
    const section = [
      '## Exposé PDFs (`npm run bench:expose`)',
      '',
      `Measured on ${machineSummary()}, ${new Date().toISOString().slice(0, 10)}. Listings in Bolzano with ${PHOTOS} photos of gallery size each, PostgreSQL, local file storage.`,
      '',
      '| Measure | Result | Target |',
      '| --- | --- | --- |',
      `| Short exposé made on one thread (median of ${runs}) | ${short.ms.toFixed(0)} ms (${short.kb.toFixed(0)} kB) | ≤ ${targets.shortMs} ms: ${verdict(short.ms <= targets.shortMs)} |`,
      `| Long exposé with ${PHOTOS} photos made on one thread (median of ${runs}) | ${long.ms.toFixed(0)} ms (${long.kb.toFixed(0)} kB) | ≤ ${targets.longMs} ms: ${verdict(long.ms <= targets.longMs)} |`,
      `| A kept exposé: the call and the PDF at its link (median / p95 of 100) | ${median(kept).toFixed(1)} / ${percentile(kept, 95).toFixed(1)} ms | ≤ ${targets.keptMs} ms: ${verdict(median(kept) <= targets.keptMs)} |`,
      `| 20 long exposés asked at once: all answered after | ${loadSeconds.toFixed(1)} s | — |`,
      `| Server resident memory with its exposé process, peak (VmHWM of each, added; ${before.rssMb.toFixed(0)} MB before) | ${during.peakMb.toFixed(0)} MB | ≤ ${targets.rssMb} MB: ${verdict(during.peakMb <= targets.rssMb)} |`,
      `| Search p95 meanwhile (${load.latencies.length} searches; ${p95Idle.toFixed(1)} ms without exposés) | ${p95Load.toFixed(1)} ms | < ${targets.searchP95Ms} ms: ${verdict(p95Load < targets.searchP95Ms)} |`,
      `| ${count} exposés one after another (${leakResult.seconds.toFixed(0)} s): resident memory of the server and its exposé process after 50 → after all | ${after50.rss.toFixed(0)} → ${end.rss.toFixed(0)} MB (× ${ratio.toFixed(2)}) | ≤ × ${targets.leak}: ${verdict(ratio <= targets.leak)} |`,
      `| The same: server / exposé process resident, after 50 → after all | ${after50.mainRss.toFixed(0)} → ${end.mainRss.toFixed(0)} / ${after50.rendererRss.toFixed(0)} → ${end.rendererRss.toFixed(0)} MB | — |`,
      `| The same: exposé process's heap / its array buffers / server's heap, after 50 → after all | ${after50.threadHeap.toFixed(1)} → ${end.threadHeap.toFixed(1)} / ${after50.threadArrayBuffers.toFixed(1)} → ${end.threadArrayBuffers.toFixed(1)} / ${after50.mainHeap.toFixed(1)} → ${end.mainHeap.toFixed(1)} MB | — |`,
    ].join('\n');
    console.log(`\n${section}\n`);
    if (!args['no-write']) writeBenchSection('expose', section);
  } finally {
    await scratch.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (args.role === 'serve') await serve(args.database!, args['data-dir']!);
else if (args.role === 'leak') {
  await leak(args.database!, args['data-dir']!, args.id!, Number(args.count), Number(args.every));
} else await main();
