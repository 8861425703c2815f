/**
 * The record of the exposés kept in the file storage (expose_files): which listing, language and
 * kind each PDF is of, which are current, and which a withdrawal, deletion or erasure detached.
 * Below both the exposé and the listings, which detach and remove a listing's exposés.
 */
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { exposeFiles } from '../../db/schema.ts';

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
