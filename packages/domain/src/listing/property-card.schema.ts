/**
 * The property card (seller-side.md §2 Property card): the short form of a listing that the
 * search results, the home page's newest listings and the account lists show.
 */
import { z } from 'zod';
import { LISTING_STATUSES } from '../core/listing-status.ts';
import {
  idSchema,
  languageSchema,
  localizedTextSchema,
  placeNamesSchema,
} from '../core/common.schema.ts';
import { fileSchema } from '../core/file.schema.ts';
import { categorySchema, propertyTypeSchema } from './property-type.schema.ts';

/** A place a card names: its gazetteer id and names (en shows the Italian name). */
export const cardPlaceSchema = z.object({ id: z.string(), name: placeNamesSchema });
/** A place on a card. */
export type CardPlace = z.infer<typeof cardPlaceSchema>;

/** The owner as staff see it on a card; null for everyone else. */
export const cardOwnerSchema = z.object({
  name: z.string().nullable(),
  familyName: z.string().nullable(),
  companyName: z.string().nullable(),
});

/**
 * A property card: number, type, rent or sale, price (the monthly rent when `rent`), title,
 * municipality and zone, sales area, residential room total (bed + living + dining), baths
 * (bath + wc), bedrooms, the main image with its renditions (`variants.card`, `card2x`,
 * `gallery`, `full`), the owner for staff only, and the creation time. `isConfirmed` and
 * `isDraft` are given where unconfirmed listings and drafts can appear (the account page's
 * lists); the public lists hold confirmed listings only, and a draft is never confirmed.
 */
export const propertyCardSchema = z.object({
  _id: idSchema,
  property_id: z.int(),
  category: categorySchema,
  type: propertyTypeSchema,
  rent: z.boolean(),
  price: z.number().nullable(),
  title: localizedTextSchema,
  location: z.object({
    municipality: cardPlaceSchema.nullable(),
    zone: cardPlaceSchema.nullable(),
  }),
  area: z.number().nullable(),
  rooms: z.number().nullable(),
  baths: z.number().nullable(),
  bedrooms: z.number().nullable(),
  image: fileSchema.nullable(),
  owner: cardOwnerSchema.nullable(),
  isConfirmed: z.boolean().optional(),
  /** Given where drafts can appear (the owner's own list on the account page). */
  isDraft: z.boolean().optional(),
  /**
   * The listing's status (`core/listing-status.ts`), given where unconfirmed, withdrawn or draft
   * listings can appear (the account page's lists): an owner sees a withdrawn listing as such.
   */
  status: z.enum(LISTING_STATUSES).optional(),
  /**
   * The price before its latest reduction, shown struck through with "price reduced" for 30
   * days (the domain's `shownReduction`, issue 34 point 4); null otherwise.
   */
  priceReducedFrom: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
/** A property card. */
export type PropertyCard = z.infer<typeof propertyCardSchema>;

/** Answer of `GET /api/v1/properties/{type}` (the newest listings of a category). */
export const propertyCardListSchema = z.object({ data: z.array(propertyCardSchema) });

/** How many listings one call for cards by id names at most. */
export const MAX_CARDS_BY_IDS = 100;

/**
 * Query of `GET /api/v1/properties-cards` (the favourites page, issue 34 point 3): `ids`, the
 * listings' ids separated by commas, at most {@link MAX_CARDS_BY_IDS}; `lang` as everywhere.
 * The text may be long enough for one id too many, so that the answer says how many are allowed.
 */
export const propertyCardsByIdsQuerySchema = z.object({
  lang: languageSchema.optional(),
  ids: z
    .string()
    .max((MAX_CARDS_BY_IDS + 1) * 37)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(idSchema).max(MAX_CARDS_BY_IDS)),
});
