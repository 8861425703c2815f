/**
 * The property (seller-side.md §3): common fields plus one set of fields per category, joined in
 * a union discriminated by `category`. Input schemas validate what a client sends on create and
 * update (POST and PATCH carry the whole property); the read schemas describe what the API
 * answers (type, images and plans populated).
 *
 * Storage keeps the common fields as columns and the category fields as validated JSON
 * (`details`): {@link categoryDetailsSchema} and {@link splitPropertyInput} serve that.
 */
import { z } from 'zod';
import {
  COMMERCIAL_AREAS,
  CONDITIONS,
  ENERGY_CLASSES,
  FLOOR_RANGE,
  FURNISHINGS,
  GARDEN_TYPES,
  HEATINGS,
  HEATING_TYPES,
  HOTEL_STARS,
  MAIN_IMAGES_COUNT,
  MAX_CONSTRUCTION_YEAR,
  MAX_CULTIVATION_HECTARES,
  MAX_CULTIVATIONS,
  MAX_IMAGES,
  MAX_INDEX,
  MAX_LENGTH,
  MAX_PLANS,
  MESSAGE_KEYS,
  MIN_CONSTRUCTION_YEAR,
  MIN_IMAGES,
  ORIENTATIONS,
  PROPERTY_NUMBER_RANGE,
  PURPOSES,
  SELL_TYPES,
  TOWNHOUSE_POSITIONS,
  type Category,
} from '../constants.ts';
import { priceIssues } from '../rules/price.ts';
import { isSellTypeAllowed } from '../rules/sell-type.ts';
import { parseYouTubeId } from '../rules/youtube.ts';
import {
  areaSchema,
  countSchema,
  emailSchema,
  idSchema,
  localizedTextInputSchema,
  localizedTextSchema,
  moneySchema,
  percentSchema,
  refSchema,
  telSchema,
  timestampsSchema,
} from './common.schema.ts';
import { fileSchema } from './file.schema.ts';
import { propertyLocationSchema } from './location.schema.ts';
import { categorySchema, propertyTypeSchema } from './property-type.schema.ts';
import { sellerTypeSchema } from './seller.schema.ts';

// ---------------------------------------------------------------------------------------------
// Value schemas
// ---------------------------------------------------------------------------------------------

/** Condition 1 perfect, 2 good, 3 habitable, 4 to renovate. */
export const conditionSchema = z.literal(CONDITIONS);
/** Energy class: gold, A to G, undefined. */
export const energyClassSchema = z.enum(ENERGY_CLASSES);
/** An energy class. */
export type EnergyClass = z.infer<typeof energyClassSchema>;
/** One compass orientation. */
export const orientationSchema = z.enum(ORIENTATIONS);
/** Heating system. */
export const heatingSchema = z.enum(HEATINGS);
/** Heating energy source. */
export const heatingTypeSchema = z.enum(HEATING_TYPES);
/** Furnishing. */
export const furnishingSchema = z.enum(FURNISHINGS);
/** Garden kind. */
export const gardenTypeSchema = z.enum(GARDEN_TYPES);
/** Townhouse position. */
export const townhousePositionSchema = z.enum(TOWNHOUSE_POSITIONS);
/** Purpose of a house or industry building. */
export const purposeSchema = z.enum(PURPOSES);
/** Commercial sell type. */
export const sellTypeSchema = z.enum(SELL_TYPES);
/** Hotel stars (1, 2, 3, 4, 4.5, 5, 5.5). */
export const hotelStarsSchema = z.literal(HOTEL_STARS);
/** A floor number (negative below ground). */
export const floorSchema = z.int().min(FLOOR_RANGE.min).max(FLOOR_RANGE.max);
/** A construction year. */
export const constructionYearSchema = z.int().min(MIN_CONSTRUCTION_YEAR).max(MAX_CONSTRUCTION_YEAR);
/** An index value (m³/m², m²/m²) or a height in metres. */
export const indexSchema = z.number().min(0).max(MAX_INDEX);

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** Orientations, each at most once. */
export const orientationListSchema = z
  .array(orientationSchema)
  .max(ORIENTATIONS.length)
  .refine(unique, { message: MESSAGE_KEYS.duplicate });

/** Purposes, each at most once. */
export const purposeListSchema = z
  .array(purposeSchema)
  .max(PURPOSES.length)
  .refine(unique, { message: MESSAGE_KEYS.duplicate });

