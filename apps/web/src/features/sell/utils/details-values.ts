import type { DetailsSectionId } from '@domus/domain/categories/category-module';
import { categoryModule } from '@domus/domain/categories/category-registry';
import {
  COMMERCIAL_ROOMS,
  RESIDENTIAL_AREAS,
  RESIDENTIAL_ROOMS,
  type Category,
  type CONDITIONS,
  type FURNISHINGS,
  type GARDEN_TYPES,
  type HEATING_TYPES,
  type HEATINGS,
  type ORIENTATIONS,
  type PURPOSES,
  type Subtype,
  type TOWNHOUSE_POSITIONS,
} from '@domus/domain/constants';
import { defaultDetails } from '@domus/domain/rules/defaults';
import type { EnergyClassCode } from '@domus/domain/rules/energy';
import type { HotelStars } from '@domus/domain/rules/hotel';
import { offersRentPrice, priceIssues } from '@domus/domain/rules/price';
import { prepareListing } from '@domus/domain/rules/prepare-listing';
import type { SellType } from '@domus/domain/rules/sell-type';
import {
  categoryDetailKeys,
  categoryInputSchema,
  type Property,
} from '@domus/domain/schemas/property.schema';

/** A residential or commercial room kind. */
export type RoomKind = (typeof RESIDENTIAL_ROOMS)[number] | (typeof COMMERCIAL_ROOMS)[number];
/** An additional area kind (residential ones; commercial listings use the cellar). */
export type AreaKind = (typeof RESIDENTIAL_AREAS)[number];

/** An additional area: how many, and their total area in m². */
export interface AreaEntryValues {
  amount: number;
  area: number;
}

/** A parking kind: number of places and the price of one. */
export interface ParkingSpotValues {
  number: number;
  price: number;
}

/** One cultivation of agricultural land: what grows there and its area in hectares. */
export interface CultivationValues {
  description: string;
  area: number;
}

/**
 * The step-3 part of a listing as the forms hold it: one plain, JSON-serialisable object with
 * every field of every category under the property's own names (so that error paths such as
 * `rooms.bed` or `cultivation.0.area` match the API's), so the wizard can keep it in browser
 * storage and a change of subtype keeps what still applies. Counts and areas are numbers (0 when
 * not given); values that may be unknown (prices, construction year, indices, choices) are
 * `null` until given. {@link detailsToPropertyFields} turns it into the listing's fields.
 */
export interface DetailsValues {
  /** Asking price, or the monthly rent when renting. */
  price: number | null;
  /** Current rent of a listing for sale; the price of the premises ("walls") for an office. */
  rentPrice: number | null;
  maintenenceCost: number | null;
  /** Yearly fees. */
  fees: number | null;
  sellType: SellType | null;
  informations: string;
  cataster: string;
  /** The agency's property number (admins only); null assigns the next one. */
  property_id: number | null;
  /**
   * Energy demand in kWh/m² per year: only suggests the energy class (seller-side.md §9), it is
   * not a field of the listing.
   */
  energyConsumption: number | null;

  numOfUnits: number;
  townhousePosition: (typeof TOWNHOUSE_POSITIONS)[number] | null;
  minFloor: number;
  maxFloor: number;
  floor: number;
  floors: number;
  lowerFloors: number;
  orientation: (typeof ORIENTATIONS)[number][];
  condition: (typeof CONDITIONS)[number] | null;
  energyClass: EnergyClassCode | null;
  constructionYear: number | null;
  furnishing: (typeof FURNISHINGS)[number] | null;
  heating: (typeof HEATINGS)[number] | null;
  heatingType: (typeof HEATING_TYPES)[number] | null;
  lift: boolean;
  conventionated: boolean;
  reachableTruck: boolean;

  rooms: Record<RoomKind, number>;
  nettoArea: number;
  areas: Record<AreaKind, AreaEntryValues>;
  garden: { type: (typeof GARDEN_TYPES)[number]; area: number };
  /** The area of garages, commercial and agricultural listings (residential: the sales area). */
  area: number;
  exteriorArea: number;
  parking: {
    garage: ParkingSpotValues;
    parkingLot: ParkingSpotValues;
    truckLot: ParkingSpotValues;
    common: boolean;
    bike: boolean;
  };

  purpose: (typeof PURPOSES)[number][];
  overGroundArea: number;
  underGroundArea: number;
  catastralArea: number;
  landUseZone: string;
  cubicIndex: number | null;
  surfaceIndex: number | null;
  maxHeight: number | null;
  maxGroundCover: number | null;
  maxSoilSeal: number | null;

  administrator: { name: string; tel: string; email: string };

  numOfPlaces: number;
  power: boolean;
  light: boolean;
  runningWater: boolean;

