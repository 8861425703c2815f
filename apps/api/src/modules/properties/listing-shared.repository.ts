/**
 * The listing reads and writes other modules need beside their own (issue 31 point 1): the
 * listing the contact form and a staff offer name, a seller's listings for the customer page and
 * the personal data export, the overview's counts, and the listing side of merging two sellers
 * and of erasing a seller, and the listing of a kept exposé. Other modules reach them through
 * listing-queries.ts.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exposeFiles, properties, sellers } from '../../db/schema.ts';
import { awaitingConfirmationSql, publishedSql } from './listing-visibility.sql.ts';

/** A database or transaction that reads. */
type Reader = Pick<Executor, 'select'>;

/** The listing a contact message asks about: what the agency's mail names. */
export async function findContactListing(db: Reader, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      category: properties.category,
      propertyNumber: properties.propertyNumber,
      title: properties.title,
      isConfirmed: properties.isConfirmed,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

/** A listing's number and whether it is published; undefined when there is no such listing. */
export async function findOfferedListing(db: Reader, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      propertyNumber: properties.propertyNumber,
      published: publishedSql(),
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

/**
 * The listings a seller owns, newest first.
 * @param limit at most this many
 */
export function findListingsOfSeller(db: Reader, sellerId: string, limit: number) {
  return db
    .select({
      id: properties.id,
      propertyNumber: properties.propertyNumber,
      category: properties.category,
      rent: properties.rent,
      title: properties.title,
      statusRank: properties.statusRank,
      createdAt: properties.createdAt,
    })
    .from(properties)
    .where(eq(properties.ownerId, sellerId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}

/** The whole rows of the listings the sellers own, oldest first (the personal data export). */
export function findListingRowsOfSellers(db: Reader, sellerIds: string[]) {
  return db
    .select()
    .from(properties)
    .where(inArray(properties.ownerId, sellerIds))
    .orderBy(asc(properties.createdAt), asc(properties.id));
}

/** Listings awaiting confirmation per category. */
export function countAwaitingByCategory(db: Reader) {
  return db
    .select({ category: properties.category, n: sql<number>`count(*)::int` })
    .from(properties)
    .where(awaitingConfirmationSql())
    .groupBy(properties.category);
}

/** Submitted listings created since `since`, per category. */
export function countNewListingsByCategory(db: Reader, since: Date) {
  return db
    .select({ category: properties.category, n: sql<number>`count(*)::int` })
    .from(properties)
    .where(sql`${properties.createdAt} >= ${since} and not ${properties.isDraft}`)
    .groupBy(properties.category);
}

/**
 * Gives the listings of one seller to another (merging two seller records, decision 030).
 * @returns how many moved
 */
export async function moveListingsToSeller(
  tx: Executor,
  fromSellerId: string,
  toSellerId: string,
): Promise<number> {
  const moved = await tx
    .update(properties)
    .set({ ownerId: toSellerId })
    .where(eq(properties.ownerId, fromSellerId))
    .returning({ id: properties.id });
  return moved.length;
}

const EMPTY_TEXT = { it: '', de: '', en: '' };

/**
 * The listing side of erasing sellers (decision 029): their unpublished listings are deleted,
 * the others withdrawn, without owner and emptied of free text.
 * @returns the withdrawn listings' ids and how many were deleted
 */
export async function eraseListingsOfSellers(
  tx: Executor,
  sellerIds: string[],
): Promise<{ withdrawn: string[]; deleted: number }> {
  const unpublished = await tx
    .delete(properties)
    .where(
      and(
        inArray(properties.ownerId, sellerIds),
        eq(properties.isConfirmed, false),
        isNull(properties.withdrawnAt),
      ),
    )
    .returning({ id: properties.id });
  const withdrawn = await tx
    .update(properties)
    .set({
      isConfirmed: false,
      withdrawnAt: sql`coalesce(${properties.withdrawnAt}, now())`,
      ownerId: null,
      informations: null,
      title: EMPTY_TEXT,
      description: EMPTY_TEXT,
      video: null,
    })
    .where(inArray(properties.ownerId, sellerIds))
    .returning({ id: properties.id });
  return { withdrawn: withdrawn.map((row) => row.id), deleted: unpublished.length };
}

/**
 * The listing of a kept exposé with what decides who may see it (decision 044); undefined when
 * the exposé is not recorded or its listing was deleted, withdrawn or erased (detached).
 */
export async function findExposeListing(db: Reader, key: string) {
  const [row] = await db
    .select({
      propertyId: properties.id,
      isConfirmed: properties.isConfirmed,
      isDraft: properties.isDraft,
      withdrawnAt: properties.withdrawnAt,
      createdById: properties.createdById,
      responsibleAgentId: properties.responsibleAgentId,
      ownerAccountId: sellers.accountId,
    })
    .from(exposeFiles)
    .innerJoin(properties, eq(properties.id, exposeFiles.propertyId))
    .leftJoin(sellers, eq(sellers.id, properties.ownerId))
    .where(eq(exposeFiles.key, key));
  return row;
}
