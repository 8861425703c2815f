/**
 * The matching rule of decisions.md (Saved searches and matching) as SQL: one
 * `INSERT … SELECT … ON CONFLICT DO NOTHING` per direction, so a pair is matched at most once
 * and an existing match (the client's answer) is never touched.
 */
import { bedroomSearchCategories } from '@domus/domain/search/saved-search';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { publishedSqlOf } from '../properties/listing-visibility.sql.ts';

/** Whether listing `p` is of a category whose searches ask for bedrooms (the domain says which). */
function bedroomsApply(): SQL {
  const categories = bedroomSearchCategories();
  if (!categories.length) return sql`false`;
  return sql`p.category in (${sql.join(
    categories.map((c) => sql`${c}`),
    sql`, `,
  )})`;
}

/**
 * The clauses that compare a search `s` with a listing `p` apart from the locations, as the
 * domain's `meetsSearchCriteria` states them: confirmed, same rent flag and type, price (the
 * monthly rent when renting, which `price` holds then) at most a budget above 0, and for the
 * categories whose searches ask for bedrooms (the domain says which) at least the bedrooms asked
 * for.
 */
const criteria: SQL = sql`
  ${publishedSqlOf('p')}
  and p.rent = s.rent
  and p.type_id = s.type_id
  and (s.budget <= 0 or (p.price is not null and p.price <= s.budget))
  and (
    not ${bedroomsApply()}
    or coalesce((s.rooms->>'bed')::numeric, 0) <= 0
    or coalesce(p.bedrooms, 0) >= (s.rooms->>'bed')::numeric
  )`;

/** The kinds of location a saved search has. */
const KINDS = ['municipality', 'zone', 'street', 'polygon'] as const;

/**
 * The street names, lower-cased, that a street typed in a municipality goes by: the name as
 * typed and, for a street of the gazetteer named so in either language, both its names. South
 * Tyrol's streets have an Italian and a German name, and a listing or a search may use either.
 */
function streetKeys(street: SQL, municipalityId: SQL): SQL {
  return sql`array(
    select lower(${street})
     union
    select lower(n)
      from streets st
     cross join lateral unnest(array[st.name_it, st.name_de]) n
     where st.municipality_id = ${municipalityId}
       and (lower(st.name_it) = lower(${street}) or lower(st.name_de) = lower(${street}))
       and n is not null)`;
}

/**
 * How a location `l` of each kind contains listing `p` (same municipality, same zone, the same
 * street of the street register by its id (issue 18: "Museumstr." and "Via Museo" are one
 * street), else the same street name in the same municipality under either of its names, a drawn zone that covers its
 * coordinates). Each kind is its own branch of the statements, so that each can use its own
 * index. For the street the names are expanded on the side the statement starts from (the
 * listing's `street_keys`, or the location's), so the other side is found by its index.
 */
function contains(from: 'property' | 'search'): Record<(typeof KINDS)[number], SQL> {
  return {
    municipality: sql`l.municipality_id = p.municipality_id`,
    zone: sql`l.zone_id = p.zone_id`,
    street:
      from === 'property'
        ? sql`((p.street_id is not null and l.street_id = p.street_id)
            or (l.municipality_id = p.municipality_id and lower(l.street_name) = any(p.street_keys)))`
        : sql`((l.street_id is not null and p.street_id = l.street_id)
            or (l.municipality_id = p.municipality_id and lower(p.street) = any(l.street_keys)))`,
    polygon: sql`p.point is not null and ST_Covers(l.area, p.point)`,
  };
}

/**
 * One branch per kind of location, joined by `union`. The kind is written as a literal (from
 * the list above), so that the partial indexes of each kind apply to every plan.
 */
function perKind(from: 'property' | 'search', branch: (kind: SQL, contains: SQL) => SQL): SQL {
  const within = contains(from);
  return sql.join(
    KINDS.map((k) => branch(sql.raw(`'${k}'`), within[k])),
    sql` union `,
  );
}

/** A match the statement has just made: the search and the listing it pairs. */
export type NewMatch = { id: string; searchId: string; propertyId: string };

function newMatches(result: unknown): NewMatch[] {
  return (result as { rows: { id: string; search_id: string; property_id: string }[] }).rows.map(
    (r) => ({
      id: r.id,
      searchId: r.search_id,
      propertyId: r.property_id,
    }),
  );
}

/**
 * The statement that matches one listing against every saved search. The candidate searches
 * come from their locations by place, type and rent (the search's own, copied onto each
 * location), one index scan per kind of location (the GiST index of the drawn zones for those),
 * so the work grows with the searches that could match, not with all searches; each candidate
 * is then read by its key and checked against the rest of the rule.
 */
export function matchesOfPropertyStatement(propertyId: string): SQL {
  return sql`
    with p as (
      select p0.*, ${streetKeys(sql`p0.street`, sql`p0.municipality_id`)} as street_keys
        from properties p0 where p0.id = ${propertyId} and ${publishedSqlOf('p0')}
    ), candidates as (
      ${perKind(
        'property',
        (kind, within) => sql`
          select l.search_id from saved_search_locations l, p
           where l.kind = ${kind} and ${within} and l.type_id = p.type_id and l.rent = p.rent`,
      )}
    )
    insert into matches (search_id, property_id)
    select s.id, p.id
      from candidates c
      join saved_searches s on s.id = c.search_id
      cross join p
     where ${criteria}
    on conflict (search_id, property_id) do nothing
    returning id, search_id, property_id`;
}

/** Matches one listing against every saved search; answers the matches it made. */
export async function insertMatchesOfProperty(
  db: Executor,
  propertyId: string,
): Promise<NewMatch[]> {
  return newMatches(await db.execute(matchesOfPropertyStatement(propertyId)));
}

/**
 * The statement that matches one saved search against every confirmed listing: for each of its
 * locations, the confirmed listings of its rent and type there, through the listings' partial
 * search indexes (municipality, zone, street) or their GiST index of points (drawn zones).
 */
export function matchesOfSearchStatement(searchId: string): SQL {
  return sql`
    with s as (
      select * from saved_searches where id = ${searchId}
    ), l as (
      select l0.*, ${streetKeys(sql`l0.street_name`, sql`l0.municipality_id`)} as street_keys
        from saved_search_locations l0 where l0.search_id = ${searchId}
    ), found as (
      ${perKind(
        'search',
        (kind, within) => sql`
          select p.id from l, s, properties p
           where l.kind = ${kind} and ${within} and ${criteria}`,
      )}
    )
    insert into matches (search_id, property_id)
    select s.id, found.id from s, found
    on conflict (search_id, property_id) do nothing
    returning id, search_id, property_id`;
}

/** Matches one saved search against every confirmed listing; answers the matches it made. */
export async function insertMatchesOfSearch(db: Executor, searchId: string): Promise<NewMatch[]> {
  return newMatches(await db.execute(matchesOfSearchStatement(searchId)));
}
