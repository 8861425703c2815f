import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources.ts';
import type { Language } from '../core/constants.ts';
import { formatMoney } from './money.ts';
import { numberSeparators } from './decimal-format.ts';
import { createListingFormatter } from './listing-format.ts';
import {
  agencyIsoDay,
  formatDay,
  formatDayTime,
  formatLongDay,
  formatNumber,
} from './locale-format.ts';

/** Spaces as Intl writes them (no-break and narrow no-break) read as plain spaces here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The catalogs' lookup of `ns:key`, as the apps' i18next instances answer it. */
function translator(language: Language) {
  return (fullKey: string) => {
    const [ns, key] = fullKey.split(':') as [string, string];
    let value: unknown = (resources[language] as Record<string, unknown>)[ns];
    for (const part of key.split('.')) value = (value as Record<string, unknown>)?.[part];
    return typeof value === 'string' ? value : fullKey;
  };
}

// A winter evening in South Tyrol that is still the previous day in UTC's terms the other way
// round: 23:30 UTC on 1 January is 00:30 on 2 January in Europe/Rome.
const lateNight = new Date('2026-01-01T23:30:00Z');

describe('figures in the viewer’s language (issue 18 point 3; decisions.md Numbers and formats)', () => {
  it.each([
    ['it', '1.234,56 €', '1.234,56', '1.500 m²', '250.000 €'],
    ['de', '1.234,56 €', '1.234,56', '1.500 m²', '250.000 €'],
    ['en', '€1,234.56', '1,234.56', '1,500 m²', '€250,000'],
  ] as const)('%s: money %s, numbers %s, areas %s', (language, money, number, area, whole) => {
    expect(plain(formatMoney(1234.56, language))).toBe(money);
    expect(plain(formatMoney(250_000, language))).toBe(whole);
    expect(formatNumber(1234.56, language)).toBe(number);
    const f = createListingFormatter(language, translator(language));
    expect(plain(f.area(1500))).toBe(area);
    expect(plain(f.money(1234.56))).toBe(money);
  });

  it('Italian groups four-digit numbers too ("1.500", not "1500")', () => {
    expect(formatNumber(1500, 'it')).toBe('1.500');
    expect(formatNumber(1500, 'de')).toBe('1.500');
    expect(formatNumber(1500, 'en')).toBe('1,500');
  });

  it.each([
    ['it', '02/01/2026', '02/01/2026, 00:30', '2 gennaio 2026'],
    ['de', '02.01.2026', '02.01.2026, 00:30', '2. Januar 2026'],
    ['en', '02/01/2026', '02/01/2026, 00:30', '2 January 2026'],
  ] as const)('%s: days %s, with time %s, written out %s', (language, day, dayTime, long) => {
    expect(formatDay(lateNight, language)).toBe(day);
    expect(formatDay(lateNight.toISOString(), language)).toBe(day);
    expect(plain(formatDayTime(lateNight, language))).toBe(dayTime);
    expect(formatLongDay(lateNight, language)).toBe(long);
  });

  it('days are the agency’s days (Europe/Rome), not UTC’s', () => {
    expect(agencyIsoDay(lateNight)).toBe('2026-01-02');
    expect(agencyIsoDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(agencyIsoDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('the history of changes shows seconds on a 24-hour clock', () => {
    expect(plain(formatDayTime('2026-07-01T12:05:09Z', 'de', true))).toBe('01.07.2026, 14:05:09');
    expect(plain(formatDayTime('2026-07-01T12:05:09Z', 'en', true))).toBe('01/07/2026, 14:05:09');
  });

  it('an unknown language reads as Italian', () => {
    expect(formatNumber(1500, 'fr')).toBe('1.500');
    expect(formatDay(lateNight, 'fr')).toBe('02/01/2026');
  });

  it('number inputs take the language’s separators: 1.500,5 in it and de, 1,500.5 in en', () => {
    expect(numberSeparators('it')).toEqual({ thousand: '.', decimal: ',' });
    expect(numberSeparators('de')).toEqual({ thousand: '.', decimal: ',' });
    expect(numberSeparators('en')).toEqual({ thousand: ',', decimal: '.' });
  });
});
