/**
 * The value schemas and blocks the property categories build their fields from (seller-side.md
 * §3): enumerated values, counts, rooms, additional areas, gardens, parking, the building block.
 * The categories' own field lists live in their registry modules (`categories/`).
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
  MAX_CONSTRUCTION_YEAR,
  MAX_CULTIVATION_HECTARES,
  MAX_ENERGY_CONSUMPTION,
  MAX_INDEX,
  MAX_LENGTH,
  MIN_CONSTRUCTION_YEAR,
  ORIENTATIONS,
  PURPOSES,
  SELL_TYPES,
  TOWNHOUSE_POSITIONS,
  type BuildingBlockField,
} from '../core/constants.ts';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import {
  areaSchema,
  countSchema,
  emailSchema,
  measure,
  moneySchema,
  percentSchema,
  telSchema,
} from '../core/common.schema.ts';

// ---------------------------------------------------------------------------------------------
// Value schemas
// ---------------------------------------------------------------------------------------------

/** Condition 1 perfect, 2 good, 3 habitable, 4 to renovate. */
export const conditionSchema = z.literal(CONDITIONS);
/** Energy class: gold, A to G, undefined. */
export const energyClassSchema = z.enum(ENERGY_CLASSES);
/** An energy class. */
export type EnergyClass = z.infer<typeof energyClassSchema>;
/** Energy performance index (IPE) in kWh/m² per year, as the sell form asks it. */
export const energyConsumptionSchema = z.number().min(0).max(MAX_ENERGY_CONSUMPTION);
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
export const floorSchema = measure(z.int().min(FLOOR_RANGE.min).max(FLOOR_RANGE.max));
/** A construction year. */
export const constructionYearSchema = z.int().min(MIN_CONSTRUCTION_YEAR).max(MAX_CONSTRUCTION_YEAR);
/** An index value (m³/m², m²/m²) or a height in metres. */
export const indexSchema = z.number().min(0).max(MAX_INDEX);

/** Whether every value occurs once. */
export const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

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
export const text = (max: number) => z.string().trim().max(max);

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

/**
 * The building and land block of houses and industry (seller-side.md §3 House block). Its keys
 * are `BUILDING_BLOCK_FIELDS`, which the modules' visibility rules read without zod: `satisfies`
 * holds the two to the same names, a test to the same order.
 */
export const buildingBlockShape = {
  purpose: purposeListSchema.optional(),
  overGroundArea: areaSchema.optional(),
  underGroundArea: areaSchema.optional(),
  catastralArea: areaSchema.optional(),
  landUseZone: text(MAX_LENGTH.landUseZone).optional(),
  cubicIndex: indexSchema.optional(),
  maxHeight: indexSchema.optional(),
  maxGroundCover: percentSchema.optional(),
  maxSoilSeal: percentSchema.optional(),
} satisfies Record<BuildingBlockField, z.ZodType>;
