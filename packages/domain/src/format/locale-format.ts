/**
 * Days, times and plain numbers in the viewer's language (issue 18 point 3): every page, mail,
 * PDF, export and admin table writes them through these, so that a day reads "02.01.2026" in
 * German and "02/01/2026" in Italian and English everywhere, always in the agency's time zone,
 * and a number is grouped the same way in every place ("1.500" in it and de, "1,500" in en).
 */
import { AGENCY_TIME_ZONE, LOCALE_TAGS, type Language } from '../core/constants.ts';
import { writeDecimal } from './decimal-format.ts';

/** The formats made so far, by language and kind (an Intl format is costly to make). */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** The language itself, or Italian for an unknown value (a stored or requested language). */
function known(language: string): Language {
  return (language in LOCALE_TAGS ? language : 'it') as Language;
}

/**
 * A number grouped in thousands in every language, at most two decimals: `1.234,5` in it and de,
 * `1,234.5` in en. Italian would otherwise leave four-digit numbers ungrouped ("1234").
 * @param value the number
 * @param language the viewer's language (unknown values use Italian)
 */
export function formatNumber(value: number, language: string): string {
  // Written without Intl (decision 038): a page's first Intl format is slow to make on a phone.
  return writeDecimal(value, known(language), 0, 2);
}

/**
 * A day in the agency's time zone with a four-digit year: `02.01.2026` in de, `02/01/2026` in it
 * and en (never the American month-first order, never a two-digit year).
 * @param value a date or an ISO timestamp
 * @param language the viewer's language (unknown values use Italian)
 */
export function formatDay(value: Date | string, language: string): string {
  const lang = known(language);
  return cached(
    `day:${lang}`,
    () =>
      new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: AGENCY_TIME_ZONE,
      }),
  ).format(new Date(value));
}

/**
 * A day and its time of day (24-hour clock) in the agency's time zone: `02.01.2026, 14:05` in
 * de, `02/01/2026, 14:05` in it and en.
 * @param value a date or an ISO timestamp
 * @param language the viewer's language (unknown values use Italian)
 * @param seconds whether the seconds are shown too (the history of changes shows them)
 */
export function formatDayTime(value: Date | string, language: string, seconds = false): string {
  const lang = known(language);
  return cached(
    `dayTime:${lang}:${seconds}`,
    () =>
      new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' } : {}),
        hourCycle: 'h23',
        timeZone: AGENCY_TIME_ZONE,
      }),
  ).format(new Date(value));
}

/**
 * A day written out, as a document's date line reads: `2 gennaio 2026`, `2. Januar 2026`,
 * `2 January 2026`, in the agency's time zone.
 * @param value a date or an ISO timestamp
 * @param language the viewer's language (unknown values use Italian)
 */
export function formatLongDay(value: Date | string, language: string): string {
  const lang = known(language);
  return cached(
    `longDay:${lang}`,
    () =>
      new Intl.DateTimeFormat(LOCALE_TAGS[lang], {
        dateStyle: 'long',
        timeZone: AGENCY_TIME_ZONE,
      }),
  ).format(new Date(value));
}

/**
 * The agency's day of a moment as `YYYY-MM-DD`, for file names (which sort by it in every
 * language) and the days of filters: shortly after midnight in South Tyrol it is already the
 * next day, while UTC still has the previous one.
 * @param value the moment (now by default)
 */
export function agencyIsoDay(value: Date = new Date()): string {
  // Swedish writes days as ISO 8601 does.
  return cached(
    'isoDay',
    () =>
      new Intl.DateTimeFormat('sv-SE', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: AGENCY_TIME_ZONE,
      }),
  ).format(value);
}
