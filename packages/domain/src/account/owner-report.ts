/**
 * The seller's weekly report (issue 33 point 5, decision 070): which week it covers, when it is
 * due, what it counts per listing and how a week compares with the one before. Weeks are the
 * agency's (Europe/Rome), Monday to Sunday; the report of a week goes out the Monday after, from
 * 08:00 local time.
 */
import { addDays, localInstant, localMoment, weekdayOf } from '../viewings/agency-time.ts';
import type { ListingStatKind } from '../listing/listing-statistics.ts';

/** The kinds a report shows per listing, in its order (no buyer identity in any of them). */
export const OWNER_REPORT_KINDS = [
  'view',
  'exposeDownload',
  'contactRequest',
  'visitRequest',
  'viewingRequest',
  'viewingHeld',
] as const satisfies readonly ListingStatKind[];

/** What buyers said after a viewing, as the report counts it (no buyer named). */
export { VIEWING_FEEDBACK_KINDS, type ViewingFeedbackKind } from '../viewings/viewing-outcome.ts';
export type OwnerReportKind = (typeof OWNER_REPORT_KINDS)[number];

/** The local time on the Monday after the week from which its report is sent. */
export const OWNER_REPORT_SEND_MINUTES = 8 * 60;

/** One reported week: its Monday and Sunday, and the week before for the comparison. */
export type ReportWeek = {
  /** The week's Monday (YYYY-MM-DD), the report's key. */
  week: string;
  /** Monday to Sunday of the week, both included. */
  from: string;
  to: string;
  /** Monday to Sunday of the week before. */
  previousFrom: string;
  previousTo: string;
};

/** The week starting on the Monday `monday`. */
export function reportWeek(monday: string): ReportWeek {
  if (weekdayOf(monday) !== 1) throw new RangeError(`${monday} is not a Monday`);
  return {
    week: monday,
    from: monday,
    to: addDays(monday, 6),
    previousFrom: addDays(monday, -7),
    previousTo: addDays(monday, -1),
  };
}

/** The Monday of the week `date` is in. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/**
 * The last week that has ended at `now` (the agency's days): on any day of a week, the week
 * before it.
 */
export function lastEndedWeek(now: Date): ReportWeek {
  const today = localMoment(now.getTime()).date;
  return reportWeek(addDays(mondayOf(today), -7));
}

/** When the report of `week` is due: the Monday after it, 08:00 in the agency's time zone. */
export function reportDueAt(week: ReportWeek): Date {
  return new Date(localInstant(addDays(week.week, 7), OWNER_REPORT_SEND_MINUTES));
}

/** The week whose reports are due at `now`, or null before Monday 08:00 of this week. */
export function dueReportWeek(now: Date): ReportWeek | null {
  const week = lastEndedWeek(now);
  return now.getTime() >= reportDueAt(week).getTime() ? week : null;
}

/** One listing's figures of a week and the week before. */
export type OwnerReportFigures = Record<OwnerReportKind, { week: number; previous: number }>;

/** How a figure moved from the week before: up, down or the same, and by how much. */
export function changeOf(figure: { week: number; previous: number }): {
  direction: 'up' | 'down' | 'same';
  by: number;
} {
  const by = figure.week - figure.previous;
  return { direction: by > 0 ? 'up' : by < 0 ? 'down' : 'same', by: Math.abs(by) };
}
