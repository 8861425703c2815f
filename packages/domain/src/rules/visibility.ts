/**
 * Which fields the wizard shows for a subtype (seller-side.md §5 Field visibility, §3 per-field
 * notes), and the clean-up of hidden or switched-off values before a property is saved.
 */
import type { Category, Subtype } from '../constants.ts';

/**
 * Units count: every residential type except villa (seller-side.md §5).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsNumOfUnits(category: Category, subtype: Subtype): boolean {
  return category === 'residential' && subtype !== 'villa';
}

/**
 * Townhouse position (central or outside): townhouses only.
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsTownhousePosition(category: Category, subtype: Subtype): boolean {
  return category === 'residential' && subtype === 'townhouse';
}

const LIFT_COMMERCIAL = new Set<Subtype>([
  'store',
  'bar',
  'restaurant',
  'office',
  'workshop',
  'industry',
]);

/**
 * Lift: apartment and house, and the commercial store, bar, restaurant, office, workshop and
 * industry (seller-side.md §5).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsLift(category: Category, subtype: Subtype): boolean {
  if (category === 'residential') return subtype === 'apartment' || subtype === 'house';
  return category === 'commercial' && LIFT_COMMERCIAL.has(subtype);
}

/**
 * Truck access: commercial warehouse and workshop (seller-side.md §5); garages carry it too
 * (seller-side.md §3 Garage).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsReachableTruck(category: Category, subtype: Subtype): boolean {
  if (category === 'garage') return true;
  return category === 'commercial' && (subtype === 'warehouse' || subtype === 'workshop');
}

const NO_ORIENTATION = new Set<Subtype>(['hotel', 'workshop', 'industry', 'warehouse']);

/**
 * Orientation: residential types, and commercial types except hotel, workshop, industry and
 * warehouse (seller-side.md §5).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsOrientation(category: Category, subtype: Subtype): boolean {
  if (category === 'residential') return true;
  return category === 'commercial' && !NO_ORIENTATION.has(subtype);
}

/**
 * Heating and heating type: residential types except villa (seller-side.md §5).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsHeating(category: Category, subtype: Subtype): boolean {
  return category === 'residential' && subtype !== 'villa';
}

/**
 * Sell type: commercial types except office (seller-side.md §5: office offers no sell type).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsSellType(category: Category, subtype: Subtype): boolean {
  return category === 'commercial' && subtype !== 'office';
}

/**
 * Average annual turnover and profit: commercial types except office and warehouse
 * (seller-side.md §5).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsTurnoverAndProfit(category: Category, subtype: Subtype): boolean {
  return category === 'commercial' && subtype !== 'office' && subtype !== 'warehouse';
}

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

/** A parking kind with a count and a price. */
export type ParkingSpotKind = 'garage' | 'parkingLot' | 'truckLot';

const TRUCK_PARKING = new Set<Subtype>(['workshop', 'industry', 'warehouse']);

/**
 * Parking kinds offered: garage and parking lot; for workshop, industry and warehouse parking lot
 * and truck lot (seller-side.md §2 Step 3). Garages, land and agriculture offer none.
 * @param category the property category
 * @param subtype the subtype code
 */
export function parkingSpotsFor(category: Category, subtype: Subtype): readonly ParkingSpotKind[] {
  if (category === 'commercial' && TRUCK_PARKING.has(subtype)) return ['parkingLot', 'truckLot'];
  if (category === 'residential' || category === 'commercial') return ['garage', 'parkingLot'];
  return [];
}

/**
 * Shared-parking flags offered (common parking, bike parking): residential types except villa
 * (seller-side.md §5: a villa offers no common parking).
 * @param category the property category
 * @param subtype the subtype code
 */
export function parkingFlagsFor(
  category: Category,
  subtype: Subtype,
): ReadonlyArray<'common' | 'bike'> {
  return category === 'residential' && subtype !== 'villa' ? ['common', 'bike'] : [];
}

/**
 * The building and land block (purpose, above and below ground areas, cadastral area, land-use
 * zone, indices): houses and industry (seller-side.md §3 House block).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsBuildingBlock(category: Category, subtype: Subtype): boolean {
  return (
    (category === 'residential' && subtype === 'house') ||
    (category === 'commercial' && subtype === 'industry')
  );
}

/**
 * The building manager: apartments (seller-side.md §3).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsAdministrator(category: Category, subtype: Subtype): boolean {
  return category === 'residential' && subtype === 'apartment';
}

/**
 * Lower floors: hotel and industry (seller-side.md §3 Commercial).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsLowerFloors(category: Category, subtype: Subtype): boolean {
  return category === 'commercial' && (subtype === 'hotel' || subtype === 'industry');
}

/**
 * Exterior area: warehouse and hotel (seller-side.md §3 Commercial).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsExteriorArea(category: Category, subtype: Subtype): boolean {
  return category === 'commercial' && (subtype === 'warehouse' || subtype === 'hotel');
}

/**
 * Hotel block (stars, bar and restaurant places, spa, conference rooms, sleeping places).
 * @param category the property category
 * @param subtype the subtype code
 */
