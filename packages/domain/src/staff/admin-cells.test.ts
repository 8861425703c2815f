import { describe, expect, it } from 'vitest';
import { categoryModule } from '../listing/categories/category-registry.ts';
import { adminResources } from '../i18n/admin-resources.ts';
import { resources } from '../i18n/resources.ts';
import type { Language } from '../core/constants.ts';
import type { AdminListingRow } from './admin-listings.schema.ts';
import { adminCellText, adminColumnHeader } from './admin-cells.ts';
import { createListingFormatter } from '../format/listing-format.ts';

/** A lookup of `ns:key` in the catalogs, as the apps' i18next instances answer it. */
function translator(language: Language) {
  const catalogs = { ...resources[language], ...adminResources[language] } as Record<
    string,
    unknown
  >;
  return (fullKey: string) => {
    const [ns, key] = fullKey.split(':') as [string, string];
    let value: unknown = catalogs[ns];
    for (const part of key.split('.')) value = (value as Record<string, unknown>)?.[part];
    return typeof value === 'string' ? value : fullKey;
  };
}

const row: AdminListingRow = {
  _id: '0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f',
  property_id: 1234,
  category: 'commercial',
  type: {
    _id: '0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e60',
    id: 'hotel',
    type: 'commercial',
    category: 'commercial',
    name: { it: 'Hotel', de: 'Hotel', en: 'Hotel' },
  },
  status: 'withdrawn',
  rent: false,
  price: 1_500,
  title: { it: 'x', de: 'x', en: 'x' },
  location: {
    municipality: { id: '021008', name: { it: 'Bolzano', de: 'Bozen' } },
    zone: null,
    street: null,
    streetNumber: null,
    streetUnverified: false,
  },
  image: null,
  rooms: null,
  baths: 12,
  area: 1500.5,
  facts: { sellType: 'walls', seats: 80, stars: 4.5, energyClass: 'gold' },
  owner: {
    _id: '0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e61',
    name: 'Anna',
    familyName: 'Huber',
    companyName: null,
    email: null,
    tel: null,
  },
  externalAgent: null,
  agent: null,
  createdAt: '2026-01-31T23:30:00.000Z',
  updatedAt: '2026-01-31T23:30:00.000Z',
  submittedAt: null,
  withdrawnAt: null,
  closedAs: null,
  actions: [],
};

const cells = (language: Language, mode: 'table' | 'export', shown: AdminListingRow = row) => {
  const f = createListingFormatter(language, translator(language));
  return Object.fromEntries(
    categoryModule('commercial').adminColumns.map((c) => [c.key, adminCellText(c, shown, f, mode)]),
  );
};

describe('admin table cells (issue 15 points 2 and 7: the user language, the one formatter)', () => {
  it('writes German figures, labels and days (Europe/Rome) for the export', () => {
    expect(cells('de', 'export')).toMatchObject({
      property_id: '1234',
      type: 'Hotel',
      place: 'Bozen',
      rent: 'Kauf',
      price: '1.500,00',
      baths: '12',
      area: '1.500,5',
      sellType: expect.any(String) as unknown,
      stars: expect.stringContaining('4') as unknown,
      owner: 'Anna Huber',
      status: 'Zurückgezogen',
      createdAt: '01.02.2026',
      externalAgent: '',
    });
  });

  it('writes units and currency in the table, English numbers in English', () => {
    expect(cells('de', 'table')).toMatchObject({ price: '1.500\u00a0€', area: '1.500,5 m²' });
    expect(cells('en', 'export')).toMatchObject({
      price: '1,500.00',
      area: '1,500.5',
      place: 'Bolzano',
    });
  });

  it('says sold or let for a withdrawal that closed the deal (issue 34 point 4, decision 073)', () => {
    const sold = { ...row, closedAs: 'sold' as const };
    const isLet = { ...row, rent: true, closedAs: 'let' as const };
    expect(cells('de', 'table', sold).status).toBe('Verkauft');
    expect(cells('it', 'table', sold).status).toBe('Venduto');
    expect(cells('en', 'export', isLet).status).toBe('Let');
    expect(cells('de', 'table', isLet).status).toBe('Vermietet');
  });

  it('names the unit in an export header', () => {
    const f = createListingFormatter('it', translator('it'));
    const price = categoryModule('commercial').adminColumns.find((c) => c.key === 'price')!;
    expect(adminColumnHeader(price, f, 'export')).toBe('Prezzo (€)');
    expect(adminColumnHeader(price, f, 'table')).toBe('Prezzo');
  });
});