/** A parking kind: number of places and price of one (the price only counts with places). */
export const parkingSpotSchema = z.object({
  number: countSchema.default(0),
  price: moneySchema.default(0),
});

/** An additional area: how many and their total area in m². */
export const areaEntrySchema = z.object({
  amount: countSchema.default(0),
  area: areaSchema.default(0),
});

/** A text field of the property. */
const text = (max: number) => z.string().trim().max(max);

// ---------------------------------------------------------------------------------------------
// Category blocks
// ---------------------------------------------------------------------------------------------

/** Residential rooms (seller-side.md §3). */
export const residentialRoomsSchema = z.object({
  bed: countSchema.default(0),
  room: countSchema.default(0),
  living: countSchema.default(0),
  kitchen: countSchema.default(0),
  dining: countSchema.default(0),
  bath: countSchema.default(0),
  wc: countSchema.default(0),
  closet: countSchema.default(0),
  storage: countSchema.default(0),
});
/** Residential rooms. */
export type ResidentialRooms = z.infer<typeof residentialRoomsSchema>;

/** Residential additional areas, each with amount and area (seller-side.md §3). */
export const residentialAreasSchema = z.object({
  cellar: areaEntrySchema.optional(),
  underroof: areaEntrySchema.optional(),
  hobby: areaEntrySchema.optional(),
  wintergarden: areaEntrySchema.optional(),
  terrace: areaEntrySchema.optional(),
  balcony: areaEntrySchema.optional(),
  coveredTerrace: areaEntrySchema.optional(),
});
/** Residential additional areas. */
export type ResidentialAreas = z.infer<typeof residentialAreasSchema>;

/** Garden: kind (no, private, community) and area in m² (private gardens only). */
export const gardenSchema = z.object({
  type: gardenTypeSchema.default('no'),
  area: areaSchema.default(0),
});

/** Residential parking: garages and parking lots with number and price; common and bike. */
export const residentialParkingSchema = z.object({
  garage: parkingSpotSchema.optional(),
  parkingLot: parkingSpotSchema.optional(),
  common: z.boolean().optional(),
  bike: z.boolean().optional(),
});

/** Commercial parking: garages, parking lots and truck lots. */
export const commercialParkingSchema = z.object({
  garage: parkingSpotSchema.optional(),
  parkingLot: parkingSpotSchema.optional(),
  truckLot: parkingSpotSchema.optional(),
});

/** The building manager of an apartment. */
export const administratorSchema = z.object({
  name: text(MAX_LENGTH.name).optional(),
  tel: z.union([z.literal(''), telSchema]).optional(),
  email: z.union([z.literal(''), emailSchema]).optional(),
});

/** Commercial rooms: baths, WCs, kitchen (office), seats (bar, restaurant, office), outside seats. */
export const commercialRoomsSchema = z.object({
  bath: countSchema.default(0),
  wc: countSchema.default(0),
  kitchen: countSchema.default(0),
  seats: countSchema.default(0),
  externalSeats: countSchema.default(0),
});

/** Hotel facilities; bar, restaurant, spa and conference areas are 0 when switched off. */
export const hotelSchema = z.object({
  stars: hotelStarsSchema.optional(),
  barPlaces: countSchema.default(0),
  restaurantPlaces: countSchema.default(0),
  spa: areaSchema.default(0),
  conferenceRooms: areaSchema.default(0),
  sleepingPlaces: countSchema.default(0),
});

/** Commercial additional areas (the cellar). */
export const commercialAreasSchema = z.object(
  Object.fromEntries(COMMERCIAL_AREAS.map((key) => [key, areaEntrySchema.optional()])) as {
    cellar: z.ZodOptional<typeof areaEntrySchema>;
  },
);

/** Average annual turnover and profit of a business. */
export const commercialInfoSchema = z.object({
  avgAnnualTurnover: moneySchema.optional(),
  avgAnnualProfit: moneySchema.optional(),
});

/** One cultivation of agricultural land: description required, area in hectares above 0. */
export const cultivationSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, { message: MESSAGE_KEYS.required })
    .max(MAX_LENGTH.cultivationDescription),
  area: z.number().gt(0, { message: MESSAGE_KEYS.cultivation }).max(MAX_CULTIVATION_HECTARES),
});

