import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from '../scripts/lib/local-server.ts';
import { testBrowserPath } from '../scripts/lib/test-browser.ts';

/** Debian's Chromium, its headless shell when installed, or CHROMIUM_PATH (decision 042). */
export const chromiumPath = testBrowserPath();
export const hasChromium = existsSync(chromiumPath);

// Chosen once in the runner process; the workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
// The server's data directory, known to the tests too: they read its mail outbox (support/outbox.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'domus-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: 'tests',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.reports/playwright.json') }]],
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    serviceWorkers: 'block',
    // Recorded for a retried test only: recording every action of every test cost a good part of
    // the run's CPU, and a failure is retried once in CI (decision 028).
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // No name resolves but the local server's: a page that quietly needs another host
            // (map tiles, fonts, analytics) fails to load it, as in a test it must. Unlike a
            // Playwright route, which sees every request, this keeps the HTTP cache and the
            // compiled-code cache on and costs nothing per request.
            `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`,
          ],
        },
      },
    },
  ],
  webServer: {
    command: `"${process.execPath}" e2e/support/test-server.ts`,
    cwd: root,
    env: { PORT: process.env.E2E_PORT },
    url: `${baseURL}/api/v1/health`,
    // A fresh data directory means migrations plus the demo seed with its generated images.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
