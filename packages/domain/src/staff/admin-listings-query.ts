/**
 * The query string of an admin listing table (issue 15 point 2): its parameter names, one writer
 * and one reader. The admin application keeps the whole view (filters, sort, page) in its
 * address through {@link buildAdminListingsParams} and reads it back with
 * {@link parseAdminListingsParams}; the API's `GET /api/v1/admin/listings/{category}` and the CSV
 * export take the same parameters (`staff/admin-listings.schema.ts`), so a shared or bookmarked
 * view asks the API for exactly what it shows. The category is the path's tab, not a parameter.
 */
import { SUBTYPES, type Category, type Subtype } from '../core/constants.ts';
import { categoryModule } from '../listing/categories/category-registry.ts';
import { LISTING_STATUSES, type ListingStatus } from '../core/listing-status.ts';
import { adminPaths, fillWebPath } from '../core/web-routes.ts';

/** Rows per page the tables offer. */
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
/** Rows per page unless chosen. */
export const DEFAULT_ADMIN_PAGE_SIZE = 50;
/** The highest page asked for; beyond the last page the table is empty. */
export const MAX_ADMIN_PAGE = 100_000;
/** Sort directions. */
export const ADMIN_SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** A sort direction. */
export type AdminSortDirection = (typeof ADMIN_SORT_DIRECTIONS)[number];
/** The table's order unless chosen: newest first. */
export const DEFAULT_ADMIN_SORT = { sort: 'createdAt', dir: 'desc' } as const;
/** Kinds of place a table is filtered by. */
export const ADMIN_PLACE_TYPES = ['municipality', 'zone'] as const;
/** A kind of place a table is filtered by. */
export type AdminPlaceType = (typeof ADMIN_PLACE_TYPES)[number];
/**
 * The responsible-agent filter's special values: `me` the caller's own listings, `none` the
 * listings without one; any other value is an account id.
 */
export const ADMIN_AGENT_FILTERS = { me: 'me', none: 'none' } as const;
/** Longest free text accepted. */
export const MAX_ADMIN_QUERY_LENGTH = 100;

/** A range of numbers; null ends are open. */
export interface NumberRange {
  min: number | null;
  max: number | null;
}

/**
 * The view of an admin listing table: its filters (issue 15 point 2: status, subtype, sale or
 * rent, municipality or zone, owner, responsible agent, price and area ranges, created between,
 * free text), its order and its page.
 */
export interface AdminListingsView {
  /** The statuses shown; empty for all. */
  statuses: ListingStatus[];
  subtype: Subtype | null;
  /** Rent (true), sale (false) or both (null). */
  rent: boolean | null;
  /** A municipality (ISTAT code) or a zone, with its name to show it again. */
  place: { id: string; type: AdminPlaceType; name: string } | null;
  /** A seller (customer) by id, with the name to show again. */
  owner: { id: string; name: string } | null;
  /** The responsible agent: an account id, `me` or `none`; null for anyone. */
  agent: string | null;
  price: NumberRange;
  area: NumberRange;
  /** Created between these days (YYYY-MM-DD, both included, in the agency's time zone). */
  created: { from: string | null; to: string | null };
  /** Free text over number, title, street and owner. */
  q: string;
  /** One listing by id (the staff mail's link to its row). */
  id: string | null;
  /**
   * Only listings whose street the register lacks, placed on the map by hand by their seller
   * (issue 18 §4: staff check them).
   */
  streetToCheck: boolean;
  /** The column key the table is sorted by (a sortable column of the category). */
  sort: string;
  dir: AdminSortDirection;
  page: number;
  pageSize: number;
}

/** Names of the query parameters. */
export const ADMIN_LISTINGS_PARAMS = {
  status: 'status',
  subtype: 'subtype',
  rent: 'rent',
  place: 'place',
  placeType: 'placeType',
  placeName: 'placeName',
  owner: 'owner',
  ownerName: 'ownerName',
  agent: 'agent',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  areaMin: 'areaMin',
  areaMax: 'areaMax',
  createdFrom: 'createdFrom',
  createdTo: 'createdTo',
  q: 'q',
  id: 'id',
  streetToCheck: 'streetToCheck',
  sort: 'sort',
  dir: 'dir',
  page: 'page',
  pageSize: 'pageSize',
} as const;

/** The view of a table nobody has filtered: every listing, newest first, first page. */
export const defaultAdminListingsView: AdminListingsView = {
  statuses: [],
  subtype: null,
  rent: null,
  place: null,
  owner: null,
  agent: null,
  price: { min: null, max: null },
  area: { min: null, max: null },
  created: { from: null, to: null },
  q: '',
  id: null,
  streetToCheck: false,
  sort: DEFAULT_ADMIN_SORT.sort,
  dir: DEFAULT_ADMIN_SORT.dir,
  page: 1,
  pageSize: DEFAULT_ADMIN_PAGE_SIZE,
};

/**
 * The keys a category's table sorts by (every column but the picture), from the registry.
 * @param category the table's category
 */
export function adminSortKeys(category: Category): string[] {
  return categoryModule(category)
    .adminColumns.filter((column) => column.sortable)
    .map((column) => column.key);
}

/**
 * The query string of a view, without what equals the default, so that shared links stay short.
 * Statuses are written comma-separated in their order.
 * @param view the table's view
 */
