/**
 * The free slots as the buyer reads them on the property page (issue 33 point 1, decision 069):
 * grouped by the agency's local day (Europe/Rome) and written in the buyer's language, whatever
 * the zone of the buyer's device. A slot is an instant; the day and the time of day it falls on
 * are the agency's clock, as the agent's hours and the mails name them.
 */
import { AGENCY_TIME_ZONE, LOCALE_TAGS, type Language } from '../core/constants.ts';
import { localMoment, type LocalDate, type LocalTime } from './agency-time.ts';

/** A slot as the API answers it (ISO instants). */
export type SlotSpan = { start: string; end: string };

/** One slot of a day: its instants and its local start and end as `HH:MM`. */
export type DaySlot = SlotSpan & { from: LocalTime; to: LocalTime };

/** A local day with its slots, earliest first. */
export type SlotDay = { date: LocalDate; slots: DaySlot[] };

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The agency's time of day of an instant as `HH:MM` (the 24-hour clock of it, de and en alike).
 * @param instant a date or an ISO instant
 */
export function agencyTimeOfDay(instant: Date | string): LocalTime {
  const { minutes } = localMoment(new Date(instant).getTime());
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The agency's local day of an instant as `YYYY-MM-DD`.
 * @param instant a date or an ISO instant
 */
export function agencyDate(instant: Date | string): LocalDate {
  return localMoment(new Date(instant).getTime()).date;
}

/**
 * The slots grouped by the agency's local day, days and slots earliest first. On the day the
 * clocks go back the repeated hour's slots are two instants with the same time of day; both are
 * kept, in their order.
 * @param slots the free slots as answered
 */
export function groupSlotsByDay(slots: readonly SlotSpan[]): SlotDay[] {
  const days = new Map<LocalDate, DaySlot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const date = agencyDate(slot.start);
    const list = days.get(date) ?? [];
    list.push({ ...slot, from: agencyTimeOfDay(slot.start), to: agencyTimeOfDay(slot.end) });
    days.set(date, list);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A local day written out with its weekday, as a heading of its slots: "giovedì 10 dicembre
 * 2026", "Donnerstag, 10. Dezember 2026", "Thursday, 10 December 2026".
 * @param date the agency's local day
 * @param language the reader's language
 */
export function formatViewingDay(date: LocalDate, language: Language): string {
  const locale = LOCALE_TAGS[language] ?? LOCALE_TAGS.it;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      // The day is a calendar day: noon UTC is the same day in Rome in every season.
      timeZone: AGENCY_TIME_ZONE,
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/**
 * An instant as the agency's day and time, for a viewing's time on the buyer's pages: the day
 * written out and the local time, e.g. "giovedì 10 dicembre 2026" and "10:00".
 * @param instant a date or an ISO instant
 * @param language the reader's language
 */
export function formatViewingTime(
  instant: Date | string,
  language: Language,
): { day: string; time: LocalTime } {
  return { day: formatViewingDay(agencyDate(instant), language), time: agencyTimeOfDay(instant) };
}
