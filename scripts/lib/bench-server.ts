/**
 * Starts the real server as production runs it (`apps/api/src/server.ts`, NODE_ENV=production)
 * on a free port with an empty data directory of its own, so that the demo seed runs, for the
 * benchmarks that measure pages in a browser (Lighthouse, the admin application's first table).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { answers200, freePort } from './local-server.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A running server: its address, its data directory (outbox included) and how to stop it. */
export type BenchServer = { base: string; dataDir: string; stop: () => Promise<void> };

/**
 * Builds an app of the workspace (`apps/web` or `apps/admin`) into `outDir` with Vite, so that
 * the measured bundle is the checkout's and the app's own dist directory is left alone; the web
 * app's server renderer goes beside it (`outDir/../dist-ssr`).
 * @param app the workspace folder below apps/
 * @param outDir where the build goes
 */
export function buildApp(app: 'web' | 'admin', outDir: string): void {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(root, 'apps', app), stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error(`the ${app} build failed`);
  if (app !== 'web') return;
  // The web app's server renderer, where the API looks for it: beside the build (decision 034).
  const renderer = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(outDir, '..', 'dist-ssr'),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(root, 'apps', app), stdio: 'inherit' },
  );
  if (renderer.status !== 0) throw new Error('the web app server renderer build failed');
}

/**
 * Starts the server on `workDir` (its database and files in `workDir/data`) with the given
 * builds, writing its log to `logFile`, and waits until it answers its health check.
 */
export async function startBenchServer(options: {
  workDir: string;
  webDistDir: string;
  adminDistDir?: string;
  logFile: string;
}): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(options.workDir, 'data');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: options.webDistDir,
  };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  delete env.SMTP_URL;
  if (options.adminDistDir) env.ADMIN_DIST_DIR = options.adminDistDir;
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'pipe',
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(killer);
    }
    log.end();
  };
  const started = performance.now();
  while (!(await answers200(`${base}/api/v1/health`))) {
    if (exited) throw new Error(`the server exited early; see ${options.logFile}`);
    if (performance.now() - started > 300_000) {
      await stop();
      throw new Error('the server did not answer within 300 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, dataDir, stop };
}
