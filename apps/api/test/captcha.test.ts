/**
 * The captcha's secret and the life of a challenge (decisions.md Accounts and roles: a
 * self-hosted proof-of-work captcha whose solutions the server verifies once).
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { loadConfig } from '../src/config.ts';
import { captchaSecrets } from '../src/modules/captcha/captcha-secrets.ts';
import { consumeCaptcha, newCaptchaChallenge } from '../src/modules/captcha/captcha.service.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'domus-captcha-'));
});
afterAll(async () => {
  await database?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_COST: '1', ...env });

async function solved(config: ReturnType<typeof configWith>): Promise<string> {
  const challenge = await newCaptchaChallenge(await captchaSecrets(config), 1);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('captcha secret and expiry (decisions.md Accounts and roles: captcha)', () => {
  it('makes its key once and keeps it in DATA_DIR, readable by the server only', async () => {
    const config = configWith({ DATA_DIR: dataDir });
    const secrets = await captchaSecrets(config);
    const file = path.join(dataDir, 'captcha-hmac.key');
    const key = await readFile(file, 'utf8');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // Neither the key nor the secrets made from it are in what the browser gets.
    const challenge = JSON.stringify(await newCaptchaChallenge(secrets, 1));
    for (const secret of [key, secrets.signature, secrets.keySignature]) {
      expect(challenge).not.toContain(secret);
    }
  });

  it('with CAPTCHA_HMAC_KEY, a challenge from one server verifies on another', async () => {
    const key = 'a shared key of the two servers';
    const first = configWith({ DATA_DIR: dataDir, CAPTCHA_HMAC_KEY: key });
    const second = configWith({ DATA_DIR: path.join(dataDir, 'other'), CAPTCHA_HMAC_KEY: key });
    await expect(consumeCaptcha(database.db, second, await solved(first))).resolves.toBeUndefined();
    const stranger = configWith({ DATA_DIR: dataDir, CAPTCHA_HMAC_KEY: 'another key entirely' });
    await expect(consumeCaptcha(database.db, stranger, await solved(first))).rejects.toMatchObject({
      code: 'captcha_invalid',
      statusCode: 400,
    });
  });

  it('a solution handed in more than 10 minutes after its challenge is refused', async () => {
    const config = configWith({ DATA_DIR: dataDir });
    const captcha = await solved(config);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
      await expect(consumeCaptcha(database.db, config, captcha)).rejects.toMatchObject({
        code: 'captcha_invalid',
      });
    } finally {
      vi.useRealTimers();
    }
    // The same solution within its time is still good: the refusal was the expiry.
    await expect(consumeCaptcha(database.db, config, captcha)).resolves.toBeUndefined();
  });
});
