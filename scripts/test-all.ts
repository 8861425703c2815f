/**
 * `npm test`: every test of the repository, then one honest count.
 *
 * 0. The web app and the admin application are built when their builds are older than their
 *    sources (scripts/build-if-stale.ts).
 * 1. Vitest, all projects of vitest.config.ts (domain, api-pglite, web, admin, and api-postgres when
 *    TEST_DATABASE_URL is set); console output plus .reports/vitest.json.
 * 2. Playwright E2E in Debian's Chromium (CHROMIUM_PATH, else its headless shell, else
 *    /usr/bin/chromium; scripts/lib/test-browser.ts) against the real
 *    server with a freshly built web app; console output plus .reports/playwright.json. Without a
 *    Chromium the E2E tests are listed, reported as skipped and counted as such.
 *
 * The last line is `N passed, N failed, N skipped` over all runners; the exit code is non-zero
 * when anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.ts';
import { testBrowserPath } from './lib/test-browser.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
const playwrightBin = path.join(root, 'node_modules/@playwright/test/cli.js');
const playwrightConfig = path.join(root, 'e2e/playwright.config.ts');

/** Outcome of one runner. */
interface Tally {
  runner: string;
  passed: number;
  failed: number;
  skipped: number;
  notes: string[];
}

// Children (Playwright's web server among them) must find this Node, not an older one on PATH.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [path.join(root, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
};

/** Runs a Node script, streaming its output; resolves with the exit code (and stdout if asked). */
function run(
  args: string[],
  options: { capture?: boolean } = {},
): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', options.capture ? 'pipe' : 'inherit', 'inherit'],
    });
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', (error) => {
      console.error(error);
      resolve({ code: 1, stdout });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), stdout }));
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function heading(text: string): void {
  console.log(`\n=== ${text} ${'='.repeat(Math.max(0, 70 - text.length))}\n`);
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { status: string }[];
  }[];
}

async function runVitest(): Promise<Tally> {
  heading('Vitest: unit, API integration and web tests');
  const output = path.join(reports, 'vitest.json');
  rmSync(output, { force: true });
  const { code } = await run([
    vitestBin,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  const tally: Tally = { runner: 'vitest', passed: 0, failed: 0, skipped: 0, notes: [] };
  const report = readJson<VitestReport>(output);
  if (!report) {
    tally.failed = 1;
    tally.notes.push(`no report written (exit code ${code})`);
    return tally;
  }
  tally.passed = report.numPassedTests;
  tally.failed = report.numFailedTests;
  tally.skipped = report.numPendingTests + report.numTodoTests;
  // A file that fails to load or whose hooks throw has no failed test; it still failed.
  for (const file of report.testResults) {
    const failedTests = file.assertionResults.filter((a) => a.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) {
      tally.failed += 1;
      tally.notes.push(`${path.relative(root, file.name)} failed outside its tests`);
    }
  }
  if (code !== 0 && tally.failed === 0) {
    tally.failed = 1;
    tally.notes.push(`vitest exited with code ${code} (unhandled error)`);
  }
  return tally;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: { message?: string }[];
}

/** Number of E2E tests, from `playwright test --list`. */
async function countE2eTests(): Promise<number | null> {
  const { code, stdout } = await run([playwrightBin, 'test', '-c', playwrightConfig, '--list'], {
    capture: true,
  });
  const match = /Total: (\d+) tests?/.exec(stdout);
  if (match) return Number(match[1]);
  if (code === 0 && /Total: 0/.test(stdout)) return 0;
  process.stdout.write(stdout);
  return null;
}

async function runPlaywright(built: boolean): Promise<Tally> {
  heading('Playwright: end-to-end tests in Chromium');
  const tally: Tally = { runner: 'playwright', passed: 0, failed: 0, skipped: 0, notes: [] };
  const chromium = testBrowserPath();
  const total = await countE2eTests();
  if (total == null) {
    tally.failed = 1;
    tally.notes.push('could not list the E2E tests');
    return tally;
  }
  if (!existsSync(chromium)) {
    console.log(`Chromium not found (set CHROMIUM_PATH): ${total} E2E tests skipped`);
    tally.skipped = total;
    tally.notes.push(`Chromium not found at ${chromium}`);
    return tally;
  }
  if (!built && buildIfStale() !== 0) {
    tally.failed = total;
    tally.notes.push('the web build failed, so no E2E test could run');
    return tally;
  }
  const output = path.join(reports, 'playwright.json');
  rmSync(output, { force: true });
  const { code } = await run([playwrightBin, 'test', '-c', playwrightConfig]);
  const report = readJson<PlaywrightReport>(output);
  if (!report) {
    tally.failed = Math.max(1, total);
    tally.notes.push(`no report written (exit code ${code})`);
    return tally;
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  tally.passed = expected + flaky;
  tally.failed = unexpected;
  tally.skipped = skipped;
  if (flaky > 0) tally.notes.push(`${flaky} passed only on retry`);
  if (code !== 0 && unexpected === 0) {
    // A global error (the web server did not start, a config error): the tests did not run.
    tally.failed = Math.max(1, total - tally.passed - tally.skipped);
    const first = report.errors[0]?.message?.split('\n')[0];
    tally.notes.push(`playwright exited with code ${code}${first ? `: ${first}` : ''}`);
  }
  return tally;
}

mkdirSync(reports, { recursive: true });
// Built first: the API tests of the server rendering use the web build's renderer (seo.test.ts),
// which otherwise each database's run of them would build on its own; the E2E tests need it too.
// A failed build is reported by the E2E runner, which then runs nothing.
const builtFirst = buildIfStale() === 0;
const tallies = [await runVitest(), await runPlaywright(builtFirst)];

heading('Summary');
for (const t of tallies) {
  const notes = t.notes.length > 0 ? ` (${t.notes.join('; ')})` : '';
  console.log(`${t.runner}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped${notes}`);
}
const sum = (key: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[key], 0);
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exitCode = sum('failed') > 0 ? 1 : 0;
