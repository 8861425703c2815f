/**
 * What the calendar of viewings shows (issue 33 point 2), kept in the page's address so that a
 * link (the inbox's "Open the viewing", a reload, back and forward) shows the same: a day or a
 * week, the day it stands on (the agency's local day), whose viewings (the caller's, the whole
 * agency's or one agent's), the calendar grid or the list, and the viewing whose dialog is open.
 */
import { agencyIsoDay } from '@domus/domain/format/locale-format';
import { addDays, isCalendarDate, weekdayOf } from '@domus/domain/viewings/agency-time';
import { idSchema } from '@domus/domain/core/common.schema';

/** A day or a week. */
export type CalendarSpan = 'day' | 'week';
/** The time grid or a list of the days (the screen readers' and the phones' alternative). */
export type CalendarLayout = 'grid' | 'list';
/** Whose viewings: `me` (the caller's), `all` (the whole agency's), or one agent's id. */
export type CalendarAgent = string;

export type CalendarView = {
  span: CalendarSpan;
  /** The local day the view stands on (`YYYY-MM-DD`); a week is the one containing it. */
  date: string;
  agent: CalendarAgent;
  layout: CalendarLayout;
  /** The viewing whose dialog is open. */
  viewing: string | null;
};

const isId = (value: string | null): value is string =>
  value !== null && idSchema.safeParse(value).success;

/**
 * The view of an address's query; what is missing or malformed takes its default: the week of
 * today, the caller's own viewings for an agent and the agency's for anyone else, the grid.
 * @param params the query of the address
 * @param defaultAgent whose viewings show when the address names none
 * @param today the agency's day now
 */
export function parseCalendarParams(
  params: URLSearchParams,
  defaultAgent: 'me' | 'all',
  today: string = agencyIsoDay(),
): CalendarView {
  const date = params.get('date');
  const agent = params.get('agent');
  const viewing = params.get('viewing');
  return {
    span: params.get('span') === 'day' ? 'day' : 'week',
    date: date && isCalendarDate(date) ? date : today,
    agent: agent === 'me' || agent === 'all' || isId(agent) ? agent : defaultAgent,
    layout: params.get('layout') === 'list' ? 'list' : 'grid',
    viewing: isId(viewing) ? viewing : null,
  };
}

/** The query of a view, its defaults left out where they are the defaults of every caller. */
export function buildCalendarParams(view: CalendarView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.span === 'day') params.set('span', 'day');
  params.set('date', view.date);
  params.set('agent', view.agent);
  if (view.layout === 'list') params.set('layout', 'list');
  if (view.viewing) params.set('viewing', view.viewing);
  return params;
}

/** The Monday of the week of a local day. */
export function weekStart(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The local days the view covers, first to last. */
export function viewDays(view: Pick<CalendarView, 'span' | 'date'>): string[] {
  if (view.span === 'day') return [view.date];
  const monday = weekStart(view.date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The day the view stands on one step (a day or a week) before or after. */
export function stepDate(view: Pick<CalendarView, 'span' | 'date'>, steps: number): string {
  return addDays(view.date, steps * (view.span === 'day' ? 1 : 7));
}
