/**
 * The favourites table (issue 34 point 3): the listings an account keeps. Listings are the
 * listing module's: they are joined through listing-columns.sql.ts and filtered by
 * listing-visibility.sql.ts.
 */
import { and, count, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favourites } from '../../db/schema.ts';
import { listingJoinOn } from '../properties/listing-columns.sql.ts';
import { publishedSql } from '../properties/listing-visibility.sql.ts';

/**
 * Holds the account's favourites until the transaction ends: two tabs adding at once would
 * otherwise both find room under the cap and together pass it.
 */
export async function lockFavouritesOf(tx: Executor, accountId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`favourites:${accountId}`}, 0))`,
  );
}

/** The published listings the account keeps, newest first. */
export async function findPublishedFavouriteIds(db: Executor, accountId: string) {
  const rows = await db
    .select({ id: favourites.propertyId })
    .from(favourites)
    .innerJoin(...listingJoinOn(favourites.propertyId))
    .where(and(eq(favourites.accountId, accountId), publishedSql()))
    .orderBy(desc(favourites.createdAt), desc(favourites.propertyId));
  return rows.map((row) => row.id);
}

/** Which of `ids` the account keeps already. */
export async function findKeptAmong(
  db: Executor,
  accountId: string,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: favourites.propertyId })
    .from(favourites)
    .where(and(eq(favourites.accountId, accountId), inArray(favourites.propertyId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** How many listings the account keeps, published or not. */
export async function countFavouritesOf(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(favourites)
    .where(eq(favourites.accountId, accountId));
  return row?.total ?? 0;
}

/**
 * Keeps `ids`, the first as the newest: each is a millisecond older than the one before, so
 * that a list merged at login keeps the browser's order though its rows share one `now()`.
 */
export async function insertFavourites(
  tx: Executor,
  accountId: string,
  ids: string[],
): Promise<void> {
  if (!ids.length) return;
  await tx
    .insert(favourites)
    .values(
      ids.map((propertyId, i) => ({
        accountId,
        propertyId,
        createdAt: sql`now() - ${i} * interval '1 millisecond'`,
      })),
    )
    .onConflictDoNothing();
}

/** Lets the listing go; nothing happens when the account does not keep it. */
export async function deleteFavourite(
  db: Executor,
  accountId: string,
  propertyId: string,
): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.accountId, accountId), eq(favourites.propertyId, propertyId)));
}

/** Forgets the kept listings that are no longer published; answers how many went. */
export async function deleteUnpublishedFavourites(tx: Executor, accountId: string) {
  const gone = await tx
    .select({ id: favourites.propertyId })
    .from(favourites)
    .innerJoin(...listingJoinOn(favourites.propertyId))
    .where(and(eq(favourites.accountId, accountId), not(publishedSql())));
  if (!gone.length) return 0;
  const ids = gone.map((row) => row.id);
  await tx
    .delete(favourites)
    .where(and(eq(favourites.accountId, accountId), inArray(favourites.propertyId, ids)));
  return ids.length;
}

/** How many accounts keep the listing. */
export async function countKeepersOf(db: Executor, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(favourites)
    .where(eq(favourites.propertyId, propertyId));
  return row?.total ?? 0;
}