/** The building and land block of houses and industry (seller-side.md §3 House block). */
const buildingBlockShape = {
  purpose: purposeListSchema.optional(),
  overGroundArea: areaSchema.optional(),
  underGroundArea: areaSchema.optional(),
  catastralArea: areaSchema.optional(),
  landUseZone: text(MAX_LENGTH.landUseZone).optional(),
  cubicIndex: indexSchema.optional(),
  maxHeight: indexSchema.optional(),
  maxGroundCover: percentSchema.optional(),
  maxSoilSeal: percentSchema.optional(),
};

/** Category fields of residential properties (apartment, house, villa, townhouse). */
const residentialShape = {
  numOfUnits: countSchema.optional(),
  townhousePosition: townhousePositionSchema.optional(),
  minFloor: floorSchema.optional(),
  maxFloor: floorSchema.optional(),
  orientation: orientationListSchema.optional(),
  condition: conditionSchema.optional(),
  energyClass: energyClassSchema.optional(),
  constructionYear: constructionYearSchema.optional(),
  rooms: residentialRoomsSchema.optional(),
  nettoArea: areaSchema.optional(),
  areas: residentialAreasSchema.optional(),
  garden: gardenSchema.optional(),
  /** Sales area (seller-side.md §9). */
  area: areaSchema.optional(),
  parking: residentialParkingSchema.optional(),
  furnishing: furnishingSchema.optional(),
  heating: heatingSchema.optional(),
  heatingType: heatingTypeSchema.optional(),
  /** Yearly fees in euros. */
  fees: moneySchema.optional(),
  lift: z.boolean().optional(),
  conventionated: z.boolean().optional(),
  ...buildingBlockShape,
  administrator: administratorSchema.optional(),
  maintenenceCost: moneySchema.optional(),
};

/** Category fields of garages and parking lots. */
const garageShape = {
  numOfPlaces: countSchema.optional(),
  floor: floorSchema.optional(),
  floors: countSchema.optional(),
  area: areaSchema.optional(),
  condition: conditionSchema.optional(),
  constructionYear: constructionYearSchema.optional(),
  fees: moneySchema.optional(),
  power: z.boolean().optional(),
  light: z.boolean().optional(),
  runningWater: z.boolean().optional(),
  reachableTruck: z.boolean().optional(),
  maintenenceCost: moneySchema.optional(),
};

/** Category fields of commercial properties. */
const commercialShape = {
  floor: floorSchema.optional(),
  lowerFloors: countSchema.optional(),
  lift: z.boolean().optional(),
  reachableTruck: z.boolean().optional(),
  orientation: orientationListSchema.optional(),
  condition: conditionSchema.optional(),
  energyClass: energyClassSchema.optional(),
  constructionYear: constructionYearSchema.optional(),
  rooms: commercialRoomsSchema.optional(),
  hotel: hotelSchema.optional(),
  ...buildingBlockShape,
  furnishing: furnishingSchema.optional(),
  area: areaSchema.optional(),
  exteriorArea: areaSchema.optional(),
  areas: commercialAreasSchema.optional(),
  /** Description of the goods or business. */
  commercialDescription: text(MAX_LENGTH.commercialDescription).optional(),
  commercialInfo: commercialInfoSchema.optional(),
  sellType: sellTypeSchema.optional(),
  maintenenceCost: moneySchema.optional(),
  parking: commercialParkingSchema.optional(),
};

/** Category fields of building land (residential, industrial, hotel). */
const buildinglandShape = {
  catastralArea: areaSchema.optional(),
  /** Buildable volume in m³. */
  cubic: areaSchema.optional(),
  grossArea: areaSchema.optional(),
  landUseZone: text(MAX_LENGTH.landUseZone).optional(),
  cubicIndex: indexSchema.optional(),
  surfaceIndex: indexSchema.optional(),
  maxHeight: indexSchema.optional(),
  maxGroundCover: percentSchema.optional(),
  maxSoilSeal: percentSchema.optional(),
  maxBeds: countSchema.optional(),
};

/** Category fields of agricultural land. */
const agricultureShape = {
  area: areaSchema.optional(),
  fountains: countSchema.optional(),
  sprinklers: z.boolean().optional(),
  hailnets: z.boolean().optional(),
  cultivation: z.array(cultivationSchema).max(MAX_CULTIVATIONS).optional(),
};

const detailShapes = {
  residential: residentialShape,
  garage: garageShape,
  commercial: commercialShape,
  buildingland: buildinglandShape,
  agriculture: agricultureShape,
} as const;

type DetailsIssueInput = { minFloor?: number | undefined; maxFloor?: number | undefined };

