/**
 * The queries of the listings write API (seller-side.md §7): the rows a write checks (type,
 * seller, files, places), the listing row itself and its files' attachment.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  files,
  municipalities,
  properties,
  propertyTypes,
  sellers,
  zones,
} from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';

/** A listing row as stored. */
export type PropertyRow = typeof properties.$inferSelect;
/** The values of a listing row to write. */
export type PropertyValues = typeof properties.$inferInsert;

/** A property type by id: its code (the subtype) and category. */
export async function findTypeById(db: Executor, id: string) {
  const [row] = await db
    .select({ id: propertyTypes.id, code: propertyTypes.code, category: propertyTypes.category })
    .from(propertyTypes)
    .where(eq(propertyTypes.id, id));
  return row;
}

const sellerColumns = {
  id: sellers.id,
  accountId: sellers.accountId,
  name: sellers.name,
  familyName: sellers.familyName,
  companyName: sellers.companyName,
  email: sellers.email,
};

/** A seller's id, account and names. */
export type SellerRef = { id: string; accountId: string | null } & Record<
  'name' | 'familyName' | 'companyName' | 'email',
  string | null
>;

/** A seller by id. */
export async function findSeller(db: Executor, id: string): Promise<SellerRef | undefined> {
  const [row] = await db.select(sellerColumns).from(sellers).where(eq(sellers.id, id));
  return row;
}

/** The seller profile of an account, if it has one. */
export async function findSellerOfAccount(
  db: Executor,
  accountId: string,
): Promise<SellerRef | undefined> {
  const [row] = await db
    .select(sellerColumns)
    .from(sellers)
    .where(eq(sellers.accountId, accountId))
    .limit(1);
  return row;
}

/** Creates the seller profile of an account from its e-mail address and language. */
export async function insertAccountSeller(
  db: Executor,
  account: { accountId: string; email: string; language: string },
): Promise<SellerRef> {
  const [row] = await db
    .insert(sellers)
    .values({
      accountId: account.accountId,
      email: account.email,
      language: account.language,
      isSelfInserted: true,
    })
    .returning(sellerColumns);
  return row!;
}

/** Files by id with what decides whether a listing may use them. */
export async function findFilesForListing(db: Executor, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: files.id,
      kind: files.kind,
      propertyId: files.propertyId,
      uploadedById: files.uploadedById,
    })
    .from(files)
    .where(inArray(files.id, ids));
}

/** Whether the municipality exists, and the zone (if any) belongs to it. */
export async function placesExist(
  db: Executor,
  municipalityId: string,
  zoneId: string | null,
): Promise<{ municipality: boolean; zone: boolean }> {
  const [municipality] = await db
    .select({ id: municipalities.id })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId));
  if (!zoneId) return { municipality: !!municipality, zone: true };
  const [zone] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(and(eq(zones.id, zoneId), eq(zones.municipalityId, municipalityId)));
  return { municipality: !!municipality, zone: !!zone };
}

/**
 * A listing row with its owner's account, for the checks of a change, locked until the end of
 * the writing transaction: a second change of the same listing waits here and then checks the
 * state the first one committed (a draft is submitted once, and a submitted listing never
 * turns back into a draft).
 */
export async function findListingForWrite(db: Executor, id: string) {
  const [row] = await db
    .select({ property: properties, ownerAccountId: sellers.accountId })
    .from(properties)
    .leftJoin(sellers, eq(sellers.id, properties.ownerId))
    .where(eq(properties.id, id))
    // Only the listing's row: the seller is on the nullable side of the join.
    .for('update', { of: properties });
  return row;
}

/** The files attached to a listing with their kinds, in their order. */
export async function findListingFileIds(
  db: Executor,
  propertyId: string,
): Promise<{ id: string; kind: string }[]> {
  return db
    .select({ id: files.id, kind: files.kind })
    .from(files)
    .where(eq(files.propertyId, propertyId))
    .orderBy(files.position);
}

/** Inserts a listing row; answers its id and property number. */
export async function insertListing(db: Executor, values: PropertyValues) {
  const [row] = await db
    .insert(properties)
    .values(values)
    .returning({ id: properties.id, propertyNumber: properties.propertyNumber });
  return row!;
}

/** Overwrites a listing row. */
export async function updateListing(db: Executor, id: string, values: Partial<PropertyValues>) {
  await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(properties.id, id));
}

/**
 * Attaches files to a listing at their positions (each list counted from 0) and detaches the
 * listing's other files, which the cleanup removes later when nothing uses them.
 */
export async function setListingFiles(
  db: Executor,
  propertyId: string,
  ordered: { id: string; position: number }[],
): Promise<void> {
  const keep = ordered.map((f) => f.id);
  await db
    .update(files)
    .set({ propertyId: null, updatedAt: new Date() })
    .where(
      keep.length
        ? and(eq(files.propertyId, propertyId), notInArray(files.id, keep))
        : eq(files.propertyId, propertyId),
    );
  // One statement per file: a transaction's connection runs one query at a time anyway.
  for (const file of ordered) {
    await db
      .update(files)
      .set({ propertyId, position: file.position, updatedAt: new Date() })
      .where(eq(files.id, file.id));
  }
}
