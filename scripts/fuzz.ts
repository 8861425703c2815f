/**
 * `npm run fuzz -- --runs N [--seed S] [--db pglite|postgres]`: the fuzz test of the API
 * (apps/api/test/fuzz.test.ts) alone with N generated requests per operation, for long runs.
 * Prints the figures (requests, answers by status, tolerated known faults, time) that
 * docs/benchmarks.md records.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    db: { type: 'string', default: 'pglite' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const report = path.join(tmpdir(), `domus-fuzz-${process.pid}.json`);
const project = values.db === 'postgres' ? 'api-postgres' : 'api-pglite';
const started = Date.now();
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    project,
    'test/fuzz.test.ts',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: [path.join(root, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
      FUZZ_RUNS: values.runs,
      FUZZ_REPORT: report,
      ...(values.seed ? { FUZZ_SEED: values.seed } : {}),
    },
  },
);
try {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as Record<string, unknown>;
  console.log(`\nFuzz run (${project}, ${((Date.now() - started) / 1000).toFixed(0)} s in all):`);
  console.log(JSON.stringify(summary, null, 2));
  rmSync(report, { force: true });
} catch {
  console.error('The fuzz test wrote no report.');
}
process.exitCode = result.status ?? 1;
