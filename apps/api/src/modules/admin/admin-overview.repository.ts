/**
 * The queries of the admin overview and the confirmation queue (issue 15 points 4 and 5): the
 * day's counts in one statement each, and the listings awaiting confirmation, oldest submission
 * first (served by the queue's partial index).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { awaitingConfirmationSql } from '../../db/listing-sql.ts';
import { contactMessages, matches, properties } from '../../db/schema.ts';

/**
 * The start of the day `days - 1` days before today in the agency's time zone (the first of the
 * last `days` days), as a timestamp and as its day.
 * @param db the database
 * @param days how many days, today included
 */
export async function findSince(db: Executor, days: number): Promise<{ since: Date; day: string }> {
  const local = sql`(date_trunc('day', now() at time zone 'Europe/Rome') - make_interval(days => ${days - 1}))`;
  const result = await db.execute(
    sql`select to_char(${local}, 'YYYY-MM-DD') as day, (${local} at time zone 'Europe/Rome') as since`,
  );
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as {
    day: string;
    since: Date | string;
  }[];
  const row = rows[0]!;
  return { since: new Date(row.since), day: row.day };
}

/** Listings awaiting confirmation per category. */
export function countAwaitingByCategory(db: Executor) {
  return db
    .select({ category: properties.category, n: sql<number>`count(*)::int` })
    .from(properties)
    .where(awaitingConfirmationSql(properties))
    .groupBy(properties.category);
}

/** Submitted listings created since `since`, per category. */
export function countNewListingsByCategory(db: Executor, since: Date) {
  return db
    .select({ category: properties.category, n: sql<number>`count(*)::int` })
    .from(properties)
    .where(sql`${properties.createdAt} >= ${since} and not ${properties.isDraft}`)
    .groupBy(properties.category);
}

/**
 * The matches found since `since`, and the requests by kind and the contact messages that are
 * new in the staff inbox (issue 16 point 3, decision 032).
 */
export async function countOpenWork(db: Executor, since: Date) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${matches} where ${matches.createdAt} >= ${since}) as new_matches,
      (select count(*)::int from ${matches}
        where ${matches.state} = 'visit' and ${matches.requestStatus} = 'new') as visits,
      (select count(*)::int from ${matches}
        where ${matches.state} = 'consulting' and ${matches.requestStatus} = 'new') as consultations,
      (select count(*)::int from ${contactMessages}
        where ${contactMessages.status} = 'new') as messages`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, number>[];
  const row = rows[0] ?? {};
  return {
    newMatches: Number(row.new_matches ?? 0),
    openVisitRequests: Number(row.visits ?? 0),
    openConsultationRequests: Number(row.consultations ?? 0),
    openContactMessages: Number(row.messages ?? 0),
  };
}

/** The confirmation queue's order: oldest submission first (its partial index's columns). */
export const queueOrder = [
  sql`coalesce(${properties.submittedAt}, ${properties.createdAt}) asc`,
  sql`${properties.id} asc`,
];
