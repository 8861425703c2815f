import { createHash, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  captchaPayloadSchema,
  type CaptchaChallenge,
  type CaptchaPayload,
} from '@domus/domain/core/captcha.schema';
import { AppError } from '../../lib/app-error.ts';
import type { Config } from '../../config.ts';
import { captchaSecrets, type CaptchaSecrets } from './captcha-secrets.ts';
import { deleteExpiredSolutions, recordSolution, type Executor } from './captcha.repository.ts';

/** A challenge must be solved and used within this time. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';
// The solver tries counters from 0 up; the answer lies in this range, so the browser does
// between 5,000 and 10,000 tries (ALTCHA's recommended range for this algorithm).
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 10_000;
/** Expired solutions are swept at most this often. */
const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = 0;

/** 400 on the captcha field: missing, malformed, wrong, expired or already used. */
export const captchaInvalid = () =>
  new AppError(400, 'captcha_invalid', 'api.captcha_invalid', [
    { field: 'captcha', messageKey: 'api.captcha_invalid' },
  ]);

/**
 * A new signed challenge (decisions.md Accounts and roles: self-hosted proof of work). In
 * deterministic mode the expected key is signed too, so a solution verifies with one HMAC.
 */
export function newCaptchaChallenge(
  secrets: CaptchaSecrets,
  cost: number,
): Promise<CaptchaChallenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  }) as Promise<CaptchaChallenge>;
}

/** The widget's base64 payload decoded, or undefined when it is not one. */
function decodePayload(payload: string): CaptchaPayload | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = captchaPayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Accepts a captcha solution once (decisions.md Accounts and roles: the server verifies each
 * solution once): it must solve a challenge this server signed, not be expired, and not have
 * been used before; else 400 captcha_invalid. Its challenge's signature is kept, hashed, until the
 * challenge expires, in `db` (the caller's transaction, if any).
 */
export async function consumeCaptcha(
  db: Executor,
  config: Config,
  payload: string | undefined,
): Promise<void> {
  const secrets = await captchaSecrets(config);
  const decoded = payload ? decodePayload(payload) : undefined;
  if (!decoded) throw captchaInvalid();
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  const expiresAtSeconds = decoded.challenge.parameters.expiresAt;
  if (!result.verified || !expiresAtSeconds) throw captchaInvalid();

  if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
    lastSweep = Date.now();
    await deleteExpiredSolutions(db);
  }
  const signatureHash = createHash('sha256').update(decoded.challenge.signature).digest('hex');
  if (!(await recordSolution(db, signatureHash, new Date(expiresAtSeconds * 1000)))) {
    throw captchaInvalid();
  }
}
