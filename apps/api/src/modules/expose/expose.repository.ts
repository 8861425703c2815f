/**
 * What the exposé reads besides the listing itself: the place data its map is drawn from (the
 * municipality's boundary, the zone's point). The record of the kept exposés is
 * expose-files/expose-files.repository.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { municipalities, zones } from '../../db/schema.ts';

/** Longitude and latitude, WGS84. */
export type LonLat = [number, number];

/**
 * A municipality's boundary as rings of points, simplified to about 30 m: a map a few
 * centimetres wide shows no finer detail, and the whole boundary then stays a few kilobytes.
 */
export async function findMunicipalityOutline(
  db: Database,
  municipalityId: string,
): Promise<LonLat[][] | null> {
  const [row] = await db
    .select({
      geoJson: sql<string>`ST_AsGeoJSON(ST_SimplifyPreserveTopology(${municipalities.boundary}, 0.0003), 6)`,
    })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId));
  if (!row) return null;
  const geometry = JSON.parse(row.geoJson) as
    | { type: 'MultiPolygon'; coordinates: LonLat[][][] }
    | { type: 'Polygon'; coordinates: LonLat[][] };
  return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
}

/** A zone's point, or null. */
export async function findZonePoint(db: Database, zoneId: string): Promise<LonLat | null> {
  const [row] = await db
    .select({ x: sql<number>`ST_X(${zones.point})`, y: sql<number>`ST_Y(${zones.point})` })
    .from(zones)
    .where(eq(zones.id, zoneId));
  return row ? [Number(row.x), Number(row.y)] : null;
}

/** The localities and town quarters of a municipality with their names, for orientation. */
export async function findZonesOfMunicipality(db: Database, municipalityId: string) {
  const rows = await db
    .select({
      id: zones.id,
      nameIt: zones.nameIt,
      nameDe: zones.nameDe,
      x: sql<number>`ST_X(${zones.point})`,
      y: sql<number>`ST_Y(${zones.point})`,
    })
    .from(zones)
    .where(eq(zones.municipalityId, municipalityId));
  return rows.map((r) => ({
    id: r.id,
    names: { it: r.nameIt ?? r.nameDe ?? '', de: r.nameDe ?? r.nameIt ?? '' },
    point: [Number(r.x), Number(r.y)] as LonLat,
  }));
}
