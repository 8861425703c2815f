import { describe, expect, it } from 'vitest';
import { sellerName } from './seller-name.ts';

describe('seller name (seller-side.md §2 Dialogs: property card client name and confirm dialog, §3 Seller)', () => {
  it('names a person by given and family name', () => {
    expect(sellerName({ name: 'Maria', familyName: 'Pichler', companyName: null })).toBe(
      'Maria Pichler',
    );
    expect(sellerName({ name: 'Maria', familyName: ' ' })).toBe('Maria');
  });

  it('adds the company of an agent or a firm after the person', () => {
    expect(
      sellerName({ name: 'Sabine', familyName: 'Kofler', companyName: 'Kofler Immobilien' }),
    ).toBe('Sabine Kofler · Kofler Immobilien');
  });

  it('names a construction firm that gave only its company by the company (buyer-side.md §5 Profile dialog)', () => {
    expect(sellerName({ name: '', familyName: null, companyName: 'Edilizia Adige Spa' })).toBe(
      'Edilizia Adige Spa',
    );
  });

  it('falls back to e-mail, then telephone, only when asked (seller-side.md §5: e-mail or telephone)', () => {
    const contactOnly = { email: 'anna@example.com', tel: '+39 0471 123456' };
    expect(sellerName(contactOnly)).toBe('');
    expect(sellerName(contactOnly, { orContact: true })).toBe('anna@example.com');
    expect(sellerName({ tel: '+39 0471 123456' }, { orContact: true })).toBe('+39 0471 123456');
    expect(sellerName({ name: 'Anna', email: 'anna@example.com' }, { orContact: true })).toBe(
      'Anna',
    );
    expect(sellerName({}, { orContact: true })).toBe('');
  });
});
