/**
 * The query string of the admin customers table (issue 16 point 1): sellers and clients in one
 * list, its filters, order and page. The admin application keeps the view in its address through
 * {@link buildAdminCustomersParams} and reads it back with {@link parseAdminCustomersParams}; the
 * API's `GET /api/v1/admin/customers` and its CSV export take the same parameters
 * (`staff/admin-customers.schema.ts`).
 */
import { LANGUAGES, SELLER_TYPES, type Language } from '../core/constants.ts';
import {
  ADMIN_PAGE_SIZES,
  ADMIN_SORT_DIRECTIONS,
  DEFAULT_ADMIN_PAGE_SIZE,
  MAX_ADMIN_PAGE,
  MAX_ADMIN_QUERY_LENGTH,
  type AdminSortDirection,
} from './admin-listings-query.ts';
import type { SellerType } from '../person/seller.schema.ts';
import { adminPaths, fillWebPath } from '../core/web-routes.ts';

/** The two kinds of customer: a seller (owner of listings) or a client (buyer who searches). */
export const CUSTOMER_KINDS = ['seller', 'client'] as const;
/** A kind of customer. */
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

/** The columns the customers table sorts by. */
export const CUSTOMER_SORT_KEYS = [
  'kind',
  'name',
  'email',
  'tel',
  'language',
  'sellerType',
  'listings',
  'searches',
  'lastActivity',
  'createdAt',
] as const;
/** A column the customers table sorts by. */
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

/** Yes/no filters: `yes`, `no`, or null for both. */
export type YesNo = 'yes' | 'no';

/** The view of the customers table: filters, free text, order and page. */
export interface AdminCustomersView {
  kind: CustomerKind | null;
  sellerType: SellerType | null;
  language: Language | null;
  /** Whether the customer's account has proven its e-mail address. */
  verified: YesNo | null;
  hasListings: YesNo | null;
  hasSearches: YesNo | null;
  /** Only customers that share an e-mail address or telephone with another (decision 030). */
  duplicates: boolean;
  /** Free text over name, family name, company, e-mail and telephone. */
  q: string;
  sort: CustomerSortKey;
  dir: AdminSortDirection;
  page: number;
  pageSize: number;
}

/** Names of the query parameters. */
export const ADMIN_CUSTOMERS_PARAMS = {
  kind: 'kind',
  sellerType: 'sellerType',
  language: 'language',
  verified: 'verified',
  hasListings: 'hasListings',
  hasSearches: 'hasSearches',
  duplicates: 'duplicates',
  q: 'q',
  sort: 'sort',
  dir: 'dir',
  page: 'page',
  pageSize: 'pageSize',
} as const;

/** The view nobody has filtered: every customer, newest first, first page. */
export const defaultAdminCustomersView: AdminCustomersView = {
  kind: null,
  sellerType: null,
  language: null,
  verified: null,
  hasListings: null,
  hasSearches: null,
  duplicates: false,
  q: '',
  sort: 'createdAt',
  dir: 'desc',
  page: 1,
  pageSize: DEFAULT_ADMIN_PAGE_SIZE,
};

/**
 * The query string of a view, without what equals the default, so that shared links stay short.
 * @param view the table's view
 */
export function buildAdminCustomersParams(view: AdminCustomersView): URLSearchParams {
  const p = ADMIN_CUSTOMERS_PARAMS;
  const d = defaultAdminCustomersView;
  const params = new URLSearchParams();
  if (view.kind) params.set(p.kind, view.kind);
  if (view.sellerType) params.set(p.sellerType, view.sellerType);
  if (view.language) params.set(p.language, view.language);
  if (view.verified) params.set(p.verified, view.verified);
  if (view.hasListings) params.set(p.hasListings, view.hasListings);
  if (view.hasSearches) params.set(p.hasSearches, view.hasSearches);
  if (view.duplicates) params.set(p.duplicates, 'true');
  if (view.q.trim()) params.set(p.q, view.q.trim());
  if (view.sort !== d.sort || view.dir !== d.dir) {
    params.set(p.sort, view.sort);
    params.set(p.dir, view.dir);
  }
  if (view.page !== 1) params.set(p.page, String(view.page));
  if (view.pageSize !== d.pageSize) params.set(p.pageSize, String(view.pageSize));
  return params;
}

function pick<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((v) => v === value?.trim()) ?? null;
}

/**
 * The view of a query string, forgiving: a missing or malformed value falls back to its default
 * (a bookmarked view survives). The API's schema is strict instead.
 * @param params the query string of the table's address
 */
export function parseAdminCustomersParams(params: URLSearchParams): AdminCustomersView {
  const p = ADMIN_CUSTOMERS_PARAMS;
  const d = defaultAdminCustomersView;
  const yesNo = ['yes', 'no'] as const;
  const sort = pick(CUSTOMER_SORT_KEYS, params.get(p.sort)) ?? d.sort;
  const dir = pick(ADMIN_SORT_DIRECTIONS, params.get(p.dir)) ?? (sort === d.sort ? d.dir : 'asc');
  const page = Number(params.get(p.page));
  const pageSize = Number(params.get(p.pageSize));
  return {
    kind: pick(CUSTOMER_KINDS, params.get(p.kind)),
    sellerType: pick(SELLER_TYPES, params.get(p.sellerType)),
    language: pick(LANGUAGES, params.get(p.language)),
    verified: pick(yesNo, params.get(p.verified)),
    hasListings: pick(yesNo, params.get(p.hasListings)),
    hasSearches: pick(yesNo, params.get(p.hasSearches)),
    duplicates: params.get(p.duplicates) === 'true',
    q: (params.get(p.q)?.trim() ?? '').slice(0, MAX_ADMIN_QUERY_LENGTH),
    sort,
    dir,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_ADMIN_PAGE) : 1,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : d.pageSize,
  };
}

/**
 * The admin page of one customer (`/admin/customers/{kind}/{id}`).
 * @param kind seller or client
 * @param id the customer's `_id`
 */
export function adminCustomerHref(kind: CustomerKind, id: string): string {
  return fillWebPath(adminPaths.customer, { kind, id });
}

/**
 * A telephone number as duplicates are compared (decision 030): digits only (a leading + kept
 * as the 00 it stands for), without Italy's prefix (+39 or 0039), so that "+39 0471 123 456",
 * "0039 0471123456" and "0471/123456" are the same number. Null when no digit is left. The
 * database computes the same key (migration 0023, `tel_key`).
 * @param tel a telephone number as typed
 */
export function telKey(tel: string | null | undefined): string | null {
  if (!tel) return null;
  const digits = tel.trim().replace(/^\+/, '00').replace(/\D/g, '');
  const key = digits.replace(/^0039/, '');
  return key === '' ? null : key;
}
