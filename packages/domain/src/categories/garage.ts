/**
 * Garages and parking lots (seller-side.md §3 Garage): every field shown for both subtypes; a
 * garage starts on floor -1.
 */
import { z } from 'zod';
import { DEFAULT_GARAGE_FLOOR, SUBTYPES } from '../constants.ts';
import { areaSchema, countSchema, moneySchema } from '../schemas/common.schema.ts';
import {
  conditionSchema,
  constructionYearSchema,
  floorSchema,
} from '../schemas/property-values.schema.ts';
import {
  adminColumns,
  ALL_VISIBLE,
  areaAdminColumn,
  factAdminColumn,
  builtDefaults,
  NO_PARKING,
  NO_REFINE,
  numberOrNull,
  positiveOrNull,
  priceLabelKey,
  UNCHANGED,
} from './category-kit.ts';
import { CATEGORY_FACTS } from './category-facts.ts';
import type { CategoryModule } from './category-module.ts';
import { buildDetailSections } from './detail-rows.ts';

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

const rules = {
  isFieldVisible: ALL_VISIBLE,
  parkingSpots: NO_PARKING,
  parkingFlags: NO_PARKING,
  roomKinds: () => null,
};

/** The registry module of garages and parking lots. */
export const garageModule = {
  category: 'garage',
  subtypes: SUBTYPES.garage,
  detailsShape: garageShape,
  refineDetails: NO_REFINE,
  defaults: (subtype, year) => ({
    ...builtDefaults(year, false),
    ...(subtype === 'garage' ? { floor: DEFAULT_GARAGE_FLOOR } : {}),
  }),
  ...rules,
  ...CATEGORY_FACTS.garage,
  cleanDetails: UNCHANGED,
  deriveDetails: UNCHANGED,
  form: {
    sections: {
      characteristics: [
        'numOfPlaces',
        'floor',
        'floors',
        'area',
        'reachableTruck',
        'condition',
        'constructionYear',
        'power',
        'light',
        'runningWater',
      ],
      price: [
        'price',
        'rentPrice',
        'maintenenceCost',
        'fees',
        'informations',
        'cataster',
        'property_id',
      ],
    },
    showsSection: () => true,
  },
  headlineFacts: (property) => ({
    rooms: null,
    baths: null,
    area: positiveOrNull((property as { area?: unknown }).area),
    priceLabelKey: priceLabelKey(property),
  }),
  detailSectionKeys: ['properties', 'amenities', 'areas'],
  detailSections: (property, formatter) =>
    buildDetailSections(property, formatter, {
      ...rules,
      areaLabel: 'area',
      offersRentPrice: (rent) => !rent,
    }),
  columns: (details) => ({
    roomTotal: null,
    bathTotal: null,
    bedrooms: null,
    area: numberOrNull(details.area),
  }),
  adminColumns: adminColumns([
    factAdminColumn(['numOfPlaces'], 'number'),
    factAdminColumn(['floor'], 'number'),
    areaAdminColumn(),
  ]),
} as const satisfies CategoryModule<'garage', typeof garageShape>;
