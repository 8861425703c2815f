/**
 * What the exposé reads besides the listing itself: the place data its map is drawn from (the
 * municipality's boundary, the zone's point), and the record of the exposés kept in the storage.
 */
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { exposeFiles, municipalities, zones } from '../../db/schema.ts';

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

/**
 * Records a kept exposé as made now; made again (its file was gone), it counts as made now again,
 * so that it is the current one of its listing, language and kind.
 */
export async function recordExposeFile(
  db: Database,
  row: { key: string; propertyId: string; language: string; kind: string },
): Promise<void> {
  await db
    .insert(exposeFiles)
    .values(row)
    .onConflictDoUpdate({ target: exposeFiles.key, set: { madeAt: sql`now()` } });
}

/**
 * Deletes at most `limit` records of exposés that are no longer current, and answers their
 * storage keys: those whose listing was deleted, and those of which a newer one of the same
 * listing, language and kind was made before `supersededBefore` (a link answered just before a
 * change still downloads for a while). One statement that checks again what it deletes: sweeps
 * of several processes at once each delete a record once, and never the newest of its kind.
 */
export async function deleteStaleExposeFiles(
  db: Database,
  supersededBefore: Date,
  limit: number,
): Promise<string[]> {
  const newer = alias(exposeFiles, 'newer');
  const stale = or(
    isNull(exposeFiles.propertyId),
    sql`exists (${db
      .select({ one: sql`1` })
      .from(newer)
      .where(
        and(
          eq(newer.propertyId, exposeFiles.propertyId),
          eq(newer.language, exposeFiles.language),
          eq(newer.kind, exposeFiles.kind),
          gt(newer.madeAt, exposeFiles.madeAt),
          lt(newer.madeAt, supersededBefore),
        ),
      )})`,
  );
  const candidates = db
    .select({ key: exposeFiles.key })
    .from(exposeFiles)
    .where(stale)
    .limit(limit);
  const deleted = await db
    .delete(exposeFiles)
    .where(and(inArray(exposeFiles.key, candidates), stale))
    .returning({ key: exposeFiles.key });
  return deleted.map((row) => row.key);
}
