/**
 * Local times of the agency (Europe/Rome) and the instants they stand for (issue 33 points 1–2,
 * decision 069). Node 24 has no Temporal and the API installs no time-zone library, so the
 * offset comes from Intl.DateTimeFormat, which carries the IANA time-zone data: the wall clock it
 * writes for an instant, read back as if it were UTC, differs from the instant by the offset.
 */
import { AGENCY_TIME_ZONE } from '../core/constants.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A local day as `YYYY-MM-DD`. */
export type LocalDate = string;
/** A local time of day as `HH:MM` (24-hour clock; `24:00` ends a day). */
export type LocalTime = string;

export const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const LOCAL_TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

let wallClock: Intl.DateTimeFormat | undefined;

/** The wall clock of the agency at `instant`, as the UTC milliseconds of the same digits. */
function wallMillis(instant: number): number {
  wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const part = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of wallClock.formatToParts(instant)) {
    if (type in part) part[type as keyof typeof part] = Number(value);
  }
  const seconds = Math.floor(instant / 1000) * 1000;
  return (
    Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) +
    (instant - seconds)
  );
}

/**
 * The agency's offset from UTC at `instant`, in minutes (60 in winter, 120 in summer).
 * @param instant milliseconds since the epoch
 */
export function agencyOffsetMinutes(instant: number): number {
  return Math.round((wallMillis(instant) - instant) / MINUTE);
}

/** A local day and minute of day as the UTC milliseconds of the same digits. */
function wallOf(date: LocalDate, minutes: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) + minutes * MINUTE;
}

/**
 * Every instant at which the agency's clock reads `date` `minutes` (minutes after midnight):
 * one on most days, none in the hour skipped when the clocks go forward (last Sunday of March,
 * 02:00–03:00), two in the hour repeated when they go back (last Sunday of October), earlier
 * first.
 * @param date the local day
 * @param minutes minutes after local midnight (0–1440)
 */
export function localInstants(date: LocalDate, minutes: number): number[] {
  const wall = wallOf(date, minutes);
  // The offsets a day before and after cover both sides of any change near this wall time.
  const offsets = new Set([agencyOffsetMinutes(wall - DAY), agencyOffsetMinutes(wall + DAY)]);
  const found = new Set<number>();
  for (const offset of offsets) {
    const instant = wall - offset * MINUTE;
    if (agencyOffsetMinutes(instant) === offset) found.add(instant);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The one instant of a local time, as Temporal's `disambiguation: 'compatible'` answers it: the
 * earlier of a repeated time, and a skipped time moved forward by the gap (02:30 on the spring
 * day is 03:30 summer time). For the edges of hours and absences, which must always have one.
 * @param date the local day
 * @param minutes minutes after local midnight
 */
export function localInstant(date: LocalDate, minutes: number): number {
  const instants = localInstants(date, minutes);
  if (instants.length > 0) return instants[0]!;
  const wall = wallOf(date, minutes);
  return wall - agencyOffsetMinutes(wall - DAY) * MINUTE;
}

/** Minutes after midnight of a `HH:MM` time. */
export function minutesOf(time: LocalTime): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** A local day and time of an instant, and the weekday (0 Sunday … 6 Saturday). */
export type LocalMoment = { date: LocalDate; minutes: number; weekday: number };

/**
 * The agency's local day, minute of day and weekday at `instant`.
 * @param instant milliseconds since the epoch
 */
export function localMoment(instant: number): LocalMoment {
  const wall = new Date(wallMillis(instant));
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/** The weekday of a local day (0 Sunday … 6 Saturday). */
export function weekdayOf(date: LocalDate): number {
  return new Date(wallOf(date, 0)).getUTCDay();
}

/** The local day `days` after `date` (calendar days, whatever the clocks do). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(wallOf(date, 0) + days * DAY).toISOString().slice(0, 10);
}

/** Whether `date` is a day of the calendar (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  return LOCAL_DATE_PATTERN.test(date) && new Date(wallOf(date, 0)).toISOString().startsWith(date);
}
