import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALE_TAGS, type Language } from '../core/constants.ts';
import { writeDecimal, writeEuros, writePercent } from './decimal-format.ts';

const intl = (language: Language, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(LOCALE_TAGS[language], { useGrouping: 'always', ...options });

/**
 * Every kind of number a page meets: integers, prices, areas and small fractions; halves on every
 * decimal place (where rounding differs between methods); nines that carry; the edges of the
 * written form (negative zero, 1e21 and beyond, not a number).
 */
const numbers = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double({ min: -1e16, max: 1e16, noNaN: true }),
  fc.double({ min: -1, max: 1, noNaN: true }),
  fc
    .tuple(fc.integer({ min: -99_999_999, max: 99_999_999 }), fc.integer({ min: 0, max: 6 }))
    .map(([n, places]) => n / 10 ** places),
  fc.integer({ min: 0, max: 999_999 }).map((n) => n + 0.005),
  fc.constantFrom(
    0,
    -0,
    1.005,
    0.125,
    2.5,
    -2.5,
    999.995,
    9.995,
    99_999.999,
    0.0001,
    1e-7,
    123e-20,
    1e21,
    -1e21,
    1.5e300,
    Number.MAX_SAFE_INTEGER,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NaN,
  ),
);
const languages = fc.constantFrom(...LANGUAGES);

describe('numbers written without Intl are written as Intl writes them (decision 038)', () => {
  it('a number with 0 to 3 decimals at least and at most, grouped in every language', () => {
    fc.assert(
      fc.property(
        numbers,
        languages,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (value, language, a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const expected = intl(language, {
            minimumFractionDigits: min,
            maximumFractionDigits: max,
          }).format(value);
          expect(writeDecimal(value, language, min, max)).toBe(expected);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('an amount in euros, whole or with cents (decisions.md Numbers and formats)', () => {
    fc.assert(
      fc.property(numbers, languages, fc.constantFrom(0, 2), (value, language, digits) => {
        const expected = intl(language, {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(value);
        expect(writeEuros(value, language, digits)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
  });

  it('a percentage given as 0–100, at most two decimals', () => {
    fc.assert(
      fc.property(numbers, languages, (value, language) => {
        const expected = intl(language, { style: 'percent', maximumFractionDigits: 2 }).format(
          value / 100,
        );
        expect(writePercent(value, language)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads as the site writes figures: 250.000 € in it and de, €250,000 in en', () => {
    expect(writeEuros(250_000, 'it', 0)).toBe('250.000\u00a0€');
    expect(writeEuros(250_000, 'de', 0)).toBe('250.000\u00a0€');
    expect(writeEuros(250_000, 'en', 0)).toBe('€250,000');
    expect(writeDecimal(1234.5, 'it', 0, 2)).toBe('1.234,5');
    expect(writeDecimal(1234.5, 'en', 0, 2)).toBe('1,234.5');
    expect(writePercent(12.5, 'de')).toBe('12,5\u00a0%');
  });
});
