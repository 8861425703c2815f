/**
 * The labelled values of the detail page (buyer-side.md §2), built from a category module's
 * rules: only the fields its subtype shows (seller-side.md §3 and §5) and only values that say
 * something (empty counts and areas are left out), each formatted in the page's language.
 * The category modules call it with their own visibility, parking, rooms and area label.
 */
import type { Subtype } from '../constants.ts';
import type { ListingFormatter } from '../format/listing-format.ts';
import { hotelStarsKey, isHotelStars } from '../rules/hotel.ts';
import { rentPriceLabel } from '../rules/price.ts';
import type {
  DetailRow,
  DetailSection,
  ListingView,
  ParkingFlag,
  ParkingSpotKind,
} from './category-module.ts';

type AnyDetails = Record<string, unknown>;
type Spot = { number?: number; price?: number };
type AreaEntry = { amount?: number; area?: number };

/** What a category tells the detail rows. */
export interface DetailRowRules {
  isFieldVisible: (subtype: Subtype, field: string) => boolean;
  parkingSpots: (subtype: Subtype) => readonly ParkingSpotKind[];
  parkingFlags: (subtype: Subtype) => readonly ParkingFlag[];
  roomKinds: (subtype: Subtype) => readonly string[] | null;
  /** Label key (under `property:fields.`) of the first area row: `salesArea` or `area`. */
  areaLabel: 'salesArea' | 'area';
  /** Whether the category offers a rent price beside a sale price. */
  offersRentPrice: (rent: boolean) => boolean;
}

/** Whether a value is a finite number. */
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
/** Whether a value is a number above 0. */
export const positive = (value: unknown): value is number => isNumber(value) && value > 0;

/**
 * What the row builders of one listing share: its details, the visibility of its fields, the
 * formatter and the helpers that add a row.
 */
interface RowContext {
  property: ListingView;
  f: ListingFormatter;
  rules: DetailRowRules;
  subtype: Subtype;
  details: AnyDetails;
  visible: (field: string) => boolean;
  field: (name: string) => string;
}

/** The helpers that add rows to one section's list. */
function rowAdders({ details, visible, field }: RowContext) {
  const rows: DetailRow[] = [];
  const add = (key: string, label: string, value: string) => rows.push({ key, label, value });
  const addIf = (
    name: string,
    format: (value: never) => string,
    check: (value: unknown) => boolean = (value) => value !== '' && value !== undefined,
  ) => {
    if (visible(name) && check(details[name])) {
      add(name, field(name), format(details[name] as never));
    }
  };
  return { rows, add, addIf };
}

