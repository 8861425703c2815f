/**
 * The field schemas of commercial properties (seller-side.md §3 Commercial): apart from the
 * module (`commercial.ts`) so that pages that read the registry build no schema (decision 020,
 * issue 17); validating code reads them through `category-details.ts`.
 */
import { z } from 'zod';
import { MAX_LENGTH } from '../../core/constants.ts';
import { areaSchema, countSchema, moneySchema } from '../../core/common.schema.ts';
import {
  buildingBlockShape,
  commercialAreasSchema,
  commercialInfoSchema,
  commercialParkingSchema,
  commercialRoomsSchema,
  conditionSchema,
  constructionYearSchema,
  energyClassSchema,
  energyConsumptionSchema,
  floorSchema,
  furnishingSchema,
  hotelSchema,
  orientationListSchema,
  sellTypeSchema,
  text,
} from '../property-values.schema.ts';
import { NO_REFINE } from './category-kit.ts';
import type { CategoryDetails } from './category-module.ts';

/** Category fields of commercial properties. */
export const commercialShape = {
  floor: floorSchema.optional(),
  lowerFloors: countSchema.optional(),
  lift: z.boolean().optional(),
  reachableTruck: z.boolean().optional(),
  orientation: orientationListSchema.optional(),
  condition: conditionSchema.optional(),
  energyClass: energyClassSchema.optional(),
  energyConsumption: energyConsumptionSchema.optional(),
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

/** The field schemas of commercial properties (no cross-field check). */
export const commercialDetails = {
  category: 'commercial',
  detailsShape: commercialShape,
  refineDetails: NO_REFINE,
} as const satisfies CategoryDetails<'commercial', typeof commercialShape>;
