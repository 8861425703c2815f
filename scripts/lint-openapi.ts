/**
 * `npm run lint:openapi`: lints the OpenAPI description that the server builds with Redocly's
 * `recommended` rules (redocly.yaml at the root) and fails on any error (issue 31 point 5).
 *
 * The description is the one /api/docs/json serves: the app is built in-process the way the API
 * tests build it (a fresh in-memory PGlite database, no web build), the document is asked of
 * /api/docs/json and written to a temporary file, and Redocly's `lint` reads that file. Linting
 * the built document, not a copy kept in the repository, means a route that forgets its security
 * or a path that clashes with another fails here the day it is written.
 *
 * Usage: node scripts/lint-openapi.ts [--format stylish|json|summary|...]
 *   (further arguments go to `redocly lint` as they are)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const redoclyBin = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');

/** The description as the running server builds it. */
async function builtDescription(): Promise<unknown> {
  // The test helper builds the app exactly as the API tests do: PGlite unless TEST_DB says otherwise.
  process.env.TEST_DB ??= 'pglite';
  const { createTestApp } = await import('../apps/api/test/helpers/test-app.ts');
  const t = await createTestApp();
  try {
    const answer = await t.app.inject({ url: '/api/docs/json' });
    if (answer.statusCode !== 200) throw new Error(`/api/docs/json answered ${answer.statusCode}`);
    return answer.json();
  } finally {
    await t.close();
  }
}

async function main(): Promise<number> {
  const document = await builtDescription();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'domus-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const result = spawnSync(
      process.execPath,
      [
        redoclyBin,
        'lint',
        file,
        '--config',
        path.join(root, 'redocly.yaml'),
        ...process.argv.slice(2),
      ],
      {
        cwd: root,
        stdio: 'inherit',
        // No usage reports and no update notices: the lint is a check, it talks to no one.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    if (result.error) throw result.error;
    return result.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
