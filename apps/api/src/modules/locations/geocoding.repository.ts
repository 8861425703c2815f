import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { municipalities, streetAddresses, streets, zones, type LngLat } from '../../db/schema.ts';

/** A municipality as the geocoders need it: names, seat and the bounding box of its boundary. */
export type GeocodeMunicipality = {
  id: string;
  nameIt: string;
  nameDe: string;
  nameLld: string | null;
  seat: LngLat;
  /** [west, south, east, north] in degrees. */
  bbox: [number, number, number, number];
};

/** A zone (locality or town quarter) with its names and point. */
export type GeocodeZone = {
  id: string;
  nameIt: string | null;
  nameDe: string | null;
  nameLld: string | null;
  searchKey: string;
  point: LngLat;
};

/** A street of the register; `point` only when it lies inside the street's municipality. */
export type GeocodeStreet = {
  id: string;
  nameIt: string | null;
  nameDe: string | null;
  searchKey: string;
  point: LngLat | null;
};

const municipalityColumns = {
  id: municipalities.id,
  nameIt: municipalities.nameIt,
  nameDe: municipalities.nameDe,
  nameLld: municipalities.nameLld,
  seat: municipalities.seat,
  west: sql<number>`st_xmin(${municipalities.boundary})`.mapWith(Number),
  south: sql<number>`st_ymin(${municipalities.boundary})`.mapWith(Number),
  east: sql<number>`st_xmax(${municipalities.boundary})`.mapWith(Number),
  north: sql<number>`st_ymax(${municipalities.boundary})`.mapWith(Number),
};

/**
 * The municipality with ISTAT code `id`, or else the one that has `nameKey` (a normalised search
 * text) as one of its whole names; null when there is none.
 */
export async function findGeocodeMunicipality(
  db: Database,
  by: { id: string } | { nameKey: string },
): Promise<GeocodeMunicipality | null> {
  const where =
    'id' in by
      ? eq(municipalities.id, by.id)
      : // search_key holds the names joined by `|`; the key has no LIKE wildcards (normalised).
        sql`('|' || ${municipalities.searchKey} || '|') like ${`%|${by.nameKey}|%`}`;
  const [row] = await db
    .select(municipalityColumns)
    .from(municipalities)
    .where(where)
    .orderBy(asc(municipalities.id))
    .limit(1);
  if (!row) return null;
  const { west, south, east, north, ...rest } = row;
  return { ...rest, bbox: [west, south, east, north] };
}

/** The zones of a municipality. */
export async function listMunicipalityZones(
  db: Executor,
  municipalityId: string,
): Promise<GeocodeZone[]> {
  return db
    .select({
      id: zones.id,
      nameIt: zones.nameIt,
      nameDe: zones.nameDe,
      nameLld: zones.nameLld,
      searchKey: zones.searchKey,
      point: zones.point,
    })
    .from(zones)
    .where(eq(zones.municipalityId, municipalityId))
    .orderBy(asc(zones.id));
}

/**
 * The registered streets of a municipality. A street's point counts only inside the
 * municipality's boundary: a register placed by position can put a border street on the wrong
 * side.
 */
export async function listMunicipalityStreets(
  db: Executor,
  municipalityId: string,
): Promise<GeocodeStreet[]> {
  const rows = await db
    .select({
      id: streets.id,
      nameIt: streets.nameIt,
      nameDe: streets.nameDe,
      searchKey: streets.searchKey,
      point: streets.point,
      inside: sql<boolean>`coalesce(st_contains(${municipalities.boundary}, ${streets.point}), false)`,
    })
    .from(streets)
    .innerJoin(municipalities, eq(municipalities.id, streets.municipalityId))
    .where(eq(streets.municipalityId, municipalityId))
    .orderBy(asc(streets.searchKey));
  return rows.map(({ inside, point, ...street }) => ({
    ...street,
    point: inside ? point : null,
  }));
}

/**
 * The register's point of house number `houseNumber` on the street, if it has one (the register's
 * numbers carry no suffix; among several entrances of one number, the lowest access id).
 */
export async function findStreetAddress(
  db: Database,
  streetId: string,
  houseNumber: number,
): Promise<LngLat | null> {
  const [row] = await db
    .select({ point: streetAddresses.point })
    .from(streetAddresses)
    .where(
      and(eq(streetAddresses.streetId, streetId), eq(streetAddresses.houseNumber, houseNumber)),
    )
    .orderBy(asc(streetAddresses.id))
    .limit(1);
  return row?.point ?? null;
}

const pointSql = (p: LngLat) => sql`st_setsrid(st_makepoint(${p.x}, ${p.y}), 4326)`;

/** Whether `point` lies inside the municipality's boundary (PostGIS ST_Contains). */
export async function municipalityContains(
  db: Database,
  municipalityId: string,
  point: LngLat,
): Promise<boolean> {
  const [row] = await db
    .select({ inside: sql<boolean>`st_contains(${municipalities.boundary}, ${pointSql(point)})` })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId));
  return row?.inside === true;
}

/** The municipality's zone nearest to `point` within `maxMeters`, or null. */
export async function findNearestZone(
  db: Database,
  municipalityId: string,
  point: LngLat,
  maxMeters: number,
): Promise<GeocodeZone | null> {
  const distance = sql`st_distancesphere(${zones.point}, ${pointSql(point)})`;
  const [row] = await db
    .select({
      id: zones.id,
      nameIt: zones.nameIt,
      nameDe: zones.nameDe,
      nameLld: zones.nameLld,
      searchKey: zones.searchKey,
      point: zones.point,
    })
    .from(zones)
    .where(
      and(
        eq(zones.municipalityId, municipalityId),
        isNotNull(zones.point),
        sql`${distance} <= ${maxMeters}`,
      ),
    )
    .orderBy(distance)
    .limit(1);
  return row ?? null;
}
