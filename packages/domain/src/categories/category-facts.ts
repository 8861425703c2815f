/**
 * The facts of each category that the light rules ask (price rules, renting, matching), kept
 * apart from the category modules' field schemas so that pages which only ask these (the home
 * page's search box) do not load the schemas. Each category module spreads its own entry.
 */
import type { Category } from '../constants.ts';

/** What a category says about prices, renting and matching. */
export interface CategoryFacts {
  /**
   * The price rules of the form (seller-side.md §5 Price): whether a price above 0 or a number
   * of places is required, and whether a sale listing may also name a rent (`rentPrice`).
   */
  pricing: { requiresPrice: boolean; requiresNumOfPlaces: boolean; offersRentPrice: boolean };
  /** Whether the category's types can be offered or searched for rent (decisions.md). */
  rentable: boolean;
  /** Matching criteria: whether the search's minimum bedrooms applies (buyer-side.md §9). */
  matching: { usesBedrooms: boolean };
  /**
   * Whether the category's buildings carry an energy certificate: energy class and energy
   * performance index (seller-side.md §3, §9), shown on the detail page and the exposé.
   */
  energyCertificate: boolean;
}

/** The facts of every category. */
export const CATEGORY_FACTS = {
  residential: {
    pricing: { requiresPrice: true, requiresNumOfPlaces: false, offersRentPrice: true },
    rentable: true,
    matching: { usesBedrooms: true },
    energyCertificate: true,
  },
  garage: {
    pricing: { requiresPrice: false, requiresNumOfPlaces: true, offersRentPrice: true },
    rentable: true,
    matching: { usesBedrooms: false },
    energyCertificate: false,
  },
  commercial: {
    pricing: { requiresPrice: true, requiresNumOfPlaces: false, offersRentPrice: true },
    rentable: true,
    matching: { usesBedrooms: false },
    energyCertificate: true,
  },
  // Decisions.md Seller wizard: building land is only for sale, with a price and no rent.
  buildingland: {
    pricing: { requiresPrice: false, requiresNumOfPlaces: false, offersRentPrice: false },
    rentable: false,
    matching: { usesBedrooms: false },
    energyCertificate: false,
  },
  agriculture: {
    pricing: { requiresPrice: false, requiresNumOfPlaces: false, offersRentPrice: true },
    rentable: true,
    matching: { usesBedrooms: false },
    energyCertificate: false,
  },
} as const satisfies Record<Category, CategoryFacts>;

/**
 * The facts of a category.
 * @param category the property category
 */
export function categoryFacts(category: Category): CategoryFacts {
  return CATEGORY_FACTS[category];
}
