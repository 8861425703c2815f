/**
 * The light half of the category registry (decision 020): each category's name and subtypes and
 * the facts the light rules ask (price rules, renting, matching), kept apart from the category
 * modules' field schemas so that pages which only ask these (the home page's search box) do not
 * load the schemas. `core/constants.ts` takes `CATEGORIES` and `SUBTYPES` from here; each category
 * module spreads its own entry. This file imports nothing of the domain: `core/constants.ts` is built
 * on it, so the category names below are the table's own keys (the same type as `Category`).
 */

/** What a category says about its subtypes, prices, renting and matching. */
export interface CategoryFacts {
  /** Subtype codes in display order (seller-side.md §3); codes repeat across categories. */
  subtypes: readonly string[];
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

/**
 * The facts of every category, in the order the categories are listed everywhere (the
 * categories of `core/constants.ts`).
 */
export const CATEGORY_FACTS = {
  residential: {
    subtypes: ['apartment', 'house', 'villa', 'townhouse'],
    pricing: { requiresPrice: true, requiresNumOfPlaces: false, offersRentPrice: true },
    rentable: true,
    matching: { usesBedrooms: true },
    energyCertificate: true,
  },
  garage: {
    subtypes: ['garage', 'parkingLot'],
    pricing: { requiresPrice: false, requiresNumOfPlaces: true, offersRentPrice: true },
    rentable: true,
    matching: { usesBedrooms: false },
    energyCertificate: false,
  },
  commercial: {
    subtypes: [
      'hotel',
      'industry',
      'workshop',
      'warehouse',
      'office',
      'store',
      'bar',
      'restaurant',
    ],
    pricing: { requiresPrice: true, requiresNumOfPlaces: false, offersRentPrice: true },
    rentable: true,
    matching: { usesBedrooms: false },
    energyCertificate: true,
  },
  // Decisions.md Seller wizard: building land is only for sale, with a price and no rent.
  buildingland: {
    subtypes: ['residential', 'industrial', 'hotel'],
    pricing: { requiresPrice: false, requiresNumOfPlaces: false, offersRentPrice: false },
    rentable: false,
    matching: { usesBedrooms: false },
    energyCertificate: false,
  },
  agriculture: {
    subtypes: ['agriculture'],
    pricing: { requiresPrice: false, requiresNumOfPlaces: false, offersRentPrice: true },
    rentable: true,
    matching: { usesBedrooms: false },
    energyCertificate: false,
  },
} as const satisfies Record<string, CategoryFacts>;

/** One property category: `Category` of `core/constants.ts`, which is defined from this table. */
type Category = keyof typeof CATEGORY_FACTS;

/** The category whose newest listings the home page shows (buyer-side.md §2 Home). */
export const HOME_NEWEST_CATEGORY: Category = 'residential';

/**
 * The facts of a category.
 * @param category the property category
 */
export function categoryFacts(category: Category): CategoryFacts {
  return CATEGORY_FACTS[category];
}