/** Checks across category fields: the lowest floor may not lie above the highest. */
function refineDetails(details: DetailsIssueInput, ctx: z.RefinementCtx): void {
  if (
    details.minFloor !== undefined &&
    details.maxFloor !== undefined &&
    details.minFloor > details.maxFloor
  ) {
    ctx.addIssue({ code: 'custom', path: ['maxFloor'], message: MESSAGE_KEYS.floors });
  }
}

/** Category fields of residential properties (the `details` JSON of a residential row). */
export const residentialDetailsSchema = z.object(residentialShape).superRefine(refineDetails);
/** Category fields of garages. */
export const garageDetailsSchema = z.object(garageShape);
/** Category fields of commercial properties. */
export const commercialDetailsSchema = z.object(commercialShape);
/** Category fields of building land. */
export const buildinglandDetailsSchema = z.object(buildinglandShape);
/** Category fields of agricultural land. */
export const agricultureDetailsSchema = z.object(agricultureShape);

/** Category fields of residential properties. */
export type ResidentialDetails = z.infer<typeof residentialDetailsSchema>;
/** Category fields of garages. */
export type GarageDetails = z.infer<typeof garageDetailsSchema>;
/** Category fields of commercial properties. */
export type CommercialDetails = z.infer<typeof commercialDetailsSchema>;
/** Category fields of building land. */
export type BuildinglandDetails = z.infer<typeof buildinglandDetailsSchema>;
/** Category fields of agricultural land. */
export type AgricultureDetails = z.infer<typeof agricultureDetailsSchema>;
/** Category fields by category. */
export type DetailsByCategory = {
  residential: ResidentialDetails;
  garage: GarageDetails;
  commercial: CommercialDetails;
  buildingland: BuildinglandDetails;
  agriculture: AgricultureDetails;
};

const detailsSchemas = {
  residential: residentialDetailsSchema,
  garage: garageDetailsSchema,
  commercial: commercialDetailsSchema,
  buildingland: buildinglandDetailsSchema,
  agriculture: agricultureDetailsSchema,
} as const;

/**
 * The schema of a category's fields, to validate the `details` JSON column before every write
 * (and to read it back typed).
 * @param category the property category
 */
export function categoryDetailsSchema<C extends Category>(category: C): (typeof detailsSchemas)[C] {
  return detailsSchemas[category];
}

/**
 * The names of a category's own fields (the keys that go into `details`).
 * @param category the property category
 */
export function categoryDetailKeys(category: Category): string[] {
  return Object.keys(detailShapes[category]);
}

// ---------------------------------------------------------------------------------------------
// Common fields
// ---------------------------------------------------------------------------------------------

/** Name of an external agent a listing is assigned to. */
export const externalAgentSchema = z.object({
  name: text(MAX_LENGTH.name).optional(),
  familyName: text(MAX_LENGTH.name).optional(),
});

/** A video link: empty, or a YouTube-style link with an 11-character id (seller-side.md §5). */
export const videoLinkSchema = z
  .string()
  .trim()
  .max(MAX_LENGTH.url)
  .refine((value) => value === '' || parseYouTubeId(value) !== null, {
    message: MESSAGE_KEYS.video,
  });

const emptyLocalized = { it: '', de: '', en: '' };

/** Common fields as a client sends them. */
const commonInputShape = {
  /** The agency's property number; only admins may set it, assigned on creation otherwise. */
  property_id: z.int().min(PROPERTY_NUMBER_RANGE.min).max(PROPERTY_NUMBER_RANGE.max).optional(),
  /** The type's `_id` (or the populated type). */
  type: refSchema,
  rent: z.boolean().default(false),
  /** Asking price, or the monthly rent when `rent` is true. */
  price: moneySchema.nullish(),
  rentPrice: moneySchema.nullish(),
  title: localizedTextInputSchema(MAX_LENGTH.title).default(emptyLocalized),
  description: localizedTextInputSchema(MAX_LENGTH.description).default(emptyLocalized),
  informations: text(MAX_LENGTH.informations).nullish(),
  cataster: text(MAX_LENGTH.cataster).nullish(),
  video: videoLinkSchema.nullish(),
  images: z.array(refSchema).max(MAX_IMAGES).default([]),
  plans: z.array(refSchema).max(MAX_PLANS).default([]),
  mainImage: refSchema.nullish(),
  mainImages: z.array(refSchema).max(MAIN_IMAGES_COUNT).default([]),
  isConfirmed: z.boolean().default(false),
  /**
   * Saves the listing as its owner's draft (seller-side.md §2 Sell wizard: "save keeps a
   * draft"): values are checked as usual, the completeness rules of {@link refineProperty} are
   * not. False submits it.
   */
  isDraft: z.boolean().default(false),
  location: propertyLocationSchema.nullish(),
  /** The seller's `_id` (or the populated seller). */
  owner: refSchema.nullish(),
  externalAgent: externalAgentSchema.nullish(),
};