  hotel: {
    stars: HotelStars;
    barPlaces: number;
    restaurantPlaces: number;
    spa: number;
    conferenceRooms: number;
    sleepingPlaces: number;
  };
  commercialDescription: string;
  commercialInfo: { avgAnnualTurnover: number | null; avgAnnualProfit: number | null };

  cubic: number;
  grossArea: number;
  maxBeds: number;

  fountains: number;
  sprinklers: boolean;
  hailnets: boolean;
  cultivation: CultivationValues[];
}

export type { DetailsSectionId } from '@domus/domain/categories/category-module';

const zeroSpot = (): ParkingSpotValues => ({ number: 0, price: 0 });
const zeroArea = (): AreaEntryValues => ({ amount: 0, area: 0 });
const allRooms = [...new Set<RoomKind>([...RESIDENTIAL_ROOMS, ...COMMERCIAL_ROOMS])];

/** Every field empty: counts and areas 0, everything else not given. */
function emptyDetailsValues(): DetailsValues {
  return {
    price: null,
    rentPrice: null,
    maintenenceCost: null,
    fees: null,
    sellType: null,
    informations: '',
    cataster: '',
    property_id: null,
    energyConsumption: null,
    numOfUnits: 0,
    townhousePosition: null,
    minFloor: 0,
    maxFloor: 0,
    floor: 0,
    floors: 0,
    lowerFloors: 0,
    orientation: [],
    condition: null,
    energyClass: null,
    constructionYear: null,
    furnishing: null,
    heating: null,
    heatingType: null,
    lift: false,
    conventionated: false,
    reachableTruck: false,
    rooms: Object.fromEntries(allRooms.map((kind) => [kind, 0])) as Record<RoomKind, number>,
    nettoArea: 0,
    areas: Object.fromEntries(RESIDENTIAL_AREAS.map((kind) => [kind, zeroArea()])) as Record<
      AreaKind,
      AreaEntryValues
    >,
    garden: { type: 'no', area: 0 },
    area: 0,
    exteriorArea: 0,
    parking: {
      garage: zeroSpot(),
      parkingLot: zeroSpot(),
      truckLot: zeroSpot(),
      common: false,
      bike: false,
    },
    purpose: [],
    overGroundArea: 0,
    underGroundArea: 0,
    catastralArea: 0,
    landUseZone: '',
    cubicIndex: null,
    surfaceIndex: null,
    maxHeight: null,
    maxGroundCover: null,
    maxSoilSeal: null,
    administrator: { name: '', tel: '', email: '' },
    numOfPlaces: 0,
    power: false,
    light: false,
    runningWater: false,
    hotel: {
      stars: 3,
      barPlaces: 0,
      restaurantPlaces: 0,
      spa: 0,
      conferenceRooms: 0,
      sleepingPlaces: 0,
    },
    commercialDescription: '',
    commercialInfo: { avgAnnualTurnover: null, avgAnnualProfit: null },
    cubic: 0,
    grossArea: 0,
    maxBeds: 0,
    fountains: 0,
    sprinklers: false,
    hailnets: false,
    cultivation: [],
  };
}

/**
 * The values a new listing of a subtype starts with: the domain's defaults (seller-side.md §9:
 * condition 1, energy class G, the current year, units 8 or 3, floors, garage floor -1, hotel
 * stars 3) over empty fields.
 * @param category the property category
 * @param subtype the subtype code
 * @param today the current date (the default construction year)
 */
export function initialDetailsValues(
  category: Category,
  subtype: Subtype,
  today: Date,
): DetailsValues {
  const empty = emptyDetailsValues();
  const { hotel, ...defaults } = defaultDetails(category, subtype, today);
  return {
    ...empty,
    ...defaults,
    hotel: { ...empty.hotel, ...(hotel ? { stars: hotel.stars as HotelStars } : {}) },
  };
}

/** The step-3 values every category shares, kept when the listing changes its category. */
const CROSS_CATEGORY_FIELDS = ['price', 'informations', 'cataster', 'property_id'] as const;

/** Fields that are one range: a new subtype's defaults replace them together or not at all. */
const FIELD_GROUPS: readonly (readonly string[])[] = [['minFloor', 'maxFloor']];

/** What step 3 holds after a change of the listing's type ({@link retypeDetails}). */
export interface RetypedDetails {
  values: DetailsValues;
  /** Whether values the user entered are dropped: the wizard asks before. */
  discards: boolean;
}

/**
 * The step-3 values after the listing's type changed (seller-side.md §2 step 1; §9 defaults).
 * Within a category every value stays: the values share one shape across subtypes, and fields
 * the new subtype does not show are cleaned when the listing is sent. Fields still as the old
 * subtype started them take the new subtype's defaults (a villa made an apartment gets 8 units);
 * a value the user set, even 0, stays. A range (the floors) moves as one, so it never ends up
 * half old and half new. Another category has other fields: it starts from its own defaults,
 * keeping the price, the notes, the cadastral data and the property number; `discards` tells
 * whether anything else had been entered.
 * @param from the type the values were entered for
 * @param to the type chosen
 * @param values the values entered
 * @param today the current date (the default construction year)
 */
