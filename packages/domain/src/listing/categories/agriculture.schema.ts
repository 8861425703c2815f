/**
 * The field schemas of agricultural land (seller-side.md §3 Agriculture): apart from the module
 * (`agriculture.ts`) so that pages that read the registry build no schema (decision 020,
 * issue 17); validating code reads them through `category-details.ts`.
 */
import { z } from 'zod';
import { MAX_CULTIVATIONS } from '../../core/constants.ts';
import { areaSchema, countSchema } from '../../core/common.schema.ts';
import { cultivationSchema } from '../property-values.schema.ts';
import { NO_REFINE } from './category-kit.ts';
import type { CategoryDetails } from './category-module.ts';

/** Category fields of agricultural land. */
export const agricultureShape = {
  area: areaSchema.optional(),
  fountains: countSchema.optional(),
  sprinklers: z.boolean().optional(),
  hailnets: z.boolean().optional(),
  cultivation: z.array(cultivationSchema).max(MAX_CULTIVATIONS).optional(),
};

/** The field schemas of agricultural land (no cross-field check). */
export const agricultureDetails = {
  category: 'agriculture',
  detailsShape: agricultureShape,
  refineDetails: NO_REFINE,
} as const satisfies CategoryDetails<'agriculture', typeof agricultureShape>;
