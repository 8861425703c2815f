/**
 * The one preparation of a listing before it is stored (seller-side.md §4, §5, §9), run by the
 * web app before it sends a listing and by the API on every write, so that both hold the same
 * values: the subtype's defaults under the given values, fields hidden for the subtype removed
 * and switched-off values reset, a sell type kept only where allowed for sale or rent, a rent
 * price only where the form offers one, derived values (the residential sales area) computed.
 */
import { categoryModule } from './categories/category-registry.ts';
import type { Category, Subtype } from '../core/constants.ts';
import { withDefaults } from './defaults.ts';
import { offersRentPrice } from './price.ts';
import { isSellTypeAllowed, type SellType } from './sell-type.ts';
import { cleanDetails } from './visibility.ts';

/** The fields of a listing prepareListing reads; any other field passes unchanged. */
export type PreparableListing = {
  category: Category;
  rent: boolean;
  rentPrice?: number | null | undefined;
};

/**
 * The listing as it is stored: same common fields, prepared category fields. Idempotent: a
 * prepared listing prepares to itself, so the API may prepare what the web app prepared.
 * @param listing the listing's fields (common and category fields side by side)
 * @param subtype the listing's subtype code
 * @param today the current date or year (the default construction year)
 */
export function prepareListing<T extends PreparableListing>(
  listing: T,
  subtype: Subtype,
  today: Date | number,
): T {
  const module = categoryModule(listing.category);
  const detailKeys = new Set(module.detailFields);
  const rest: Record<string, unknown> = {};
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(listing)) {
    if (detailKeys.has(key)) given[key] = value;
    else rest[key] = value;
  }
  let details = withDefaults(listing.category, subtype, given, today) as Record<string, unknown>;
  details = cleanDetails(listing.category, subtype, details);
  details = module.deriveDetails(subtype, details);
  if (
    details.sellType !== undefined &&
    !isSellTypeAllowed(details.sellType as SellType, listing.rent)
  ) {
    delete details.sellType;
  }
  if (!offersRentPrice(listing.category, listing.rent) && rest.rentPrice != null) {
    rest.rentPrice = null;
  }
  return { ...rest, ...details } as T;
}
