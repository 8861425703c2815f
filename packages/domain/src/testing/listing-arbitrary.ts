/**
 * Generated listings for property-based tests (fast-check): the category fields of any subtype
 * with valid values, each field present or not, including fields the subtype hides, as a client
 * other than the web app might send them. Test support only.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { categoryDetails } from '../listing/categories/category-details.ts';
import { categoryModule } from '../listing/categories/category-registry.ts';
import {
  CATEGORIES,
  CONDITIONS,
  ENERGY_CLASSES,
  FURNISHINGS,
  GARDEN_TYPES,
  HEATINGS,
  HEATING_TYPES,
  HOTEL_STARS,
  ORIENTATIONS,
  PURPOSES,
  SELL_TYPES,
  SUBTYPES,
  TOWNHOUSE_POSITIONS,
  type Category,
  type Subtype,
} from '../core/constants.ts';
import { isSellTypeAllowed } from '../listing/sell-type.ts';
import { gardenTypesFor } from '../listing/visibility.ts';

const count = fc.nat({ max: 6 });
const area = fc.nat({ max: 3000 });
const money = fc.nat({ max: 50_000 });
const spot = fc.record({ number: fc.nat({ max: 4 }), price: money });
const areaEntry = fc.record({ amount: fc.nat({ max: 3 }), area: fc.nat({ max: 200 }) });

/** The keys of a nested object field of a category (rooms, areas, parking), else none. */
function nestedKeys(category: Category, field: string): string[] {
  let schema = categoryDetails(category).detailsShape[field] as z.ZodType | undefined;
  while (schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function recordOf<T>(keys: string[], value: fc.Arbitrary<T>) {
  return fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] });
}

/** A generator per field name, over every category's fields. */
function fieldArbitraries(
  category: Category,
  rent: boolean,
): Record<string, fc.Arbitrary<unknown>> {
  const parkingKeys = nestedKeys(category, 'parking');
  return {
    numOfUnits: count,
    townhousePosition: fc.constantFrom(...TOWNHOUSE_POSITIONS),
    orientation: fc.subarray([...ORIENTATIONS]),
    condition: fc.constantFrom(...CONDITIONS),
    energyClass: fc.constantFrom(...ENERGY_CLASSES),
    constructionYear: fc.integer({ min: 1900, max: 2026 }),
    rooms: recordOf(nestedKeys(category, 'rooms'), count),
    nettoArea: area,
    areas: recordOf(nestedKeys(category, 'areas'), areaEntry),
    garden: fc.record({ type: fc.constantFrom(...GARDEN_TYPES), area }),
    area,
    parking: fc.record(
      Object.fromEntries(
        parkingKeys.map((key) => [key, key === 'common' || key === 'bike' ? fc.boolean() : spot]),
      ),
      { requiredKeys: [] },
    ),
    furnishing: fc.constantFrom(...FURNISHINGS),
    heating: fc.constantFrom(...HEATINGS),
    heatingType: fc.constantFrom(...HEATING_TYPES),
    fees: money,
    lift: fc.boolean(),
    conventionated: fc.boolean(),
    purpose: fc.subarray([...PURPOSES]),
    overGroundArea: area,
    underGroundArea: area,
    catastralArea: area,
    landUseZone: fc.constantFrom('A', 'B1', 'C'),
    cubicIndex: fc.nat({ max: 20 }),
    surfaceIndex: fc.nat({ max: 20 }),
    maxHeight: fc.nat({ max: 30 }),
    maxGroundCover: fc.nat({ max: 100 }),
    maxSoilSeal: fc.nat({ max: 100 }),
    administrator: fc.record({ name: fc.constantFrom('Rossi', 'Huber') }),
    maintenenceCost: money,
    numOfPlaces: fc.integer({ min: 1, max: 6 }),
    floor: fc.integer({ min: -2, max: 8 }),
    floors: count,
    power: fc.boolean(),
    light: fc.boolean(),
    runningWater: fc.boolean(),
    reachableTruck: fc.boolean(),
    lowerFloors: count,
    hotel: fc.record({
      stars: fc.constantFrom(...HOTEL_STARS),
      barPlaces: count,
      restaurantPlaces: count,
      spa: area,
      conferenceRooms: area,
      sleepingPlaces: count,
    }),
    exteriorArea: area,
    commercialDescription: fc.constantFrom('Negozio avviato', 'Bar in centro'),
    commercialInfo: fc.record({ avgAnnualTurnover: money, avgAnnualProfit: money }),
    sellType: fc.constantFrom(...SELL_TYPES.filter((type) => isSellTypeAllowed(type, rent))),
    cubic: area,
    grossArea: area,
    maxBeds: count,
    fountains: count,
    sprinklers: fc.boolean(),
    hailnets: fc.boolean(),
    cultivation: fc.array(
      fc.record({
        description: fc.constantFrom('Mele', 'Vite'),
        area: fc.constantFrom(0.5, 1, 2.25),
      }),
      { maxLength: 3 },
    ),
  };
}

