/**
 * Every property type: all subtypes of the five categories (seller-side.md §3), named in it, de
 * and en by the domain package's `property` catalog, the single source of those names.
 */
import { CATEGORIES, SUBTYPES } from '@domus/domain/core/constants';
import { resources } from '@domus/domain/i18n/resources';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { propertyTypes } from '../db/schema.ts';

/** The rows of every type, in display order within each category. */
export function propertyTypeRows(): (typeof propertyTypes.$inferInsert)[] {
  return CATEGORIES.flatMap((category) =>
    SUBTYPES[category].map((code, position) => {
      const name = (lang: 'it' | 'de' | 'en') =>
        (resources[lang].property.types[category] as Record<string, string>)[code]!;
      return { code, category, name: { it: name('it'), de: name('de'), en: name('en') }, position };
    }),
  );
}

/**
 * Inserts the types that are missing (by category and code) and brings the names of existing
 * ones up to date with the catalog. Answers how many were added.
 */
export async function seedPropertyTypes(db: Database): Promise<number> {
  const rows = propertyTypeRows();
  const before = await db.$count(propertyTypes);
  await db
    .insert(propertyTypes)
    .values(rows)
    .onConflictDoUpdate({
      target: [propertyTypes.category, propertyTypes.code],
      set: { name: sql`excluded.name`, position: sql`excluded.position` },
    });
  return (await db.$count(propertyTypes)) - before;
}
