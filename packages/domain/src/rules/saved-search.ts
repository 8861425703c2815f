/**
 * Saved-search rules (decisions.md Saved searches and matching, buyer-side.md §9): bedrooms
 * count for residential types only; the non-geographic match criteria.
 */
import { categoryModule } from '../categories/category-registry.ts';
import type { Category } from '../constants.ts';

/**
 * Whether a saved search of this category asks for bedrooms (residential types only; for the
 * other categories rooms are removed from the profile).
 * @param category the search type's category
 */
export function searchUsesBedrooms(category: Category): boolean {
  return categoryModule(category).matching.usesBedrooms;
}

/** What the non-geographic match criteria compare. */
export type MatchCriteria = {
  search: { rent: boolean; typeId: string; budget: number; bedrooms: number; category: Category };
  listing: {
    isConfirmed: boolean;
    rent: boolean;
    typeId: string;
    price: number | null;
    bedrooms: number;
  };
};

/**
 * Whether a listing meets a saved search apart from the locations: confirmed, same rent flag,
 * same type, price (monthly rent when renting) at most the budget when the budget is above 0,
 * and for residential types at least the bedrooms asked for.
 * @param criteria the search and the listing
 */
export function meetsSearchCriteria({ search, listing }: MatchCriteria): boolean {
  if (!listing.isConfirmed) return false;
  if (listing.rent !== search.rent || listing.typeId !== search.typeId) return false;
  if (search.budget > 0 && (listing.price === null || listing.price > search.budget)) return false;
  if (
    searchUsesBedrooms(search.category) &&
    search.bedrooms > 0 &&
    listing.bedrooms < search.bedrooms
  ) {
    return false;
  }
  return true;
}
