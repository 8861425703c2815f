/**
 * Money display and the money inputs (seller-side.md §1 and §5, decisions.md Numbers and
 * formats): EUR in the user's locale with no minimum fraction digits (it and de `250.000 €`, en
 * `€250,000`); inputs with dot thousands, comma decimals, at most 2 decimals, no negatives and no
 * leading zeros.
 */
import { LOCALE_TAGS, type Language } from '../core/constants.ts';
import { writeEuros } from './decimal-format.ts';

/**
 * Formats an amount of euros for display: whole amounts without decimals, others with two. The
 * space between amount and sign is a no-break space, as Intl writes it (written without Intl,
 * decision 038).
 * @param amount the amount in euros
 * @param language the interface language (unknown values use Italian)
 */
export function formatMoney(amount: number, language: string): string {
  const lang = (language in LOCALE_TAGS ? language : 'it') as Language;
  const whole = Math.abs(amount - Math.round(amount)) < 0.005;
  return writeEuros(whole ? Math.round(amount) : amount, lang, whole ? 0 : 2);
}

/** Settings of the money inputs, in the props' names of the form library's number input. */
export const MONEY_INPUT = {
  thousandSeparator: '.',
  decimalSeparator: ',',
  decimalScale: 2,
  allowNegative: false,
  allowLeadingZeros: false,
  suffix: ' €',
} as const;

const MONEY_INPUT_PATTERN = /^(0|[1-9]\d{0,2}(\.\d{3})*|[1-9]\d*)(,\d{1,2})?$/;

/**
 * Reads a money input: `1.234,56` → 1234.56. Accepts an optional euro sign and spaces; rejects
 * negatives, more than two decimals, leading zeros and misplaced thousands dots.
 * @param text the typed text
 * @returns the amount, or null when the text is empty or not a valid amount
 */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text.replace(/€/g, '').replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned === '' || !MONEY_INPUT_PATTERN.test(cleaned)) return null;
  const value = Number(cleaned.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * Writes an amount as the money inputs show it: dot thousands, comma decimals, two decimals
 * when there is a fractional part (`1.234,50`), none otherwise (`250.000`).
 * @param amount a non-negative amount in euros
 */
export function formatMoneyInput(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === 0 ? grouped : `${grouped},${String(fraction).padStart(2, '0')}`;
}