/** The keys of the common fields, stored as columns. */
export const PROPERTY_COMMON_KEYS = [
  'property_id',
  'category',
  ...Object.keys(commonInputShape).filter((key) => key !== 'property_id'),
] as ReadonlyArray<'category' | keyof typeof commonInputShape>;

type CommonInput = {
  rent: boolean;
  isDraft: boolean;
  price?: number | null | undefined;
  images: string[];
  plans: string[];
  mainImage?: string | null | undefined;
  mainImages: string[];
  location?: { address: { streetNumber: string } } | null | undefined;
  sellType?: z.infer<typeof sellTypeSchema> | undefined;
  numOfPlaces?: number | undefined;
};

/**
 * The rules a listing must meet to be submitted, which a draft may still miss: required price
 * or number of places (seller-side.md §5 Price), a location with a street number (§5 Step 2),
 * at least four images (§5, §9).
 */
function refineCompleteness(category: Category, property: CommonInput, ctx: z.RefinementCtx) {
  for (const issue of priceIssues(category, property)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
  if (!property.location) {
    ctx.addIssue({ code: 'custom', path: ['location'], message: MESSAGE_KEYS.required });
  } else if (!property.location.address.streetNumber) {
    ctx.addIssue({
      code: 'custom',
      path: ['location', 'address', 'streetNumber'],
      message: MESSAGE_KEYS.streetNumber,
    });
  }
  if (property.images.length < MIN_IMAGES) {
    ctx.addIssue({ code: 'custom', path: ['images'], message: MESSAGE_KEYS.minImages });
  }
}

/**
 * The rules across fields of a whole property. Those of the values hold for drafts too: images
 * each once, main images among the uploaded files, sell type allowed for sale or rent, floors in
 * order. The completeness rules ({@link refineCompleteness}) hold only for a listing submitted
 * (`isDraft` false).
 */
const refineProperty = (category: Category) => (property: CommonInput, ctx: z.RefinementCtx) => {
  if (!property.isDraft) refineCompleteness(category, property, ctx);
  if (!unique(property.images)) {
    ctx.addIssue({ code: 'custom', path: ['images'], message: MESSAGE_KEYS.duplicate });
  }
  const files = new Set([...property.images, ...property.plans]);
  if (!unique(property.mainImages) || property.mainImages.some((id) => !files.has(id))) {
    ctx.addIssue({ code: 'custom', path: ['mainImages'], message: MESSAGE_KEYS.mainImages });
  }
  if (property.mainImage && !files.has(property.mainImage)) {
    ctx.addIssue({ code: 'custom', path: ['mainImage'], message: MESSAGE_KEYS.mainImages });
  }
  if (property.sellType && !isSellTypeAllowed(property.sellType, property.rent)) {
    ctx.addIssue({ code: 'custom', path: ['sellType'], message: MESSAGE_KEYS.sellType });
  }
  refineDetails(property as DetailsIssueInput, ctx);
};

const inputOption = <C extends Category>(category: C) =>
  z
    .object({ ...commonInputShape, category: z.literal(category), ...detailShapes[category] })
    .superRefine((property, ctx) =>
      refineProperty(category)(property as unknown as CommonInput, ctx),
    );

/** A residential property as sent. */
export const residentialPropertyInputSchema = inputOption('residential');
/** A garage as sent. */
export const garagePropertyInputSchema = inputOption('garage');
/** A commercial property as sent. */
export const commercialPropertyInputSchema = inputOption('commercial');
/** Building land as sent. */
export const buildinglandPropertyInputSchema = inputOption('buildingland');
/** Agricultural land as sent. */
export const agriculturePropertyInputSchema = inputOption('agriculture');

/**
 * A whole property as sent to `POST /api/v1/properties/{type}` and
 * `PATCH /api/v1/properties/{type}/{id}`, discriminated by `category` (the API sets it from the
 * path when the body lacks it). References (type, owner, images, plans, main images) are ids
 * or populated objects carrying `_id`; they parse to ids. With `isDraft: true` the same schema
 * checks a draft: every value as usual, none of the completeness rules.
 */
export const propertyInputSchema = z.discriminatedUnion('category', [
  residentialPropertyInputSchema,
  garagePropertyInputSchema,
  commercialPropertyInputSchema,
  buildinglandPropertyInputSchema,
  agriculturePropertyInputSchema,
]);
/** A whole property as sent, after parsing (ids resolved, defaults applied). */
export type PropertyInput = z.output<typeof propertyInputSchema>;
/** A whole property as a client may write it. */
export type PropertyInputRaw = z.input<typeof propertyInputSchema>;

/** The common (column) part of a parsed property input. */
export type PropertyColumns = Pick<PropertyInput, (typeof PROPERTY_COMMON_KEYS)[number]>;

/**
 * Splits a parsed property into its common columns and its category fields (the `details`
 * JSON). Keys of neither kind are dropped.
 * @param input a property parsed by {@link propertyInputSchema}
 */
export function splitPropertyInput<P extends PropertyInput>(
  input: P,
): { columns: PropertyColumns; details: DetailsByCategory[P['category']] } {
  const columns: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  const detailKeys = new Set(categoryDetailKeys(input.category));
  const commonKeys = new Set<string>(PROPERTY_COMMON_KEYS);
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (commonKeys.has(key)) columns[key] = value;
    else if (detailKeys.has(key)) details[key] = value;
  }
  return {
    columns: columns as PropertyColumns,
    details,
  };
}

