/**
 * Default values of a new listing per subtype (seller-side.md §9 Defaults, decisions.md hotel
 * stars).
 */
import {
  DEFAULT_APARTMENT_FLOORS,
  DEFAULT_CONDITION,
  DEFAULT_ENERGY_CLASS,
  DEFAULT_GARAGE_FLOOR,
  DEFAULT_HOTEL_STARS,
  DEFAULT_NUM_OF_UNITS,
  DEFAULT_OTHER_FLOORS,
  DEFAULT_TOWNHOUSE_UNITS,
  type Category,
  type Subtype,
} from '../constants.ts';

/** The defaults a subtype starts with. */
export type SubtypeDefaults = {
  condition?: 1;
  energyClass?: 'G';
  constructionYear?: number;
  numOfUnits?: number;
  minFloor?: number;
  maxFloor?: number;
  floor?: number;
  hotel?: { stars: number };
};

/**
 * The number of units a residential building starts with: 8, a townhouse row 3, none for a villa
 * (seller-side.md §3 numOfUnits).
 * @param subtype the residential subtype code
 */
export function defaultNumOfUnits(subtype: Subtype): number | undefined {
  if (subtype === 'villa') return undefined;
  return subtype === 'townhouse' ? DEFAULT_TOWNHOUSE_UNITS : DEFAULT_NUM_OF_UNITS;
}

/**
 * The floors a residential subtype starts with: an apartment on floor 1 of 3, the other types
 * from -1 to 1.
 * @param subtype the residential subtype code
 */
export function defaultFloors(subtype: Subtype): { minFloor: number; maxFloor: number } {
  return subtype === 'apartment' ? { ...DEFAULT_APARTMENT_FLOORS } : { ...DEFAULT_OTHER_FLOORS };
}

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
  const constructionYear = typeof today === 'number' ? today : today.getFullYear();
  switch (category) {
    case 'residential': {
      const units = defaultNumOfUnits(subtype);
      return {
        condition: DEFAULT_CONDITION,
        energyClass: DEFAULT_ENERGY_CLASS,
        constructionYear,
        ...(units === undefined ? {} : { numOfUnits: units }),
        ...defaultFloors(subtype),
      };
    }
    case 'garage':
      return {
        condition: DEFAULT_CONDITION,
        constructionYear,
        ...(subtype === 'garage' ? { floor: DEFAULT_GARAGE_FLOOR } : {}),
      };
    case 'commercial':
      return {
        condition: DEFAULT_CONDITION,
        energyClass: DEFAULT_ENERGY_CLASS,
        constructionYear,
        ...(subtype === 'hotel' ? { hotel: { stars: DEFAULT_HOTEL_STARS } } : {}),
      };
    default:
      return {};
  }
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