/** The properties section: what the listing is, its state, its building and its costs. */
function propertyRows(context: RowContext): DetailRow[] {
  const { property, f, rules, subtype, details, visible, field } = context;
  const { t, language } = f;
  const { rows, add, addIf } = rowAdders(context);
  add('type', field('type'), property.type.name[language]);
  addIf('sellType', (v: string) => t(`property:values.sellType.${v}`));
  addIf('condition', (v: number) => t(`property:values.condition.${v}`));
  addIf('energyClass', (v: string) => t(`property:values.energyClass.${v}`));
  addIf(
    'energyConsumption',
    (v: number) => `${f.number(v)} ${t('property:units.energy')}`,
    isNumber,
  );
  addIf('constructionYear', (v: number) => String(v), isNumber);
  addIf('numOfUnits', f.number, positive);
  addIf('townhousePosition', (v: string) => t(`property:values.townhousePosition.${v}`));
  addIf('floor', f.number, isNumber);
  addIf('floors', f.number, positive);
  addIf('minFloor', f.number, isNumber);
  addIf('maxFloor', f.number, isNumber);
  addIf('lowerFloors', f.number, positive);
  addIf('numOfPlaces', f.number, positive);
  addIf(
    'orientation',
    (v: string[]) => v.map((o) => t(`property:values.orientation.${o}`)).join(', '),
    (v) => Array.isArray(v) && v.length > 0,
  );
  addIf('furnishing', (v: string) => t(`property:values.furnishing.${v}`));
  addIf('heating', (v: string) => t(`property:values.heating.${v}`));
  addIf('heatingType', (v: string) => t(`property:values.heatingType.${v}`));
  const hotel = visible('hotel') ? (details.hotel as AnyDetails) : undefined;
  if (hotel && isHotelStars(hotel.stars)) {
    add(
      'hotel.stars',
      field('stars'),
      t(`property:values.hotelStars.${hotelStarsKey(hotel.stars)}`),
    );
  }
  addIf(
    'purpose',
    (v: string[]) => v.map((p) => t(`property:values.purpose.${p}`)).join(', '),
    (v) => Array.isArray(v) && v.length > 0,
  );
  addIf(
    'landUseZone',
    (v: string) => v,
    (v) => typeof v === 'string' && v !== '',
  );
  addIf('cubicIndex', (v: number) => `${f.number(v)} ${t('property:units.cubicIndex')}`, isNumber);
  addIf(
    'surfaceIndex',
    (v: number) => `${f.number(v)} ${t('property:units.surfaceIndex')}`,
    isNumber,
  );
  addIf('maxHeight', f.metres, isNumber);
  addIf('maxGroundCover', f.percent, isNumber);
  addIf('maxSoilSeal', f.percent, isNumber);
  addIf('maxBeds', f.number, positive);
  // A sale listing may also name its rent where the form offers it; an office's figure is the
  // price of the premises, labelled as the form labels it.
  if (rules.offersRentPrice(property.rent) && positive(property.rentPrice)) {
    add('rentPrice', field(rentPriceLabel(subtype)), f.money(property.rentPrice));
  }
  addIf('fees', (v: number) => `${f.money(v)} ${t('property:units.perYear')}`, positive);
  addIf('maintenenceCost', f.money, positive);
  const info = visible('commercialInfo') ? (details.commercialInfo as AnyDetails) : undefined;
  for (const key of ['avgAnnualTurnover', 'avgAnnualProfit'] as const) {
    const value = info?.[key];
    if (positive(value)) add(`commercialInfo.${key}`, field(key), f.money(value));
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
    if (value) add(`administrator.${key}`, field(label), value);
  }

  return rows;
}

/** The amenities section: what comes with the listing. */
function amenityRows(context: RowContext): DetailRow[] {
  const { f, rules, subtype, details, visible, field } = context;
  const { t } = f;
  const { rows, add, addIf } = rowAdders(context);
  for (const name of ['lift', 'conventionated', 'power', 'light', 'runningWater']) {
    addIf(name, f.yesNo, (v) => typeof v === 'boolean');
  }
  addIf('reachableTruck', f.yesNo, (v) => typeof v === 'boolean');
  addIf('fountains', f.number, isNumber);
  addIf('sprinklers', f.yesNo, (v) => typeof v === 'boolean');
  addIf('hailnets', f.yesNo, (v) => typeof v === 'boolean');
  const garden = visible('garden') ? (details.garden as { type?: string }) : undefined;
  if (garden?.type) {
    add('garden', field('garden'), t(`property:values.garden.${garden.type}`));
  }
  const parking = visible('parking') ? (details.parking as AnyDetails) : undefined;
  if (parking) {
    for (const kind of rules.parkingSpots(subtype)) {
      const spot = parking[kind] as Spot | undefined;
      if (!spot || !positive(spot.number)) continue;
      const value = positive(spot.price)
        ? t('detail:parkingEntry', {
            number: f.number(spot.number),
            price: f.money(spot.price),
          })
        : f.number(spot.number);
      add(`parking.${kind}`, t(`property:parking.${kind}`), value);
    }
    for (const flag of rules.parkingFlags(subtype)) {
      const value = parking[flag];
      if (typeof value === 'boolean') {
        add(`parking.${flag}`, t(`property:parking.${flag}`), f.yesNo(value));
      }
    }
  }

  return rows;
}

