/**
 * Which fields the wizard shows for a subtype (seller-side.md §5 Field visibility, §3 per-field
 * notes), and the clean-up of hidden or switched-off values before a property is saved. The
 * rules themselves live in the category modules (`categories/`); these are the questions the
 * forms and pages ask of them.
 */
import type { ParkingFlag, ParkingSpotKind } from './categories/category-module.ts';
import { categoryModule } from './categories/category-registry.ts';
import type { Category, Subtype } from '../core/constants.ts';

export type { ParkingSpotKind } from './categories/category-module.ts';
export { commercialRoomsFor, type CommercialRoomKind } from './categories/commercial.ts';
export { showsBuildinglandField } from './categories/buildingland.ts';

/**
 * Whether a top-level category field is shown for a subtype. Fields without a rule are shown.
 * @param category the property category
 * @param subtype the subtype code
 * @param field the field name (a key of the category's details)
 */
export function isFieldVisible(category: Category, subtype: Subtype, field: string): boolean {
  const module = categoryModule(category);
  if (field === 'parking') return module.parkingSpots(subtype).length > 0;
  return module.isFieldVisible(subtype, field);
}

/** A field shown for a subtype only within the categories that have it. */
const shows =
  (field: string) =>
  (category: Category, subtype: Subtype): boolean =>
    categoryModule(category).detailFields.includes(field) &&
    isFieldVisible(category, subtype, field);

/** Units count: every residential type except villa (seller-side.md §5). */
export const showsNumOfUnits = shows('numOfUnits');
/** Townhouse position (central or outside): townhouses only. */
export const showsTownhousePosition = shows('townhousePosition');
/**
 * Lift: apartment and house, and the commercial store, bar, restaurant, office, workshop and
 * industry (seller-side.md §5).
 */
export const showsLift = shows('lift');
/** Truck access: commercial warehouse and workshop (§5); garages carry it too (§3 Garage). */
export const showsReachableTruck = shows('reachableTruck');
/** Orientation: residential types, commercial types except hotel, workshop, industry, warehouse. */
export const showsOrientation = shows('orientation');
/** Heating and heating type: residential types except villa (seller-side.md §5). */
export const showsHeating = shows('heating');
/** Sell type: commercial types except office (seller-side.md §5). */
export const showsSellType = shows('sellType');
/** Average annual turnover and profit: commercial types except office and warehouse (§5). */
export const showsTurnoverAndProfit = shows('commercialInfo');
/** The building manager: apartments (seller-side.md §3). */
export const showsAdministrator = shows('administrator');
/** Lower floors: hotel and industry (seller-side.md §3 Commercial). */
export const showsLowerFloors = shows('lowerFloors');
/** Exterior area: warehouse and hotel (seller-side.md §3 Commercial). */
export const showsExteriorArea = shows('exteriorArea');
/** Hotel block (stars, bar and restaurant places, spa, conference rooms, sleeping places). */
export const showsHotel = shows('hotel');
/**
 * The building and land block (purpose, above and below ground areas, cadastral area, land-use
 * zone, indices): houses and industry (seller-side.md §3 House block).
 */
export const showsBuildingBlock = shows('overGroundArea');

/**
 * Garden area: only for a private garden (seller-side.md §5).
 * @param gardenType the chosen garden kind
 */
export function showsGardenArea(gardenType: string | undefined): boolean {
  return gardenType === 'private';
}

/**
 * Garden kinds offered: a villa offers no community garden (seller-side.md §5).
 * @param subtype the residential subtype code
 */
export function gardenTypesFor(subtype: Subtype): ReadonlyArray<'no' | 'private' | 'community'> {
  return subtype === 'villa' ? ['no', 'private'] : ['no', 'private', 'community'];
}

/**
 * Parking kinds offered: garage and parking lot; for workshop, industry and warehouse parking lot
 * and truck lot (seller-side.md §2 Step 3). Garages, land and agriculture offer none.
 * @param category the property category
 * @param subtype the subtype code
 */
export function parkingSpotsFor(category: Category, subtype: Subtype): readonly ParkingSpotKind[] {
  return categoryModule(category).parkingSpots(subtype);
}

/**
 * Shared-parking flags offered (common parking, bike parking): residential types except villa
 * (seller-side.md §5: a villa offers no common parking).
 * @param category the property category
 * @param subtype the subtype code
 */
export function parkingFlagsFor(category: Category, subtype: Subtype): readonly ParkingFlag[] {
  return categoryModule(category).parkingFlags(subtype);
}

type Spot = { number?: number | undefined; price?: number | undefined };
type AreaEntry = { amount?: number | undefined; area?: number | undefined };

/**
 * Removes the fields a subtype does not show and resets switched-off values, so that stored data
 * never carries what the form hid (seller-side.md §4 and §5):
 * - hidden top-level fields, parking kinds and flags, and room kinds are dropped;
 * - a garden that is not private keeps no area; the category's own rules apply (a villa's
 *   community garden becomes none);
 * - an additional area with amount 0 keeps area 0; a parking kind with fewer than 1 place keeps
 *   price 0.
 * @param category the property category
 * @param subtype the subtype code
 * @param details the category fields
 * @returns a cleaned copy
 */
export function cleanDetails<T extends Record<string, unknown>>(
  category: Category,
  subtype: Subtype,
  details: T,
): T {
  const module = categoryModule(category);
  let out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (value !== undefined && isFieldVisible(category, subtype, key)) out[key] = value;
  }
  out = module.cleanDetails(subtype, out);

  const garden = out.garden as { type?: string; area?: number } | undefined;
  if (garden) out.garden = { ...garden, area: showsGardenArea(garden.type) ? garden.area : 0 };

  const parking = out.parking as Record<string, unknown> | undefined;
  if (parking) {
    const spots = module.parkingSpots(subtype) as readonly string[];
    const flags = module.parkingFlags(subtype) as readonly string[];
    const cleaned: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(parking)) {
      if (spots.includes(key)) {
        const spot = value as Spot;
        cleaned[key] = { ...spot, price: (spot.number ?? 0) >= 1 ? spot.price : 0 };
      } else if (flags.includes(key)) {
        cleaned[key] = value;
      }
    }
    out.parking = cleaned;
  }

  const areas = out.areas as Record<string, AreaEntry | undefined> | undefined;
  if (areas) {
    const cleaned: Record<string, AreaEntry> = {};
    for (const [key, entry] of Object.entries(areas)) {
      if (entry) cleaned[key] = { ...entry, area: (entry.amount ?? 0) > 0 ? entry.area : 0 };
    }
    out.areas = cleaned;
  }
  return out as T;
}
