/**
 * The query of `GET /api/v1/properties-search` and its answer (buyer-side.md §7 Search filters,
 * §9 pagination; docs/decisions/005 for how `type`, `propertyType` and the budget are written).
 * Every value arrives as text; an empty value counts as absent.
 */
import { z } from 'zod';
import { HOME_NEWEST_LIMIT, MAX_LENGTH, MAX_MONEY, SEARCH_PAGE_SIZE } from '../core/constants.ts';
import { DEFAULT_SEARCH_SORT, MAX_SEARCH_PAGE, SEARCH_SORTS } from './search-query.ts';
import { languageSchema } from '../core/common.schema.ts';
import { propertyCardSchema } from '../listing/property-card.schema.ts';
import { categorySchema } from '../listing/property-type.schema.ts';
import { placeTypeSchema } from '../place/location.schema.ts';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import { decodeShape, MAX_SHAPE_LENGTH } from './search-shape.ts';

/** An order of the results (the orders are listed once, in the search query module). */
export const searchSortSchema = z.enum(SEARCH_SORTS);
/** The highest minimum room count accepted. */
export const MAX_SEARCH_ROOMS = 99;

/** A query value that may be left empty (`''` reads as absent). */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform(
      (value) => (value === '' ? undefined : value) as Exclude<z.output<T>, ''> | undefined,
    );

const amount = z.coerce.number().min(0).max(MAX_MONEY);

/**
 * The raw query: `rent=true|false`, `locationId` with `locationType` (municipality, zone or
 * street: a street's id or its name), `locationName` (shown again by the web; ignored by the
 * search when an id is given), `type` the category, `propertyType` the subtype code or the type's
 * `_id`, `numOfRooms` the least residential room total, the budget as `budget[min]` and
 * `budget[max]` (or `budgetMin`, `budgetMax`) on the price, which is the monthly rent when
 * renting, `shape` a drawn area as an encoded polyline (decision 072), `sort`, `page` from 1 and
 * `lang`. A reversed budget finds nothing, as no price lies in it.
 */
export const propertySearchQuerySchema = z
  .object({
    rent: optionalParam(z.enum(['true', 'false'])),
    locationId: optionalParam(z.string().trim().max(MAX_LENGTH.locationName)),
    locationType: optionalParam(placeTypeSchema),
    locationName: optionalParam(z.string().trim().max(MAX_LENGTH.locationName)),
    type: optionalParam(categorySchema),
    propertyType: optionalParam(z.string().trim().max(64)),
    numOfRooms: optionalParam(z.coerce.number().int().min(0).max(MAX_SEARCH_ROOMS)),
    budget: z.object({ min: optionalParam(amount), max: optionalParam(amount) }).optional(),
    budgetMin: optionalParam(amount),
    budgetMax: optionalParam(amount),
    // Not through optionalParam: its union would hide the message behind "Invalid input".
    shape: z
      .string()
      .trim()
      .max(MAX_SHAPE_LENGTH, { message: MESSAGE_KEYS.shapeBroken })
      .optional()
      .transform((text, context) => {
        if (!text) return undefined;
        const ring = decodeShape(text);
        if (!ring) context.addIssue({ code: 'custom', message: MESSAGE_KEYS.shapeBroken });
        return ring ?? z.NEVER;
      }),
    sort: optionalParam(searchSortSchema),
    page: optionalParam(z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE)),
    lang: optionalParam(languageSchema),
  })
  .transform((query) => ({
    rent: query.rent === 'true',
    location:
      query.locationId && query.locationType
        ? { id: query.locationId, type: query.locationType }
        : null,
    locationName: query.locationName ?? null,
    category: query.type ?? null,
    propertyType: query.propertyType ?? null,
    numOfRooms: query.numOfRooms ?? null,
    budgetMin: query.budget?.min ?? query.budgetMin ?? null,
    budgetMax: query.budget?.max ?? query.budgetMax ?? null,
    // A place wins over a drawn area, as the web app writes them (search-query.ts).
    shape:
      query.shape && !(query.locationId && query.locationType)
        ? { type: 'Polygon' as const, coordinates: [query.shape] }
        : null,
    sort: query.sort ?? DEFAULT_SEARCH_SORT,
    page: query.page ?? 1,
    lang: query.lang,
  }));
/** The search filters after parsing. */
export type PropertySearchFilters = z.output<typeof propertySearchQuerySchema>;
/** The search query as a client writes it. */
export type PropertySearchQuery = z.input<typeof propertySearchQuerySchema>;

/** Answer of `GET /api/v1/properties-search`: page, page count and total, and one page of cards. */
export const propertySearchResponseSchema = z.object({
  meta: z.object({ page: z.int(), numOfPages: z.int(), total: z.int() }),
  result: z.array(propertyCardSchema),
});
/** Answer of the search. */
export type PropertySearchResponse = z.infer<typeof propertySearchResponseSchema>;

/** Results per page of the search (buyer-side.md §9). */
export const PROPERTY_SEARCH_PAGE_SIZE = SEARCH_PAGE_SIZE;

/**
 * Query of `GET /api/v1/properties/{type}`: how many of the newest listings (5 on the home page,
 * at most 24); `populate` and `query` are accepted and ignored, as a card is always populated.
 */
export const newestPropertiesQuerySchema = z.object({
  limit: optionalParam(z.coerce.number().int().min(1).max(24)).transform(
    (value) => value ?? HOME_NEWEST_LIMIT,
  ),
  lang: optionalParam(languageSchema),
});
