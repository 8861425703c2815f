import type { Me } from '@domus/domain/account/account.schema';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { upsertVerifiedAccount, useLoginToken } from './login-tokens.repository.ts';
import { rememberLoginClient } from './login-link.service.ts';
import { hashToken } from './session-token.ts';
import {
  createSession,
  revokeSession,
  revokeUnverifiedSessions,
  type IssuedSession,
} from './sessions.service.ts';

const invalidToken = () => new AppError(400, 'invalid_token', 'api.invalid_token');

/** A session opened by a login link, with the account it belongs to. */
export type LoginSession = IssuedSession & { accountId: string };

/**
 * Settles the profiles of an account whose address a login link just proved and answers who is
 * now logged in, in the login's transaction. The application passes it in: the account page's
 * module builds `me` from sellers, clients and searches, which sign-in must not depend on.
 */
export type MeOfLogin = (tx: Executor, accountId: string, email: string) => Promise<Me>;

/**
 * POST /account/session: uses a login link once (unknown, used or expired → 400 invalid_token),
 * creates the account of a new address, marks the address verified, ends the account's
 * unverified sessions (decisions.md: the first verified login revokes them) and opens a verified
 * session, all or nothing. `meOf` settles the profiles of the account and answers who is now logged in, in the same
 * transaction.
 */
export async function exchangeLoginToken(
  db: Database,
  token: string,
  meOf: MeOfLogin,
  requestIp: string | null = null,
): Promise<{ session: LoginSession; me: Me }> {
  return db.transaction(async (tx) => {
    const link = await useLoginToken(tx, hashToken(token));
    if (!link) throw invalidToken();
    const account = await upsertVerifiedAccount(tx, link.email, link.language);
    await revokeUnverifiedSessions(tx, account.id);
    await rememberLoginClient(tx, link.email, requestIp);
    const session = await createSession(tx, { accountId: account.id, verified: true });
    return {
      session: { ...session, accountId: account.id },
      me: await meOf(tx, account.id, link.email),
    };
  });
}

/** POST /account/logout: ends the caller's session. */
export async function logout(db: Database, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}
