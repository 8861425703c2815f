/**
 * `npm run bench:startup`: how long a fresh clone takes from `npm ci && npm start` until the site
 * answers, and how long a restart takes.
 *
 * Works in a temporary clone of HEAD and measures, each start until both / and /api/v1/health
 * answer 200:
 *   1. `npm ci` in the clone (skipped with --linked, which links this checkout's node_modules);
 *   2. cold `npm start`: no apps/web/dist and an empty DATA_DIR (web build, migrations, demo seed);
 *      1 + 2 is the fresh-clone figure (target: within 90 s);
 *   3. `npm start` with the web app already built and an empty DATA_DIR;
 *   4. a restart on the DATA_DIR of run 3 (target: within 10 s).
 * It also records the home page's JavaScript (gzip) as the web build reports it, then writes the
 * figures into docs/benchmarks.md between the bench:startup markers.
 *
 * Usage: node scripts/bench-startup.ts [--linked] [--no-write]
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
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, answers200 } from './lib/local-server.ts';
import { machineSummary, writeBenchSection } from './lib/bench-report.ts';

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

/** Gzipped size in kB of the JavaScript index.html loads up front (entry and modulepreloads). */
function upFrontJavaScriptKb(distDir: string): number {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1] ?? '');
  const files = [...new Set(srcs)].filter((src) => src.startsWith('/'));
  const bytes = files.reduce((n, f) => n + gzipSync(readFileSync(path.join(distDir, f))).length, 0);
  return bytes / 1000;
}

/** The home page figure the web build prints with its budget check, in kB. */
function buildReportedKb(logFile: string): { kb: number; line: string } | null {
  const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const line = text.split('\n').find((l) => /Home page JavaScript \(gzip\)/.test(l));
  const kb = line && /:\s*([\d.]+)\s*kB/.exec(line)?.[1];
  return line && kb ? { kb: Number(kb), line: line.trim() } : null;
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

const fmt = (s: number) => s.toFixed(1);
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const linked = process.argv.includes('--linked');

/** Runs `npm ci` in the clone, logging to .reports; returns the elapsed seconds. */
function npmCi(clone: string): number {
  const started = performance.now();
  const out = path.join(logDir, 'bench-startup-npm-ci.log');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: clone,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  writeFileSync(out, `${result.stdout}\n${result.stderr}`);
  if (result.status !== 0) throw new Error('npm ci failed; see .reports/bench-startup-npm-ci.log');
  return (performance.now() - started) / 1000;
}

mkdirSync(logDir, { recursive: true });
const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
const commit = head.stdout.trim();

/** Clones HEAD into `work` and takes the start-up measures there. */
async function measureAll(work: string) {
  const clone = path.join(work, 'repo');
  console.log(`Cloning HEAD (${commit}) into a temporary directory…`);
  const cloned = spawnSync('git', ['clone', '--quiet', '--local', root, clone], {
    stdio: 'inherit',
  });
  if (cloned.status !== 0) throw new Error('git clone failed');
  const rows: Measure[] = [];
  const dataA = path.join(work, 'data-a');
  const dataB = path.join(work, 'data-b');

  let install = 0;
  if (linked) {
    linkDependencies(clone);
  } else {
    console.log('npm ci…');
    install = npmCi(clone);
    console.log(`   ${fmt(install)} s`);
    rows.push({
      label: '`npm ci` in the fresh clone (npm cache warm)',
      seconds: install,
      note: '',
    });
  }

  console.log('cold start: no web build, empty DATA_DIR…');
  const cold = await measureStart(clone, dataA, 'bench-startup-cold.log');
  console.log(`   ${fmt(cold)} s`);
  rows.push({
    label: 'First `npm start`: web build, empty database, demo seed',
    seconds: cold,
    note: '',
  });
  if (!linked) {
    const total = install + cold;
    rows.push({
      label: '**Fresh clone: `npm ci && npm start` until the site answers**',
      seconds: total,
      note: `≤ ${targets.freshSeconds} s: ${verdict(total <= targets.freshSeconds)}`,
    });
  } else {
    rows[rows.length - 1]!.note =
      `≤ ${targets.freshSeconds} s without \`npm ci\`: ${verdict(cold <= targets.freshSeconds)}`;
  }
  const reported = buildReportedKb(path.join(logDir, 'bench-startup-cold.log'));
  const upFront = upFrontJavaScriptKb(path.join(clone, 'apps/web/dist'));

  console.log('start with the web app built, empty DATA_DIR…');
  const fresh = await measureStart(clone, dataB, 'bench-startup-fresh.log');
  console.log(`   ${fmt(fresh)} s`);
  rows.push({
    label: '`npm start` with the web app built: empty database, demo seed',
    seconds: fresh,
    note: '',
  });

  console.log('restart on the existing DATA_DIR…');
  const restart = await measureStart(clone, dataB, 'bench-startup-restart.log');
  console.log(`   ${fmt(restart)} s`);
  rows.push({
    label: '**Restart on an existing DATA_DIR**',
    seconds: restart,
    note: `≤ ${targets.restartSeconds} s: ${verdict(restart <= targets.restartSeconds)}`,
  });
  return { rows, reported, upFront };
}

const work = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-'));
let measured: Awaited<ReturnType<typeof measureAll>>;
try {
  measured = await measureAll(work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
const { rows, reported, upFront } = measured;

const today = new Date().toISOString().slice(0, 10);
const table = rows.map((r) => `| ${r.label} | ${fmt(r.seconds)} s | ${r.note} |`);
const homeKb = reported?.kb;
const section = [
  '## Start-up (`npm run bench:startup`)',
  '',
  `Measured ${today} on commit ${commit}; machine: ${machineSummary()}.`,
  'Each run works in a fresh clone of the repository; a start is timed from `npm start` until both',
  '`/` and `/api/v1/health` answer 200.',
  '',
  '| Measure | Time | Target |',
  '| --- | --- | --- |',
  ...table,
  '',
  '## Web bundle',
  '',
  '| Measure | Size | Target |',
  '| --- | --- | --- |',
  ...(homeKb != null
    ? [
        `| **Home page JavaScript, gzip** (entry, its static imports and the home route, as the build measures it) | ${homeKb.toFixed(1)} kB | ≤ ${targets.homeJsKb} kB: ${verdict(homeKb <= targets.homeJsKb)} (the build fails above it) |`,
      ]
    : []),
  `| JavaScript that \`index.html\` loads up front, gzip | ${upFront.toFixed(1)} kB | |`,
  ...(reported ? ['', `The web build prints: \`${reported.line}\``] : []),
].join('\n');

console.log(`\n${section}\n`);
if (!process.argv.includes('--no-write')) {
  writeBenchSection('startup', section);
  spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', docFile],
    {
      stdio: 'ignore',
    },
  );
  console.log(`Written to ${path.relative(root, docFile)}.`);
}