/** A generated listing: its category, subtype, offer and category fields. */
export interface GeneratedListing {
  category: Category;
  subtype: Subtype;
  rent: boolean;
  details: Record<string, unknown>;
}

/**
 * Listings of every category and subtype with any of their category's fields (the floors in
 * order), rented only where the category may be.
 */
export function listingArbitrary(): fc.Arbitrary<GeneratedListing> {
  return fc
    .constantFrom(...CATEGORIES)
    .chain((category) =>
      fc.record({
        category: fc.constant(category),
        subtype: fc.constantFrom(...(SUBTYPES[category] as readonly Subtype[])),
        rent: categoryModule(category).rentable ? fc.boolean() : fc.constant(false),
      }),
    )
    .chain(({ category, subtype, rent }) => {
      const all = fieldArbitraries(category, rent);
      const fields = categoryModule(category).detailFields.filter(
        (key) => key in all && key !== 'minFloor' && key !== 'maxFloor',
      );
      const floors = categoryModule(category).detailFields.includes('minFloor')
        ? fc
            .tuple(fc.integer({ min: -2, max: 6 }), fc.integer({ min: -2, max: 6 }))
            .map(([a, b]) => ({ minFloor: Math.min(a, b), maxFloor: Math.max(a, b) }))
        : fc.constant({});
      return fc
        .tuple(
          fc.record(Object.fromEntries(fields.map((key) => [key, all[key]!])), {
            requiredKeys: [],
          }),
          floors,
        )
        .map(([details, floorRange]) => ({
          category,
          subtype,
          rent,
          details: { ...details, ...floorRange },
        }));
    });
}

/**
 * The fields of a prepared listing its subtype does not show (empty when none is stored): hidden
 * top-level fields, parking kinds and flags and room kinds not offered, a garden area without a
 * private garden, a villa's community garden (seller-side.md §5).
 * @param category the listing's category
 * @param subtype its subtype
 * @param details its stored category fields
 */
export function hiddenFieldsOf(
  category: Category,
  subtype: Subtype,
  details: Record<string, unknown>,
): string[] {
  const module = categoryModule(category);
  const hidden: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined) continue;
    const shown = module.detailFields.includes(key) && module.isFieldVisible(subtype, key);
    if (!shown) hidden.push(key);
  }
  const parking = (details.parking ?? {}) as Record<string, unknown>;
  const offered = new Set<string>([
    ...module.parkingSpots(subtype),
    ...module.parkingFlags(subtype),
  ]);
  for (const key of Object.keys(parking)) if (!offered.has(key)) hidden.push(`parking.${key}`);
  const rooms = (details.rooms ?? {}) as Record<string, unknown>;
  const kinds = module.roomKinds(subtype);
  // The schema counts a room kind not given as 0, which says nothing.
  for (const [key, value] of Object.entries(rooms)) {
    if (kinds && !kinds.includes(key) && value !== 0) hidden.push(`rooms.${key}`);
  }
  const garden = details.garden as { type?: string; area?: number } | undefined;
  if (garden && garden.type !== 'private' && (garden.area ?? 0) > 0) hidden.push('garden.area');
  if (garden?.type && !gardenTypesFor(subtype).includes(garden.type as 'no')) {
    hidden.push('garden.type');
  }
  return hidden;
}