// ---------------------------------------------------------------------------------------------
// Read shapes
// ---------------------------------------------------------------------------------------------

/** The owner as staff see it on cards and in the confirm dialog. */
export const propertyOwnerSchema = z.object({
  _id: idSchema,
  name: z.string().nullable().optional(),
  familyName: z.string().nullable().optional(),
  companyName: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  tel: z.string().nullable().optional(),
  sellerType: sellerTypeSchema.optional(),
});

/** Common fields as answered. */
const commonOutputShape = {
  _id: idSchema,
  property_id: z.int(),
  type: propertyTypeSchema,
  rent: z.boolean(),
  price: z.number().nullable(),
  rentPrice: z.number().nullable(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  informations: z.string().nullable(),
  cataster: z.string().nullable(),
  video: z.string().nullable(),
  images: z.array(fileSchema),
  plans: z.array(fileSchema),
  mainImage: idSchema.nullable(),
  mainImages: z.array(idSchema),
  isConfirmed: z.boolean(),
  /** An unfinished listing its owner saved; only the owner and staff read it. Never confirmed. */
  isDraft: z.boolean(),
  location: propertyLocationSchema.nullable(),
  /**
   * Staff only: the seller placed the address by hand on a street the street register does not
   * have (newer than the register, or mistyped), to be checked (issue 18).
   */
  streetUnverified: z.boolean().optional(),
  /** Populated for staff and the owner; null for everyone else. */
  owner: propertyOwnerSchema.nullable(),
  externalAgent: externalAgentSchema.nullable(),
  ...timestampsSchema.shape,
};

const outputOption = <C extends Category>(category: C) =>
  z.object({ ...commonOutputShape, category: z.literal(category), ...detailShapes[category] });

/** A residential property as answered. */
export const residentialPropertySchema = outputOption('residential');
/** A garage as answered. */
export const garagePropertySchema = outputOption('garage');
/** A commercial property as answered. */
export const commercialPropertySchema = outputOption('commercial');
/** Building land as answered. */
export const buildinglandPropertySchema = outputOption('buildingland');
/** Agricultural land as answered. */
export const agriculturePropertySchema = outputOption('agriculture');

/** A property as answered by `GET /api/v1/properties/{type}/{id}` and the lists. */
export const propertySchema = z.discriminatedUnion('category', [
  residentialPropertySchema,
  garagePropertySchema,
  commercialPropertySchema,
  buildinglandPropertySchema,
  agriculturePropertySchema,
]);
/** A property as answered. */
export type Property = z.infer<typeof propertySchema>;
/** A property of one category as answered. */
export type PropertyOf<C extends Category> = Extract<Property, { category: C }>;

/** Path parameters `{type}` (the category) and `{id}`. */
export const propertyPathParamsSchema = z.object({ type: categorySchema, id: idSchema });
/** Path parameter `{type}` (the category). */
export const propertyCategoryParamsSchema = z.object({ type: categorySchema });
