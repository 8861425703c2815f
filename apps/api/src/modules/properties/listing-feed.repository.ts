/**
 * The listings the portal feeds read (issue 32 point 2): published listings a page at a time in
 * id order (keyset, so a full export of thousands never loads them all), with the
 * municipality's ISTAT code and names, the subtype's code and the pictures in their order; and
 * the withdrawn listings the next transfer removes from the portals.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { inChunks } from '../../db/chunked.ts';
import type { Executor } from '../../db/client.ts';
import { files, municipalities, properties, propertyTypes } from '../../db/schema.ts';

/** One published listing as a feed reads it, its pictures' storage keys in their order. */
export interface FeedListingRow {
  id: string;
  propertyNumber: number;
  category: string;
  subtype: string;
  rent: boolean;
  price: number | null;
  title: { it: string; de: string; en: string };
  description: { it: string; de: string; en: string };
  details: Record<string, unknown>;
  energyConsumption: number | null;
  municipalityId: string | null;
  municipalityIt: string | null;
  updatedAt: Date;
  pictureKeys: string[];
}

const published = and(
  eq(properties.isConfirmed, true),
  eq(properties.isDraft, false),
  isNull(properties.withdrawnAt),
);

/**
 * Up to `limit` published listings after the id `after` (none: from the first), in id order.
 * @param db the database
 * @param after the last id of the previous page
 * @param limit listings per page
 */
export async function findFeedListingPage(
  db: Executor,
  after: string | null,
  limit: number,
): Promise<FeedListingRow[]> {
  const rows = await db
    .select({
      id: properties.id,
      propertyNumber: properties.propertyNumber,
      category: properties.category,
      subtype: propertyTypes.code,
      rent: properties.rent,
      price: properties.price,
      title: properties.title,
      description: properties.description,
      details: properties.details,
      energyConsumption: properties.energyConsumption,
      municipalityId: properties.municipalityId,
      municipalityIt: municipalities.nameIt,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(after ? and(published, gt(properties.id, after)) : published)
    .orderBy(asc(properties.id))
    .limit(limit);
  const pictures = await inChunks(
    rows.map((row) => row.id),
    (chunk) =>
      db
        .select({ propertyId: files.propertyId, key: files.storageKey })
        .from(files)
        .where(and(inArray(files.propertyId, chunk), eq(files.kind, 'image')))
        .orderBy(files.propertyId, asc(files.position), asc(files.id)),
  );
  const keys = new Map<string, string[]>();
  for (const { propertyId, key } of pictures) {
    if (propertyId) keys.set(propertyId, [...(keys.get(propertyId) ?? []), key]);
  }
  return rows.map((row) => ({
    ...row,
    details: (row.details ?? {}) as Record<string, unknown>,
    pictureKeys: keys.get(row.id) ?? [],
  }));
}

/** The withdrawn listings (number and when), which every portal removes with the next transfer. */
export async function findWithdrawnListings(
  db: Executor,
): Promise<{ id: string; propertyNumber: number; withdrawnAt: Date }[]> {
  const rows = await db
    .select({
      id: properties.id,
      propertyNumber: properties.propertyNumber,
      withdrawnAt: properties.withdrawnAt,
    })
    .from(properties)
    .where(isNotNull(properties.withdrawnAt))
    .orderBy(asc(properties.id));
  return rows.map((row) => ({ ...row, withdrawnAt: row.withdrawnAt! }));
}
