/**
 * The admin customers table (issue 16 point 1): a view's page of sellers and clients with
 * their account's verification, counts, last activity and the duplicate mark (decision 030).
 */
import type { AdminCustomersView } from '@domus/domain/staff/admin-customers-query';
import type { Language } from '@domus/domain/core/constants';
import type {
  AdminCustomerRow,
  AdminCustomersResponse,
} from '@domus/domain/staff/admin-customers.schema';
import type { SellerType } from '@domus/domain/person/seller.schema';
import type { Executor } from '../../db/client.ts';
import {
  countCustomers,
  findClientsByIds,
  findCustomerPage,
  findSellersByIds,
  type CustomerRef,
} from './admin-customers.repository.ts';

/**
 * The table's rows of `refs`, in their order, read by id; the account's verification and the
 * duplicate mark are columns of the records kept by triggers (decision 033).
 * @param db the database
 * @param refs the customers, in the table's order
 */
export async function toCustomerRows(
  db: Executor,
  refs: CustomerRef[],
): Promise<AdminCustomerRow[]> {
  const sellerRows = await findSellersByIds(
    db,
    refs.filter((r) => r.kind === 'seller').map((r) => r.id),
  );
  const clientRows = await findClientsByIds(
    db,
    refs.filter((r) => r.kind === 'client').map((r) => r.id),
  );
  const records = [
    ...sellerRows.map((row) => ({
      kind: 'seller' as const,
      row,
      sellerType: row.sellerType as SellerType,
      listings: row.listingCount,
      searches: 0,
    })),
    ...clientRows.map((row) => ({
      kind: 'client' as const,
      row,
      sellerType: null,
      listings: 0,
      searches: row.searchCount,
    })),
  ];
  const byKey = new Map(records.map((r) => [`${r.kind}:${r.row.id}`, r]));
  return refs.flatMap((ref) => {
    const record = byKey.get(`${ref.kind}:${ref.id}`);
    if (!record) return [];
    const { row } = record;
    return [
      {
        _id: row.id,
        kind: record.kind,
        name: row.name,
        familyName: row.familyName,
        companyName: row.companyName,
        email: row.email,
        tel: row.tel,
        language: row.language as Language,
        sellerType: record.sellerType,
        verified: row.accountVerified,
        listings: record.listings,
        searches: record.searches,
        lastActivity: row.lastActivityAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        duplicate: row.hasDuplicate,
      },
    ];
  });
}

/** How long a table's total is kept: counting 100,000 customers costs more than a page. */
export const CUSTOMER_TOTAL_TTL_MS = 15_000;
const MAX_TOTALS = 500;
const totals = new WeakMap<object, Map<string, { total: number; until: number }>>();

/**
 * The total of a filtered table, counted at most once per {@link CUSTOMER_TOTAL_TTL_MS} per
 * filters (as the listing tables keep theirs); a merge forgets them ({@link forgetCustomerTotals}).
 */
async function cachedCustomerTotal(db: Executor, view: AdminCustomersView): Promise<number> {
  const { sort: _sort, dir: _dir, page: _page, pageSize: _pageSize, ...filters } = view;
  const key = JSON.stringify(filters);
  let cache = totals.get(db);
  if (!cache) totals.set(db, (cache = new Map<string, { total: number; until: number }>()));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.total;
  const total = await countCustomers(db, filters);
  if (cache.size >= MAX_TOTALS) cache.clear();
  cache.set(key, { total, until: now + CUSTOMER_TOTAL_TTL_MS });
  return total;
}

/** Forgets every kept total of `db` (after customers were merged). */
export function forgetCustomerTotals(db: Executor): void {
  totals.delete(db);
}

/**
 * One page of the customers table for `view`, with its total (kept for a few seconds).
 * @param db the database
 * @param view the table's view
 */
export async function listAdminCustomers(
  db: Executor,
  view: AdminCustomersView,
): Promise<AdminCustomersResponse> {
  const refs = await findCustomerPage(db, view, view.pageSize, (view.page - 1) * view.pageSize);
  const total = await cachedCustomerTotal(db, view);
  return {
    meta: {
      page: view.page,
      pageSize: view.pageSize,
      numOfPages: Math.ceil(total / view.pageSize),
      total,
    },
    data: await toCustomerRows(db, refs),
  };
}
