/**
 * Required-price rules (seller-side.md §5 Price): residential and commercial forms require a
 * price above 0; a garage requires its number of places; building land and agriculture require
 * nothing.
 */
import { categoryFacts } from '../core/category-facts.ts';
import type { Category, Subtype } from '../core/constants.ts';

/** The fields the price rules look at. */
export type PriceFields = {
  price?: number | null | undefined;
  numOfPlaces?: number | null | undefined;
};

/** A failed required-price rule: the field and the `errors` message key. */
export type PriceIssue = { field: 'price' | 'numOfPlaces'; message: 'global.errors.required' };

/**
 * Whether the category's form requires a price (the asking price, or the monthly rent when
 * renting).
 * @param category the property category
 */
export function requiresPrice(category: Category): boolean {
  return categoryFacts(category).pricing.requiresPrice;
}

/**
 * Whether the category's form requires the number of places (garages).
 * @param category the property category
 */
export function requiresNumOfPlaces(category: Category): boolean {
  return categoryFacts(category).pricing.requiresNumOfPlaces;
}

/**
 * Whether the form offers the rent field (`rentPrice`) beside the price: for sale listings of
 * the built categories and agriculture (seller-side.md §2 Step 3: residential, garage and
 * commercial forms carry price and rentPrice, agriculture price or rentPrice; building land only
 * a price). A rented listing's price already is its monthly rent, so it offers no second rent.
 * For an office the field is the price of the premises ("walls").
 * @param category the property category
 * @param rent true when renting
 */
export function offersRentPrice(category: Category, rent: boolean): boolean {
  return !rent && categoryFacts(category).pricing.offersRentPrice;
}

/**
 * The `property:fields` label of the rent field beside a sale price: an office's figure is the
 * price of the premises ("walls"), any other the monthly rent.
 * @param subtype the listing's subtype code
 */
export function rentPriceLabel(
  subtype: Subtype | null | undefined,
): 'rentPriceOffice' | 'rentPrice' {
  return subtype === 'office' ? 'rentPriceOffice' : 'rentPrice';
}

/**
 * Checks the required-price rules of a category. A missing value or one at or below 0 fails
 * ('Questo campo non deve essere vuoto').
 * @param category the property category
 * @param fields the property's price and number of places
 * @returns the failed rules, empty when all hold
 */
export function priceIssues(category: Category, fields: PriceFields): PriceIssue[] {
  const issues: PriceIssue[] = [];
  if (requiresPrice(category) && !((fields.price ?? 0) > 0)) {
    issues.push({ field: 'price', message: 'global.errors.required' });
  }
  if (requiresNumOfPlaces(category) && !((fields.numOfPlaces ?? 0) > 0)) {
    issues.push({ field: 'numOfPlaces', message: 'global.errors.required' });
  }
  return issues;
}
