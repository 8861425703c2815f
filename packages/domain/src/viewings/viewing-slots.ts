/**
 * The free viewing slots of an agent (issue 33 point 1, decision 069): the buyer picks one of
 * them on the property page. Computed in the agency's local time (Europe/Rome) from the agent's
 * weekly hours, less absences, existing viewings and the minimum notice; answered as instants.
 */
import { addDays, localMoment, weekdayOf } from './agency-time.ts';
import {
  absenceInterval,
  overlaps,
  rangeInterval,
  weekdayName,
  type Absence,
  type Interval,
  type ViewingHours,
} from './viewing-hours.ts';

/** How long a viewing lasts unless the agency says otherwise. */
export const DEFAULT_SLOT_MINUTES = 30;
/** How far ahead a buyer must ask: the agent needs time to see the request and get there. */
export const DEFAULT_NOTICE_MINUTES = 120;
/** The furthest a slot search looks, so that one request cannot ask for years of slots. */
export const MAX_SLOT_SEARCH_DAYS = 62;

const MINUTE = 60_000;

/** What the free slots of an agent depend on. */
export type SlotQuery = {
  hours: ViewingHours;
  absences: readonly Absence[];
  /** The agent's viewings already booked or proposed (not cancelled ones). */
  busy: readonly Interval[];
  /** The span looked at, end excluded. */
  from: Date;
  to: Date;
  /** The present (a clock the caller controls). */
  now: Date;
  slotMinutes?: number;
  noticeMinutes?: number;
};

/** A free slot: its start and end. */
export type Slot = { start: Date; end: Date };

/**
 * The slots a range of one local day offers: consecutive slots from the range's start, each
 * within the range. The range's edges are instants, so on the day the clocks go forward a range
 * across 02:00 is an hour shorter and none of its slots starts at a time that does not exist; on
 * the day they go back the repeated hour gives its slots twice, once per offset.
 */
function rangeSlots(range: Interval, step: number): Interval[] {
  const slots: Interval[] = [];
  for (let start = range.start; start + step <= range.end; start += step) {
    slots.push({ start, end: start + step });
  }
  return slots;
}

/**
 * The intervals the agent offers by their weekly hours on each local day that touches the
 * span, as instants.
 * @param hours the weekly hours
 * @param from the span's start
 * @param to the span's end
 */
export function hoursIntervals(hours: ViewingHours, from: number, to: number): Interval[] {
  const first = localMoment(from).date;
  const last = localMoment(to).date;
  const intervals: Interval[] = [];
  for (let date = first, day = 0; date <= last && day <= MAX_SLOT_SEARCH_DAYS; day++) {
    for (const range of hours[weekdayName(weekdayOf(date))]) {
      intervals.push(rangeInterval(date, range));
    }
    date = addDays(date, 1);
  }
  return intervals;
}

/**
 * The free slots of an agent between `from` and `to`, earliest first: within the weekly hours,
 * none during an absence or overlapping a busy interval, none starting before `now` plus the
 * notice. A span longer than {@link MAX_SLOT_SEARCH_DAYS} days is cut there.
 * @param query the hours, absences, busy intervals, span, clock, slot length and notice
 */
export function freeSlots(query: SlotQuery): Slot[] {
  const step = (query.slotMinutes ?? DEFAULT_SLOT_MINUTES) * MINUTE;
  const earliest = Math.max(
    query.from.getTime(),
    query.now.getTime() + (query.noticeMinutes ?? DEFAULT_NOTICE_MINUTES) * MINUTE,
  );
  const to = Math.min(
    query.to.getTime(),
    query.from.getTime() + MAX_SLOT_SEARCH_DAYS * 1440 * MINUTE,
  );
  if (earliest >= to || step <= 0) return [];
  const blocked = [...query.absences.map(absenceInterval), ...query.busy];
  const seen = new Set<number>();
  const slots: Slot[] = [];
  for (const range of hoursIntervals(query.hours, query.from.getTime(), to)) {
    for (const slot of rangeSlots(range, step)) {
      if (slot.start < earliest || slot.end > to || seen.has(slot.start)) continue;
      if (blocked.some((interval) => overlaps(interval, slot))) continue;
      seen.add(slot.start);
      slots.push({ start: new Date(slot.start), end: new Date(slot.end) });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Whether the span lies wholly within one of the agent's weekly ranges (a picked slot or a
 * proposed time the agent can serve).
 * @param hours the weekly hours
 * @param span the viewing's span
 */
export function withinHours(hours: ViewingHours, span: Interval): boolean {
  return hoursIntervals(hours, span.start, span.end).some(
    (range) => range.start <= span.start && span.end <= range.end,
  );
}
