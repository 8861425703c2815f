/**
 * The viewing hours and absences as the admin's forms hold them (issue 33 point 1): each row
 * with a key of its own, so that removing one keeps the others' fields and errors apart, and the
 * bodies of the calls made of them (an empty optional time left out). The form's paths are the
 * API's (`hours.mon.0.end`, `absences.2.endDate`), so its refusals land on their fields.
 */
import {
  WEEKDAYS,
  type Absence,
  type ViewingHours,
  type Weekday,
} from '@domus/domain/viewings/viewing-hours';

export type RangeRow = { key: number; start: string; end: string };
export type HoursValues = { hours: Record<Weekday, RangeRow[]> };

export type AbsenceRow = {
  key: number;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  note: string;
};
export type AbsencesValues = { absences: AbsenceRow[] };

let lastKey = 0;
const nextKey = () => ++lastKey;

/** The form's rows of the stored hours. */
export function hoursValues(hours: ViewingHours): HoursValues {
  return {
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        (hours[day] ?? []).map((range) => ({ key: nextKey(), ...range })),
      ]),
    ) as HoursValues['hours'],
  };
}

/** A new range: the morning on an empty day, the afternoon after a morning, else empty. */
export function newRange(rows: readonly RangeRow[]): RangeRow {
  const last = rows.at(-1);
  if (!last) return { key: nextKey(), start: '09:00', end: '12:00' };
  if (last.end && last.end <= '14:00') return { key: nextKey(), start: '14:00', end: '18:00' };
  return { key: nextKey(), start: '', end: '' };
}

/** The same ranges with keys of their own (copying a day to others). */
export function copyRanges(rows: readonly RangeRow[]): RangeRow[] {
  return rows.map((row) => ({ ...row, key: nextKey() }));
}

/** The body of the hours' call. */
export function hoursBody(values: HoursValues): ViewingHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, values.hours[day].map(({ start, end }) => ({ start, end }))]),
  ) as ViewingHours;
}

/** The form's rows of the stored absences. */
export function absencesValues(absences: readonly Absence[]): AbsencesValues {
  return {
    absences: absences.map((absence) => ({
      key: nextKey(),
      startDate: absence.startDate,
      startTime: absence.startTime ?? '',
      endDate: absence.endDate,
      endTime: absence.endTime ?? '',
      note: absence.note ?? '',
    })),
  };
}

/** A new absence: one whole day, `date`. */
export function newAbsence(date: string): AbsenceRow {
  return { key: nextKey(), startDate: date, startTime: '', endDate: date, endTime: '', note: '' };
}

/** The body of the absences' call: a time or a note left empty is none. */
export function absencesBody(values: AbsencesValues): Absence[] {
  return values.absences.map((row) => ({
    startDate: row.startDate,
    endDate: row.endDate,
    ...(row.startTime ? { startTime: row.startTime } : {}),
    ...(row.endTime ? { endTime: row.endTime } : {}),
    ...(row.note.trim() ? { note: row.note.trim() } : {}),
  }));
}
