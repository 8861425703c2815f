import type { Language, Subtype } from '@domus/domain/constants';
import { formatMoney, LOCALE_TAGS } from '@domus/domain/rules/money';
import { hotelStarsKey, isHotelStars } from '@domus/domain/rules/hotel';
import { bathTotal, roomTotal } from '@domus/domain/rules/rooms';
import { offersRentPrice } from '@domus/domain/rules/price';
import {
  commercialRoomsFor,
  isFieldVisible,
  parkingFlagsFor,
  parkingSpotsFor,
  showsGardenArea,
} from '@domus/domain/rules/visibility';
import type { Property } from '@domus/domain/schemas/property.schema';

/** Looks up a text of the catalogs by its full key (`property:fields.area`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One labelled value of the detail page. */
export interface DetailRow {
  /** Stable key (the field path), also used as the test id. */
  key: string;
  label: string;
  value: string;
}

/** The sections of the detail page that list labelled values (buyer-side.md §2). */
export type DetailSectionKey = 'properties' | 'amenities' | 'rooms' | 'areas' | 'cultivation';

/** One section of labelled values. */
export interface DetailSection {
  key: DetailSectionKey;
  rows: DetailRow[];
}

/** Rooms, baths and area shown next to the price. */
export interface DetailSummary {
  rooms: number | null;
  baths: number | null;
  area: number | null;
}

type AnyDetails = Record<string, unknown>;
type Spot = { number?: number; price?: number };
type AreaEntry = { amount?: number; area?: number };

