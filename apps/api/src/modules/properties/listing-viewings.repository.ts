/**
 * What the viewings (issue 33 points 1–2) read of a listing: what it is, whether it is
 * published, where it lies (street, number, postal code, municipality by name), whose it is
 * and who is responsible for it. The listing module owns the table (issue 31 point 1); the
 * viewings module reads it through this query and the columns of listing-columns.sql.ts.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { municipalities, properties } from '../../db/schema.ts';
import { listingViewingColumns } from './listing-columns.sql.ts';

/** The viewing columns of a listing with its municipality's names. */
export const listingViewingPlaceColumns = {
  ...listingViewingColumns,
  municipalityIt: municipalities.nameIt,
  municipalityDe: municipalities.nameDe,
  municipalityLld: municipalities.nameLld,
};

/** A listing as a viewing reads it, or undefined. */
export async function findListingForViewing(db: Executor, id: string) {
  const [row] = await db
    .select(listingViewingPlaceColumns)
    .from(properties)
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(eq(properties.id, id));
  return row;
}
