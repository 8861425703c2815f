/**
 * Builds the web app only when apps/web/dist is missing or older than anything it is built from,
 * so that `npm start` on an existing checkout starts in seconds while a fresh clone or a pull
 * still gets a current build.
 *
 * Usage: node scripts/build-if-stale.ts [--force]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'apps/web/dist/index.html');

/** Everything the web bundle is built from: its sources, config and the shared domain package. */
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/postcss.config.cjs',
  'apps/web/postcss.config.js',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

/** Newest modification time (ms) among the files under `entry`, or 0 when it does not exist. */
function newestMtime(entry: string): { mtime: number; file: string } {
  const full = path.join(root, entry);
  if (!existsSync(full)) return { mtime: 0, file: '' };
  const stat = statSync(full);
  if (!stat.isDirectory()) return { mtime: stat.mtimeMs, file: entry };
  let newest = { mtime: stat.mtimeMs, file: entry };
  for (const name of readdirSync(full, { recursive: true, encoding: 'utf8' })) {
    const s = statSync(path.join(full, name));
    if (s.mtimeMs > newest.mtime) newest = { mtime: s.mtimeMs, file: path.join(entry, name) };
  }
  return newest;
}

/** Why a build is needed, or null when dist is current. */
export function staleReason(): string | null {
  if (!existsSync(marker)) return 'apps/web/dist does not exist';
  const built = statSync(marker).mtimeMs;
  const newest = inputs.map(newestMtime).reduce((a, b) => (b.mtime > a.mtime ? b : a));
  return newest.mtime > built ? `${newest.file} changed after the last build` : null;
}

/** Runs the web build when needed; returns the build's exit code (0 when nothing was to do). */
export function buildIfStale(force = false): number {
  const reason = force ? 'forced' : staleReason();
  if (reason == null) {
    console.log('Web app is up to date (apps/web/dist).');
    return 0;
  }
  console.log(`Building the web app: ${reason}.`);
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@domus/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  const code = result.status ?? 1;
  if (code === 0) {
    console.log(`Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  return code;
}

if (import.meta.main) {
  process.exitCode = buildIfStale(process.argv.includes('--force'));
}
