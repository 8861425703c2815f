/**
 * The columns a listing's row derives from its category fields, shared by every writer of
 * listings (the listings API and the demo seed), so that the search filters and sorts on the
 * same figures whoever wrote the row. Each category's module says how (decision 020).
 */
import type { DerivedColumns } from '@domus/domain/listing/categories/category-module';
import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import type { Category } from '@domus/domain/core/constants';

export type { DerivedColumns } from '@domus/domain/listing/categories/category-module';

/**
 * The area the lists filter and sort on, per category: the catastral area of building land,
 * the sales area (else the net area) of residential listings, the area of the others.
 * @param category the listing's category
 * @param details its validated category fields
 */
export function listingArea(category: Category, details: Record<string, unknown>): number | null {
  return categoryModule(category).columns(details).area;
}

/**
 * Room and bath totals, bedrooms and area of a listing from its validated category fields.
 * @param category the listing's category
 * @param details its validated category fields
 */
export function derivedColumns(
  category: Category,
  details: Record<string, unknown>,
): DerivedColumns {
  return categoryModule(category).columns(details);
}
