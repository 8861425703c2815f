/**
 * The server's catalogs group counts as the web app does (issue 18 point 3: numbers in the
 * locale's form in pages, mails, PDFs and exports).
 */
import { describe, expect, it } from 'vitest';
import { adminTranslator } from '../src/lib/i18n.ts';

describe('counts in the server’s texts (issue 18 point 3)', () => {
  it('writes "{{count, number}}" grouped: 1.234 in it and de, 1,234 in en', () => {
    expect(adminTranslator('it')('customers.table.count', { count: 1234 })).toBe('1.234 clienti');
    expect(adminTranslator('de')('customers.table.count', { count: 1234 })).toBe('1.234 Kunden');
    expect(adminTranslator('en')('customers.table.count', { count: 1234 })).toBe('1,234 customers');
    expect(adminTranslator('it')('customers.table.count', { count: 1 })).toBe('1 cliente');
  });
});
