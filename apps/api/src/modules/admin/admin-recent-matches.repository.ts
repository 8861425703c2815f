/**
 * The matches found since a day, newest first, with their buyer and listing (the overview's
 * "new matches", issue 15 point 5).
 */
import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, matches, savedSearches } from '../../db/schema.ts';
import { listingJoinOn, listingRefColumns } from '../properties/listing-columns.sql.ts';

/** The start of `day` (YYYY-MM-DD) in the agency's time zone. */
export function startOfAgencyDay(day: string) {
  return sql`((${day})::date::timestamp at time zone 'Europe/Rome')`;
}

/** A page of the matches found since `day`, newest first, and how many there are. */
export async function findRecentMatches(db: Executor, day: string, limit: number, offset: number) {
  const where = gte(matches.createdAt, startOfAgencyDay(day));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: matches.id,
        createdAt: matches.createdAt,
        state: matches.state,
        searchId: matches.searchId,
        client: {
          id: clients.id,
          name: clients.name,
          familyName: clients.familyName,
          email: clients.email,
          tel: clients.tel,
        },
        listing: listingRefColumns,
      })
      .from(matches)
      .innerJoin(savedSearches, eq(savedSearches.id, matches.searchId))
      .innerJoin(clients, eq(clients.id, savedSearches.clientId))
      .innerJoin(...listingJoinOn(matches.propertyId))
      .where(where)
      // matches_created_idx walks the newest first.
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
