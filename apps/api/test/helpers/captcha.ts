/**
 * Solving the captcha as the ALTCHA widget does: fetch a challenge from the API, find its
 * solution by brute force, and encode the payload the widget would submit. Tests run the server
 * with a low CAPTCHA_COST so that this takes a fraction of a second.
 */
import { pbkdf2Sync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import type { CaptchaChallenge } from '@domus/domain/core/captcha.schema';

/** The work of one try in tests: a single PBKDF2 iteration. */
export const TEST_CAPTCHA_COST = '1';

/**
 * The key of one try, as altcha-lib's PBKDF2 algorithm derives it, but computed synchronously:
 * the library's own function hands each of the 5,000 to 10,000 tries to Node's thread pool,
 * which on a busy 2-core machine made one solution take about half a second instead of about a
 * tenth (docs/decisions/028-ci-time.md). The key, and so the solution, are the same.
 */
const deriveKey: Parameters<typeof solveChallenge>[0]['deriveKey'] = (
  parameters,
  salt,
  password,
) => {
  const digest = /^PBKDF2\/SHA-(256|384|512)$/.exec(parameters.algorithm)?.[1];
  if (!digest) throw new Error(`not a PBKDF2 challenge: ${parameters.algorithm}`);
  return Promise.resolve({
    derivedKey: pbkdf2Sync(password, salt, parameters.cost, parameters.keyLength, `sha${digest}`),
  });
};

/** A solved captcha payload for a fresh challenge of `app`. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
  if (answer.statusCode !== 200) throw new Error(`challenge: ${answer.statusCode}`);
  const challenge = answer.json<CaptchaChallenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
