/**
 * The field schemas of residential properties (seller-side.md §3): apart from the module
 * (`residential.ts`) so that pages that read the registry build no schema (decision 020,
 * issue 17); validating code reads them through `category-details.ts`.
 */
import { z } from 'zod';
import { MESSAGE_KEYS } from '../../core/message-keys.ts';
import { areaSchema, countSchema, moneySchema } from '../../core/common.schema.ts';
import {
  administratorSchema,
  buildingBlockShape,
  conditionSchema,
  constructionYearSchema,
  energyClassSchema,
  energyConsumptionSchema,
  floorSchema,
  furnishingSchema,
  gardenSchema,
  heatingSchema,
  heatingTypeSchema,
  orientationListSchema,
  residentialAreasSchema,
  residentialParkingSchema,
  residentialRoomsSchema,
  townhousePositionSchema,
} from '../property-values.schema.ts';
import type { CategoryDetails, DetailsRecord } from './category-module.ts';

/** Category fields of residential properties (apartment, house, villa, townhouse). */
export const residentialShape = {
  numOfUnits: countSchema.optional(),
  townhousePosition: townhousePositionSchema.optional(),
  minFloor: floorSchema.optional(),
  maxFloor: floorSchema.optional(),
  orientation: orientationListSchema.optional(),
  condition: conditionSchema.optional(),
  energyClass: energyClassSchema.optional(),
  energyConsumption: energyConsumptionSchema.optional(),
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

/** The lowest floor may not lie above the highest. */
function refineDetails(details: DetailsRecord, ctx: z.RefinementCtx): void {
  const { minFloor, maxFloor } = details;
  if (typeof minFloor === 'number' && typeof maxFloor === 'number' && minFloor > maxFloor) {
    ctx.addIssue({ code: 'custom', path: ['maxFloor'], message: MESSAGE_KEYS.floors });
  }
}

/** The field schemas and cross-field check of residential properties. */
export const residentialDetails = {
  category: 'residential',
  detailsShape: residentialShape,
  refineDetails,
} as const satisfies CategoryDetails<'residential', typeof residentialShape>;
