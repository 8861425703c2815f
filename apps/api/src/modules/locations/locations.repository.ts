import { and, asc, eq, like, or, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { municipalities, streets, zones, type LngLat } from '../../db/schema.ts';

/**
 * How well a `search_key` (names joined by `|`) matches the best of the normalised query `keys`:
 * 0 a whole name, 1 the start of a name, 2 the start of a word inside a name, 3 elsewhere.
 * A key holds only letters, digits and single spaces (the domain's normaliser), so it carries no
 * LIKE wildcards; it is still bound as a parameter, never spliced into the SQL.
 */
function matchRank(column: AnyColumn, keys: readonly string[]): SQL<number> {
  const ranks = keys.map(
    (key) => sql`case
    when ${column} = ${key} or ${column} like ${key + '|%'} or ${column} like ${'%|' + key}
      or ${column} like ${'%|' + key + '|%'} then 0
    when ${column} like ${key + '%'} or ${column} like ${'%|' + key + '%'} then 1
    when ${column} like ${'% ' + key + '%'} then 2
    else 3 end`,
  );
  const best = ranks.length === 1 ? ranks[0]! : sql`least(${sql.join(ranks, sql`, `)})`;
  return best.mapWith(Number);
}

/** Names containing one of `keys` (the ways of writing one query: placeQueryKeys). */
function contains(column: AnyColumn, keys: readonly string[]): SQL {
  return or(...keys.map((key) => like(column, `%${key}%`)))!;
}

/** The rows fetched per kind of place before ranking; the best few of all kinds are kept. */
export type PlaceRow = {
  id: string;
  nameIt: string | null;
  nameDe: string | null;
  nameLld: string | null;
  rank: number;
  population: number | null;
  municipality: { id: string; nameIt: string; nameDe: string } | null;
  /** Where the place lies, when known. */
  point: LngLat | null;
};

/** Municipalities whose Italian, German or Ladin name contains one of `keys`, best matches first. */
export async function findMunicipalities(
  db: Database,
  keys: readonly string[],
  limit: number,
): Promise<PlaceRow[]> {
  const rank = matchRank(municipalities.searchKey, keys);
  const rows = await db
    .select({
      id: municipalities.id,
      nameIt: municipalities.nameIt,
      nameDe: municipalities.nameDe,
      nameLld: municipalities.nameLld,
      rank,
      point: municipalities.seat,
    })
    .from(municipalities)
    .where(contains(municipalities.searchKey, keys))
    .orderBy(rank, asc(municipalities.nameIt))
    .limit(limit);
  return rows.map((r) => ({ ...r, population: null, municipality: null }));
}

/**
 * Zones (localities and town quarters) whose names contain one of `keys`, with their municipality.
 * A locality that only repeats its municipality's name (the main village "Bolzano" of Bolzano)
 * is left out: the municipality itself is the better suggestion.
 */
export async function findZones(
  db: Database,
  keys: readonly string[],
  limit: number,
): Promise<PlaceRow[]> {
  const rank = matchRank(zones.searchKey, keys);
  const rows = await db
    .select({
      id: zones.id,
      nameIt: zones.nameIt,
      nameDe: zones.nameDe,
      nameLld: zones.nameLld,
      rank,
      population: zones.population,
      point: zones.point,
      municipalityId: municipalities.id,
      municipalityNameIt: municipalities.nameIt,
      municipalityNameDe: municipalities.nameDe,
    })
    .from(zones)
    .innerJoin(municipalities, eq(municipalities.id, zones.municipalityId))
    .where(
      and(
        contains(zones.searchKey, keys),
        sql`('|' || ${municipalities.searchKey} || '|') not like ('%|' || ${zones.searchKey} || '|%')`,
      ),
    )
    .orderBy(rank, sql`${zones.population} desc nulls last`, asc(zones.searchKey))
    .limit(limit);
  return rows.map(({ municipalityId, municipalityNameIt, municipalityNameDe, ...r }) => ({
    ...r,
    municipality: { id: municipalityId, nameIt: municipalityNameIt, nameDe: municipalityNameDe },
  }));
}

/** Streets (of one municipality, when given) whose Italian, German or Ladin names contain one of `keys`, with their municipality. */
export async function findStreets(
  db: Database,
  keys: readonly string[],
  limit: number,
  municipalityId?: string,
): Promise<PlaceRow[]> {
  const rank = matchRank(streets.searchKey, keys);
  const rows = await db
    .select({
      id: sql<string>`${streets.id}::text`,
      nameIt: streets.nameIt,
      nameDe: streets.nameDe,
      nameLld: streets.nameLld,
      rank,
      point: streets.point,
      municipalityId: municipalities.id,
      municipalityNameIt: municipalities.nameIt,
      municipalityNameDe: municipalities.nameDe,
    })
    .from(streets)
    .innerJoin(municipalities, eq(municipalities.id, streets.municipalityId))
    .where(
      and(
        contains(streets.searchKey, keys),
        municipalityId ? eq(streets.municipalityId, municipalityId) : undefined,
      ),
    )
    .orderBy(rank, asc(streets.searchKey))
    .limit(limit);
  return rows.map(({ municipalityId, municipalityNameIt, municipalityNameDe, ...r }) => ({
    ...r,
    population: null,
    municipality: { id: municipalityId, nameIt: municipalityNameIt, nameDe: municipalityNameDe },
  }));
}
