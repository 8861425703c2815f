/**
 * The claims of the gathered alert mails of daily and weekly searches (decision 074). Every
 * process runs the digest worker; a search is claimed by `for update skip locked` on its row
 * past `next_alert_at`, and moving that time on in the same transaction, which also queues the
 * mail, keeps any other process from taking it again.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inChunks } from '../../db/chunked.ts';
import { matches, savedSearches } from '../../db/schema.ts';
import type { NewMatch } from './matching.repository.ts';

/** How many searches one transaction claims: a few mails, so that no lock is held long. */
export const DIGEST_BATCH = 25;

/** Claims (locks) up to `limit` searches whose gathered mail is due at `now`, earliest first. */
export function claimDueDigests(tx: Executor, now: Date, limit = DIGEST_BATCH) {
  return tx
    .select({ id: savedSearches.id, frequency: savedSearches.alertFrequency })
    .from(savedSearches)
    .where(lte(savedSearches.nextAlertAt, now))
    .orderBy(asc(savedSearches.nextAlertAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * The matches of `searchIds` waiting for the gathered mail whose buyer has not answered them
 * yet (one answered on the matches page meanwhile is no news).
 */
export function findPendingMatches(tx: Executor, searchIds: string[]): Promise<NewMatch[]> {
  return inChunks(searchIds, (chunk) =>
    tx
      .select({ id: matches.id, searchId: matches.searchId, propertyId: matches.propertyId })
      .from(matches)
      .where(
        and(
          inArray(matches.searchId, chunk),
          eq(matches.alertPending, true),
          eq(matches.state, 'new'),
        ),
      ),
  );
}

/** The gathered mail of `searchIds` is done: nothing of theirs waits any more. */
export async function clearPending(tx: Executor, searchIds: string[]): Promise<void> {
  await inChunks(searchIds, (chunk) =>
    tx
      .update(matches)
      .set({ alertPending: false, updatedAt: sql`${matches.updatedAt}` })
      .where(and(inArray(matches.searchId, chunk), eq(matches.alertPending, true)))
      .returning({ id: matches.id }),
  );
}

/** Moves the next gathered mail of `searchIds` to `at` (null: none, the search mails at once). */
export async function scheduleDigest(
  tx: Executor,
  searchIds: string[],
  at: Date | null,
): Promise<void> {
  if (!searchIds.length) return;
  await tx
    .update(savedSearches)
    .set({ nextAlertAt: at, updatedAt: sql`${savedSearches.updatedAt}` })
    .where(inArray(savedSearches.id, searchIds));
}
