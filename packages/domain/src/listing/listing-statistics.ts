/**
 * A listing's statistics (issue 33 point 4, decision 068): what is counted per listing and day,
 * and the days a chart shows. The API answers every kind of {@link LISTING_STAT_KINDS}; staff and
 * the seller see the same figures.
 */
import { agencyIsoDay } from '../format/locale-format.ts';

/**
 * The kinds counted, in the order a chart lists them. `view` and `exposeDownload` are counted
 * as they happen (the table listing_statistics); the others are read from where they are kept
 * (contact messages, the matches' visit answers, viewings asked for and held, the matches of
 * saved searches). A kind added to this list needs its reader in the API (a `Record` over these
 * kinds, so the type check names what is missing) and its label in the catalogs.
 */
export const LISTING_STAT_KINDS = [
  'view',
  'exposeDownload',
  'contactRequest',
  'visitRequest',
  'viewingRequest',
  'viewingHeld',
  'match',
] as const;
export type ListingStatKind = (typeof LISTING_STAT_KINDS)[number];

/** The kinds counted as they happen, stored per listing, day and kind. */
export const COUNTED_STAT_KINDS = [
  'view',
  'exposeDownload',
] as const satisfies readonly ListingStatKind[];
export type CountedStatKind = (typeof COUNTED_STAT_KINDS)[number];

/** Days a statistics answer covers, today included. */
export const LISTING_STAT_DAYS = 90;

/** The agency's calendar day (YYYY-MM-DD) of `at`: views are one per visitor and such a day. */
export function statDayOf(at: Date): string {
  return agencyIsoDay(at);
}

/** The day `days` calendar days before `day` (YYYY-MM-DD). */
export function dayBefore(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** The `count` days up to `lastDay`, oldest first. */
export function statDays(lastDay: string, count = LISTING_STAT_DAYS): string[] {
  return Array.from({ length: count }, (_, index) => dayBefore(lastDay, count - 1 - index));
}

/** One day's figures, every kind present (0 when nothing happened). */
export type ListingStatDay = { day: string } & Record<ListingStatKind, number>;

/**
 * Every day of `days` with every kind, from sparse rows: the chart shows a day without events
 * as 0 rather than leaving it out.
 */
export function denseStatDays(
  days: readonly string[],
  rows: readonly { day: string; kind: ListingStatKind; count: number }[],
): ListingStatDay[] {
  const byDay = new Map<string, ListingStatDay>();
  for (const day of days) {
    const empty = Object.fromEntries(LISTING_STAT_KINDS.map((kind) => [kind, 0]));
    byDay.set(day, { day, ...empty } as ListingStatDay);
  }
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.kind] += row.count;
  }
  return [...byDay.values()];
}
