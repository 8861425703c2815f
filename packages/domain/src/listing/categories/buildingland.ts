/**
 * Building land: residential, industrial and hotel land (seller-side.md §3). Only for sale; its
 * area is the cadastral area.
 */
import type { Subtype } from '../../core/constants.ts';
import {
  adminColumns,
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

/**
 * Building-land fields that depend on the subtype: gross area for industrial land only, surface
 * index not for residential land, maximum beds for hotel land only (seller-side.md §3).
 * @param subtype the building-land subtype code
 * @param field the field name
 */
export function showsBuildinglandField(subtype: Subtype, field: string): boolean {
  if (field === 'grossArea') return subtype === 'industrial';
  if (field === 'surfaceIndex') return subtype !== 'residential';
  if (field === 'maxBeds') return subtype === 'hotel';
  return true;
}

const rules = {
  isFieldVisible: showsBuildinglandField,
  parkingSpots: NO_PARKING,
  parkingFlags: NO_PARKING,
  roomKinds: () => null,
};

/** Building land's own fields, all of them on the form's land step. */
const BUILDINGLAND_FIELDS = [
  'catastralArea',
  'cubic',
  'grossArea',
  'landUseZone',
  'cubicIndex',
  'surfaceIndex',
  'maxHeight',
  'maxGroundCover',
  'maxSoilSeal',
  'maxBeds',
] as const;

/** The registry module of building land. */
export const buildinglandModule = {
  category: 'buildingland',
  detailFields: BUILDINGLAND_FIELDS,
  defaults: () => ({}),
  ...rules,
  ...CATEGORY_FACTS.buildingland,
  cleanDetails: UNCHANGED,
  deriveDetails: UNCHANGED,
  form: {
    sections: {
      land: BUILDINGLAND_FIELDS,
      price: ['price', 'informations', 'cataster', 'property_id'],
    },
    showsSection: () => true,
    // Building land gives its plot figures as the land's.
    placements: {
      catastralArea: { group: 'land' },
      landUseZone: { group: 'land' },
      cubicIndex: { group: 'land' },
      surfaceIndex: { group: 'land' },
      maxHeight: { group: 'land' },
      maxGroundCover: { group: 'land' },
      maxSoilSeal: { group: 'land' },
    },
  },
  headlineFacts: (property) => ({
    rooms: null,
    baths: null,
    area: positiveOrNull((property as { catastralArea?: unknown }).catastralArea),
    priceLabelKey: priceLabelKey(property),
  }),
  detailSectionKeys: ['properties', 'areas'],
  detailSections: (property, formatter) =>
    buildDetailSections(property, formatter, {
      ...rules,
      areaLabel: 'area',
      offersRentPrice: () => false,
    }),
  columns: (details) => ({
    roomTotal: null,
    bathTotal: null,
    bedrooms: null,
    area: numberOrNull(details.catastralArea),
  }),
  adminColumns: adminColumns([
    areaAdminColumn('property:fields.catastralArea'),
    // Its one-word German header does not wrap: in the column menu, so that the table fits 1280 px.
    fieldAdminColumn('cubicIndex', { hiddenByDefault: true }),
  ]),
} as const satisfies CategoryModule<'buildingland'>;
