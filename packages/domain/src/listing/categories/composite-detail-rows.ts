/**
 * The detail rows of the fields that are more than one value (buyer-side.md §2): the type, the
 * rent beside a sale price, the hotel's stars, places and areas, the rooms, the additional areas,
 * the garden, the parking, the business figures, the building manager and the crops. Each field
 * definition (`field-definitions.ts`) names the builder of each section it shows in.
 */
import { hotelStarsKey, isHotelStars } from '../hotel.ts';
import { rentPriceLabel } from '../price.ts';
import type { DetailRow } from './category-module.ts';
import { positive, type AnyDetails, type DetailRowContext } from './detail-row-context.ts';

type Spot = { number?: number; price?: number };
type AreaEntry = { amount?: number; area?: number };

/** Builds the rows one composite field gives one section. */
export type CompositeRows = (context: DetailRowContext) => DetailRow[];

const row = (key: string, label: string, value: string): DetailRow => ({ key, label, value });

/** The type, in the page's language: always the first row. */
export const typeRows: CompositeRows = ({ property, f, field }) => [
  row('type', field('type'), property.type.name[f.language]),
];

/**
 * A sale listing may also name its rent where the form offers it; an office's figure is the price
 * of the premises, labelled as the form labels it.
 */
export const rentPriceRows: CompositeRows = ({ property, f, rules, subtype, field }) =>
  rules.offersRentPrice(property.rent) && positive(property.rentPrice)
    ? [row('rentPrice', field(rentPriceLabel(subtype)), f.money(property.rentPrice))]
    : [];

/** The first area row, under the category's label (sales area or area). */
export const areaRows: CompositeRows = ({ details, f, rules, visible, field }) =>
  visible('area') && positive(details.area)
    ? [row('area', field(rules.areaLabel), f.area(details.area))]
    : [];

const hotelOf = ({ visible, details }: DetailRowContext) =>
  visible('hotel') ? (details.hotel as AnyDetails) : undefined;

/** The hotel's stars. */
export const hotelStarsRows: CompositeRows = (context) => {
  const hotel = hotelOf(context);
  if (!hotel || !isHotelStars(hotel.stars)) return [];
  const { t } = context.f;
  return [
    row(
      'hotel.stars',
      context.field('stars'),
      t(`property:values.hotelStars.${hotelStarsKey(hotel.stars)}`),
    ),
  ];
};

/**
 * The hotel's figures of one kind (places are counts, the spa and conference rooms areas).
 * @param keys the hotel's fields, in the page's order
 * @param format how a value is written
 */
function hotelFigures(
  keys: readonly string[],
  format: (context: DetailRowContext, value: number) => string,
): CompositeRows {
  return (context) => {
    const hotel = hotelOf(context);
    if (!hotel) return [];
    return keys.flatMap((key) => {
      const value = hotel[key];
      return positive(value)
        ? [row(`hotel.${key}`, context.field(key), format(context, value))]
        : [];
    });
  };
}

/** The hotel's sleeping, bar and restaurant places. */
export const hotelPlacesRows = hotelFigures(
  ['sleepingPlaces', 'barPlaces', 'restaurantPlaces'],
  ({ f }, value) => f.number(value),
);
/** The hotel's spa and conference rooms. */
export const hotelAreasRows = hotelFigures(['spa', 'conferenceRooms'], ({ f }, value) =>
  f.area(value),
);

/** The room kinds of the subtype with a count. */
export const roomRows: CompositeRows = ({ details, f, rules, subtype, visible }) => {
  const counts = visible('rooms') ? (details.rooms as Record<string, number>) : undefined;
  if (!counts) return [];
  const kinds = rules.roomKinds(subtype) ?? Object.keys(counts);
  return kinds.flatMap((kind) => {
    const value = counts[kind];
    return positive(value)
      ? [row(`rooms.${kind}`, f.t(`property:rooms.${kind}`), f.number(value))]
      : [];
  });
};

/** The additional areas (cellar, balcony, …) with their number and area. */
export const additionalAreaRows: CompositeRows = ({ details, f, visible }) => {
  const extra = visible('areas') ? (details.areas as Record<string, AreaEntry>) : undefined;
  return Object.entries(extra ?? {}).flatMap(([kind, entry]) => {
    if (!entry || !positive(entry.amount)) return [];
    const value = positive(entry.area)
      ? f.t('detail:areaEntry', { amount: f.number(entry.amount), area: f.area(entry.area) })
      : f.number(entry.amount);
    return [row(`areas.${kind}`, f.t(`property:areas.${kind}`), value)];
  });
};

const gardenOf = ({ visible, details }: DetailRowContext) =>
  visible('garden') ? (details.garden as { type?: string; area?: number }) : undefined;

/** The kind of garden. */
export const gardenTypeRows: CompositeRows = (context) => {
  const garden = gardenOf(context);
  return garden?.type
    ? [row('garden', context.field('garden'), context.f.t(`property:values.garden.${garden.type}`))]
    : [];
};

/** A private garden's area. */
export const gardenAreaRows: CompositeRows = (context) => {
  const garden = gardenOf(context);
  return garden?.type === 'private' && positive(garden.area)
    ? [row('garden.area', context.field('gardenArea'), context.f.area(garden.area))]
    : [];
};

/** The parking places of the subtype's kinds with their price, and the shared-parking flags. */
export const parkingRows: CompositeRows = ({ details, f, rules, subtype, visible }) => {
  const parking = visible('parking') ? (details.parking as AnyDetails) : undefined;
  if (!parking) return [];
  const rows: DetailRow[] = [];
  for (const kind of rules.parkingSpots(subtype)) {
    const spot = parking[kind] as Spot | undefined;
    if (!spot || !positive(spot.number)) continue;
    const value = positive(spot.price)
      ? f.t('detail:parkingEntry', { number: f.number(spot.number), price: f.money(spot.price) })
      : f.number(spot.number);
    rows.push(row(`parking.${kind}`, f.t(`property:parking.${kind}`), value));
  }
  for (const flag of rules.parkingFlags(subtype)) {
    const value = parking[flag];
    if (typeof value === 'boolean') {
      rows.push(row(`parking.${flag}`, f.t(`property:parking.${flag}`), f.yesNo(value)));
    }
  }
  return rows;
};

/** A business's average yearly turnover and profit. */
export const commercialInfoRows: CompositeRows = ({ details, f, visible, field }) => {
  const info = visible('commercialInfo') ? (details.commercialInfo as AnyDetails) : undefined;
  return (['avgAnnualTurnover', 'avgAnnualProfit'] as const).flatMap((key) => {
    const value = info?.[key];
    return positive(value) ? [row(`commercialInfo.${key}`, field(key), f.money(value))] : [];
  });
};

/** The building manager's name, telephone and e-mail. */
export const administratorRows: CompositeRows = ({ details, visible, field }) => {
  const administrator = visible('administrator')
    ? (details.administrator as Record<string, string | undefined>)
    : undefined;
  const parts = [
    ['name', 'administratorName'],
    ['tel', 'administratorTel'],
    ['email', 'administratorEmail'],
  ] as const;
  return parts.flatMap(([key, label]) => {
    const value = administrator?.[key];
    return value ? [row(`administrator.${key}`, field(label), value)] : [];
  });
};

/** Each crop with its area in hectares. */
export const cultivationRows: CompositeRows = ({ details, f, visible }) => {
  const crops = visible('cultivation')
    ? (details.cultivation as { description: string; area: number }[])
    : undefined;
  return (crops ?? []).map((crop, index) =>
    row(`cultivation.${index}`, crop.description, f.hectares(crop.area)),
  );
};
