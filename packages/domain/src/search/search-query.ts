/**
 * The query string of the property search (buyer-side.md §7 Search filters, §9;
 * docs/decisions/005): its parameter names, its orders, and one writer and one reader of it. The
 * web app's results page and search box, and the server that paints the results page with its
 * first answer, all write the address through {@link buildSearchParams}, so that the address the
 * server answers for is the one the web app asks for. Free of the schema library, so that the
 * home page's search box can use it without loading zod.
 */
import {
  BUDGET_OPTIONS,
  CATEGORIES,
  ROOMS_FILTER_OPTIONS,
  SUBTYPES,
  type Category,
  type Subtype,
} from '../core/constants.ts';
import { isTypeSelectable } from '../listing/rent.ts';

/** Orders of the results: newest first (the default), price up, price down, largest area first. */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'area'] as const;
/** An order of the results. */
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The order of the results when none is chosen. */
export const DEFAULT_SEARCH_SORT: SearchSort = 'newest';

/** The highest page asked for; beyond the last page the result is empty. */
export const MAX_SEARCH_PAGE = 100_000;

/** Kinds of place the search box offers. */
export const SEARCH_PLACE_TYPES = ['municipality', 'zone', 'street'] as const;
/** A kind of place the search box offers. */
export type SearchLocationType = (typeof SEARCH_PLACE_TYPES)[number];

/** The place a search is limited to, with its name to show it again. */
export interface SearchLocation {
  id: string;
  type: SearchLocationType;
  name: string;
}

/**
 * The filters of the search box and the results page (buyer-side.md §2 Search page, §7 Search
 * filters). `budget.max` null means open-ended ("+1.000.000 €").
 */
export interface SearchFilters {
  rent: boolean;
  location: SearchLocation | null;
  /** The chosen category, with a subtype code or null for the whole category; null for All. */
  type: { category: Category; code: Subtype | null } | null;
  /** Minimum rooms, 1 to 6; null for any. */
  numOfRooms: number | null;
  budget: { min: number; max: number | null };
  /**
   * A drawn area as its address writes it (an encoded polyline, search-shape.ts; issue 34
   * point 2), or null. A place chosen wins over it: the two are never sent together. Kept as
   * text here, so that the home page's search box loads no decoder; the API checks it.
   */
  shape: string | null;
  /** Order of the results; newest first unless chosen. */
  sort: SearchSort;
  page: number;
}

/** The search box's starting values: buy, anywhere, all types, any rooms, budget 0 to open. */
export const defaultSearchFilters: SearchFilters = {
  rent: false,
  location: null,
  type: null,
  numOfRooms: null,
  budget: { min: 0, max: null },
  shape: null,
  sort: DEFAULT_SEARCH_SORT,
  page: 1,
};

/**
 * Names of the query parameters, those of buyer-side.md §7: `type` is the category,
 * `propertyType` the subtype code, and the budget keeps the specification's `budget (min, max)`
 * as `budget[min]` and `budget[max]`.
 */
export const SEARCH_PARAMS = {
  rent: 'rent',
  locationId: 'locationId',
  locationType: 'locationType',
  locationName: 'locationName',
  /**
   * The place field's text as a form sends it without the app (issue 30.10): the server finds
   * the place and leads to the search with it; links never carry it.
   */
  place: 'place',
  type: 'type',
  propertyType: 'propertyType',
  numOfRooms: 'numOfRooms',
  budgetMin: 'budget[min]',
  budgetMax: 'budget[max]',
  /** A drawn area, an encoded polyline of its corners (decision 072). */
  shape: 'shape',
  sort: 'sort',
  page: 'page',
} as const;

const HIGHEST_BUDGET = Math.max(...BUDGET_OPTIONS);

/**
 * The query string of a search, without empty filters: only what differs from "everything"
 * appears, so that shared links stay short.
 * @param filters the search's filters
 */
