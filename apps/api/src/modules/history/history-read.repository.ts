/**
 * Reads the history of changes for the admin API (issue 16 point 6): a page of entries newest
 * first with their actor's address, after a cursor that keeps the database's full precision of
 * the time (microseconds, which a JavaScript date would round away and so skip or repeat
 * entries), filtered by any of the columns the admin table offers. Each filter on a listing, a
 * seller or a client reads its own index of migration 0021; the rest walk the index by time.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, historyEntries } from '../../db/schema.ts';

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