/** The rooms section: the room kinds of the subtype, hotel places. */
function roomRows(context: RowContext): DetailRow[] {
  const { f, rules, subtype, details, visible, field } = context;
  const { t } = f;
  const { rows, add } = rowAdders(context);
  const hotel = visible('hotel') ? (details.hotel as AnyDetails) : undefined;
  const roomCounts = visible('rooms') ? (details.rooms as Record<string, number>) : undefined;
  if (roomCounts) {
    const kinds = rules.roomKinds(subtype) ?? Object.keys(roomCounts);
    for (const kind of kinds) {
      const value = roomCounts[kind];
      if (positive(value)) add(`rooms.${kind}`, t(`property:rooms.${kind}`), f.number(value));
    }
  }
  if (hotel) {
    for (const key of ['sleepingPlaces', 'barPlaces', 'restaurantPlaces'] as const) {
      const value = hotel[key];
      if (positive(value)) add(`hotel.${key}`, field(key), f.number(value));
    }
  }

  return rows;
}

/** The areas section: the sales or total area first, then the parts. */
function areaRows(context: RowContext): DetailRow[] {
  const { f, rules, details, visible, field } = context;
  const { t } = f;
  const { rows, add, addIf } = rowAdders(context);
  const hotel = visible('hotel') ? (details.hotel as AnyDetails) : undefined;
  const garden = visible('garden') ? (details.garden as { type?: string }) : undefined;
  if (visible('area') && positive(details.area)) {
    add('area', field(rules.areaLabel), f.area(details.area));
  }
  addIf('nettoArea', f.area, positive);
  addIf('overGroundArea', f.area, positive);
  addIf('underGroundArea', f.area, positive);
  addIf('catastralArea', f.area, positive);
  addIf('grossArea', f.area, positive);
  addIf('cubic', f.volume, positive);
  addIf('exteriorArea', f.area, positive);
  const extra = visible('areas') ? (details.areas as Record<string, AreaEntry>) : undefined;
  for (const [kind, entry] of Object.entries(extra ?? {})) {
    if (!entry || !positive(entry.amount)) continue;
    const value = positive(entry.area)
      ? t('detail:areaEntry', { amount: f.number(entry.amount), area: f.area(entry.area) })
      : f.number(entry.amount);
    add(`areas.${kind}`, t(`property:areas.${kind}`), value);
  }
  const gardenArea = (garden as { area?: number } | undefined)?.area;
  if (garden?.type === 'private' && positive(gardenArea)) {
    add('garden.area', field('gardenArea'), f.area(gardenArea));
  }
  if (hotel) {
    for (const key of ['spa', 'conferenceRooms'] as const) {
      const value = hotel[key];
      if (positive(value)) add(`hotel.${key}`, field(key), f.area(value));
    }
  }

  return rows;
}

/**
 * The detail page's sections of a listing, empty ones left out.
 * @param property the listing as answered
 * @param f the formatter of the page's language
 * @param rules the rules of the listing's category
 */
export function buildDetailSections(
  property: ListingView,
  f: ListingFormatter,
  rules: DetailRowRules,
): DetailSection[] {
  const subtype = property.type.id as Subtype;
  const details = property as unknown as AnyDetails;
  const visible = (field: string) =>
    details[field] !== undefined && details[field] !== null && rules.isFieldVisible(subtype, field);
  const field = (name: string) => f.t(`property:fields.${name}`);
  // One builder per section, each in the order the page shows its rows.
  const context: RowContext = { property, f, rules, subtype, details, visible, field };

  const sections: DetailSection[] = [
    { key: 'properties', rows: propertyRows(context) },
    { key: 'amenities', rows: amenityRows(context) },
    { key: 'rooms', rows: roomRows(context) },
    { key: 'areas', rows: areaRows(context) },
  ];
  return sections.filter((section) => section.rows.length > 0);
}
