/**
 * The self-hosted proof-of-work captcha (decisions.md Accounts and roles): the challenge the
 * ALTCHA widget fetches from `GET /api/v1/captcha/challenge`.
 */
import { z } from 'zod';

/**
 * The parameters of a challenge. Loose on purpose: the signature covers every parameter the
 * server sent, so none may be dropped on the way to the browser.
 */
export const captchaChallengeParametersSchema = z.looseObject({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
  expiresAt: z.number().optional(),
});

/** A signed ALTCHA challenge (proof-of-work protocol version 2), as the widget expects it. */
export const captchaChallengeSchema = z.object({
  parameters: captchaChallengeParametersSchema,
  signature: z.string(),
});
/** A signed captcha challenge. */
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/**
 * What the widget submits, decoded from its base64 payload: the challenge as received and the
 * solution found for it.
 */
export const captchaPayloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string().max(1024),
    time: z.number().optional(),
  }),
});
/** A decoded captcha payload. */
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;
