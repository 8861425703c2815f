/**
 * What the listing statistics and the sellers' weekly report (issue 33 points 4 and 5) need of
 * the listing module: a listing's seller, the published listings of a batch of sellers, and the
 * sellers that have published listings, in the order the report walks them. Other modules reach
 * them through listing-queries.ts.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties, sellers } from '../../db/schema.ts';
import { publishedSql } from './listing-visibility.sql.ts';

type Reader = Pick<Executor, 'select'>;

/** A listing with its seller and the seller's account; undefined when there is no such listing. */
export async function findListingSeller(db: Reader, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      sellerId: properties.ownerId,
      ownerAccountId: sellers.accountId,
    })
    .from(properties)
    .leftJoin(sellers, eq(sellers.id, properties.ownerId))
    .where(eq(properties.id, id));
  return row;
}

/** The published listings of the sellers, by seller and listing number. */
export function findPublishedListingsOfSellers(db: Reader, sellerIds: string[]) {
  if (sellerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: properties.id,
      sellerId: properties.ownerId,
      propertyNumber: properties.propertyNumber,
      category: properties.category,
      rent: properties.rent,
      title: properties.title,
    })
    .from(properties)
    .where(and(inArray(properties.ownerId, sellerIds), publishedSql()))
    .orderBy(asc(properties.ownerId), asc(properties.propertyNumber));
}

/**
 * A condition on a seller id column: the seller has at least one published listing. For the
 * weekly report's choice of recipients, written as `exists` so that it walks the owner index.
 * @param sellerId the seller id column of the outer statement
 */
export function hasPublishedListingSql(sellerId: SQL | typeof sellers.id): SQL {
  return sql`exists (select 1 from ${properties} where ${properties.ownerId} = ${sellerId} and ${publishedSql()})`;
}
