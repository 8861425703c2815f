import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import type { Database } from '../../db/client.ts';
import { findPropertyTypes } from './property-types.repository.ts';

/** The `sort` values of GET /types: by category ascending (`type`) or descending (`-type`). */
export type PropertyTypeSort = 'type' | '-type';

/**
 * The property types in the shape clients know (`id` the subtype code, `type` and `category` the
 * category). Without `sort`, categories come in descending order, which puts residential first.
 */
export async function listPropertyTypes(
  db: Database,
  sort: PropertyTypeSort = '-type',
): Promise<PropertyType[]> {
  const rows = await findPropertyTypes(db, sort === 'type' ? 'asc' : 'desc');
  return rows.map((row) => ({
    _id: row.id,
    id: row.code,
    type: row.category as PropertyType['type'],
    category: row.category as PropertyType['category'],
    name: row.name,
  }));
}
