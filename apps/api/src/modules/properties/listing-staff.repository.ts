/**
 * The staff's listing rows (issue 15 point 2, issue 31 point 1): one category's listings in any
 * state, filtered, in any column's order, one page at a time, and their count; the listings of
 * the confirmation queue; the rows of an export, by id. The listing module owns them so that
 * every staff list (the admin tables, the queue, the export, the portal feeds) reads the same
 * row. Every order of a listing's own column is served by an index on (category, column, id)
 * read in either direction (migration 0019); orders by a joined name (type, place, owner,
 * agent) sort the category's rows.
 */
import type { AdminColumn } from '@domus/domain/listing/categories/category-module';
import type { AdminSortDirection } from '@domus/domain/staff/admin-listings-query';
import type { Category } from '@domus/domain/core/constants';
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { accountNameColumns } from '../../db/account-sql.ts';
import { inChunks } from '../../db/chunked.ts';
import type { Executor } from '../../db/client.ts';
import {
  adminFactSortSql,
  adminTextSql,
  categoryIs,
  externalAgentSortSql,
} from '../../db/listing-sql.ts';
import { accounts, files, properties, sellers } from '../../db/schema.ts';
import { imageColumns } from './properties.repository.ts';

/** A range of a number column; null ends are open. */
type Range = { min: number | null; max: number | null };

/** The filters of a staff list (an admin table, a feed) with names resolved to ids. */
export type StaffListingCriteria = {
  category: Category;
  /** Positions in `LISTING_STATUSES`; null for every status. */
  statusRanks: number[] | null;
  typeId: string | null;
  rent: boolean | null;
  municipalityId: string | null;
  zoneId: string | null;
  ownerId: string | null;
  /** The responsible agent's account, or none; null for any. */
  agent: { none: true } | { id: string } | null;
  price: Range;
  area: Range;
  /** Created on or after the start of this agency day (YYYY-MM-DD). */
  createdFrom: string | null;
  /** Created on or before this agency day. */
  createdTo: string | null;
  /** Free text: the LIKE pattern and the sellers whose name matches it. */
  text: { pattern: string; ownerIds: string[] } | null;
  /** Only these listings (one row's link, or selected rows). */
  ids: string[] | null;
  /** Only listings whose street the register lacks (issue 18 §4); few, so no index of its own. */
  streetToCheck?: boolean;
};

/** An order of a staff list: the column, its direction, and the language of names sorted by. */
export type StaffListingOrder = {
  column: AdminColumn;
  dir: AdminSortDirection;
  language: 'it' | 'de' | 'en';
};

/** The start of an agency day (Europe/Rome) as a timestamp, computed by the database. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Rome')`;

/**
 * The conditions of a table's filters. The category is written as a literal, so that the
 * category's partial indexes serve the query.
 * @param c the criteria
 */
export function staffListingConditions(c: StaffListingCriteria): SQL {
  const where: (SQL | undefined)[] = [categoryIs(properties, c.category)];
  if (c.statusRanks) {
    where.push(inArray(properties.statusRank, c.statusRanks));
  }
  if (c.typeId) where.push(eq(properties.typeId, c.typeId));
  if (c.rent !== null) where.push(eq(properties.rent, c.rent));
  if (c.municipalityId) where.push(eq(properties.municipalityId, c.municipalityId));
  if (c.zoneId) where.push(eq(properties.zoneId, c.zoneId));
  if (c.ownerId) where.push(eq(properties.ownerId, c.ownerId));
  if (c.agent && 'none' in c.agent) where.push(isNull(properties.responsibleAgentId));
  else if (c.agent) where.push(eq(properties.responsibleAgentId, c.agent.id));
  if (c.price.min !== null) where.push(gte(properties.price, c.price.min));
  if (c.price.max !== null) where.push(lte(properties.price, c.price.max));
  if (c.area.min !== null) where.push(gte(properties.area, c.area.min));
  if (c.area.max !== null) where.push(lte(properties.area, c.area.max));
  if (c.createdFrom) where.push(sql`${properties.createdAt} >= ${dayStart(c.createdFrom)}`);
  if (c.createdTo) {
    where.push(sql`${properties.createdAt} < ${dayStart(c.createdTo)} + interval '1 day'`);
  }
  if (c.text) {
    const inText = sql`${adminTextSql(properties)} like ${c.text.pattern}`;
    where.push(
      c.text.ownerIds.length ? or(inText, inArray(properties.ownerId, c.text.ownerIds)) : inText,
    );
  }
  if (c.ids) where.push(inArray(properties.id, c.ids));
  if (c.streetToCheck) where.push(eq(properties.streetUnverified, true));
  return and(...where)!;
}

