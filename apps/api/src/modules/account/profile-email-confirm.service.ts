/**
 * Opening a profile e-mail confirmation link (issue 29 point 1, decision 046): the address the
 * link was mailed to is proved, and the profiles the change named take it.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { clients, sellers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../auth/viewer.ts';
import { hashToken } from '../auth/session-token.ts';
import {
  customerActor,
  recordClientHistory,
  recordSellerHistory,
} from '../history/customer-history.ts';
import { findAccountById } from '../auth/accounts.service.ts';
import { assertNotOtherAccountsEmail, withUniqueEmail } from '../sellers/sellers.service.ts';
import {
  findConfirmationByHash,
  markConfirmationUsed,
} from '../profile-email/profile-email.service.ts';

/** The account whose change is confirmed, as the history names it. */
type Actor = Parameters<typeof customerActor>[0];

/** 400: no such link, or it was used (or replaced by a newer one). */
const invalidLink = () => new AppError(400, 'confirmation_invalid', 'api.confirmation_invalid');
/** 410: the link is older than its validity. */
const expiredLink = () => new AppError(410, 'confirmation_expired', 'api.confirmation_expired');
/** 403: the link belongs to another account than the session's. */
const foreignLink = () => new AppError(403, 'confirmation_foreign', 'api.confirmation_foreign');

/** Gives the named seller (still the account's) the proved address, with its history. */
async function confirmSeller(
  tx: Executor,
  actor: Actor,
  id: string,
  accountId: string,
  email: string,
) {
  const where = and(eq(sellers.id, id), eq(sellers.accountId, accountId));
  const [before] = await tx.select().from(sellers).where(where);
  if (!before) return;
  const [after] = await withUniqueEmail(() =>
    tx.update(sellers).set({ email }).where(where).returning(),
  );
  if (after) {
    await recordSellerHistory(
      tx,
      customerActor(actor, 'owner'),
      before,
      after,
      'confirmProfileEmail',
    );
  }
}

/** Gives the named client (still the account's) the proved address, with its history. */
async function confirmClient(
  tx: Executor,
  actor: Actor,
  id: string,
  accountId: string,
  email: string,
) {
  const where = and(eq(clients.id, id), eq(clients.accountId, accountId));
  const [before] = await tx.select().from(clients).where(where);
  if (!before) return;
  const [after] = await withUniqueEmail(() =>
    tx.update(clients).set({ email }).where(where).returning(),
  );
  if (after) {
    await recordClientHistory(
      tx,
      customerActor(actor, 'client'),
      before,
      after,
      'confirmProfileEmail',
    );
  }
}

/**
 * `POST /api/v1/account/email-confirmation`: the link's token proves the address it was mailed
 * to, with or without a session (the mail may be read on another device). 400
 * `confirmation_invalid` for an unknown or used token, 410 `confirmation_expired` after
 * PROFILE_EMAIL_TTL_MS, 403 `confirmation_foreign` in another account's session, 400
 * `duplicate_email` when the address has meanwhile become someone else's. Answers the address.
 */
export async function confirmProfileEmail(
  db: Database,
  viewer: Viewer,
  token: string,
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const row = await findConfirmationByHash(tx, hashToken(token));
    if (!row || row.usedAt) throw invalidLink();
    if (viewer && viewer.accountId !== row.accountId) throw foreignLink();
    if (row.expiresAt.getTime() <= Date.now()) throw expiredLink();
    const account = await findAccountById(tx, row.accountId);
    if (!account) throw invalidLink();
    await assertNotOtherAccountsEmail(tx, row.email, row.accountId);
    // The person themselves acts, session or not: the history names their account.
    const actor: Actor = {
      accountId: account.id,
      isAgent: account.isAgent,
      isAdmin: account.isAdmin,
      isSuperAdmin: account.isSuperAdmin,
    };
    if (row.sellerId) await confirmSeller(tx, actor, row.sellerId, row.accountId, row.email);
    if (row.clientId) await confirmClient(tx, actor, row.clientId, row.accountId, row.email);
    await markConfirmationUsed(tx, row.id);
    return { email: row.email };
  });
}
