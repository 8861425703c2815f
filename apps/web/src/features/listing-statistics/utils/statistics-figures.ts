/**
 * The figures a listing's statistics panel shows (issue 33 point 4, decision 068), made from the
 * API's answer: the chosen period's days, their totals, and the weeks of the table that is the
 * chart's text alternative.
 */
import type { Language } from '@domus/domain/core/constants';
import type { ListingStatKind } from '@domus/domain/listing/listing-statistics';
import type { ListingStatistics } from '@domus/domain/listing/listing-statistics.schema';

/** One day of the answer: its date and each kind's count. */
export type StatDay = ListingStatistics['days'][number];

/** The periods a viewer chooses between, in days up to today. */
export const STAT_PERIODS = [30, 90] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];

/** Each kind's colour, in the chart and on its switch (dark shades: readable as text too). */
export const KIND_COLORS: Record<ListingStatKind, string> = {
  view: 'blue.8',
  exposeDownload: 'teal.8',
  contactRequest: 'orange.9',
  visitRequest: 'grape.8',
  viewingRequest: 'pink.9',
  viewingHeld: 'cyan.9',
  match: 'green.9',
};

/** The last `period` days of the answer (all of them when it holds fewer), oldest first. */
export function periodDays(days: readonly StatDay[], period: number): StatDay[] {
  return days.slice(Math.max(0, days.length - period));
}

/** Each kind's sum over `days`. */
export function sumDays(
  days: readonly StatDay[],
  kinds: readonly ListingStatKind[],
): Record<ListingStatKind, number> {
  const sums = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<
    ListingStatKind,
    number
  >;
  for (const day of days) for (const kind of kinds) sums[kind] += day[kind];
  return sums;
}

/** A week of the table: its first and last day within the period and each kind's sum. */
export type StatWeek = { from: string; to: string; sums: Record<ListingStatKind, number> };

/** Monday 0 … Sunday 6 of a day written YYYY-MM-DD. */
function weekday(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The days grouped in calendar weeks from Monday to Sunday, oldest first; the first and the
 * last week hold only the period's days (the last one ends today).
 */
export function weeksOf(days: readonly StatDay[], kinds: readonly ListingStatKind[]): StatWeek[] {
  const groups: StatDay[][] = [];
  for (const day of days) {
    const current = groups.at(-1);
    if (!current || weekday(day.day) === 0) groups.push([day]);
    else current.push(day);
  }
  return groups.map((group) => ({
    from: group[0]!.day,
    to: group.at(-1)!.day,
    sums: sumDays(group, kinds),
  }));
}

/** A day without its year, as the chart's axis writes it: "02/01" in it and en, "02.01." in de. */
export function shortDay(day: string, language: Language): string {
  const [, month, date] = day.split('-');
  return language === 'de' ? `${date}.${month}.` : `${date}/${month}`;
}
