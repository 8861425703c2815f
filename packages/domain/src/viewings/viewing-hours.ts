/**
 * An agent's viewing hours and absences as staff enter them in the admin (issue 33 point 1,
 * decision 069): per weekday several ranges of the agency's local time (Europe/Rome), e.g.
 * Monday 09:00–12:00 and 14:00–18:00, on a 15-minute grid; absences from one local day and time
 * to another, whole days when no time is given.
 */
import { z } from 'zod';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import {
  isCalendarDate,
  LOCAL_TIME_PATTERN,
  localInstant,
  minutesOf,
  type LocalDate,
  type LocalTime,
} from './agency-time.ts';

/** The weekdays as staff read them, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A weekday by its number in Date's count (0 Sunday … 6 Saturday). */
export function weekdayName(day: number): Weekday {
  return WEEKDAYS[(day + 6) % 7]!;
}

/** The grid of hours and absences: times are whole quarters of an hour. */
export const VIEWING_GRID_MINUTES = 15;

const onGrid = (time: string) => minutesOf(time) % VIEWING_GRID_MINUTES === 0;

/** A time of day on the grid; `24:00` only as the end of a range. */
const gridTime = z
  .string()
  .regex(LOCAL_TIME_PATTERN, { message: MESSAGE_KEYS.viewingTime })
  .refine(onGrid, { message: MESSAGE_KEYS.viewingGrid });

/** One range of a weekday, start before end. */
export const timeRangeSchema = z
  .object({ start: gridTime, end: gridTime })
  .refine((range) => minutesOf(range.start) < minutesOf(range.end), {
    message: MESSAGE_KEYS.viewingRangeOrder,
    path: ['end'],
  });
export type TimeRange = { start: LocalTime; end: LocalTime };

/** The ranges of one weekday: none when the agent shows no properties that day. */
const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(8)
  .superRefine((ranges, ctx) => {
    const sorted = ranges
      .map((range, index) => ({ ...range, index }))
      .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    for (let i = 1; i < sorted.length; i++) {
      // Touching ranges (12:00 end, 12:00 start) are fine; overlapping ones mean a typing error.
      if (minutesOf(sorted[i]!.start) < minutesOf(sorted[i - 1]!.end)) {
        ctx.addIssue({
          code: 'custom',
          message: MESSAGE_KEYS.viewingRangesOverlap,
          path: [sorted[i]!.index, 'start'],
        });
      }
    }
  });

/** An agent's weekly viewing hours. */
export const viewingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRangesSchema])) as Record<
    Weekday,
    typeof dayRangesSchema
  >,
);
export type ViewingHours = Record<Weekday, TimeRange[]>;

/** No viewing hours at all, as a new agent starts. */
export const NO_VIEWING_HOURS: ViewingHours = {
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};

/**
 * An absence: from `startDate` at `startTime` (its midnight when left out) to `endDate` at
 * `endTime` (the end of that day when left out), in local time. One day off is the same date
 * twice without times; an afternoon off is one date from 14:00.
 */
export type Absence = {
  startDate: LocalDate;
  endDate: LocalDate;
  startTime?: LocalTime;
  endTime?: LocalTime;
  /** What staff note for themselves (holiday, training); never shown to buyers. */
  note?: string;
};

const localDate = z.string().refine(isCalendarDate, { message: MESSAGE_KEYS.viewingDate });

/** An absence as staff enter it: it ends after it starts, on the grid. */
export const absenceSchema = z
  .object({
    startDate: localDate,
    endDate: localDate,
    startTime: gridTime.optional(),
    endTime: gridTime.optional(),
    note: z.string().trim().max(200).optional(),
  })
  .refine(
    (absence) => {
      const start = absenceStartKey(absence);
      const end = absenceEndKey(absence);
      return start < end;
    },
    { message: MESSAGE_KEYS.viewingAbsenceOrder, path: ['endDate'] },
  );

/** A comparable `YYYY-MM-DD HH:MM` of an absence's start (24:00 sorts after every time). */
function absenceStartKey(absence: Absence): string {
  return `${absence.startDate} ${absence.startTime ?? '00:00'}`;
}

function absenceEndKey(absence: Absence): string {
  return `${absence.endDate} ${absence.endTime ?? '24:00'}`;
}

/** An agent's absences, up to a year's worth. */
export const absencesSchema = z.array(absenceSchema).max(200);

/** A span of time between two instants (milliseconds since the epoch), end excluded. */
export type Interval = { start: number; end: number };

/**
 * The instants an absence covers: its local start and end, each taken as the agency's clock
 * reads it that day (decision 069: a time the clocks skip moves forward by the gap).
 * @param absence the absence
 */
export function absenceInterval(absence: Absence): Interval {
  return {
    start: localInstant(absence.startDate, minutesOf(absence.startTime ?? '00:00')),
    end: localInstant(absence.endDate, minutesOf(absence.endTime ?? '24:00')),
  };
}

/**
 * The instants a weekday's range covers on a local day.
 * @param date the local day
 * @param range the range of its weekday
 */
export function rangeInterval(date: LocalDate, range: TimeRange): Interval {
  return {
    start: localInstant(date, minutesOf(range.start)),
    end: localInstant(date, minutesOf(range.end)),
  };
}

/** Whether two spans share a moment (touching ends do not). */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}