/** The sort value of a shared column; a category fact's comes from the registry's path. */
function sortValue(order: StaffListingOrder): { value: SQL; nullable: boolean } {
  const { column, language } = order;
  if (column.detailsPath) return { value: adminFactSortSql(properties, column), nullable: false };
  switch (column.key) {
    case 'property_id':
      return { value: sql`${properties.propertyNumber}`, nullable: false };
    // Names of other tables are kept on the row by triggers (migration 0019).
    case 'type':
      return { value: sql`${properties.sortType}`, nullable: false };
    case 'place':
      return {
        value: sql`${language === 'de' ? properties.sortPlaceDe : properties.sortPlaceIt}`,
        nullable: false,
      };
    case 'rent':
      return { value: sql`${properties.rent}`, nullable: false };
    case 'price':
      return { value: sql`${properties.price}`, nullable: true };
    case 'rooms':
      return { value: sql`${properties.roomTotal}`, nullable: true };
    case 'baths':
      return { value: sql`${properties.bathTotal}`, nullable: true };
    case 'area':
      return { value: sql`${properties.area}`, nullable: true };
    case 'owner':
      return { value: sql`${properties.sortOwner}`, nullable: false };
    case 'externalAgent':
      return { value: externalAgentSortSql(properties), nullable: false };
    case 'agent':
      return { value: sql`${properties.sortAgent}`, nullable: false };
    case 'status':
      return { value: sql`${properties.statusRank}`, nullable: false };
    case 'createdAt':
      return { value: sql`${properties.createdAt}`, nullable: false };
    case 'updatedAt':
      return { value: sql`${properties.updatedAt}`, nullable: false };
    default:
      throw new Error(`No order for column ${column.key}`);
  }
}

/**
 * The ORDER BY of a table: the column in the direction asked, an empty value as the smallest,
 * then the id in the same direction (pages never repeat or skip a row).
 * @param order the column and direction
 */
export function staffListingOrder(order: StaffListingOrder): SQL[] {
  const { value, nullable } = sortValue(order);
  const dir = sql.raw(order.dir === 'asc' ? 'asc' : 'desc');
  const nulls = nullable ? sql.raw(order.dir === 'asc' ? ' nulls first' : ' nulls last') : sql``;
  const byValue = [sql`${value} ${dir}${nulls}`, sql`${properties.id} ${dir}`];
  // A monthly rent and a sale price are not one scale (issue 30 point 12): by price the rents
  // come together at the cheap end, before the sales ascending and after them descending.
  if (order.column.key !== 'price') return byValue;
  return [sql`${properties.rent} ${sql.raw(order.dir === 'asc' ? 'desc' : 'asc')}`, ...byValue];
}

/** The columns of one table row: the listing, its owner and its main image. */
const rowColumns = {
  id: properties.id,
  propertyNumber: properties.propertyNumber,
  category: properties.category,
  typeId: properties.typeId,
  rent: properties.rent,
  price: properties.price,
  title: properties.title,
  street: properties.street,
  streetNumber: properties.streetNumber,
  streetUnverified: properties.streetUnverified,
  municipalityId: properties.municipalityId,
  zoneId: properties.zoneId,
  area: properties.area,
  roomTotal: properties.roomTotal,
  bathTotal: properties.bathTotal,
  details: properties.details,
  isConfirmed: properties.isConfirmed,
  isDraft: properties.isDraft,
  withdrawnAt: properties.withdrawnAt,
  closedAs: properties.closedAs,
  submittedAt: properties.submittedAt,
  responsibleAgentId: properties.responsibleAgentId,
  createdById: properties.createdById,
  externalAgent: properties.externalAgent,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  ownerId: properties.ownerId,
  ownerAccountId: sellers.accountId,
  ownerName: sellers.name,
  ownerFamilyName: sellers.familyName,
  ownerCompanyName: sellers.companyName,
  ownerEmail: sellers.email,
  ownerTel: sellers.tel,
  ...imageColumns,
};

/** One row of an admin table as read. */
export type StaffListingDbRow = Awaited<ReturnType<typeof rowQuery>>[number];

function rowQuery(db: Executor) {
  return db
    .select(rowColumns)
    .from(properties)
    .leftJoin(sellers, eq(sellers.id, properties.ownerId))
    .leftJoin(files, eq(files.id, properties.mainImageId));
}

/**
 * One page of a table: the page's ids first, from the listing rows alone (an index gives them
 * in order, and a deep page skips index entries instead of joined rows), then those rows with
 * their owner and picture.
 * @param db the database
 * @param where the conditions ({@link staffListingConditions})
 * @param order the ORDER BY ({@link staffListingOrder})
 * @param limit rows per page
 * @param offset rows skipped
 */
export async function findStaffListingPage(
  db: Executor,
  where: SQL,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<StaffListingDbRow[]> {
  const page = await db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return findStaffListingsByIds(
    db,
    page.map((row) => row.id),
  );
}

/** How many listings the conditions select. */
export async function countStaffListings(db: Executor, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(where);
  return row?.total ?? 0;
}

/**
 * The ids of every listing the conditions select, in the table's order (the CSV export reads
 * the rows by these, a chunk at a time).
 */
export async function findStaffListingIds(
  db: Executor,
  where: SQL,
  order: SQL[],
): Promise<string[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order);
  return rows.map((row) => row.id);
}

/**
 * The rows of the listings `ids` in that order (a listing deleted meanwhile is left out).
 * Rows read by id come in no particular order, so they are put in the order asked.
 * @param db the database
 * @param ids the listings, in the order wanted
 */
export async function findStaffListingsByIds(
  db: Executor,
  ids: string[],
): Promise<StaffListingDbRow[]> {
  if (!ids.length) return [];
  const rows = await rowQuery(db).where(inArray(properties.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** A responsible agent's account with its names. */
export type AgentNameRow = {
  id: string;
  email: string;
  name: string | null;
  familyName: string | null;
  companyName: string | null;
  tel: string | null;
};

/** The accounts `ids` that exist, with their names (the responsible agents of some rows). */
export function findAgentNames(db: Executor, ids: string[]): Promise<AgentNameRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return inChunks(ids, (chunk) =>
    db
      .select({ id: accounts.id, email: accounts.email, ...accountNameColumns })
      .from(accounts)
      .where(inArray(accounts.id, chunk)),
  );
}
