/**
 * Matches of saved searches and the recommendations of a search without matches
 * (buyer-side.md §3 Match, §4 Match states; decisions.md Saved searches and matching).
 */
import { and, eq, sql } from 'drizzle-orm';
import { MATCH_REQUEST_STATES } from '@domus/domain/core/constants';
import { clients, matches, savedSearches } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';
import {
  listingJoinOn,
  listingNotWithdrawnSql,
  listingRefColumns,
  listingRoomColumns,
} from '../properties/listing-columns.sql.ts';
import { publishedSqlOf } from '../properties/listing-visibility.sql.ts';

/** The matches of a search with what their order looks at: bedrooms and living rooms. */
export function findMatchesOfSearch(db: Executor, searchId: string) {
  return (
    db
      .select({
        id: matches.id,
        state: matches.state,
        createdAt: matches.createdAt,
        propertyId: matches.propertyId,
        ...listingRoomColumns,
      })
      .from(matches)
      .innerJoin(...listingJoinOn(matches.propertyId))
      // A listing staff withdrew from the site is no match to show (issue 15).
      .where(and(eq(matches.searchId, searchId), listingNotWithdrawnSql))
  );
}

/**
 * A match with the account and contacts of its client and the listing's number, title, bedrooms
 * and living rooms.
 */
export async function findMatch(db: Executor, id: string) {
  const [row] = await db
    .select({
      match: matches,
      accountId: clients.accountId,
      client: {
        id: clients.id,
        name: clients.name,
        familyName: clients.familyName,
        email: clients.email,
        tel: clients.tel,
      },
      property: { ...listingRefColumns, ...listingRoomColumns },
    })
    .from(matches)
    .innerJoin(savedSearches, eq(savedSearches.id, matches.searchId))
    .innerJoin(clients, eq(clients.id, savedSearches.clientId))
    .innerJoin(...listingJoinOn(matches.propertyId))
    .where(eq(matches.id, id));
  return row;
}

/**
 * Sets the state of a match if it is still `from` (a concurrent answer wins otherwise).
 * @returns whether it was changed
 */
export async function updateMatchState(
  db: Executor,
  id: string,
  from: string,
  to: string,
): Promise<boolean> {
  // A new request is new in the staff inbox until staff handle it (issue 16 point 3, decision
  // 032); its handler and note stay, as what was done before.
  const reopens = (MATCH_REQUEST_STATES as readonly string[]).includes(to);
  const rows = await db
    .update(matches)
    .set({ state: to, ...(reopens ? { handledAt: null, requestStatus: 'new' } : {}) })
    .where(sql`${matches.id} = ${id} and ${matches.state} = ${from}`)
    .returning({ id: matches.id });
  return rows.length === 1;
}

/**
 * Recommendations for a search (decisions.md: confirmed listings of the same rent and category,
 * in or near the search's locations, price up to `tolerance` over a budget above 0, best
 * first). A listing in one of the locations comes first, then the nearest within `radiusMeters`
 * of a location (a municipality's boundary, a zone's point, a drawn zone); the search's own type
 * before other types of the category, then the newest. Listings already matched are left out.
 */
export async function findRecommendedIds(
  db: Executor,
  searchId: string,
  options: { tolerance: number; radiusMeters: number; limit: number },
): Promise<string[]> {
  const result: unknown = await db.execute(sql`
    with s as (
      select s.*, t.category from saved_searches s
        join property_types t on t.id = s.type_id
       where s.id = ${searchId}
    ), locs as (
      select l.kind, l.municipality_id, l.zone_id, l.street_name,
             coalesce(l.area, z.point, m.boundary) as g
        from saved_search_locations l
        left join zones z on z.id = l.zone_id
        left join municipalities m on m.id = l.municipality_id
       where l.search_id = ${searchId}
    )
    select p.id
      from s
      join properties p
        on ${publishedSqlOf('p')} and p.rent = s.rent and p.category = s.category
       and (s.budget <= 0 or (p.price is not null and p.price <= s.budget * ${1 + options.tolerance}))
      cross join lateral (
        select min(case
          when (l.kind = 'municipality' and l.municipality_id = p.municipality_id)
            or (l.kind = 'zone' and l.zone_id = p.zone_id)
            or (l.kind = 'street' and l.municipality_id = p.municipality_id
                and lower(l.street_name) = lower(p.street))
            or (l.kind = 'polygon' and p.point is not null and ST_Covers(l.g, p.point))
            then 0
          when p.point is not null and l.g is not null
           and ST_DWithin(l.g::geography, p.point::geography, ${options.radiusMeters})
            then ST_Distance(l.g::geography, p.point::geography)
        end) as distance
        from locs l
      ) near
     where near.distance is not null
       and not exists (select 1 from matches m where m.search_id = s.id and m.property_id = p.id)
     order by near.distance, (p.type_id = s.type_id) desc, p.created_at desc, p.id
     limit ${options.limit}`);
  return (result as { rows: { id: string }[] }).rows.map((r) => r.id);
}
