/**
 * Login links and sessions (decisions.md Accounts and roles; buyer-side.md §4 Session, §7).
 */
import { z } from 'zod';
import { meSchema } from './account.schema.ts';

/** Answer of `POST /api/v1/account/login`: the same for known and unknown addresses. */
export const loginAnswerSchema = z.object({ data: z.object({ sent: z.literal(true) }) });
/** Answer of the login call. */
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Body of `POST /api/v1/account/session`: the token of an e-mailed login link. */
export const sessionRequestSchema = z.object({ token: z.string().trim().min(1).max(256) });
/** Body of the session call. */
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

/** A new session: the bearer token, when it expires, whether the address is verified, and who. */
export const sessionSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  verified: z.boolean(),
  me: meSchema,
});
/** A new session. */
export type Session = z.infer<typeof sessionSchema>;

/** Answer of `POST /api/v1/account/session`. */
export const sessionAnswerSchema = z.object({ data: sessionSchema });
/** Answer of the session call. */
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
