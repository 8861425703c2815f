/**
 * The queries of the admin customers table (issue 16 point 1): sellers and clients in one list,
 * filtered, in any column's order, a page at a time, and their count. Both tables answer the
 * same columns, joined by UNION ALL; PostgreSQL merges the two branches in order, each read from
 * its index on (column, id) (migration 0023), so that a page costs a few index reads whatever
 * the table's size. Counts of listings and searches, the last activity, the account's
 * verification and the duplicate mark are kept on the rows by triggers (migrations 0023 and
 * 0025); the free text is looked for with pg_trgm.
 */
import type { AdminCustomersView, CustomerKind } from '@domus/domain/staff/admin-customers-query';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, sellers } from '../../db/schema.ts';

/** The filters of the table (order and page aside). */
export type CustomerFilters = Omit<AdminCustomersView, 'sort' | 'dir' | 'page' | 'pageSize'>;

/** A customer of a page: its kind and id, in the table's order. */
export type CustomerRef = { kind: CustomerKind; id: string };

/** A LIKE pattern containing `word`, lower-cased, its wildcards taken literally. */
function containing(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The words of the free text (at most 5), each of which a customer must contain. */
function textWords(q: string): string[] {
  return q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
}

/**
 * One branch of the union: the customers of one kind passing the filters, or null when the
 * filters leave none of this kind (a seller type names sellers only, searches clients only).
 */
function branch(kind: CustomerKind, f: CustomerFilters): SQL | null {
  if (f.kind && f.kind !== kind) return null;
  const seller = kind === 'seller';
  if (!seller && (f.sellerType || f.hasListings === 'yes')) return null;
  if (seller && f.hasSearches === 'yes') return null;
  const t = seller ? sql`"sellers"` : sql`"clients"`;
  const where: SQL[] = [];
  if (f.sellerType) where.push(sql`c."seller_type" = ${f.sellerType}`);
  if (seller && f.hasListings === 'yes') where.push(sql`c."listing_count" > 0`);
  if (!seller && f.hasSearches === 'yes') where.push(sql`c."search_count" > 0`);
  for (const word of textWords(f.q)) where.push(sql`c."search_text" like ${containing(word)}`);
  const columns = seller
    ? sql`'seller'::text as "kind", c."seller_type" as "seller_type", c."listing_count" as "listings", 0 as "searches"`
    : sql`'client'::text as "kind", null::text as "seller_type", 0 as "listings", c."search_count" as "searches"`;
  return sql`select ${columns}, c."id", c."created_at", c."sort_name", c."email", c."tel", c."language", c."last_activity_at", c."account_verified" as "verified", c."has_duplicate" as "duplicate" from ${t} c${
    where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``
  }`;
}

/**
 * The customers passing the filters as a FROM item `u`, or null when the filters keep none: the
 * union of the branches, then the filters that keep many rows: language, without listings or
 * searches, verified and duplicate (decision 033). Those are applied to the union, not in the
 * branches: a branch without a WHERE is merged into the outer
 * query, the two conditions reach each table, and its partial index (whose predicate is written
 * exactly as here) gives the rows in the table's order, merged like the orders' indexes; a
 * branch with a WHERE is planned apart and sorted whole.
 */
function customersSource(f: CustomerFilters): SQL | null {
  const parts = (['seller', 'client'] as const)
    .map((kind) => branch(kind, f))
    .filter((part): part is SQL => part !== null);
  if (!parts.length) return null;
  const where: SQL[] = [];
  if (f.language) where.push(sql`u."language" = ${f.language}`);
  // A client has no listings and a seller no searches: their constant 0 passes these filters.
  if (f.hasListings === 'no') where.push(sql`u."listings" = 0`);
  if (f.hasSearches === 'no') where.push(sql`u."searches" = 0`);
  if (f.verified) where.push(f.verified === 'yes' ? sql`u."verified"` : sql`not u."verified"`);
  // Decision 030: a telephone that another record of the same kind has.
  if (f.duplicates) where.push(sql`u."duplicate"`);
  return sql`(${sql.join(parts, sql` union all `)}) u${
    where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``
  }`;
}

/** The ORDER BY of a sort: the column, then the id (each branch has an index on both). */
function orderBy(sort: AdminCustomersView['sort'], dir: AdminCustomersView['dir']): SQL {
  const d = dir === 'desc' ? sql`desc` : sql`asc`;
  const column: Record<AdminCustomersView['sort'], SQL> = {
    // Served kind by kind (findCustomerPage); within a kind, newest first.
    kind: sql`u."kind" ${d}, u."created_at" desc, u."id" desc`,
    name: sql`u."sort_name" ${d}`,
    email: sql`lower(u."email") ${d}`,
    tel: sql`u."tel" ${d}`,
    language: sql`u."language" ${d}`,
    sellerType: sql`u."seller_type" ${d}`,
    listings: sql`u."listings" ${d}`,
    searches: sql`u."searches" ${d}`,
    lastActivity: sql`u."last_activity_at" ${d}`,
    createdAt: sql`u."created_at" ${d}`,
  };
  return sort === 'kind' ? column.kind : sql`${column[sort]}, u."id" ${d}`;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as T[];
}

/**
 * The customers of one page of the table, in its order.
 * @param db the database
 * @param view the table's view
 * @param limit rows per page
 * @param offset rows before the page
 */
export async function findCustomerPage(
  db: Executor,
  view: AdminCustomersView,
  limit: number,
  offset: number,
): Promise<CustomerRef[]> {
  if (view.sort === 'kind' && !view.kind) {
    // One kind after the other, each newest first from its own index: the planner cannot merge
    // two branches by a constant column, and would sort every customer instead.
    const [first, second] =
      view.dir === 'asc' ? (['client', 'seller'] as const) : (['seller', 'client'] as const);
    const firstCount = await countCustomers(db, { ...view, kind: first });
    const rows =
      offset < firstCount
        ? await findCustomerPage(
            db,
            { ...view, kind: first, sort: 'createdAt', dir: 'desc' },
            limit,
            offset,
          )
        : [];
    if (rows.length >= limit) return rows;
    const rest = await findCustomerPage(
      db,
      { ...view, kind: second, sort: 'createdAt', dir: 'desc' },
      limit - rows.length,
      Math.max(0, offset - firstCount),
    );
    return [...rows, ...rest];
  }
  const source = customersSource(view);
  if (!source) return [];
  const result = await db.execute(
    sql`select u."kind", u."id" from ${source} order by ${orderBy(view.sort, view.dir)} limit ${limit} offset ${offset}`,
  );
  return rowsOf<{ kind: CustomerKind; id: string }>(result).map((r) => ({
    kind: r.kind,
    id: r.id,
  }));
}

/**
 * Every customer of the filtered table in its order, `chunk` at a time (the CSV export).
 * @param db the database
 * @param view the table's view (its page ignored)
 */
export async function findAllCustomerRefs(
  db: Executor,
  view: AdminCustomersView,
): Promise<CustomerRef[]> {
  const source = customersSource(view);
  if (!source) return [];
  const result = await db.execute(
    sql`select u."kind", u."id" from ${source} order by ${orderBy(view.sort, view.dir)}`,
  );
  return rowsOf<CustomerRef>(result).map((r) => ({ kind: r.kind, id: r.id }));
}

/** How many customers pass the filters. */
export async function countCustomers(db: Executor, filters: CustomerFilters): Promise<number> {
  const source = customersSource(filters);
  if (!source) return 0;
  const result = await db.execute(sql`select count(*)::int as "total" from ${source}`);
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

/** The sellers `ids`, in no particular order. */
export function findSellersByIds(db: Executor, ids: string[]) {
  return ids.length ? db.select().from(sellers).where(inArray(sellers.id, ids)) : [];
}

/** The clients `ids`, in no particular order. */
export function findClientsByIds(db: Executor, ids: string[]) {
  return ids.length ? db.select().from(clients).where(inArray(clients.id, ids)) : [];
}
