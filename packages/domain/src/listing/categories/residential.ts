/**
 * Residential properties: apartment, house, villa, townhouse (seller-side.md §3, §5, §9).
 */
import {
  BUILDING_BLOCK_FIELDS,
  DEFAULT_APARTMENT_FLOORS,
  DEFAULT_NUM_OF_UNITS,
  DEFAULT_OTHER_FLOORS,
  DEFAULT_TOWNHOUSE_UNITS,
  type Subtype,
} from '../../core/constants.ts';
import { bathTotal, roomTotal, type RoomCounts } from '../rooms.ts';
import { salesArea } from '../sales-area.ts';
import {
  adminColumns,
  areaAdminColumn,
  BATHS_ADMIN_COLUMN,
  builtDefaults,
  fieldAdminColumn,
  hiddenByDefault,
  numberOrNull,
  positiveOrNull,
  priceLabelKey,
  ROOMS_ADMIN_COLUMN,
} from './category-kit.ts';
import { CATEGORY_FACTS } from '../../core/category-facts.ts';
import type {
  CategoryModule,
  DetailsRecord,
  ParkingFlag,
  ParkingSpotKind,
} from './category-module.ts';
import { buildDetailSections } from './detail-rows.ts';

const IN_BUILDING_BLOCK = new Set<string>(BUILDING_BLOCK_FIELDS);

/**
 * Whether a residential field is shown for a subtype (seller-side.md §5): units and heating for
 * every type except villa, the townhouse position for townhouses, the lift for apartment and
 * house, the building block for houses, the building manager for apartments.
 * @param subtype the residential subtype code
 * @param field the field name
 */
function isFieldVisible(subtype: Subtype, field: string): boolean {
  if (IN_BUILDING_BLOCK.has(field)) return subtype === 'house';
  switch (field) {
    case 'numOfUnits':
    case 'heating':
    case 'heatingType':
      return subtype !== 'villa';
    case 'townhousePosition':
      return subtype === 'townhouse';
    case 'lift':
      return subtype === 'apartment' || subtype === 'house';
    case 'administrator':
      return subtype === 'apartment';
    default:
      return true;
  }
}

/**
 * The number of units a residential building starts with: 8, a townhouse row 3, none for a villa
 * (seller-side.md §3 numOfUnits).
 * @param subtype the residential subtype code
 */
export function defaultNumOfUnits(subtype: Subtype): number | undefined {
  if (subtype === 'villa') return undefined;
  return subtype === 'townhouse' ? DEFAULT_TOWNHOUSE_UNITS : DEFAULT_NUM_OF_UNITS;
}

/**
 * The floors a residential subtype starts with: an apartment on floor 1 of 3, the other types
 * from -1 to 1.
 * @param subtype the residential subtype code
 */
export function defaultFloors(subtype: Subtype): { minFloor: number; maxFloor: number } {
  return subtype === 'apartment' ? { ...DEFAULT_APARTMENT_FLOORS } : { ...DEFAULT_OTHER_FLOORS };
}

/** Which fields, parking kinds and rooms a subtype shows. */
const rules = {
  isFieldVisible,
  parkingSpots: (): readonly ParkingSpotKind[] => ['garage', 'parkingLot'],
  parkingFlags: (subtype: Subtype): readonly ParkingFlag[] =>
    subtype === 'villa' ? [] : ['common', 'bike'],
  roomKinds: () => null,
};

/** The area a residential listing is summed up and sorted by: its sales area, else its net area. */
const areaOf = (details: DetailsRecord) => details.area ?? details.nettoArea;

/** The registry module of residential properties. */
export const residentialModule = {
  category: 'residential',
  detailFields: [
    'numOfUnits',
    'townhousePosition',
    'minFloor',
    'maxFloor',
    'orientation',
    'condition',
    'energyClass',
    'energyConsumption',
    'constructionYear',
    'rooms',
    'nettoArea',
    'areas',
    'garden',
    'area',
    'parking',
    'furnishing',
    'heating',
    'heatingType',
    'fees',
    'lift',
    'conventionated',
    ...BUILDING_BLOCK_FIELDS,
    'administrator',
    'maintenenceCost',
  ],
  defaults: (subtype, year) => {
    const units = defaultNumOfUnits(subtype);
    return {
      ...builtDefaults(year, true),
      ...(units === undefined ? {} : { numOfUnits: units }),
      ...defaultFloors(subtype),
    };
  },
  ...rules,
  ...CATEGORY_FACTS.residential,
  // A villa offers no community garden (seller-side.md §5).
  cleanDetails: (subtype, details) => {
    const garden = details.garden as { type?: string } | undefined;
    if (subtype !== 'villa' || garden?.type !== 'community') return details;
    return { ...details, garden: { ...garden, type: 'no', area: 0 } };
  },
  // The sales area is always computed, never typed (seller-side.md §9).
  deriveDetails: (subtype, details) => ({ ...details, area: salesArea(details, subtype) }),
  form: {
    sections: {
      characteristics: [
        'numOfUnits',
        'townhousePosition',
        'minFloor',
        'maxFloor',
        'lift',
        'orientation',
        'condition',
        'constructionYear',
        'furnishing',
        'conventionated',
        'energyClass',
        'energyConsumption',
        'heating',
        'heatingType',
      ],
      building: [
        'purpose',
        'catastralArea',
        'landUseZone',
        'cubicIndex',
        'maxHeight',
        'maxGroundCover',
        'maxSoilSeal',
      ],
      roomsAndAreas: [
        'rooms',
        'nettoArea',
        'overGroundArea',
        'underGroundArea',
        'areas',
        'garden',
        'area',
      ],
      price: [
        'price',
        'rentPrice',
        'maintenenceCost',
        'fees',
        'parking',
        'administrator',
        'informations',
        'cataster',
        'property_id',
      ],
    },
    showsSection: (id, subtype) => id !== 'building' || subtype === 'house',
    // The sales area is computed as the seller types (seller-side.md §9), never typed.
    placements: {
      area: {
        control: 'widget',
        widget: 'salesArea',
        labelKey: 'property:fields.salesArea',
        computed: true,
      },
    },
    // Rooms and baths are summed up as the search filters by them (seller-side.md §9).
    sumsRooms: true,
    ranges: [['minFloor', 'maxFloor']],
  },
  headlineFacts: (property) => {
    const rooms = (property as { rooms?: RoomCounts }).rooms;
    return {
      rooms: positiveOrNull(roomTotal(rooms)),
      baths: positiveOrNull(bathTotal(rooms)),
      area: positiveOrNull(areaOf(property)),
      priceLabelKey: priceLabelKey(property),
    };
  },
  detailSectionKeys: ['properties', 'amenities', 'rooms', 'areas'],
  detailSections: (property, formatter) =>
    buildDetailSections(property, formatter, {
      ...rules,
      areaLabel: 'salesArea',
      offersRentPrice: (rent) => !rent,
    }),
  columns: (details) => {
    const rooms = (details.rooms ?? {}) as RoomCounts;
    return {
      roomTotal: roomTotal(rooms),
      bathTotal: bathTotal(rooms),
      bedrooms: rooms.bed ?? 0,
      area: numberOrNull(areaOf(details)),
    };
  },
  adminColumns: adminColumns([
    ROOMS_ADMIN_COLUMN,
    BATHS_ADMIN_COLUMN,
    hiddenByDefault(areaAdminColumn('property:fields.salesArea')),
    fieldAdminColumn('energyClass', { hiddenByDefault: true }),
  ]),
} as const satisfies CategoryModule<'residential'>;
