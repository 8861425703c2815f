/**
 * `npm run bench:startup`: how long `npm start` takes until the site answers.
 *
 * Runs in a temporary clone of the repository (HEAD, with this checkout's node_modules linked in,
 * so no download is timed) and measures, each time until both / and /api/v1/health answer 200:
 *   1. cold start: no apps/web/dist and an empty DATA_DIR (web build + migrations + demo seed);
 *   2. fresh start with the web app already built and an empty DATA_DIR;
 *   3. restart on the DATA_DIR of run 2 (target: within 10 s).
 * It also measures the home page's JavaScript (gzip) in the built app, then writes the figures
 * into docs/benchmarks.md between the bench:startup markers.
 *
 * Usage: node scripts/bench-startup.ts [--no-write]
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const docFile = path.join(root, 'docs/benchmarks.md');
const logDir = path.join(root, '.reports');
const timeoutMs = 300_000;
const targets = { freshSeconds: 90, restartSeconds: 10, homeJsKb: 180 };

/** One measured start. */
interface Measure {
  label: string;
  seconds: number;
  note: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Runs `npm start` in `cwd` with the given DATA_DIR, waits until / and /api/v1/health both answer
 * 200, stops the server gracefully and returns the elapsed seconds.
 */
async function measureStart(cwd: string, dataDir: string, logName: string): Promise<number> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  const log = createWriteStream(path.join(logDir, logName));
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd, env, detached: true, stdio: 'pipe' });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  try {
    for (;;) {
      if (exited) throw new Error(`npm start exited early; see .reports/${logName}`);
      if (performance.now() - started > timeoutMs)
        throw new Error(`no answer within ${timeoutMs / 1000} s`);
      const [home, health] = await Promise.all([
        answers200(`${base}/`),
        answers200(`${base}/api/v1/health`),
      ]);
      if (home && health) return (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    if (!exited && child.pid != null) {
      process.kill(-child.pid, 'SIGTERM');
      const killer = setTimeout(
        () => child.pid != null && process.kill(-child.pid, 'SIGKILL'),
        15_000,
      );
      await exit;
      clearTimeout(killer);
    }
    log.end();
  }
}

/** Gzipped size in KB of the JavaScript index.html loads up front (entry and modulepreloads). */
function homeJavaScriptKb(distDir: string): { kb: number; files: string[] } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1] ?? '');
  const files = [...new Set(srcs)].filter((s) => s.startsWith('/'));
  const bytes = files.reduce((n, f) => n + gzipSync(readFileSync(path.join(distDir, f))).length, 0);
  return { kb: bytes / 1024, files };
}

/** The bundle line the web build prints about its budget, when it prints one. */
function buildBudgetLine(logFile: string): string | null {
  if (!existsSync(logFile)) return null;
  const lines = readFileSync(logFile, 'utf8').split('\n');
  return lines.find((l) => /budget/i.test(l))?.trim() ?? null;
}

/**
 * Gives the clone this checkout's installed dependencies without copying them: every package is
 * linked, except the workspace links, which point at the clone's own packages.
 */
function linkDependencies(target: string): void {
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(target, 'node_modules'));
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    const from = path.join(modules, entry.name);
    const to = path.join(target, 'node_modules', entry.name);
    if (entry.name !== '@domus') {
      symlinkSync(from, to);
      continue;
    }
    mkdirSync(to);
    for (const link of readdirSync(from)) {
      symlinkSync(readlinkSync(path.join(from, link)), path.join(to, link));
    }
  }
  for (const workspace of ['apps/api', 'apps/web', 'packages/domain', 'e2e']) {
    const nested = path.join(root, workspace, 'node_modules');
    if (existsSync(nested)) symlinkSync(nested, path.join(target, workspace, 'node_modules'));
  }
}

