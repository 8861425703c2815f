/**
 * Agricultural land (seller-side.md §3 Agriculture): area, water and the crops with their
 * hectares.
 */
import {
  adminColumns,
  ALL_VISIBLE,
  areaAdminColumn,
  fieldAdminColumn,
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

/** Agricultural land's own fields, all of them on the form's land step. */
const AGRICULTURE_FIELDS = ['area', 'fountains', 'sprinklers', 'hailnets', 'cultivation'] as const;

/** The registry module of agricultural land. */
export const agricultureModule = {
  category: 'agriculture',
  detailFields: AGRICULTURE_FIELDS,
  defaults: () => ({}),
  ...rules,
  ...CATEGORY_FACTS.agriculture,
  cleanDetails: UNCHANGED,
  deriveDetails: UNCHANGED,
  form: {
    sections: {
      land: AGRICULTURE_FIELDS,
      price: ['price', 'rentPrice', 'informations', 'cataster', 'property_id'],
    },
    showsSection: () => true,
    // The land's area is given among the land's figures.
    placements: { area: { group: 'land' } },
  },
  headlineFacts: (property) => ({
    rooms: null,
    baths: null,
    area: positiveOrNull((property as { area?: unknown }).area),
    priceLabelKey: priceLabelKey(property),
  }),
  detailSectionKeys: ['properties', 'amenities', 'areas', 'cultivation'],
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
    areaAdminColumn(),
    // In the column menu: with the German one-word headers and types the table would not fit
    // 1280 px with it (issue 30 point 8); the detail page and the CSV export keep it.
    fieldAdminColumn('cultivation', { hiddenByDefault: true }),
  ]),
} as const satisfies CategoryModule<'agriculture'>;
