import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from './helpers/test-database.ts';

const serverFile = fileURLToPath(new URL('../src/server.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

describe('server.ts: start-up and graceful shutdown (issue 2 §7)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'domus-server-test-'));
  let database: TestDatabase | undefined;
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, listens on PORT, answers, and stops cleanly on SIGTERM; issue 30.12f: names the one address to open, where the mails lead', async () => {
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    };
    delete env.DATABASE_URL;
    if (testDatabaseKind() === 'postgres') {
      // The server migrates an empty database itself; only the database is made here.
      database = await createTestDatabase({ migrate: false });
      env.DATABASE_URL = database.url!;
    }

    child = spawn(process.execPath, [serverFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const deadline = Date.now() + 150_000;
    while (
      !output.includes('Domus is running at') &&
      child.exitCode === null &&
      Date.now() < deadline
    ) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(output).toContain(`Domus is running at http://localhost:${env.PORT}`);
    expect(output).toContain(
      `Open http://localhost:${env.PORT} in the browser, not another name of this machine: the links in mails lead there`,
    );

    const health = await fetch(`http://127.0.0.1:${env.PORT}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok', undeliveredMails: 0 });

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(output).toContain('"msg":"stopped"');
    await expect(fetch(`http://127.0.0.1:${env.PORT}/api/v1/health`)).rejects.toThrow();
  }, 180_000);
});
