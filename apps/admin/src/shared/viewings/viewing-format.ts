/**
 * A viewing's times as staff read them (issue 33 point 2): always the agency's clock
 * (Europe/Rome), whatever the zone of the device, as the agents' hours and the mails name them.
 */
import { AGENCY_TIME_ZONE, LOCALE_TAGS, type Language } from '@domus/domain/core/constants';
import { agencyDate, agencyTimeOfDay } from '@domus/domain/viewings/viewing-days';

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: Language, long: boolean): Intl.DateTimeFormat {
  const key = `${language}:${long}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language] ?? LOCALE_TAGS.it, {
      weekday: long ? 'long' : 'short',
      day: 'numeric',
      month: long ? 'long' : 'short',
      ...(long ? { year: 'numeric' } : {}),
      timeZone: AGENCY_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A local day written short ("lun 7 dic", "Mo., 7. Dez.", "Mon 7 Dec") or long with its year.
 * @param date the agency's day `YYYY-MM-DD`
 */
export function formatCalendarDay(date: string, language: Language, long = false): string {
  // Noon UTC is the same day in Rome in every season.
  return dayFormat(language, long).format(new Date(`${date}T12:00:00Z`));
}

/** The local times of a span: "10:00–10:30". */
export function formatTimes(start: string, end: string): string {
  return `${agencyTimeOfDay(start)}–${agencyTimeOfDay(end)}`;
}

/** A span with its day: "Mon 7 Dec, 10:00–10:30" (the day long: "Monday 7 December 2026, …"). */
export function formatSpan(
  span: { start: string; end: string },
  language: Language,
  long = false,
): string {
  return `${formatCalendarDay(agencyDate(span.start), language, long)}, ${formatTimes(span.start, span.end)}`;
}
