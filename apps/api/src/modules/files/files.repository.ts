import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import type { Database, Executor } from '../../db/client.ts';
import { files, properties } from '../../db/schema.ts';
import type { FileStorage } from './file-storage.ts';
import type { StoredFile, StoredVariants } from './files.service.ts';

/** A row of the files table. */
export type FileRow = typeof files.$inferSelect;
/** What is inserted: a stored upload plus its owner, kind, name and position. */
export type NewFileRow = StoredFile & {
  propertyId?: string | null;
  kind: 'image' | 'floorplan' | 'cataster' | 'landregister';
  name: string;
  position?: number;
  uploadedById?: string | null;
};

/** Inserts file rows in one statement; answers the rows in the given order. */
export async function insertFiles(db: Database, rows: NewFileRow[]): Promise<FileRow[]> {
  if (!rows.length) return [];
  return db
    .insert(files)
    .values(
      rows.map((r) => ({
        propertyId: r.propertyId ?? null,
        kind: r.kind,
        name: r.name,
        mime: r.mime,
        storageKey: r.storageKey,
        variants: r.variants,
        width: r.width,
        height: r.height,
        position: r.position ?? 0,
        uploadedById: r.uploadedById ?? null,
      })),
    )
    .returning();
}

/** The files of some properties, images and plans in their order. */
export async function listFilesOfProperties(
  db: Database,
  propertyIds: string[],
): Promise<FileRow[]> {
  if (!propertyIds.length) return [];
  return db
    .select()
    .from(files)
    .where(inArray(files.propertyId, propertyIds))
    .orderBy(asc(files.propertyId), asc(files.kind), asc(files.position));
}

/** One file of a property, or undefined. */
export async function findFile(db: Database, id: string, propertyId?: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(propertyId ? and(eq(files.id, id), eq(files.propertyId, propertyId)) : eq(files.id, id));
  return row;
}

/**
 * A file row as the API answers it (seller-side.md §3 Uploaded file): `url` shows the file (the
 * full-size image; a PDF plan's first-page preview once there is one, else the PDF), `pdfUrl`
 * links the PDF of a plan, `variants` the renditions by size.
 */
export function toUploadedFile(row: FileRow, storage: FileStorage): UploadedFile {
  const variants = row.variants as StoredVariants;
  const isPdf = row.mime === 'application/pdf';
  const preview = variants['full'] ?? variants['gallery'];
  return {
    _id: row.id,
    url: preview ? storage.url(preview.jpeg) : storage.url(row.storageKey),
    pdfUrl: isPdf ? storage.url(row.storageKey) : null,
    name: row.name,
    type: row.kind as UploadedFile['type'],
    mime: row.mime,
    width: row.width,
    height: row.height,
    variants: Object.fromEntries(
      Object.entries(variants).map(([size, v]) => [
        size,
        { webp: storage.url(v.webp), jpeg: storage.url(v.jpeg), width: v.width, height: v.height },
      ]),
    ),
  };
}

/**
 * A file with what decides who may delete it: its uploader, and the owner seller and creating
 * account of the listing it belongs to (null when it belongs to none).
 */
export async function findFileWithListing(db: Database, id: string) {
  const [row] = await db
    .select({
      file: files,
      listingOwnerId: properties.ownerId,
      listingCreatedById: properties.createdById,
      listingIsConfirmed: properties.isConfirmed,
      listingIsDraft: properties.isDraft,
      listingWithdrawnAt: properties.withdrawnAt,
    })
    .from(files)
    .leftJoin(properties, eq(properties.id, files.propertyId))
    .where(eq(files.id, id));
  return row;
}

/**
 * Deletes a file row; answers it with whether its storage key is still used by another row
 * (demo listings share one stored picture among many rows). Null when there was no such row.
 * `onDeleted` runs in the deletion's transaction once the row is gone.
 */
export async function deleteFileRow(
  db: Database,
  id: string,
  onDeleted?: (tx: Executor, row: FileRow) => Promise<void>,
): Promise<{ row: FileRow; keyStillUsed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(files).where(eq(files.id, id)).returning();
    if (!row) return null;
    // What the deletion changes elsewhere (a listing's history) is written in its transaction.
    if (onDeleted) await onDeleted(tx, row);
    const [other] = await tx
      .select({ id: files.id })
      .from(files)
      .where(eq(files.storageKey, row.storageKey))
      .limit(1);
    return { row, keyStillUsed: !!other };
  });
}

/** Ids of files that belong to no listing and were uploaded before `before`, oldest first. */
export async function listUnattachedFileIds(
  db: Database,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(isNull(files.propertyId), lt(files.createdAt, before)))
    .orderBy(asc(files.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The files of a listing with their kind and position (each kind counted from 0). */
export async function findListingFilePositions(db: Executor, propertyId: string) {
  return db
    .select({ id: files.id, kind: files.kind, position: files.position })
    .from(files)
    .where(eq(files.propertyId, propertyId))
    .orderBy(asc(files.position));
}
