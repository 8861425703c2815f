/**
 * The queries of profile e-mail confirmations (issue 29 point 1, decision 046): a typed address
 * waits here, by its token's hash, until the link mailed to it is opened.
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { profileEmailConfirmations } from '../../db/schema.ts';

/** A stored confirmation. */
export type ProfileEmailConfirmationRow = typeof profileEmailConfirmations.$inferSelect;

/** The address an account waits to confirm: its newest open, unexpired request, if any. */
export async function findPendingEmail(
  db: Executor,
  accountId: string,
): Promise<ProfileEmailConfirmationRow | undefined> {
  const [row] = await db
    .select()
    .from(profileEmailConfirmations)
    .where(
      and(
        eq(profileEmailConfirmations.accountId, accountId),
        isNull(profileEmailConfirmations.usedAt),
        gt(profileEmailConfirmations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(profileEmailConfirmations.createdAt))
    .limit(1);
  return row;
}

/**
 * How many confirmations the account asked for in the last hour, and the seconds until the
 * oldest of them leaves the hour (the database clock decides).
 */
export async function countRecentConfirmations(
  db: Executor,
  accountId: string,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      retryAfterSeconds: sql<number>`coalesce(extract(epoch from (min(${profileEmailConfirmations.createdAt}) + interval '1 hour' - now())), 0)::float8`,
    })
    .from(profileEmailConfirmations)
    .where(
      and(
        eq(profileEmailConfirmations.accountId, accountId),
        gt(profileEmailConfirmations.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return { count: Number(row?.count ?? 0), retryAfterSeconds: Number(row?.retryAfterSeconds ?? 0) };
}

/** Holds the confirmations of one account until the transaction ends (its hourly limit). */
export async function lockConfirmations(tx: Executor, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(4103, hashtext(${accountId}))`);
}

/**
 * Closes the account's open confirmations (a newer address replaces them, or the profile went
 * back to a proved one); they stay counted for the hour, and rows older than a day go.
 */
export async function closeOpenConfirmations(tx: Executor, accountId: string): Promise<void> {
  await tx
    .update(profileEmailConfirmations)
    .set({ expiresAt: sql`least(${profileEmailConfirmations.expiresAt}, now())` })
    .where(
      and(
        eq(profileEmailConfirmations.accountId, accountId),
        isNull(profileEmailConfirmations.usedAt),
      ),
    );
  await tx
    .delete(profileEmailConfirmations)
    .where(
      and(
        eq(profileEmailConfirmations.accountId, accountId),
        lt(profileEmailConfirmations.createdAt, sql`now() - interval '1 day'`),
      ),
    );
}

/** Stores a confirmation. */
export async function insertConfirmation(
  tx: Executor,
  row: typeof profileEmailConfirmations.$inferInsert,
): Promise<void> {
  await tx.insert(profileEmailConfirmations).values(row);
}

/** The confirmation of a token's hash, locked for this transaction. */
export async function findConfirmationByHash(
  tx: Executor,
  tokenHash: string,
): Promise<ProfileEmailConfirmationRow | undefined> {
  const [row] = await tx
    .select()
    .from(profileEmailConfirmations)
    .where(eq(profileEmailConfirmations.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Marks a confirmation used. */
export async function markConfirmationUsed(tx: Executor, id: string): Promise<void> {
  await tx
    .update(profileEmailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(eq(profileEmailConfirmations.id, id));
}
