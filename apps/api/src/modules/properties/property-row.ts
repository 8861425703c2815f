/**
 * The columns a listing's row derives from its category fields, shared by every writer of
 * listings (the listings API and the demo seed), so that the search filters and sorts on the
 * same figures whoever wrote the row.
 */
import type { Category } from '@domus/domain/constants';
import { bathTotal, roomTotal } from '@domus/domain/rules/rooms';

/** The derived columns of a listing row (buyer-side.md §9 room total, area). */
export type DerivedColumns = {
  roomTotal: number | null;
  bathTotal: number | null;
  bedrooms: number | null;
  area: number | null;
};

/**
 * The area the lists filter and sort on, per category: the catastral area of building land,
 * the sales area (else the net area) of residential listings, the area of the others.
 * @param category the listing's category
 * @param details its validated category fields
 */
export function listingArea(category: Category, details: Record<string, unknown>): number | null {
  const value =
    category === 'buildingland'
      ? details.catastralArea
      : category === 'residential'
        ? (details.area ?? details.nettoArea)
        : details.area;
  return typeof value === 'number' ? value : null;
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
  const rooms = (details.rooms ?? {}) as Parameters<typeof roomTotal>[0];
  return {
    roomTotal: category === 'residential' ? roomTotal(rooms) : null,
    bathTotal: category === 'residential' || category === 'commercial' ? bathTotal(rooms) : null,
    bedrooms: category === 'residential' ? ((rooms as { bed?: number }).bed ?? 0) : null,
    area: listingArea(category, details),
  };
}
