/**
 * Builds the web app and the admin application, each only when its dist is missing or older than
 * anything it is built from, so that `npm start` on an existing checkout starts in seconds while a
 * fresh clone or a pull still gets a current build.
 *
 * Usage: node scripts/build-if-stale.ts [--force]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** What every build reads besides its own app: the shared domain package and the lock file. */
const common = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];

/** The web app's own inputs; the admin application is built from them too (decision 027). */
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/postcss.config.cjs',
  'apps/web/postcss.config.js',
  'apps/web/package.json',
];

/** One application built by Vite and served by the API process. */
interface App {
  name: string;
  workspace: string;
  /** The file whose age stands for the build's. */
  marker: string;
  /** Everything its bundle is built from. */
  inputs: string[];
}

/** The two applications, public web app first (the server serves it at /). */
export const apps: readonly App[] = [
  {
    name: 'web app',
    workspace: '@domus/web',
    // Its server renderer is built last (decision 034).
    marker: 'apps/web/dist-ssr/entry-server.js',
    inputs: [...webInputs, ...common],
  },
  {
    name: 'admin application',
    workspace: '@domus/admin',
    marker: 'apps/admin/dist/index.html',
    // It imports the web app's shared modules (session, API client, i18n, dialogs).
    inputs: [
      'apps/admin/src',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'apps/admin/postcss.config.cjs',
      'apps/admin/package.json',
      ...webInputs,
      ...common,
    ],
  },
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

/** Why `app` needs a build, or null when its dist is current. */
export function staleReason(app: App): string | null {
  const marker = path.join(root, app.marker);
  if (!existsSync(marker)) return `${path.dirname(app.marker)} does not exist`;
  const built = statSync(marker).mtimeMs;
  const newest = app.inputs.map(newestMtime).reduce((a, b) => (b.mtime > a.mtime ? b : a));
  return newest.mtime > built ? `${newest.file} changed after the last build` : null;
}

/**
 * Runs the build of each application that needs one; returns the first failing build's exit code
 * (0 when every build passed or nothing was to do).
 */
export function buildIfStale(force = false): number {
  for (const app of apps) {
    const reason = force ? 'forced' : staleReason(app);
    if (reason == null) {
      console.log(`The ${app.name} is up to date (${path.dirname(app.marker)}).`);
      continue;
    }
    console.log(`Building the ${app.name}: ${reason}.`);
    const started = performance.now();
    // A production build whatever NODE_ENV the tests run in: the server's renderer is built
    // with React's production code, which a development transform of JSX does not fit.
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const code = result.status ?? 1;
    if (code !== 0) return code;
    console.log(
      `The ${app.name} was built in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
  return 0;
}

if (import.meta.main) {
  process.exitCode = buildIfStale(process.argv.includes('--force'));
}
