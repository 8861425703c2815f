import { asc, desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { propertyTypes } from '../../db/schema.ts';

/** Every property type, by category in `direction`, then in display order within it. */
export function findPropertyTypes(db: Database, direction: 'asc' | 'desc') {
  const byCategory =
    direction === 'asc' ? asc(propertyTypes.category) : desc(propertyTypes.category);
  return db
    .select()
    .from(propertyTypes)
    .orderBy(byCategory, asc(propertyTypes.position), asc(propertyTypes.code));
}
