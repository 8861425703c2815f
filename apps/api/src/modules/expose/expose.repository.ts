/**
 * What the exposé reads besides the listing itself: the place data its map is drawn from (the
 * municipality's boundary, the zone's point), and the record of the exposés kept in the storage.
 */
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { exposeFiles, municipalities, properties, sellers, zones } from '../../db/schema.ts';

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

/**
 * The listing of a kept exposé with what decides who may see it (decision 044); undefined when
 * the exposé is not recorded or its listing was deleted, withdrawn or erased (detached).
 */
export async function findExposeListing(db: Executor, key: string) {
  const [row] = await db
    .select({
      propertyId: properties.id,
      isConfirmed: properties.isConfirmed,
      isDraft: properties.isDraft,
      withdrawnAt: properties.withdrawnAt,
      createdById: properties.createdById,
      responsibleAgentId: properties.responsibleAgentId,
      ownerAccountId: sellers.accountId,
    })
    .from(exposeFiles)
    .innerJoin(properties, eq(properties.id, exposeFiles.propertyId))
    .leftJoin(sellers, eq(sellers.id, properties.ownerId))
    .where(eq(exposeFiles.key, key));
  return row;
}

/**
 * Records a kept exposé found in the storage as its listing's, without making it the newest: one
 * kept before the table existed, or one detached (its listing withdrawn) whose removal had not
 * yet happened when the listing was published again.
 */
export async function attachExposeFile(
  db: Executor,
  row: { key: string; propertyId: string; language: string; kind: string },
): Promise<void> {
  await db
    .insert(exposeFiles)
    .values(row)
    .onConflictDoUpdate({
      target: exposeFiles.key,
      set: { propertyId: row.propertyId },
      setWhere: isNull(exposeFiles.propertyId),
    });
}

/**
 * Detaches the kept exposés of the listings, in the caller's transaction (a withdrawal or an
 * erasure): their links answer 404 from its commit on, and {@link findDetachedExposeKeys} finds
 * them for removal. A deleted listing's exposés are detached by the foreign key itself.
 */
export async function detachExposeFiles(db: Executor, propertyIds: string[]): Promise<void> {
  if (!propertyIds.length) return;
  await db
    .update(exposeFiles)
    .set({ propertyId: null })
    .where(inArray(exposeFiles.propertyId, propertyIds));
}

/** The storage keys of at most `limit` exposés of no listing. */
export async function findDetachedExposeKeys(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: exposeFiles.key })
    .from(exposeFiles)
    .where(isNull(exposeFiles.propertyId))
    .limit(limit);
  return rows.map((row) => row.key);
}

/** Deletes the records of the exposés `keys` that still belong to no listing. */
export async function deleteDetachedExposeRecords(db: Executor, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await db
    .delete(exposeFiles)
    .where(and(inArray(exposeFiles.key, keys), isNull(exposeFiles.propertyId)));
}
