/**
 * Who may see which listing, as SQL (issue 31 point 1): the one set of query fragments for
 * "published", "awaiting confirmation", "offered to the agency or the viewer's own" and "a staff
 * account", which every module's queries take from here instead of writing their own.
 * Each mirrors a rule of the domain package (`listingStatus`, `canViewListing`, `isStaffAccount`).
 */
import { eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  awaitingConfirmationSql as awaitingSql,
  type ListingColumns,
} from '../../db/listing-sql.ts';
import { accounts, properties, sellers } from '../../db/schema.ts';

/**
 * Published listings: confirmed. The table's checks keep a confirmed listing from being a draft
 * or withdrawn, so the one column says it all. Written as the partial indexes' predicate
 * (`where is_confirmed`, db/schema.ts) and never as a parameter (`= $1`), so that the planner may
 * use those indexes in every plan, prepared statements included. As a selected column it is the
 * listing's "published" flag.
 * @param t the listing's columns (the `properties` table by default)
 */
export function publishedSql(t: Pick<ListingColumns, 'isConfirmed'> = properties): SQL<boolean> {
  return sql<boolean>`${t.isConfirmed}`;
}

/**
 * {@link publishedSql} for the hand-written statements that name the listings table by an alias
 * (`properties p`): the same predicate on `alias.is_confirmed`.
 * @param alias the table's alias in the statement
 */
export function publishedSqlOf(alias: string): SQL<boolean> {
  if (!/^\w+$/.test(alias)) throw new Error(`Bad table alias ${alias}`);
  return sql.raw(`${alias}.is_confirmed`) as SQL<boolean>;
}

/**
 * Listings awaiting confirmation: submitted, neither confirmed nor withdrawn. The expression of
 * the confirmation queue's partial index (db/listing-sql.ts), which the schema shares.
 * @param t the listing's columns (the `properties` table by default)
 */
export function awaitingConfirmationSql(t: ListingColumns = properties): SQL {
  return awaitingSql(t);
}

/**
 * The listings an account sees among all listings of any state (the admins' "new properties"):
 * every submitted one, and drafts only when the account began them or owns them; another's draft
 * is not yet offered to the agency.
 * @param db the database or transaction the seller subquery runs in
 * @param accountId the viewer's account
 */
export function submittedOrOwnSql(db: Executor, accountId: string): SQL {
  return or(
    not(properties.isDraft),
    eq(properties.createdById, accountId),
    inArray(
      properties.ownerId,
      db.select({ id: sellers.id }).from(sellers).where(eq(sellers.accountId, accountId)),
    ),
  )!;
}

/** Staff accounts: agents, admins and super admins (the domain’s `isStaffAccount`). */
export const staffAccountSql: SQL<boolean> = sql<boolean>`(${accounts.isAgent} or ${accounts.isAdmin} or ${accounts.isSuperAdmin})`;
