import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { captchaSolutions } from '../../db/schema.ts';

/** The database or an open transaction of it. */
export type Executor = Pick<Database, 'insert' | 'delete'>;

/**
 * Records an accepted solution; false when it was recorded before (a replay). The primary key
 * makes two concurrent uses of one solution end with exactly one winner.
 */
export async function recordSolution(
  db: Executor,
  signatureHash: string,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(captchaSolutions)
    .values({ signatureHash, expiresAt })
    .onConflictDoNothing()
    .returning({ signatureHash: captchaSolutions.signatureHash });
  return inserted.length === 1;
}

/** Forgets solutions whose challenge has expired: they cannot be replayed any more anyway. */
export async function deleteExpiredSolutions(db: Executor): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
}