export function buildAdminListingsParams(view: AdminListingsView): URLSearchParams {
  const p = ADMIN_LISTINGS_PARAMS;
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  };
  set(p.status, LISTING_STATUSES.filter((s) => view.statuses.includes(s)).join(','));
  set(p.subtype, view.subtype);
  set(p.rent, view.rent === null ? null : String(view.rent));
  if (view.place) {
    set(p.place, view.place.id);
    set(p.placeType, view.place.type);
    set(p.placeName, view.place.name);
  }
  if (view.owner) {
    set(p.owner, view.owner.id);
    set(p.ownerName, view.owner.name);
  }
  set(p.agent, view.agent);
  set(p.priceMin, view.price.min);
  set(p.priceMax, view.price.max);
  set(p.areaMin, view.area.min);
  set(p.areaMax, view.area.max);
  set(p.createdFrom, view.created.from);
  set(p.createdTo, view.created.to);
  set(p.q, view.q.trim());
  set(p.id, view.id);
  set(p.streetToCheck, view.streetToCheck ? 'true' : null);
  if (view.sort !== DEFAULT_ADMIN_SORT.sort || view.dir !== DEFAULT_ADMIN_SORT.dir) {
    set(p.sort, view.sort);
    set(p.dir, view.dir);
  }
  if (view.page > 1) set(p.page, view.page);
  if (view.pageSize !== DEFAULT_ADMIN_PAGE_SIZE) set(p.pageSize, view.pageSize);
  return params;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,10}(\.\d{1,2})?$/.test(value.trim())) return null;
  return Number(value.trim());
}

function readRange(min: string | null, max: string | null): NumberRange {
  const range = { min: readNumber(min), max: readNumber(max) };
  return range.min !== null && range.max !== null && range.max < range.min
    ? { min: range.max, max: range.min }
    : range;
}

/** The earliest day the created-between filter takes (YYYY-MM-DD). */
export const ADMIN_FIRST_DAY = '1900-01-01';
/** The latest day the created-between filter takes (YYYY-MM-DD). */
export const ADMIN_LAST_DAY = '2999-12-31';
function readDay(value: string | null): string | null {
  const day = value?.trim() ?? '';
  return DAY.test(day) &&
    !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
    day >= ADMIN_FIRST_DAY &&
    day <= ADMIN_LAST_DAY
    ? day
    : null;
}

/**
 * The view of a query string, forgiving: a value that is missing, malformed or not offered for
 * the category falls back to its default instead of failing the page (a bookmarked view
 * survives a column that was removed). The API's schema is strict instead.
 * @param category the table's category (its subtypes and sortable columns)
 * @param params the query string of the table's address
 */
export function parseAdminListingsParams(
  category: Category,
  params: URLSearchParams,
): AdminListingsView {
  const p = ADMIN_LISTINGS_PARAMS;
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const statusParts = text(p.status).split(',');
  const statuses = LISTING_STATUSES.filter((s) => statusParts.includes(s));
  const subtypes: readonly Subtype[] = SUBTYPES[category];
  const subtype = subtypes.find((s) => s === text(p.subtype)) ?? null;
  const rentText = text(p.rent);
  const rent = rentText === 'true' ? true : rentText === 'false' ? false : null;
  const placeType = (ADMIN_PLACE_TYPES as readonly string[]).includes(text(p.placeType))
    ? (text(p.placeType) as AdminPlaceType)
    : null;
  const place =
    text(p.place) && placeType
      ? { id: text(p.place), type: placeType, name: text(p.placeName) || text(p.place) }
      : null;
  const owner = GUID.test(text(p.owner))
    ? { id: text(p.owner), name: text(p.ownerName) || text(p.owner) }
    : null;
  const agentText = text(p.agent);
  const agent =
    agentText === ADMIN_AGENT_FILTERS.me ||
    agentText === ADMIN_AGENT_FILTERS.none ||
    GUID.test(agentText)
      ? agentText
      : null;
  const from = readDay(params.get(p.createdFrom));
  const to = readDay(params.get(p.createdTo));
  const created = from && to && to < from ? { from: to, to: from } : { from, to };
  const sortKey = text(p.sort);
  const sort = adminSortKeys(category).includes(sortKey) ? sortKey : DEFAULT_ADMIN_SORT.sort;
  const dirText = text(p.dir);
  const dir =
    dirText === 'asc' || dirText === 'desc'
      ? dirText
      : sortKey === sort
        ? 'asc'
        : DEFAULT_ADMIN_SORT.dir;
  const page = Math.min(MAX_ADMIN_PAGE, Math.max(1, readNumber(params.get(p.page)) ?? 1));
  const sizeValue = readNumber(params.get(p.pageSize));
  const pageSize = (ADMIN_PAGE_SIZES as readonly number[]).includes(sizeValue ?? -1)
    ? (sizeValue as number)
    : DEFAULT_ADMIN_PAGE_SIZE;
  return {
    statuses,
    subtype,
    rent,
    place,
    owner,
    agent,
    price: readRange(params.get(p.priceMin), params.get(p.priceMax)),
    area: readRange(params.get(p.areaMin), params.get(p.areaMax)),
    created,
    q: text(p.q).slice(0, MAX_ADMIN_QUERY_LENGTH),
    id: GUID.test(text(p.id)) ? text(p.id) : null,
    streetToCheck: text(p.streetToCheck) === 'true',
    sort,
    dir,
    page: Math.floor(page),
    pageSize,
  };
}

/**
 * The admin table of a category showing a view (`/admin/listings/{category}?...`).
 * @param category the table's category
 * @param view the view, or only the parts that differ from the default
 */
export function adminListingsHref(
  category: Category,
  view: Partial<AdminListingsView> = {},
): string {
  const query = buildAdminListingsParams({ ...defaultAdminListingsView, ...view }).toString();
  const path = fillWebPath(adminPaths.listings, { category });
  return query ? `${path}?${query}` : path;
}

/**
 * A listing's row in its admin table (the table filtered to it), where the staff mail about a
 * new listing links (issue 15 point 4).
 * @param category the listing's category
 * @param id the listing's `_id`
 */
export function adminListingRowHref(category: Category, id: string): string {
  return adminListingsHref(category, { id });
}
