/**
 * Solving the captcha as the ALTCHA widget does: fetch a challenge from the API, find its
 * solution by brute force, and encode the payload the widget would submit. Tests run the server
 * with a low CAPTCHA_COST so that this takes a fraction of a second.
 */
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge } from '@domus/domain/schemas/captcha.schema';

/** The work of one try in tests: a single PBKDF2 iteration. */
export const TEST_CAPTCHA_COST = '1';

/** A solved captcha payload for a fresh challenge of `app`. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
  if (answer.statusCode !== 200) throw new Error(`challenge: ${answer.statusCode}`);
  const challenge = answer.json<CaptchaChallenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