export function retypeDetails(
  from: { category: Category; subtype: Subtype },
  to: { category: Category; subtype: Subtype },
  values: DetailsValues,
  today: Date,
): RetypedDetails {
  const before = initialDetailsValues(from.category, from.subtype, today) as unknown as Json;
  const after = initialDetailsValues(to.category, to.subtype, today) as unknown as Json;
  const entered = values as unknown as Json;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (from.category === to.category) {
    const out: Json = { ...entered };
    const grouped = new Set(FIELD_GROUPS.flat());
    const untouched = (keys: readonly string[]) => keys.every((k) => same(entered[k], before[k]));
    const groups = [
      ...FIELD_GROUPS,
      ...Object.keys(after)
        .filter((key) => !grouped.has(key))
        .map((key) => [key]),
    ];
    for (const keys of groups) {
      if (untouched(keys)) for (const key of keys) out[key] = after[key];
    }
    return { values: out as unknown as DetailsValues, discards: false };
  }
  const kept = new Set<string>(CROSS_CATEGORY_FIELDS);
  const out: Json = { ...after };
  for (const key of kept) out[key] = entered[key];
  const discards = Object.keys(entered).some(
    (key) => !kept.has(key) && !same(entered[key], before[key]),
  );
  return { values: out as unknown as DetailsValues, discards };
}

const SECTION_ORDER: readonly DetailsSectionId[] = [
  'characteristics',
  'building',
  'hotel',
  'roomsAndAreas',
  'land',
  'price',
];

/**
 * The sub-steps of step 3 for a subtype, in order, so that the long residential and commercial
 * forms come in parts: characteristics; building and plot (house, industry); hotel (hotels);
 * rooms and areas; land (building land, agriculture); price, parking and further information.
 * @param category the property category
 * @param subtype the subtype code
 */
export function detailsSections(category: Category, subtype: Subtype): readonly DetailsSectionId[] {
  const { form } = categoryModule(category);
  return SECTION_ORDER.filter((id) => form.sections[id] && form.showsSection(id, subtype));
}

/**
 * The sub-step that shows a field (a path such as `rooms.bed`), or null when step 3 does not
 * show it.
 * @param category the property category
 * @param subtype the subtype code
 * @param path the field path
 */
export function detailsSectionOf(
  category: Category,
  subtype: Subtype,
  path: string,
): DetailsSectionId | null {
  const field = path.split('.')[0] ?? '';
  return (
    detailsSections(category, subtype).find((id) =>
      categoryModule(category).form.sections[id]?.includes(field),
    ) ?? null
  );
}

type Json = Record<string, unknown>;

/** Texts trimmed, deep; nothing left out (list entries keep their empty fields to be checked). */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]));
  }
  return value;
}

