/**
 * The queries of the admin overview (issue 15 points 4 and 5): the first day counted and the
 * open work in one statement; the listing counts and the confirmation queue's order are the
 * listing module's (properties/listing-queries.ts, listing-columns.sql.ts).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages, matches } from '../../db/schema.ts';

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
