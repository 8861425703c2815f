/**
 * Small pieces several category modules share: the defaults every built category starts with,
 * no-op rules for categories without a rule of a kind, the price label.
 */
import { DEFAULT_CONDITION, DEFAULT_ENERGY_CLASS } from '../constants.ts';
import type { DetailsRecord, ListingView, SubtypeDefaults } from './category-module.ts';
import { positive } from './detail-rows.ts';

/** No parking kinds or flags. */
export const NO_PARKING = (): readonly never[] => [];
/** No cross-field rule. */
export const NO_REFINE = (): void => undefined;
/** Nothing to clean or derive beyond the common rules. */
export const UNCHANGED = (_subtype: unknown, details: DetailsRecord): DetailsRecord => details;
/** Every field shown. */
export const ALL_VISIBLE = (): boolean => true;

/**
 * The defaults of the built categories: condition 1, construction year this year, and energy
 * class G where the category has one (seller-side.md §9 Defaults).
 * @param year the current year
 * @param withEnergyClass whether the category carries an energy class
 */
export function builtDefaults(
  year: number,
  withEnergyClass: boolean,
): Pick<SubtypeDefaults, 'condition' | 'energyClass' | 'constructionYear'> {
  return {
    condition: DEFAULT_CONDITION,
    ...(withEnergyClass ? { energyClass: DEFAULT_ENERGY_CLASS } : {}),
    constructionYear: year,
  };
}

/**
 * The key of a listing's price label in the `property` catalog: the monthly rent when rented,
 * else the price.
 * @param property the listing
 */
export function priceLabelKey(property: Pick<ListingView, 'rent'>): string {
  return property.rent ? 'fields.priceRent' : 'fields.price';
}

/**
 * A number above 0, else null (a headline fact of 0 says nothing).
 * @param value a stored value
 */
export function positiveOrNull(value: unknown): number | null {
  return positive(value) ? value : null;
}

/**
 * A stored number as a column value (0 stays 0), else null.
 * @param value a stored value
 */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}
