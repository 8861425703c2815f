/**
 * Default values of a new listing per subtype (seller-side.md §9 Defaults, decisions.md hotel
 * stars). Each category module says its defaults; these apply them.
 */
import { categoryModule } from './categories/category-registry.ts';
import type { SubtypeDefaults } from './categories/category-module.ts';
import { DEFAULT_HOTEL_STARS, type Category, type Subtype } from '../core/constants.ts';

export type { SubtypeDefaults } from './categories/category-module.ts';
export { defaultFloors, defaultNumOfUnits } from './categories/residential.ts';

/**
 * The defaults of a new listing: condition 1, energy class G and the current year for the
 * built categories; units and floors for residential; floor -1 for a garage; 3 stars for a hotel.
 * Land and agriculture start empty.
 * @param category the property category
 * @param subtype the subtype code
 * @param today the current date or year (a parameter so that the rule stays pure)
 */
export function defaultDetails(
  category: Category,
  subtype: Subtype,
  today: Date | number,
): SubtypeDefaults {
  const year = typeof today === 'number' ? today : today.getFullYear();
  return categoryModule(category).defaults(subtype, year);
}

/**
 * Fills the defaults of a subtype under the given fields (given values win; a hotel block keeps
 * its own values and gets the default stars only when it has none).
 * @param category the property category
 * @param subtype the subtype code
 * @param details the fields entered so far
 * @param today the current date or year
 */
export function withDefaults<T extends Record<string, unknown>>(
  category: Category,
  subtype: Subtype,
  details: T,
  today: Date | number,
): T & SubtypeDefaults {
  const defaults = defaultDetails(category, subtype, today) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(details)) {
    if (value !== undefined) out[key] = value;
  }
  if (defaults.hotel && details.hotel) {
    const hotel: { stars?: number } = { ...defaults.hotel, ...details.hotel };
    hotel.stars ??= DEFAULT_HOTEL_STARS;
    out.hotel = hotel;
  }
  return out as T & SubtypeDefaults;
}