function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const memGb = (os.totalmem() / 1024 ** 3).toFixed(1);
  const cores = os.availableParallelism();
  return `${cores} cores (${model}), ${memGb} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

function writeDoc(section: string): void {
  const start = '<!-- bench:startup:start -->';
  const end = '<!-- bench:startup:end -->';
  const block = `${start}\n${section}\n${end}`;
  let doc = existsSync(docFile)
    ? readFileSync(docFile, 'utf8')
    : '# Benchmarks\n\nFigures written by the `npm run bench:...` scripts. Re-run a script to refresh its section.\n';
  if (doc.includes(start) && doc.includes(end)) {
    doc = doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length);
  } else {
    doc = `${doc.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(docFile, doc);
}

const fmt = (s: number) => s.toFixed(1);
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

mkdirSync(logDir, { recursive: true });
const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
const commit = head.stdout.trim();
/** Clones HEAD into `work` and takes the three start-up measures there. */
async function measureAll(work: string) {
  const clone = path.join(work, 'repo');
  console.log(`Cloning HEAD (${commit}) into a temporary directory…`);
  const cloned = spawnSync('git', ['clone', '--quiet', '--local', root, clone], {
    stdio: 'inherit',
  });
  if (cloned.status !== 0) throw new Error('git clone failed');
  linkDependencies(clone);
  const results: Measure[] = [];
  const dataA = path.join(work, 'data-a');
  const dataB = path.join(work, 'data-b');

  console.log('1/3 cold start: no web build, empty DATA_DIR…');
  const cold = await measureStart(clone, dataA, 'bench-startup-cold.log');
  results.push({
    label: 'Fresh clone, cold: web build + empty database + demo seed',
    seconds: cold,
    note: `target ≤ ${targets.freshSeconds} s: ${verdict(cold <= targets.freshSeconds)}`,
  });
  console.log(`   ${fmt(cold)} s`);
  const budgetLine = buildBudgetLine(path.join(logDir, 'bench-startup-cold.log'));
  const bundle = homeJavaScriptKb(path.join(clone, 'apps/web/dist'));

  console.log('2/3 fresh start with the web app built, empty DATA_DIR…');
  const fresh = await measureStart(clone, dataB, 'bench-startup-fresh.log');
  results.push({
    label: 'Fresh start, web app already built: empty database + demo seed',
    seconds: fresh,
    note: `target ≤ ${targets.freshSeconds} s: ${verdict(fresh <= targets.freshSeconds)}`,
  });
  console.log(`   ${fmt(fresh)} s`);

  console.log('3/3 restart on the existing DATA_DIR…');
  const restart = await measureStart(clone, dataB, 'bench-startup-restart.log');
  results.push({
    label: 'Restart on an existing DATA_DIR',
    seconds: restart,
    note: `target ≤ ${targets.restartSeconds} s: ${verdict(restart <= targets.restartSeconds)}`,
  });
  console.log(`   ${fmt(restart)} s`);
  return { results, bundle, budgetLine };
}

const work = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-'));
let measured: Awaited<ReturnType<typeof measureAll>>;
try {
  measured = await measureAll(work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
const { results, bundle, budgetLine } = measured;

const today = new Date().toISOString().slice(0, 10);
const rows = results.map((r) => `| ${r.label} | ${fmt(r.seconds)} s | ${r.note} |`);
const bundleRow = [
  `| Home page JavaScript, gzip (${bundle.files.length} files loaded up front) | ${bundle.kb.toFixed(1)} KB | target ≤ ${targets.homeJsKb} KB: ${verdict(bundle.kb <= targets.homeJsKb)} |`,
];
const section = [
  '## Start-up (`npm run bench:startup`)',
  '',
  `Measured ${today} on commit ${commit}; machine: ${machine()}.`,
  'Each start runs `npm start` in a fresh clone (dependencies already installed, so `npm ci` is not',
  'timed) and stops the clock when both `/` and `/api/v1/health` answer 200.',
  '',
  '| Measure | Result | Target |',
  '| --- | --- | --- |',
  ...rows,
  ...bundleRow,
  ...(budgetLine ? ['', `The web build reports: \`${budgetLine}\``] : []),
].join('\n');

console.log(`\n${section}\n`);
if (!process.argv.includes('--no-write')) {
  writeDoc(section);
  console.log(`Written to ${path.relative(root, docFile)}.`);
}
