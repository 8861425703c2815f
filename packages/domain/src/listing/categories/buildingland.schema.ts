/**
 * The field schemas of building land (seller-side.md §3): apart from the module
 * (`buildingland.ts`) so that pages that read the registry build no schema (decision 020,
 * issue 17); validating code reads them through `category-details.ts`.
 */
import { MAX_LENGTH } from '../../core/constants.ts';
import { areaSchema, countSchema, percentSchema } from '../../core/common.schema.ts';
import { indexSchema, text } from '../property-values.schema.ts';
import { NO_REFINE } from './category-kit.ts';
import type { CategoryDetails } from './category-module.ts';

/** Category fields of building land (residential, industrial, hotel). */
export const buildinglandShape = {
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

/** The field schemas of building land (no cross-field check). */
export const buildinglandDetails = {
  category: 'buildingland',
  detailsShape: buildinglandShape,
  refineDetails: NO_REFINE,
} as const satisfies CategoryDetails<'buildingland', typeof buildinglandShape>;
