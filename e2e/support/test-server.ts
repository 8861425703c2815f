/**
 * The web server Playwright starts: builds the web app when stale, then runs the real API process
 * (`node apps/api/src/server.ts`) on PORT with a fresh temporary DATA_DIR on the embedded database
 * and the demo content, and removes that directory when the server stops.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.ts';

const root = path.resolve(import.meta.dirname, '../..');

const built = buildIfStale();
if (built !== 0) process.exit(built);

// Chosen by playwright.config.ts, which tells the tests too (they read the mail outbox there).
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'domus-e2e-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  // Tests give themselves client addresses of their own (X-Forwarded-For) for per-address limits.
  TRUST_PROXY: 'true',
  // The captcha stays real but cheap: two browsers solving at full cost on a busy machine are slow.
  CAPTCHA_COST: process.env.CAPTCHA_COST ?? '100',
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};
// E2E always runs on the embedded database, whatever the surrounding shell points at.
delete env.DATABASE_URL;
delete env.SMTP_URL;

const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});