export function showsHotel(category: Category, subtype: Subtype): boolean {
  return category === 'commercial' && subtype === 'hotel';
}

/** Commercial room kinds. */
export type CommercialRoomKind = 'bath' | 'wc' | 'kitchen' | 'seats' | 'externalSeats';

/**
 * Commercial rooms offered: bath and WC always; kitchen for office; seats for bar, restaurant
 * and office; outside seats for bar and restaurant (seller-side.md §3 Commercial).
 * @param subtype the commercial subtype code
 */
export function commercialRoomsFor(subtype: Subtype): readonly CommercialRoomKind[] {
  const rooms: CommercialRoomKind[] = ['bath', 'wc'];
  if (subtype === 'office') rooms.push('kitchen');
  if (subtype === 'bar' || subtype === 'restaurant' || subtype === 'office') rooms.push('seats');
  if (subtype === 'bar' || subtype === 'restaurant') rooms.push('externalSeats');
  return rooms;
}

/**
 * Building-land fields that depend on the subtype: gross area for industrial land only, surface
 * index not for residential land, maximum beds for hotel land only (seller-side.md §3).
 * @param subtype the building-land subtype code
 * @param field the field name
 */
export function showsBuildinglandField(subtype: Subtype, field: string): boolean {
  if (field === 'grossArea') return subtype === 'industrial';
  if (field === 'surfaceIndex') return subtype !== 'residential';
  if (field === 'maxBeds') return subtype === 'hotel';
  return true;
}

const BUILDING_BLOCK_FIELDS = [
  'purpose',
  'overGroundArea',
  'underGroundArea',
  'catastralArea',
  'landUseZone',
  'cubicIndex',
  'maxHeight',
  'maxGroundCover',
  'maxSoilSeal',
] as const;

/**
 * Whether a top-level category field is shown for a subtype. Fields without a rule are shown.
 * @param category the property category
 * @param subtype the subtype code
 * @param field the field name (a key of the category's details)
 */
export function isFieldVisible(category: Category, subtype: Subtype, field: string): boolean {
  if (category === 'buildingland') return showsBuildinglandField(subtype, field);
  if ((BUILDING_BLOCK_FIELDS as readonly string[]).includes(field)) {
    return showsBuildingBlock(category, subtype);
  }
  switch (field) {
    case 'numOfUnits':
      return showsNumOfUnits(category, subtype);
    case 'townhousePosition':
      return showsTownhousePosition(category, subtype);
    case 'lift':
      return showsLift(category, subtype);
    case 'reachableTruck':
      return showsReachableTruck(category, subtype);
    case 'orientation':
      return showsOrientation(category, subtype);
    case 'heating':
    case 'heatingType':
      return showsHeating(category, subtype);
    case 'sellType':
      return showsSellType(category, subtype);
    case 'commercialInfo':
      return showsTurnoverAndProfit(category, subtype);
    case 'administrator':
      return showsAdministrator(category, subtype);
    case 'lowerFloors':
      return showsLowerFloors(category, subtype);
    case 'exteriorArea':
      return showsExteriorArea(category, subtype);
    case 'hotel':
      return showsHotel(category, subtype);
    case 'parking':
      return parkingSpotsFor(category, subtype).length > 0;
    default:
      return true;
  }
}

type Spot = { number?: number | undefined; price?: number | undefined };
type AreaEntry = { amount?: number | undefined; area?: number | undefined };

/**
 * Removes the fields a subtype does not show and resets switched-off values, so that stored data
 * never carries what the form hid (seller-side.md §4 and §5):
 * - hidden top-level fields, parking kinds and flags, and commercial rooms are dropped;
 * - a garden that is not private keeps no area; a villa's community garden becomes none;
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
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (value !== undefined && isFieldVisible(category, subtype, key)) out[key] = value;
  }

  const garden = out.garden as { type?: string; area?: number } | undefined;
  if (garden) {
    const type = garden.type === 'community' && subtype === 'villa' ? 'no' : garden.type;
    out.garden = { ...garden, type, area: showsGardenArea(type) ? garden.area : 0 };
  }

  const parking = out.parking as Record<string, unknown> | undefined;
  if (parking) {
    const spots = parkingSpotsFor(category, subtype) as readonly string[];
    const flags = parkingFlagsFor(category, subtype) as readonly string[];
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

  if (category === 'commercial' && out.rooms) {
    const allowed = commercialRoomsFor(subtype) as readonly string[];
    out.rooms = Object.fromEntries(
      Object.entries(out.rooms as Record<string, number>).filter(([key]) => allowed.includes(key)),
    );
  }
  return out as T;
}
