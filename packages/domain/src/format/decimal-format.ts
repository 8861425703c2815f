/**
 * Numbers, amounts of money and percentages written out for it, de and en without the browser's
 * Intl (decision 038): the first Intl number or date format a page makes starts ICU's formatting
 * data, which on a phone holds the main thread for 50–100 ms while the page becomes interactive
 * (issue 17). The output is Intl's, character for character (a generated test compares them over
 * every kind of number): Intl rounds the shortest decimal form of a number half away from zero,
 * groups every three digits here (`useGrouping: 'always'`) and writes a minus for every negative
 * number, negative zero included; these functions do the same on JavaScript's shortest form.
 */
import { CURRENCY, LOCALE_TAGS, type Language } from '../core/constants.ts';

/**
 * The separators of a language, as figures are written and number inputs take them (areas,
 * counts, indexes; money inputs follow `MONEY_INPUT` in every language): `1.500,5` in it and de,
 * `1,500.5` in en.
 * @param language the viewer's language (anything but English reads as Italian and German)
 */
export function numberSeparators(language: string): { thousand: string; decimal: string } {
  return language === 'en' ? { thousand: ',', decimal: '.' } : { thousand: '.', decimal: ',' };
}

/** A no-break space, which Intl writes between an amount and its unit in it and de. */
const NBSP = '\u00a0';

/**
 * A finite number's shortest decimal form: its significant digits (no leading zeros; empty for
 * zero) and where the decimal point stands in them (`point` digits before it; may be negative or
 * past the end).
 */
type Decimal = { negative: boolean; digits: string; point: number };

function decimalOf(value: number): Decimal {
  const negative = value < 0 || Object.is(value, -0);
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  const leadingZeros = /^0*/.exec(digits)![0].length;
  digits = digits.slice(leadingZeros).replace(/0+$/, '');
  point -= leadingZeros;
  return { negative, digits, point: digits === '' ? 0 : point };
}

/** Rounds to `fractionDigits` decimals, a half away from zero, as Intl's default does. */
function rounded(value: Decimal, fractionDigits: number): Decimal {
  const keep = value.point + fractionDigits;
  if (keep >= value.digits.length) return value;
  if (keep < 0) return { ...value, digits: '', point: 0 };
  const roundsUp = value.digits.charCodeAt(keep) - 48 >= 5;
  let digits = value.digits.slice(0, keep);
  let point = value.point;
  if (roundsUp) {
    // Adds one in the last kept place: trailing nines become zeros and carry.
    const nines = /9*$/.exec(digits)![0].length;
    const head = digits.slice(0, digits.length - nines);
    if (head === '') {
      digits = '1';
      point += 1;
    } else {
      digits = head.slice(0, -1) + String(Number(head.slice(-1)) + 1);
    }
  }
  digits = digits.replace(/0+$/, '');
  return { negative: value.negative, digits, point: digits === '' ? 0 : point };
}

/** The digits of a rounded decimal in a language, grouped, with `minFraction` decimals at least. */
function written(value: Decimal, minFraction: number, language: Language): string {
  const { thousand: group, decimal } = numberSeparators(language);
  const { digits, point } = value;
  const whole = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = (point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits).padEnd(
    minFraction,
    '0',
  );
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** Intl's number format, for what the written form does not cover (not finite, or 1e21 and up). */
function intlFallback(
  value: number,
  language: Language,
  options: Intl.NumberFormatOptions,
): string | undefined {
  if (Number.isFinite(value) && Math.abs(value) < 1e21) return undefined;
  return new Intl.NumberFormat(LOCALE_TAGS[language], { useGrouping: 'always', ...options }).format(
    value,
  );
}

/**
 * A number grouped in thousands, with between `minFraction` and `maxFraction` decimals:
 * `1.234,5` in it and de, `1,234.5` in en.
 * @param value the number
 * @param language the language of the page, mail or document
 * @param minFraction decimals always written (zeros if need be)
 * @param maxFraction decimals at most (rounded a half away from zero)
 */
export function writeDecimal(
  value: number,
  language: Language,
  minFraction: number,
  maxFraction: number,
): string {
  const fallback = intlFallback(value, language, {
    minimumFractionDigits: minFraction,
    maximumFractionDigits: maxFraction,
  });
  if (fallback !== undefined) return fallback;
  const decimal = rounded(decimalOf(value), maxFraction);
  return `${decimal.negative ? '-' : ''}${written(decimal, minFraction, language)}`;
}

/**
 * An amount in euros with `fractionDigits` decimals: `250.000 €` in it and de, `€250,000` in en.
 * @param value the amount
 * @param language the language of the page, mail or document
 * @param fractionDigits decimals written, exactly
 */
export function writeEuros(value: number, language: Language, fractionDigits: number): string {
  const fallback = intlFallback(value, language, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  if (fallback !== undefined) return fallback;
  const decimal = rounded(decimalOf(value), fractionDigits);
  const amount = written(decimal, fractionDigits, language);
  const sign = decimal.negative ? '-' : '';
  return language === 'en' ? `${sign}€${amount}` : `${sign}${amount}${NBSP}€`;
}

/**
 * A percentage given as 0–100, at most two decimals: `12,5%` in it, `12,5 %` in de, `12.5%` in
 * en. Like Intl's percent style, the number is divided by a hundred and its shortest decimal form
 * multiplied back, so that the rounding is the same as Intl's.
 * @param value the percentage (12.5 for 12.5 %)
 * @param language the language of the page, mail or document
 */
export function writePercent(value: number, language: Language): string {
  const fraction = value / 100;
  const fallback = intlFallback(fraction, language, { style: 'percent', maximumFractionDigits: 2 });
  if (fallback !== undefined) return fallback;
  const shifted = decimalOf(fraction);
  const decimal = rounded({ ...shifted, point: shifted.digits === '' ? 0 : shifted.point + 2 }, 2);
  const number = `${decimal.negative ? '-' : ''}${written(decimal, 0, language)}`;
  return language === 'de' ? `${number}${NBSP}%` : `${number}%`;
}
