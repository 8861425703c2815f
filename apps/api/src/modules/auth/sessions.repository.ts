import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, clients, sellers, sessions } from '../../db/schema.ts';

/** Inserts a session row for a token hash. */
export async function insertSession(
  db: Executor,
  row: { tokenHash: string; accountId: string; verified: boolean; expiresAt: Date },
): Promise<{ id: string }> {
  const [created] = await db.insert(sessions).values(row).returning({ id: sessions.id });
  if (!created) throw new Error('session insert returned nothing');
  return created;
}

/**
 * The live session of a token hash with its account, its staff flags and its profiles; undefined
 * when the token is unknown, revoked, expired, or unused for longer than `idleSince` allows.
 */
export async function findLiveSession(db: Executor, tokenHash: string, idleSince: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      verified: sessions.verified,
      lastUsedAt: sessions.lastUsedAt,
      accountId: accounts.id,
      email: accounts.email,
      language: accounts.language,
      isAgent: accounts.isAgent,
      isAdmin: accounts.isAdmin,
      isSuperAdmin: accounts.isSuperAdmin,
      sellerId: sql<
        string | null
      >`(select ${sellers.id} from ${sellers} where ${sellers.accountId} = ${accounts.id} limit 1)`,
      clientId: sql<
        string | null
      >`(select ${clients.id} from ${clients} where ${clients.accountId} = ${accounts.id} limit 1)`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastUsedAt, idleSince),
      ),
    )
    .limit(1);
  return row;
}

/** Records that a session was used now. */
export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes one session. */
export async function revokeSessionById(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every unverified session of an account (its first verified login does this). */
export async function revokeUnverifiedSessionsOf(db: Executor, accountId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.accountId, accountId),
        eq(sessions.verified, false),
        isNull(sessions.revokedAt),
      ),
    );
}