export function buildSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  params.set(SEARCH_PARAMS.rent, String(filters.rent));
  if (filters.location) {
    params.set(SEARCH_PARAMS.locationId, filters.location.id);
    params.set(SEARCH_PARAMS.locationType, filters.location.type);
    params.set(SEARCH_PARAMS.locationName, filters.location.name);
  } else if (filters.shape) {
    params.set(SEARCH_PARAMS.shape, filters.shape);
  }
  if (filters.type) {
    params.set(SEARCH_PARAMS.type, filters.type.category);
    if (filters.type.code) params.set(SEARCH_PARAMS.propertyType, filters.type.code);
  }
  if (filters.numOfRooms !== null) params.set(SEARCH_PARAMS.numOfRooms, String(filters.numOfRooms));
  if (filters.budget.min > 0) params.set(SEARCH_PARAMS.budgetMin, String(filters.budget.min));
  if (filters.budget.max !== null) params.set(SEARCH_PARAMS.budgetMax, String(filters.budget.max));
  if (filters.sort !== DEFAULT_SEARCH_SORT) params.set(SEARCH_PARAMS.sort, filters.sort);
  if (filters.page > 1) params.set(SEARCH_PARAMS.page, String(filters.page));
  return params;
}

function readInt(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Separates category and subtype code in the search box's one-value type choice. */
export const SEARCH_TYPE_SEPARATOR = ':';

/**
 * The search box's value for a type choice, the form {@link parseSearchParams} reads from `type`
 * too: the category alone, or `category:code` for one of its subtypes.
 * @param type the chosen category and subtype code
 */
export function searchTypeValue(type: { category: Category; code: Subtype | null }): string {
  return type.code ? `${type.category}${SEARCH_TYPE_SEPARATOR}${type.code}` : type.category;
}

/**
 * The filters of a query string, forgiving: a value that is missing, malformed or not offered
 * by the search box falls back to its default instead of failing the page. Besides the address
 * {@link buildSearchParams} writes, it reads the search box's plain form submission: `type` as
 * `category:code` (see {@link searchTypeValue}), and `any` or `open` for rooms or top budget.
 * @param params the query string of the results page
 */
export function parseSearchParams(params: URLSearchParams): SearchFilters {
  const rent = params.get(SEARCH_PARAMS.rent) === 'true';

  const locationId = params.get(SEARCH_PARAMS.locationId)?.trim();
  const locationType = SEARCH_PLACE_TYPES.find((t) => t === params.get(SEARCH_PARAMS.locationType));
  const location =
    locationId && locationType
      ? {
          id: locationId,
          type: locationType,
          name: params.get(SEARCH_PARAMS.locationName)?.trim() || locationId,
        }
      : null;

  // A category alone searches all its types; a subtype of another category is left out, and a
  // category that cannot be rented is no filter for rent (the box does not offer it). The search
  // box submitted without JavaScript sends its type choice as one value, `category:code`
  // (a select gives one parameter), which reads as `type` plus `propertyType`.
  const [typeParam, typeCode] = (params.get(SEARCH_PARAMS.type) ?? '').split(SEARCH_TYPE_SEPARATOR);
  const category = CATEGORIES.find((c) => c === typeParam);
  const code = params.get(SEARCH_PARAMS.propertyType) ?? typeCode ?? null;
  const subtypes: readonly Subtype[] = category ? SUBTYPES[category] : [];
  const type =
    category && isTypeSelectable(category, rent)
      ? { category, code: subtypes.find((s) => s === code) ?? null }
      : null;

  const rooms = readInt(params.get(SEARCH_PARAMS.numOfRooms));
  const numOfRooms =
    rooms !== null && (ROOMS_FILTER_OPTIONS as readonly number[]).includes(rooms) ? rooms : null;

  const min = readInt(params.get(SEARCH_PARAMS.budgetMin)) ?? 0;
  const max = readInt(params.get(SEARCH_PARAMS.budgetMax));
  const budget =
    max !== null && max < min ? { min, max: null } : { min: Math.min(min, HIGHEST_BUDGET), max };

  // Any text goes on to the API, which answers a broken or crossing shape with a clear refusal
  // rather than the page quietly searching everywhere.
  const shape = location ? null : params.get(SEARCH_PARAMS.shape)?.trim() || null;

  const sortParam = params.get(SEARCH_PARAMS.sort);
  const sort = SEARCH_SORTS.find((value) => value === sortParam) ?? DEFAULT_SEARCH_SORT;

  const page = Math.min(MAX_SEARCH_PAGE, Math.max(1, readInt(params.get(SEARCH_PARAMS.page)) ?? 1));

  return { rent, location, type, numOfRooms, budget, shape, sort, page };
}
