import { describe, expect, it } from 'vitest';
import { csvLine, csvSeparator } from './csv.ts';

describe('CSV lines (issue 15 point 7: the export in the user language)', () => {
  it('separates with ; where the comma is the decimal mark, with , in English', () => {
    expect(csvSeparator('it')).toBe(';');
    expect(csvSeparator('de')).toBe(';');
    expect(csvSeparator('en')).toBe(',');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(csvLine(['1.500,00', 'Bozen; Gries', 'a "b"', 'x\ny'], ';')).toBe(
      '1.500,00;"Bozen; Gries";"a ""b""";"x\ny"\r\n',
    );
    expect(csvLine(['1,500.00'], ',')).toBe('"1,500.00"\r\n');
  });

  it('defuses formulas but keeps negative numbers', () => {
    expect(csvLine(['=HYPERLINK("x")', '-1', '@me', '+39 0471'], ';')).toBe(
      `"'=HYPERLINK(""x"")";-1;'@me;+39 0471\r\n`,
    );
  });
});
