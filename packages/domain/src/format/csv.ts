/**
 * CSV as the agency's spreadsheets read it (issue 15 point 7): Italian and German spreadsheets
 * take `;` between cells, since the comma is their decimal mark; English ones take `,`. Lines end
 * in CRLF (RFC 4180); a file starts with a byte-order mark so that spreadsheets read UTF-8.
 */
import type { Language } from '../core/constants.ts';

/** The byte-order mark a CSV file starts with. */
export const CSV_BOM = '\uFEFF';

/**
 * The cell separator of a language's spreadsheets.
 * @param language the user's language
 */
export function csvSeparator(language: Language): string {
  return language === 'en' ? ',' : ';';
}

/**
 * One CSV line: cells quoted when they hold the separator, a quote or a line break; text that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or CR, and not a number)
 * gets a leading apostrophe.
 * @param cells the cells' texts
 * @param separator the separator ({@link csvSeparator})
 */
export function csvLine(cells: readonly string[], separator: string): string {
  return (
    cells
      .map((cell) => {
        const safe =
          /^[=+\-@\t\r]/.test(cell) && !/^[-+]?[\d.,\s]+$/.test(cell) ? `'${cell}` : cell;
        return safe.includes(separator) || /["\r\n]/.test(safe)
          ? `"${safe.replace(/"/g, '""')}"`
          : safe;
      })
      .join(separator) + '\r\n'
  );
}