/** Leaves out what was not given: null, empty text after trimming, empty objects. */
function given(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return trimmed(value);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Json)
      .map(([key, item]) => [key, given(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

const pick = <T extends Json>(source: T, keys: readonly string[]): Json =>
  Object.fromEntries(keys.map((key) => [key, source[key]]));

/**
 * The category's own fields out of the form values, before the visibility rules. The values keep
 * every kind of room, area and parking of every category: each nested field keeps the kinds its
 * category's schema has.
 */
function categoryFields(category: Category, values: DetailsValues): Json {
  const shape = categoryModule(category).detailsShape as Record<string, unknown>;
  const out: Json = {};
  for (const key of categoryDetailKeys(category)) {
    let value = (values as unknown as Json)[key];
    const kinds = nestedKeys(shape[key]);
    if (kinds && isPlainObject(value)) value = pick(value, kinds);
    const kept = given(value);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

/** The keys of an object field's schema (through `.optional()`), or null for other fields. */
function nestedKeys(schema: unknown): string[] | null {
  let inner = schema as { unwrap?: () => unknown; shape?: Record<string, unknown> } | undefined;
  while (inner && !inner.shape && typeof inner.unwrap === 'function') {
    inner = inner.unwrap() as typeof inner;
  }
  return inner?.shape ? Object.keys(inner.shape) : null;
}

/**
 * The sales area of a residential listing from the values (seller-side.md §9: the domain's
 * formula over the cleaned areas; for a house above plus below ground).
 * @param subtype the residential subtype code
 * @param values the form values
 */
export function salesAreaOf(subtype: Subtype, values: DetailsValues): number {
  const prepared = prepareListing(
    { category: 'residential', rent: false, ...categoryFields('residential', values) },
    subtype,
    new Date(),
  ) as Json;
  return prepared.area as number;
}

/**
 * The fields of step 3 to merge into the body of `POST /api/v1/properties/{type}` and
 * `PATCH /api/v1/properties/{type}/{id}`: the category fields cleaned by the domain's
 * `cleanDetails` (hidden fields dropped, switched-off values reset), the residential sales area
 * computed, plus price, rentPrice (where offered), maintenenceCost, sellType (when allowed for
 * sale or rent), informations, cataster and property_id. Values not given are left out.
 * @param category the property category
 * @param subtype the subtype code
 * @param rent true when renting
 * @param values the form values
 */
export function detailsToPropertyFields(
  category: Category,
  subtype: Subtype,
  rent: boolean,
  values: DetailsValues,
): Record<string, unknown> {
  // Category and rent are the body's own fields (listingBody), not step 3's.
  const {
    category: _category,
    rent: _rent,
    ...details
  } = prepareListing(
    { category, rent, ...categoryFields(category, values) },
    subtype,
    new Date(),
  ) as Json & {
    category: Category;
    rent: boolean;
  };
  const common: Json = {
    price: values.price,
    rentPrice: offersRentPrice(category, rent) ? values.rentPrice : null,
    informations: values.informations,
    cataster: values.cataster,
    property_id: values.property_id,
  };
  for (const [key, value] of Object.entries(common)) {
    const kept = given(value);
    if (kept !== undefined) details[key] = kept;
  }
  return details;
}

// Step 3 is checked with the listing's own schema: the fields of the other steps are filled
// with this stand-in and their issues ignored.
const STAND_IN_TYPE = '00000000-0000-4000-8000-000000000000';

/**
 * Every problem of step 3: the listing's input schema (ranges, lengths, e-mail and telephone of
 * the building manager, crops, floors in order, sell type for sale or rent) and the required
 * price rules (seller-side.md §5), as field path → message key of the `errors` namespace.
 * @param category the property category
 * @param subtype the subtype code
 * @param rent true when renting
 * @param values the form values
 */
export function validateDetails(
  category: Category,
  subtype: Subtype,
  rent: boolean,
  values: DetailsValues,
): Record<string, string> {
  const fields = detailsToPropertyFields(category, subtype, rent, values);
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => {
    if (detailsSectionOf(category, subtype, path) && !(path in errors)) {
      errors[path] = message.startsWith('global.errors.') ? message : 'validation.invalid';
    }
  };
  const result = categoryInputSchema(category).safeParse({
    ...fields,
    category,
    type: STAND_IN_TYPE,
    rent,
  });
  for (const issue of result.error?.issues ?? []) add(issue.path.join('.'), issue.message);
  // Also from the rule itself, in case the schema stopped before its cross-field checks.
  for (const issue of priceIssues(category, fields)) add(issue.field, issue.message);
  return errors;
}

/**
 * The problems of one sub-step (the wizard checks the shown one before moving on), as field
 * path → message key of the `errors` namespace; empty when the sub-step may be left.
 * @param category the property category
 * @param subtype the subtype code
 * @param rent true when renting
 * @param sectionIndex the sub-step, 0 .. detailsSections(...).length - 1
 * @param values the form values
 */
export function validateDetailsSection(
  category: Category,
  subtype: Subtype,
  rent: boolean,
  sectionIndex: number,
  values: DetailsValues,
): Record<string, string> {
  const section = detailsSections(category, subtype)[sectionIndex];
  if (!section) return {};
  return Object.fromEntries(
    Object.entries(validateDetails(category, subtype, rent, values)).filter(
      ([path]) => detailsSectionOf(category, subtype, path) === section,
    ),
  );
}

/**
 * The form values of a saved listing (edit mode): its category fields and step-3 common fields
 * over empty values.
 * @param property the listing as the API answers it
 */
export function detailsFromProperty(property: Property): DetailsValues {
  const empty = emptyDetailsValues();
  const source = property as unknown as Json;
  const values: Json = { ...empty };
  for (const key of categoryDetailKeys(property.category)) {
    const value = source[key];
    if (value === undefined || value === null) continue;
    const base = (empty as unknown as Json)[key];
    values[key] = isPlainObject(base) && isPlainObject(value) ? mergeObject(base, value) : value;
  }
  values.price = property.price;
  values.rentPrice = property.rentPrice;
  values.informations = property.informations ?? '';
  values.cataster = property.cataster ?? '';
  values.property_id = property.property_id;
  return values as unknown as DetailsValues;
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` over `base`, one level of nested objects deep (areas and parking spots). */
function mergeObject(base: Json, value: Json): Json {
  const out: Json = { ...base };
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    out[key] = isPlainObject(out[key]) && isPlainObject(item) ? { ...out[key], ...item } : item;
  }
  return out;
}
