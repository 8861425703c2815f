/**
 * The calendar's entries (issue 33 point 2): a booked viewing at its time, a request at each of
 * the times the buyer asked for (so staff see which of them clash with what is booked), each on
 * the agency's local day and minutes (Europe/Rome, whatever the zone of the staff member's
 * device), and side by side where they overlap.
 */
import { agencyDate } from '@domus/domain/viewings/viewing-days';
import { localMoment } from '@domus/domain/viewings/agency-time';
import type { Viewing } from '@domus/domain/viewings/viewing.schema';

/** One entry of the calendar: a viewing at one time. */
export type CalendarEntry = {
  /** Unique in the view: the viewing's id, and the time's number for a request. */
  key: string;
  viewing: Viewing;
  start: string;
  end: string;
  /** The local day of its start. */
  date: string;
  /** Minutes of the local day at its start and end (the end at most 24 h). */
  from: number;
  to: number;
  /** For a request: which of its times this is (1-based) and how many it has. */
  proposal: { number: number; count: number } | null;
  /** Where it stands among the entries of its day it overlaps: lane of lanes. */
  lane: number;
  lanes: number;
};

const DAY_MINUTES = 24 * 60;

/** The minutes of `instant` on the local day `date` (24 h when it is on a later day). */
function minutesOn(instant: string, date: string): number {
  const moment = localMoment(Date.parse(instant));
  return moment.date === date ? moment.minutes : DAY_MINUTES;
}

function entryOf(
  viewing: Viewing,
  span: { start: string; end: string },
  key: string,
  proposal: CalendarEntry['proposal'],
): CalendarEntry {
  const date = agencyDate(span.start);
  const from = localMoment(Date.parse(span.start)).minutes;
  // A short viewing still gets a quarter hour of room.
  const to = Math.max(minutesOn(span.end, date), Math.min(from + 15, DAY_MINUTES));
  return { key, viewing, ...span, date, from, to, proposal, lane: 0, lanes: 1 };
}

/**
 * The entries of the viewings, earliest first: a viewing with a booked time at that time, a
 * request at each time it asked for.
 * @param viewings the calendar's answer
 */
export function calendarEntries(viewings: readonly Viewing[]): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const viewing of viewings) {
    if (viewing.start && viewing.end) {
      entries.push(entryOf(viewing, { start: viewing.start, end: viewing.end }, viewing._id, null));
      continue;
    }
    viewing.requested.forEach((span, index) => {
      const proposal = { number: index + 1, count: viewing.requested.length };
      entries.push(entryOf(viewing, span, `${viewing._id}:${index}`, proposal));
    });
  }
  entries.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.key.localeCompare(b.key));
  return placeInLanes(entries);
}

/**
 * Entries of a day that overlap share the day's width: each group of entries linked by overlaps
 * gets as many lanes as it needs at most at once, each entry the first lane free at its start.
 */
function placeInLanes(entries: CalendarEntry[]): CalendarEntry[] {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
  for (const day of byDay.values()) {
    let group: CalendarEntry[] = [];
    let laneEnds: number[] = [];
    let groupEnd = -1;
    const close = () => {
      for (const entry of group) entry.lanes = laneEnds.length;
      group = [];
      laneEnds = [];
    };
    for (const entry of day) {
      if (entry.from >= groupEnd) close();
      let lane = laneEnds.findIndex((end) => end <= entry.from);
      if (lane === -1) lane = laneEnds.push(entry.to) - 1;
      else laneEnds[lane] = entry.to;
      entry.lane = lane;
      group.push(entry);
      groupEnd = Math.max(groupEnd, entry.to);
    }
    close();
  }
  return entries;
}

/** The entries of each day of `days`, in order (a day without any has an empty list). */
export function entriesByDay(
  entries: readonly CalendarEntry[],
  days: readonly string[],
): Map<string, CalendarEntry[]> {
  const map = new Map(days.map((day) => [day, [] as CalendarEntry[]]));
  for (const entry of entries) map.get(entry.date)?.push(entry);
  return map;
}

/**
 * The hours the grid shows: 08:00 to 19:00 at least, widened to the whole hours of the earliest
 * and the latest entry.
 */
export function gridHours(entries: readonly CalendarEntry[]): { first: number; last: number } {
  let first = 8;
  let last = 19;
  for (const entry of entries) {
    first = Math.min(first, Math.floor(entry.from / 60));
    last = Math.max(last, Math.ceil(entry.to / 60));
  }
  return { first, last: Math.min(last, 24) };
}
