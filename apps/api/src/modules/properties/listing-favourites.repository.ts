/**
 * What the favourites (issue 34 point 3) read of a listing: which of some ids are published
 * listings. The listing module owns the table (issue 31 point 1); the favourites module joins
 * it through listing-columns.sql.ts and asks this query before keeping a listing.
 */
import { and, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inChunks } from '../../db/chunked.ts';
import { properties } from '../../db/schema.ts';
import { publishedSql } from './listing-visibility.sql.ts';

/**
 * The published listings among `ids`, locked until the transaction ends (`for key share`): a
 * listing deleted meanwhile would otherwise break the favourite's foreign key, a 500 instead of
 * the 404 of a listing that is gone. Changing the listing is not held up.
 */
export async function lockPublishedListingIds(db: Executor, ids: string[]): Promise<Set<string>> {
  const rows = await inChunks(ids, (chunk) =>
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(inArray(properties.id, chunk), publishedSql()))
      .for('key share'),
  );
  return new Set(rows.map((row) => row.id));
}
