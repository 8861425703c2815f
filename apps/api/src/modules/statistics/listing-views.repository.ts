/**
 * The statements behind the listing statistics' counts (issue 33 point 4, decision 068): the
 * day's salt shared by every process, one view per visitor hash and day, counters by upsert.
 */
import { randomBytes } from 'node:crypto';
import type { CountedStatKind } from '@domus/domain/listing/listing-statistics';
import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listingViewSalts, listingViewVisitors } from '../../db/schema.ts';

/** The salt of `day`, made by the first process that needs it (the others read that one). */
export async function daySalt(db: Executor, day: string): Promise<string> {
  await db
    .insert(listingViewSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: listingViewSalts.salt })
    .from(listingViewSalts)
    .where(eq(listingViewSalts.day, day));
  return row!.salt;
}

/** Drops the salts and visitor hashes of the days before `day`: they are not needed any more. */
export async function dropPastVisitors(db: Executor, day: string): Promise<void> {
  await db.delete(listingViewVisitors).where(lt(listingViewVisitors.day, day));
  await db.delete(listingViewSalts).where(lt(listingViewSalts.day, day));
}

/** One view waiting to be written: the listing, the agency day and the visitor's hash. */
export type PendingView = { listingId: string; day: string; hash: string };

/**
 * Writes a batch of views in one statement: each visitor hash new that day adds one view to its
 * listing; a hash seen before (by this batch, an earlier one or another process) adds nothing.
 * One statement, so two processes seeing the same visitor at once count it once.
 */
export async function recordViews(db: Executor, views: readonly PendingView[]): Promise<void> {
  if (views.length === 0) return;
  const input = JSON.stringify(
    views.map((view) => ({ listing_id: view.listingId, day: view.day, hash: view.hash })),
  );
  await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(listing_id uuid, day date, hash text)
    ),
    fresh as (
      insert into listing_view_visitors (day, hash)
      select distinct day, hash from input
      on conflict do nothing
      returning day, hash
    )
    insert into listing_statistics (listing_id, day, kind, count)
    select i.listing_id, i.day, 'view', count(distinct i.hash)::int
    from input i join fresh f on f.day = i.day and f.hash = i.hash
    group by i.listing_id, i.day
    on conflict (listing_id, day, kind)
    do update set count = listing_statistics.count + excluded.count`);
}

/** Adds one to the listing's count of `kind` on `day`. */
export async function addCount(
  db: Executor,
  listingId: string,
  day: string,
  kind: CountedStatKind,
): Promise<void> {
  await db.execute(sql`
    insert into listing_statistics (listing_id, day, kind, count)
    values (${listingId}::uuid, ${day}, ${kind}, 1)
    on conflict (listing_id, day, kind)
    do update set count = listing_statistics.count + 1`);
}

/** Adds one exposé download to the listing of the kept exposé `key` (none if it is gone). */
export async function addExposeDownload(db: Executor, key: string, day: string): Promise<void> {
  await db.execute(sql`
    insert into listing_statistics (listing_id, day, kind, count)
    select property_id, ${day}, 'exposeDownload', 1 from expose_files
    where key = ${key} and property_id is not null
    on conflict (listing_id, day, kind)
    do update set count = listing_statistics.count + 1`);
}