/** Number and unit formatting in the page's language. */
export function detailFormat(language: Language, t: Translate) {
  const tag = LOCALE_TAGS[language];
  const numberFormat = new Intl.NumberFormat(tag, {
    maximumFractionDigits: 2,
    useGrouping: 'always',
  });
  const percentFormat = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  const number = (value: number) => numberFormat.format(value);
  return {
    number,
    money: (value: number) => formatMoney(value, language),
    area: (value: number) => `${number(value)} ${t('property:units.squareMetres')}`,
    volume: (value: number) => `${number(value)} ${t('property:units.cubicMetres')}`,
    hectares: (value: number) => `${number(value)} ${t('property:units.hectares')}`,
    metres: (value: number) => `${number(value)} ${t('property:units.metres')}`,
    percent: (value: number) => percentFormat.format(value / 100),
    yesNo: (value: boolean) => t(`property:values.boolean.${value ? 'yes' : 'no'}`),
  };
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const positive = (value: unknown): value is number => isNumber(value) && value > 0;

/**
 * Rooms (bedrooms, living and dining rooms), baths (bathrooms and WCs) and area of the summary
 * line: the residential room total of the search filter, the commercial baths, the sales area or
 * the area of the other categories. Zero counts are left out.
 */
export function detailSummary(property: Property): DetailSummary {
  const details = property as unknown as AnyDetails;
  const area = positive(details.area) ? details.area : null;
  if (property.category === 'residential') {
    const rooms = roomTotal(property.rooms);
    const baths = bathTotal(property.rooms);
    return { rooms: rooms > 0 ? rooms : null, baths: baths > 0 ? baths : null, area };
  }
  if (property.category === 'commercial') {
    const baths = bathTotal(property.rooms);
    return { rooms: null, baths: baths > 0 ? baths : null, area };
  }
  return { rooms: null, baths: null, area };
}

/**
 * The labelled values of a property, grouped in the detail page's sections, with only the fields
 * its category and subtype show (the wizard's visibility rules, seller-side.md §3 and §5) and
 * only values that say something (empty counts and areas are left out). Each value is formatted
 * in the page's language.
 */
export function detailSections(
  property: Property,
  language: Language,
  t: Translate,
): DetailSection[] {
  const category = property.category;
  const subtype = property.type.id as Subtype;
  const details = property as unknown as AnyDetails;
  const f = detailFormat(language, t);
  const visible = (field: string) =>
    details[field] !== undefined &&
    details[field] !== null &&
    isFieldVisible(category, subtype, field);
  const field = (name: string) => t(`property:fields.${name}`);

  const properties: DetailRow[] = [];
  const amenities: DetailRow[] = [];
  const rooms: DetailRow[] = [];
  const areas: DetailRow[] = [];
  const cultivation: DetailRow[] = [];

  const add = (rows: DetailRow[], key: string, label: string, value: string) =>
    rows.push({ key, label, value });
  const addIf = (
    rows: DetailRow[],
    name: string,
    format: (value: never) => string,
    check: (value: unknown) => boolean = (value) => value !== '' && value !== undefined,
  ) => {
    if (visible(name) && check(details[name])) {
      add(rows, name, field(name), format(details[name] as never));
    }
  };

  // Properties: what the listing is, its state, its building and its costs.
  add(properties, 'type', field('type'), property.type.name[language]);
  addIf(properties, 'sellType', (v: string) => t(`property:values.sellType.${v}`));
  addIf(properties, 'condition', (v: number) => t(`property:values.condition.${v}`));
  addIf(properties, 'energyClass', (v: string) => t(`property:values.energyClass.${v}`));
  addIf(
    properties,
    'energyConsumption',
    (v: number) => `${f.number(v)} ${t('property:units.energy')}`,
    isNumber,
  );
  addIf(properties, 'constructionYear', (v: number) => String(v), isNumber);
  addIf(properties, 'numOfUnits', f.number, positive);
  addIf(properties, 'townhousePosition', (v: string) =>
    t(`property:values.townhousePosition.${v}`),
  );
  addIf(properties, 'floor', f.number, isNumber);
  addIf(properties, 'floors', f.number, positive);
  addIf(properties, 'minFloor', f.number, isNumber);
  addIf(properties, 'maxFloor', f.number, isNumber);
  addIf(properties, 'lowerFloors', f.number, positive);
  addIf(properties, 'numOfPlaces', f.number, positive);
  addIf(
    properties,
    'orientation',
    (v: string[]) => v.map((o) => t(`property:values.orientation.${o}`)).join(', '),
    (v) => Array.isArray(v) && v.length > 0,
  );
  addIf(properties, 'furnishing', (v: string) => t(`property:values.furnishing.${v}`));
  addIf(properties, 'heating', (v: string) => t(`property:values.heating.${v}`));
  addIf(properties, 'heatingType', (v: string) => t(`property:values.heatingType.${v}`));
  const hotel = visible('hotel') ? (details.hotel as AnyDetails) : undefined;
  if (hotel && isHotelStars(hotel.stars)) {
    add(
      properties,
      'hotel.stars',
      field('stars'),
      t(`property:values.hotelStars.${hotelStarsKey(hotel.stars)}`),
    );
  }
  addIf(
    properties,
    'purpose',
    (v: string[]) => v.map((p) => t(`property:values.purpose.${p}`)).join(', '),
    (v) => Array.isArray(v) && v.length > 0,
  );
  addIf(
    properties,
    'landUseZone',
    (v: string) => v,
    (v) => typeof v === 'string' && v !== '',
  );
  addIf(
    properties,
    'cubicIndex',
    (v: number) => `${f.number(v)} ${t('property:units.cubicIndex')}`,
    isNumber,
  );
  addIf(
    properties,
    'surfaceIndex',
    (v: number) => `${f.number(v)} ${t('property:units.surfaceIndex')}`,
    isNumber,
  );
  addIf(properties, 'maxHeight', f.metres, isNumber);
  addIf(properties, 'maxGroundCover', f.percent, isNumber);
  addIf(properties, 'maxSoilSeal', f.percent, isNumber);
  addIf(properties, 'maxBeds', f.number, positive);
  // A sale listing may also name its rent where the form offers it; an office's figure is the
  // price of the premises, labelled as the form labels it.
  if (offersRentPrice(category, property.rent) && positive(property.rentPrice)) {
    const label = subtype === 'office' ? 'rentPriceOffice' : 'rentPrice';
    add(properties, 'rentPrice', field(label), f.money(property.rentPrice));
  }
  addIf(
    properties,
    'fees',
    (v: number) => `${f.money(v)} ${t('property:units.perYear')}`,
    positive,
  );
  addIf(properties, 'maintenenceCost', f.money, positive);
  const info = visible('commercialInfo') ? (details.commercialInfo as AnyDetails) : undefined;
  for (const key of ['avgAnnualTurnover', 'avgAnnualProfit'] as const) {
    const value = info?.[key];
    if (positive(value)) add(properties, `commercialInfo.${key}`, field(key), f.money(value));
  }
  const administrator = visible('administrator')
    ? (details.administrator as Record<string, string | undefined>)
    : undefined;
  for (const [key, label] of [
    ['name', 'administratorName'],
    ['tel', 'administratorTel'],
    ['email', 'administratorEmail'],
  ] as const) {
    const value = administrator?.[key];
    if (value) add(properties, `administrator.${key}`, field(label), value);
  }

  // Amenities: what comes with it.
  for (const name of ['lift', 'conventionated', 'power', 'light', 'runningWater']) {
    addIf(amenities, name, f.yesNo, (v) => typeof v === 'boolean');
  }
  addIf(amenities, 'reachableTruck', f.yesNo, (v) => typeof v === 'boolean');
  addIf(amenities, 'fountains', f.number, isNumber);
  addIf(amenities, 'sprinklers', f.yesNo, (v) => typeof v === 'boolean');
  addIf(amenities, 'hailnets', f.yesNo, (v) => typeof v === 'boolean');
  const garden = visible('garden') ? (details.garden as { type?: string }) : undefined;
  if (garden?.type) {
    add(amenities, 'garden', field('garden'), t(`property:values.garden.${garden.type}`));
  }
  const parking = visible('parking') ? (details.parking as AnyDetails) : undefined;
  if (parking) {
    for (const kind of parkingSpotsFor(category, subtype)) {
      const spot = parking[kind] as Spot | undefined;
      if (!spot || !positive(spot.number)) continue;
      const value = positive(spot.price)
        ? t('detail:parkingEntry', {
            number: f.number(spot.number),
            price: f.money(spot.price),
          })
        : f.number(spot.number);
      add(amenities, `parking.${kind}`, t(`property:parking.${kind}`), value);
    }
    for (const flag of parkingFlagsFor(category, subtype)) {
      const value = parking[flag];
      if (typeof value === 'boolean') {
        add(amenities, `parking.${flag}`, t(`property:parking.${flag}`), f.yesNo(value));
      }
    }
  }

  // Rooms: residential rooms, commercial rooms of the subtype, hotel places.
  const roomCounts = visible('rooms') ? (details.rooms as Record<string, number>) : undefined;
  if (roomCounts) {
    const kinds = category === 'commercial' ? commercialRoomsFor(subtype) : Object.keys(roomCounts);
    for (const kind of kinds) {
      const value = roomCounts[kind];
      if (positive(value))
        add(rooms, `rooms.${kind}`, t(`property:rooms.${kind}`), f.number(value));
    }
  }
  if (hotel) {
    for (const key of ['sleepingPlaces', 'barPlaces', 'restaurantPlaces'] as const) {
      const value = hotel[key];
      if (positive(value)) add(rooms, `hotel.${key}`, field(key), f.number(value));
    }
  }

  // Areas: the sales or total area first, then the parts.
  addIf(areas, 'area', (v: number) => f.area(v), positive);
  if (category === 'residential' && areas[0]) areas[0].label = field('salesArea');
  addIf(areas, 'nettoArea', f.area, positive);
  addIf(areas, 'overGroundArea', f.area, positive);
  addIf(areas, 'underGroundArea', f.area, positive);
  addIf(areas, 'catastralArea', f.area, positive);
  addIf(areas, 'grossArea', f.area, positive);
  addIf(areas, 'cubic', f.volume, positive);
  addIf(areas, 'exteriorArea', f.area, positive);
  const extra = visible('areas') ? (details.areas as Record<string, AreaEntry>) : undefined;
  for (const [kind, entry] of Object.entries(extra ?? {})) {
    if (!entry || !positive(entry.amount)) continue;
    const value = positive(entry.area)
      ? t('detail:areaEntry', { amount: f.number(entry.amount), area: f.area(entry.area) })
      : f.number(entry.amount);
    add(areas, `areas.${kind}`, t(`property:areas.${kind}`), value);
  }
  const gardenArea = (garden as { area?: number } | undefined)?.area;
  if (garden && showsGardenArea(garden.type) && positive(gardenArea)) {
    add(areas, 'garden.area', field('gardenArea'), f.area(gardenArea));
  }
  if (hotel) {
    for (const key of ['spa', 'conferenceRooms'] as const) {
      const value = hotel[key];
      if (positive(value)) add(areas, `hotel.${key}`, field(key), f.area(value));
    }
  }

  // Cultivation of agricultural land: each crop with its area in hectares.
  if (category === 'agriculture') {
    (property.cultivation ?? []).forEach((crop, index) =>
      add(cultivation, `cultivation.${index}`, crop.description, f.hectares(crop.area)),
    );
  }

  const sections: DetailSection[] = [
    { key: 'properties', rows: properties },
    { key: 'amenities', rows: amenities },
    { key: 'rooms', rows: rooms },
    { key: 'areas', rows: areas },
    { key: 'cultivation', rows: cultivation },
  ];
  return sections.filter((section) => section.rows.length > 0);
}

/**
 * Which sections a property of its category and subtype can have, whatever its values: the
 * detail page's contract with the end-to-end tests.
 */
export function expectedSectionKeys(category: Property['category']): DetailSectionKey[] {
  switch (category) {
    case 'residential':
      return ['properties', 'amenities', 'rooms', 'areas'];
    case 'garage':
      return ['properties', 'amenities', 'areas'];
    case 'commercial':
      return ['properties', 'amenities', 'rooms', 'areas'];
    case 'buildingland':
      return ['properties', 'areas'];
    case 'agriculture':
      return ['properties', 'amenities', 'areas', 'cultivation'];
  }
}
