/**
 * What the import from another CRM (issue 32 point 5, decision 064) needs of the listings
 * beyond the write service: the listing an earlier import made, by the CRM's number
 * (`objektnr_extern`), and the number kept on the listing the import wrote. The listing module
 * owns the table; the import writes listings only through `properties-write.service.ts`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { properties, propertyTypes } from '../../db/schema.ts';

/** The listings with these external numbers: id, category and state by number. */
export async function findListingsByExternalRef(
  db: Executor,
  refs: readonly string[],
): Promise<Map<string, { id: string; category: string; isDraft: boolean; isConfirmed: boolean }>> {
  if (!refs.length) return new Map();
  const rows = await db
    .select({
      ref: properties.externalRef,
      id: properties.id,
      category: properties.category,
      isDraft: properties.isDraft,
      isConfirmed: properties.isConfirmed,
    })
    .from(properties)
    .where(inArray(properties.externalRef, [...refs]));
  return new Map(rows.map(({ ref, ...row }) => [ref!, row]));
}

/** Keeps the CRM's number on the listing the import wrote, in the import's transaction. */
export async function setListingExternalRef(db: Executor, id: string, ref: string): Promise<void> {
  await db.update(properties).set({ externalRef: ref }).where(eq(properties.id, id));
}

/** The property type of a category's subtype, as the write service takes it. */
export async function findTypeIdByCode(
  db: Executor,
  category: string,
  code: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(and(eq(propertyTypes.category, category), eq(propertyTypes.code, code)));
  return row?.id;
}
