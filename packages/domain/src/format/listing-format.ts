/**
 * The one formatter of a listing's figures (money, areas, counts, units, yes/no) in a language:
 * the detail page, the card, the pages the server writes, the alert mail and the exposé all
 * format through it, so that "1.500 m²" reads the same everywhere.
 */
import type { Language } from '../core/constants.ts';
import { formatMoney } from './money.ts';
import { writeDecimal, writePercent } from './decimal-format.ts';
import { formatDay, formatNumber } from './locale-format.ts';

/** Looks up a text of the catalogs by its full key (`property:units.squareMetres`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Formats a listing's figures in one language. */
export interface ListingFormatter {
  language: Language;
  /** The catalogs' lookup the formatter was made with (labels of the detail rows use it too). */
  t: Translate;
  /** A number with thousands separators in every language, at most two decimals. */
  number: (value: number) => string;
  /** An amount of money in euros. */
  money: (value: number) => string;
  /**
   * An amount with exactly two decimals and no currency sign ("1.500,00" in it and de,
   * "1,500.00" in en), for the columns of an export whose header names the currency.
   */
  amount: (value: number) => string;
  /** A day in the agency's time zone ("02.01.2026" in de, "02/01/2026" in it and en). */
  date: (value: Date | string) => string;
  /** An area in m². */
  area: (value: number) => string;
  /** A volume in m³. */
  volume: (value: number) => string;
  /** An area in hectares. */
  hectares: (value: number) => string;
  /** A length in metres. */
  metres: (value: number) => string;
  /** A percentage given as 0–100. */
  percent: (value: number) => string;
  /** Yes or no in the language. */
  yesNo: (value: boolean) => string;
}

/**
 * The formatter of a language. Numbers are grouped in every language ("1.500" in it and de,
 * "1,500" in en), since Italian would otherwise leave four-digit numbers ungrouped.
 * @param language the language of the page, mail or document
 * @param t the catalogs' lookup in that language (units and yes/no come from the catalogs)
 */
export function createListingFormatter(language: Language, t: Translate): ListingFormatter {
  const number = (value: number) => formatNumber(value, language);
  return {
    language,
    t,
    number,
    money: (value: number) => formatMoney(value, language),
    amount: (value: number) => writeDecimal(value, language, 2, 2),
    date: (value: Date | string) => formatDay(value, language),
    area: (value: number) => `${number(value)} ${t('property:units.squareMetres')}`,
    volume: (value: number) => `${number(value)} ${t('property:units.cubicMetres')}`,
    hectares: (value: number) => `${number(value)} ${t('property:units.hectares')}`,
    metres: (value: number) => `${number(value)} ${t('property:units.metres')}`,
    percent: (value: number) => writePercent(value, language),
    yesNo: (value: boolean) => t(`property:values.boolean.${value ? 'yes' : 'no'}`),
  };
}
