/**
 * Reads the history of changes for the admin API (issue 16 point 6): a page of entries newest
 * first with their actor's address, after a cursor that keeps the database's full precision of
 * the time (microseconds, which a JavaScript date would round away and so skip or repeat
 * entries), filtered by any of the columns the admin table offers. Each filter on a listing, a
 * seller or a client reads its own index of migration 0021; the rest walk the index by time.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  files,
  historyEntries,
  municipalities,
  propertyTypes,
  sellers,
  zones,
} from '../../db/schema.ts';
import type { FileRow } from '../files/file-rows.ts';

/** Where a page of history starts: after the entry of this time (as the database writes it) and id. */
export type HistoryCursor = { at: string; id: string };

/** The filters of the history table; each is optional. */
export type HistoryFilter = {
  subject?: string;
  action?: string;
  actorAccountId?: string;
  /** The first and last day, YYYY-MM-DD, in the agency's time zone (Europe/Rome). */
  from?: string;
  to?: string;
  listingId?: string;
  sellerId?: string;
  clientId?: string;
};

const AGENCY_TIME_ZONE = 'Europe/Rome';

/** A page of entries (one more than `limit` when there are more), newest first. */
export async function findHistoryPage(
  db: Executor,
  filter: HistoryFilter,
  limit: number,
  after?: HistoryCursor,
) {
  const h = historyEntries;
  const where: SQL[] = [];
  if (filter.listingId) where.push(eq(h.listingId, filter.listingId));
  if (filter.sellerId) where.push(eq(h.sellerId, filter.sellerId));
  if (filter.clientId) where.push(eq(h.clientId, filter.clientId));
  if (filter.actorAccountId) where.push(eq(h.actorAccountId, filter.actorAccountId));
  if (filter.subject) where.push(eq(h.subject, filter.subject));
  if (filter.action) where.push(eq(h.action, filter.action));
  if (filter.from) {
    where.push(sql`${h.at} >= (${filter.from}::date)::timestamp at time zone ${AGENCY_TIME_ZONE}`);
  }
  if (filter.to) {
    where.push(sql`${h.at} < (${filter.to}::date + 1)::timestamp at time zone ${AGENCY_TIME_ZONE}`);
  }
  if (after) where.push(sql`(${h.at}, ${h.id}) < (${after.at}::timestamptz, ${after.id}::bigint)`);
  return (
    db
      .select({
        id: sql<string>`${h.id}::text`,
        at: sql<string>`to_char(${h.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        actorAccountId: h.actorAccountId,
        actorRole: h.actorRole,
        actorEmail: accounts.email,
        subject: h.subject,
        subjectId: h.subjectId,
        action: h.action,
        listingId: h.listingId,
        sellerId: h.sellerId,
        clientId: h.clientId,
        source: h.source,
        changes: h.changes,
      })
      .from(h)
      .leftJoin(accounts, eq(accounts.id, h.actorAccountId))
      .where(where.length ? and(...where) : undefined)
      // As the indexes of migration 0021 are ordered (desc nulls last): a plain `desc` means nulls
      // first, which no index gives, and the database would sort every entry the filters select.
      .orderBy(sql`${h.at} desc nulls last`, sql`${h.id} desc nulls last`)
      .limit(limit + 1)
  );
}

/** The ids a page of entries names, whose names or files its wording shows. */
export type HistoryNameIds = {
  files: string[];
  types: string[];
  municipalities: string[];
  zones: string[];
  accounts: string[];
  sellers: string[];
};

type Names = { it: string | null; de: string | null; lld?: string | null };

/**
 * The names and files of the ids a page of entries names (issue 30 point 7), each kind in one
 * query: files (a deleted one is missing), property types, municipalities and zones, staff
 * accounts by their address, sellers by their name fields.
 */
export async function findHistoryNames(db: Executor, ids: HistoryNameIds) {
  const uuids = (list: string[]) => list.filter((id) => UUID.test(id));
  const fileRows: FileRow[] = uuids(ids.files).length
    ? await db
        .select()
        .from(files)
        .where(inArray(files.id, uuids(ids.files)))
    : [];
  const typeRows = uuids(ids.types).length
    ? await db
        .select({ id: propertyTypes.id, name: propertyTypes.name })
        .from(propertyTypes)
        .where(inArray(propertyTypes.id, uuids(ids.types)))
    : [];
  const placeOf = async (table: typeof municipalities | typeof zones, list: string[]) =>
    list.length
      ? await db
          .select({ id: table.id, it: table.nameIt, de: table.nameDe, lld: table.nameLld })
          .from(table)
          .where(inArray(table.id, list))
      : [];
  const municipalityRows = await placeOf(municipalities, ids.municipalities);
  const zoneRows = await placeOf(zones, ids.zones);
  const accountRows = uuids(ids.accounts).length
    ? await db
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(inArray(accounts.id, uuids(ids.accounts)))
    : [];
  const sellerRows = uuids(ids.sellers).length
    ? await db
        .select({
          id: sellers.id,
          name: sellers.name,
          familyName: sellers.familyName,
          companyName: sellers.companyName,
          email: sellers.email,
          tel: sellers.tel,
        })
        .from(sellers)
        .where(inArray(sellers.id, uuids(ids.sellers)))
    : [];
  return {
    files: new Map(fileRows.map((row) => [row.id, row])),
    types: new Map(typeRows.map((row) => [row.id, row.name])),
    municipalities: new Map<string, Names>(municipalityRows.map((row) => [row.id, row])),
    zones: new Map<string, Names>(zoneRows.map((row) => [row.id, row])),
    accounts: new Map(accountRows.map((row) => [row.id, row.email])),
    sellers: new Map(sellerRows.map((row) => [row.id, row])),
  };
}
/** The names and files a page of entries names. */
export type HistoryNames = Awaited<ReturnType<typeof findHistoryNames>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
