/**
 * The statements of the sellers' weekly reports (issue 33 point 5, decision 070): claiming the
 * sellers of a week (one row per seller and week, so that each report is sent once however many
 * processes prepare them), reading a seller to report to, and the seller's switch.
 */
import { eq, sql } from 'drizzle-orm';
import type { Language } from '@domus/domain/core/constants';
import type { ViewingFeedbackKind } from '@domus/domain/account/owner-report';
import type { Executor } from '../../db/client.ts';
import { sellers } from '../../db/schema.ts';
import { hasPublishedListingSql } from '../properties/listing-queries.ts';

/** A seller a report goes to. */
export type ReportSeller = {
  id: string;
  name: string | null;
  familyName: string | null;
  companyName: string | null;
  email: string;
  language: Language;
};

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/**
 * Claims up to `limit` sellers for the report of `week`: those with published listings and an
 * address, who keep the report on and have not had this week's yet. The claim is the row of
 * owner_reports, written by this statement in the caller's transaction: a second process
 * running the same statement skips (or, after the commit, no longer finds) these sellers.
 */
export async function claimReportSellers(
  tx: Executor,
  week: string,
  limit: number,
): Promise<ReportSeller[]> {
  const result = await tx.execute(sql`
    with claimed as (
      insert into owner_reports (seller_id, week)
      select s.id, ${week}::date from sellers s
      where s.weekly_report and s.email is not null and s.email <> ''
        and ${hasPublishedListingSql(sql`s.id`)}
        and not exists (
          select 1 from owner_reports r where r.seller_id = s.id and r.week = ${week}::date
        )
      order by s.id
      limit ${limit}
      on conflict do nothing
      returning seller_id
    )
    select s.id, s.name, s.family_name, s.company_name, s.email, s.language
    from sellers s join claimed c on c.seller_id = s.id
    order by s.id`);
  type Row = {
    id: string;
    name: string | null;
    family_name: string | null;
    company_name: string | null;
    email: string;
    language: string;
  };
  return rowsOf<Row>(result).map((row) => ({
    id: row.id,
    name: row.name,
    familyName: row.family_name,
    companyName: row.company_name,
    email: row.email,
    language: row.language as Language,
  }));
}

/** A seller with their address, language and switch; undefined when there is none. */
export async function findReportSeller(db: Pick<Executor, 'select'>, sellerId: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      familyName: sellers.familyName,
      companyName: sellers.companyName,
      email: sellers.email,
      language: sellers.language,
      weeklyReport: sellers.weeklyReport,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row && { ...row, language: row.language as Language };
}

/** Switches the seller's weekly report; answers whether the seller exists. */
export async function setWeeklyReport(
  db: Executor,
  sellerId: string,
  enabled: boolean,
): Promise<boolean> {
  const rows = await db
    .update(sellers)
    .set({ weeklyReport: enabled })
    .where(eq(sellers.id, sellerId))
    .returning({ id: sellers.id });
  return rows.length > 0;
}

/**
 * What buyers said after the listings' viewings in the days `from` to `to` (the agency's), per
 * listing and answer: counts only.
 */
export async function findViewingFeedback(
  db: Executor,
  listingIds: readonly string[],
  from: string,
  to: string,
): Promise<{ listingId: string; feedback: ViewingFeedbackKind; count: number }[]> {
  if (listingIds.length === 0) return [];
  const ids = sql.join(
    listingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select property_id as listing_id, feedback, count(*)::int as count from viewings
    where property_id in (${ids}) and feedback is not null
      and feedback_at >= (${from}::date::timestamp at time zone 'Europe/Rome')
      and feedback_at < ((${to}::date + 1)::timestamp at time zone 'Europe/Rome')
    group by 1, 2`);
  return rowsOf<{ listing_id: string; feedback: ViewingFeedbackKind; count: number }>(result).map(
    (row) => ({ listingId: row.listing_id, feedback: row.feedback, count: Number(row.count) }),
  );
}
