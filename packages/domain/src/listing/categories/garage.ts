/**
 * Garages and parking lots (seller-side.md §3 Garage): every field shown for both subtypes; a
 * garage starts on floor -1.
 */
import { DEFAULT_GARAGE_FLOOR } from '../../core/constants.ts';
import {
  adminColumns,
  ALL_VISIBLE,
  areaAdminColumn,
  fieldAdminColumn,
  builtDefaults,
  NO_PARKING,
  numberOrNull,
  positiveOrNull,
  priceLabelKey,
  UNCHANGED,
} from './category-kit.ts';
import { CATEGORY_FACTS } from '../../core/category-facts.ts';
import type { CategoryModule } from './category-module.ts';
import { buildDetailSections } from './detail-rows.ts';

const rules = {
  isFieldVisible: ALL_VISIBLE,
  parkingSpots: NO_PARKING,
  parkingFlags: NO_PARKING,
  roomKinds: () => null,
};

/** The registry module of garages and parking lots. */
export const garageModule = {
  category: 'garage',
  detailFields: [
    'numOfPlaces',
    'floor',
    'floors',
    'area',
    'condition',
    'constructionYear',
    'fees',
    'power',
    'light',
    'runningWater',
    'reachableTruck',
    'maintenenceCost',
  ],
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
    // A garage gives its area among its general figures.
    placements: { area: { group: 'general' } },
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
    fieldAdminColumn('numOfPlaces'),
    fieldAdminColumn('floor', { hiddenByDefault: true }),
    areaAdminColumn(),
  ]),
} as const satisfies CategoryModule<'garage'>;
