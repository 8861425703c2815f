/**
 * The field schemas of garages and parking lots (seller-side.md §3 Garage): apart from the module
 * (`garage.ts`) so that pages that read the registry build no schema (decision 020, issue 17);
 * validating code reads them through `category-details.ts`.
 */
import { z } from 'zod';
import { areaSchema, countSchema, moneySchema } from '../../core/common.schema.ts';
import { conditionSchema, constructionYearSchema, floorSchema } from '../property-values.schema.ts';
import { NO_REFINE } from './category-kit.ts';
import type { CategoryDetails } from './category-module.ts';

/** Category fields of garages and parking lots. */
export const garageShape = {
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

/** The field schemas of garages and parking lots (no cross-field check). */
export const garageDetails = {
  category: 'garage',
  detailsShape: garageShape,
  refineDetails: NO_REFINE,
} as const satisfies CategoryDetails<'garage', typeof garageShape>;
