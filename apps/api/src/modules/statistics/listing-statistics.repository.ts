/**
 * Listings' figures per agency day (issue 33 points 4 and 5, decision 068): the counted kinds
 * from listing_statistics, the others from where they are kept. One reader per kind of the
 * domain's list: a kind added there (viewing requests, viewings held) fails the type check here
 * until it has its reader. Each reader answers (listing, day, count) for a set of listings, so
 * that one listing's chart and a batch of sellers' weekly reports read alike.
 */
import type { ListingStatKind } from '@domus/domain/listing/listing-statistics';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

type DayCount = { listing_id: string; day: string; count: number };

/** The agency's day of a timestamp column, as YYYY-MM-DD. */
const dayOf = (column: SQL) => sql`to_char(${column} at time zone 'Europe/Rome', 'YYYY-MM-DD')`;

/** A statement answering (listing_id, day, count) for the listings `ids` from `from` to `to`. */
type Reader = (ids: SQL, from: string, to: string) => SQL;

const counted =
  (kind: 'view' | 'exposeDownload'): Reader =>
  (ids, from, to) => sql`
    select listing_id, to_char(day, 'YYYY-MM-DD') as day, count from listing_statistics
    where listing_id in ${ids} and kind = ${kind} and day between ${from} and ${to}`;

/** Events kept as timestamped rows of `table` about a listing, counted per listing and day. */
const rowsPerDay =
  (table: string, at: string, where = sql``): Reader =>
  (ids, from, to) => {
    const day = dayOf(sql.raw(at));
    return sql`
      select property_id as listing_id, ${day} as day, count(*)::int as count
      from ${sql.raw(table)}
      where property_id in ${ids} ${where}
        and ${sql.raw(at)} >= (${from}::date::timestamp at time zone 'Europe/Rome')
        and ${sql.raw(at)} < ((${to}::date + 1)::timestamp at time zone 'Europe/Rome')
      group by 1, 2`;
  };

export const STAT_READERS: Record<ListingStatKind, Reader> = {
  view: counted('view'),
  exposeDownload: counted('exposeDownload'),
  // Contact messages sent from the listing's page.
  contactRequest: rowsPerDay('contact_messages', 'created_at'),
  // A match answered 'visit': a line of the requests inbox, on the day it was asked (the
  // inbox's `requestedAt`).
  visitRequest: rowsPerDay('matches', 'updated_at', sql`and state = 'visit'`),
  // Viewings asked for (issue 33 point 1), on the day they were asked for, whatever became of
  // them; and viewings held, on their day.
  viewingRequest: rowsPerDay('viewings', 'created_at'),
  viewingHeld: rowsPerDay('viewings', 'starts_at', sql`and status = 'held'`),
  // Saved searches the listing matched, on the day the match was found.
  match: rowsPerDay('matches', 'created_at'),
};

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

export type StatRow = { listingId: string; day: string; kind: ListingStatKind; count: number };

/**
 * The kinds' counts of the listings `listingIds` from `from` to `to` (days without events left
 * out).
 * @param kinds the kinds to read, every kind by default
 */
export async function findStatRows(
  db: Executor,
  listingIds: readonly string[],
  from: string,
  to: string,
  kinds: readonly ListingStatKind[] = Object.keys(STAT_READERS) as ListingStatKind[],
): Promise<StatRow[]> {
  if (listingIds.length === 0) return [];
  const ids = sql`(${sql.join(
    listingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  // One after the other: inside a transaction (the weekly report's batches) every statement goes
  // over the one connection, where statements sent at once are deprecated by node-postgres and
  // refused from pg 9 on.
  const results = [];
  for (const kind of kinds) results.push(await db.execute(STAT_READERS[kind](ids, from, to)));
  return results.flatMap((result, index) =>
    rowsOf<DayCount>(result).map((row) => ({
      listingId: row.listing_id,
      day: row.day,
      kind: kinds[index]!,
      count: Number(row.count),
    })),
  );
}
