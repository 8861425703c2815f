/**
 * Commercial properties: hotel, industry, workshop, warehouse, office, store, bar, restaurant
 * (seller-side.md §3 Commercial, §5 Field visibility).
 */
import { BUILDING_BLOCK_FIELDS, DEFAULT_HOTEL_STARS, type Subtype } from '../../core/constants.ts';
import { bathTotal, type RoomCounts } from '../rooms.ts';
import {
  adminColumns,
  areaAdminColumn,
  BATHS_ADMIN_COLUMN,
  builtDefaults,
  fieldAdminColumn,
  hiddenByDefault,
  NO_PARKING,
  numberOrNull,
  positiveOrNull,
  priceLabelKey,
} from './category-kit.ts';
import { CATEGORY_FACTS } from '../../core/category-facts.ts';
import type { CategoryModule, DetailsRecord, ParkingSpotKind } from './category-module.ts';
import { buildDetailSections } from './detail-rows.ts';

const IN_BUILDING_BLOCK = new Set<string>(BUILDING_BLOCK_FIELDS);
const LIFT = new Set<Subtype>(['store', 'bar', 'restaurant', 'office', 'workshop', 'industry']);
const NO_ORIENTATION = new Set<Subtype>(['hotel', 'workshop', 'industry', 'warehouse']);
const TRUCK_PARKING = new Set<Subtype>(['workshop', 'industry', 'warehouse']);

/**
 * Whether a commercial field is shown for a subtype (seller-side.md §3 Commercial, §5): the
 * building block for industry; lift for store, bar, restaurant, office, workshop and industry;
 * truck access for warehouse and workshop; orientation except hotel, workshop, industry and
 * warehouse; sell type except office; turnover and profit except office and warehouse; lower
 * floors for hotel and industry; exterior area for warehouse and hotel; the hotel block for
 * hotels.
 * @param subtype the commercial subtype code
 * @param field the field name
 */
function isFieldVisible(subtype: Subtype, field: string): boolean {
  if (IN_BUILDING_BLOCK.has(field)) return subtype === 'industry';
  switch (field) {
    case 'lift':
      return LIFT.has(subtype);
    case 'reachableTruck':
      return subtype === 'warehouse' || subtype === 'workshop';
    case 'orientation':
      return !NO_ORIENTATION.has(subtype);
    case 'sellType':
      return subtype !== 'office';
    case 'commercialInfo':
      return subtype !== 'office' && subtype !== 'warehouse';
    case 'lowerFloors':
      return subtype === 'hotel' || subtype === 'industry';
    case 'exteriorArea':
      return subtype === 'warehouse' || subtype === 'hotel';
    case 'hotel':
      return subtype === 'hotel';
    default:
      return true;
  }
}

/** Commercial room kinds. */
export type CommercialRoomKind = 'bath' | 'wc' | 'kitchen' | 'seats' | 'externalSeats';

/**
 * Commercial rooms offered: bath and WC always; kitchen for office; seats for bar, restaurant
 * and office; outside seats for bar and restaurant (seller-side.md §3 Commercial).
 * @param subtype the commercial subtype code
 */
export function commercialRoomsFor(subtype: Subtype): readonly CommercialRoomKind[] {
  const rooms: CommercialRoomKind[] = ['bath', 'wc'];
  if (subtype === 'office') rooms.push('kitchen');
  if (subtype === 'bar' || subtype === 'restaurant' || subtype === 'office') rooms.push('seats');
  if (subtype === 'bar' || subtype === 'restaurant') rooms.push('externalSeats');
  return rooms;
}

const rules = {
  isFieldVisible,
  // Workshop, industry and warehouse park lorries instead of cars in garages (§2 Step 3).
  parkingSpots: (subtype: Subtype): readonly ParkingSpotKind[] =>
    TRUCK_PARKING.has(subtype) ? ['parkingLot', 'truckLot'] : ['garage', 'parkingLot'],
  parkingFlags: NO_PARKING,
  roomKinds: commercialRoomsFor,
};

/** The registry module of commercial properties. */
export const commercialModule = {
  category: 'commercial',
  detailFields: [
    'floor',
    'lowerFloors',
    'lift',
    'reachableTruck',
    'orientation',
    'condition',
    'energyClass',
    'energyConsumption',
    'constructionYear',
    'rooms',
    'hotel',
    ...BUILDING_BLOCK_FIELDS,
    'furnishing',
    'area',
    'exteriorArea',
    'areas',
    'commercialDescription',
    'commercialInfo',
    'sellType',
    'maintenenceCost',
    'parking',
  ],
  defaults: (subtype, year) => ({
    ...builtDefaults(year, true),
    ...(subtype === 'hotel' ? { hotel: { stars: DEFAULT_HOTEL_STARS } } : {}),
  }),
  ...rules,
  ...CATEGORY_FACTS.commercial,
  // Only the room kinds the subtype offers are kept.
  cleanDetails: (subtype, details) => {
    if (!details.rooms) return details;
    const allowed = new Set<string>(commercialRoomsFor(subtype));
    const rooms = Object.entries(details.rooms as DetailsRecord).filter(([key]) =>
      allowed.has(key),
    );
    return { ...details, rooms: Object.fromEntries(rooms) };
  },
  deriveDetails: (_subtype, details) => details,
  form: {
    sections: {
      characteristics: [
        'floor',
        'lowerFloors',
        'lift',
        'reachableTruck',
        'orientation',
        'condition',
        'constructionYear',
        'furnishing',
        'energyClass',
        'energyConsumption',
      ],
      building: BUILDING_BLOCK_FIELDS,
      hotel: ['hotel'],
      roomsAndAreas: ['rooms', 'area', 'exteriorArea', 'areas'],
      price: [
        'sellType',
        'price',
        'rentPrice',
        'maintenenceCost',
        'commercialDescription',
        'commercialInfo',
        'parking',
        'informations',
        'cataster',
        'property_id',
      ],
    },
    showsSection: (id, subtype) =>
      id === 'building' ? subtype === 'industry' : id === 'hotel' ? subtype === 'hotel' : true,
    // An industrial building gives its areas above and below ground with the plot.
    placements: { overGroundArea: { group: 'plot' }, underGroundArea: { group: 'plot' } },
  },
  headlineFacts: (property) => ({
    rooms: null,
    baths: positiveOrNull(bathTotal((property as { rooms?: RoomCounts }).rooms)),
    area: positiveOrNull((property as { area?: unknown }).area),
    priceLabelKey: priceLabelKey(property),
  }),
  detailSectionKeys: ['properties', 'amenities', 'rooms', 'areas'],
  detailSections: (property, formatter) =>
    buildDetailSections(property, formatter, {
      ...rules,
      areaLabel: 'area',
      offersRentPrice: (rent) => !rent,
    }),
  columns: (details) => ({
    roomTotal: null,
    bathTotal: bathTotal(details.rooms ?? {}),
    bedrooms: null,
    area: numberOrNull(details.area),
  }),
  adminColumns: adminColumns([
    fieldAdminColumn('sellType', { hiddenByDefault: true }),
    fieldAdminColumn('rooms', { hiddenByDefault: true }),
    fieldAdminColumn('hotel', { hiddenByDefault: true }),
    hiddenByDefault(BATHS_ADMIN_COLUMN),
    areaAdminColumn(),
    fieldAdminColumn('energyClass', { hiddenByDefault: true }),
  ]),
} as const satisfies CategoryModule<'commercial'>;
