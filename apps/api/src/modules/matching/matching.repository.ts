/**
 * The matching rule of decisions.md (Saved searches and matching) as SQL: one
 * `INSERT … SELECT … ON CONFLICT DO NOTHING` per direction, so a pair is matched at most once
 * and an existing match (the client's answer) is never touched.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../auth/sessions.repository.ts';

/**
 * The clauses that compare a search `s` with a listing `p` apart from the locations: confirmed,
 * same rent flag and type, price (the monthly rent when renting, which `price` holds then) at
 * most a budget above 0, and for residential listings at least the bedrooms asked for.
 */
const criteria: SQL = sql`
  p.is_confirmed
  and p.rent = s.rent
  and p.type_id = s.type_id
  and (s.budget <= 0 or (p.price is not null and p.price <= s.budget))
  and (
    p.category <> 'residential'
    or coalesce((s.rooms->>'bed')::numeric, 0) <= 0
    or coalesce(p.bedrooms, 0) >= (s.rooms->>'bed')::numeric
  )`;

/** Whether location `l` contains listing `p`. */
const contains: SQL = sql`(
  (l.kind = 'municipality' and l.municipality_id = p.municipality_id)
  or (l.kind = 'zone' and l.zone_id = p.zone_id)
  or (l.kind = 'street' and l.municipality_id = p.municipality_id
      and lower(l.street_name) = lower(p.street))
  or (l.kind = 'polygon' and p.point is not null and ST_Covers(l.area, p.point))
)`;

/** A match the statement has just made: the search and the listing it pairs. */
export type NewMatch = { searchId: string; propertyId: string };

function newMatches(result: unknown): NewMatch[] {
  return (result as { rows: { search_id: string; property_id: string }[] }).rows.map((r) => ({
    searchId: r.search_id,
    propertyId: r.property_id,
  }));
}

/**
 * The statement that matches one listing against every saved search. The candidate searches
 * come from their locations, one branch per kind, so each branch can use its own index (the
 * GiST index of the drawn zones among them) instead of reading every search.
 */
export function matchesOfPropertyStatement(propertyId: string): SQL {
  return sql`
    with p as (
      select * from properties where id = ${propertyId} and is_confirmed
    ), candidates as (
      select l.search_id from saved_search_locations l, p
        where l.kind = 'municipality' and l.municipality_id = p.municipality_id
      union
      select l.search_id from saved_search_locations l, p
        where l.kind = 'zone' and l.zone_id = p.zone_id
      union
      select l.search_id from saved_search_locations l, p
        where l.kind = 'street' and l.municipality_id = p.municipality_id
          and lower(l.street_name) = lower(p.street)
      union
      select l.search_id from saved_search_locations l, p
        where l.kind = 'polygon' and p.point is not null and ST_Covers(l.area, p.point)
    )
    insert into matches (search_id, property_id)
    select s.id, p.id
      from candidates c
      join saved_searches s on s.id = c.search_id
      cross join p
     where ${criteria}
    on conflict (search_id, property_id) do nothing
    returning search_id, property_id`;
}

/** Matches one listing against every saved search; answers the matches it made. */
export async function insertMatchesOfProperty(
  db: Executor,
  propertyId: string,
): Promise<NewMatch[]> {
  return newMatches(await db.execute(matchesOfPropertyStatement(propertyId)));
}

/** The statement that matches one saved search against every confirmed listing. */
export function matchesOfSearchStatement(searchId: string): SQL {
  return sql`
    insert into matches (search_id, property_id)
    select s.id, p.id
      from saved_searches s
      join properties p on ${criteria}
     where s.id = ${searchId}
       and exists (
         select 1 from saved_search_locations l where l.search_id = s.id and ${contains}
       )
    on conflict (search_id, property_id) do nothing
    returning search_id, property_id`;
}

/** Matches one saved search against every confirmed listing; answers the matches it made. */
export async function insertMatchesOfSearch(db: Executor, searchId: string): Promise<NewMatch[]> {
  return newMatches(await db.execute(matchesOfSearchStatement(searchId)));
}
