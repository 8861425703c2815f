import { describe, expect, it } from 'vitest';
import { categoryModule } from '../categories/category-registry.ts';
import { adminResources } from '../i18n/admin-resources.ts';
import { resources } from '../i18n/resources.ts';
import type { AdminListingRow } from '../schemas/admin-listings.schema.ts';
import { adminCellText } from './admin-cell.ts';
import { createListingFormatter, type Translate } from './listing-format.ts';

/** A lookup of the real catalogs of `language` by full key (`admin:status.published`). */
function translate(language: 'it' | 'de' | 'en'): Translate {
  const catalogs = { ...resources[language], ...adminResources[language] } as Record<
    string,
    unknown
  >;
  return (fullKey) => {
    const [ns, key] = fullKey.split(':') as [string, string];
    let node: unknown = catalogs[ns];
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : fullKey;
  };
}

const row: AdminListingRow = {
  _id: '0b7c0000-0000-4000-8000-000000000001',
  property_id: 1042,
  category: 'residential',
  type: {
    _id: '0b7c0000-0000-4000-8000-000000000002',
    id: 'apartment',
    type: 'residential',
    category: 'residential',
    name: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
  },
  status: 'withdrawn',
  rent: false,
  price: 1250000,
  title: { it: 'Attico', de: 'Penthouse', en: 'Penthouse' },
  location: {
    municipality: { id: '021008', name: { it: 'Bolzano', de: 'Bozen' } },
    zone: { id: 'z1', name: { it: 'Gries', de: 'Gries' } },
    street: 'Via Museo',
    streetNumber: '1',
  },
  image: null,
  rooms: 4,
  baths: 2,
  area: 1500,
  facts: { energyClass: 'A' },
  owner: {
    _id: '0b7c0000-0000-4000-8000-000000000003',
    name: 'Sabine',
    familyName: 'Kofler',
    companyName: null,
    email: null,
    tel: null,
  },
  externalAgent: null,
  agent: null,
  createdAt: '2026-03-01T23:30:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  submittedAt: '2026-03-01T23:30:00.000Z',
  withdrawnAt: '2026-03-05T08:00:00.000Z',
  actions: ['publish'],
};

const columns = categoryModule('residential').adminColumns;
const cells = (language: 'it' | 'de' | 'en') => {
  const format = createListingFormatter(language, translate(language));
  return Object.fromEntries(columns.map((c) => [c.key, adminCellText(row, c, format)]));
};

describe('admin table cells (issue 15 point 2: one column set per category)', () => {
  it('writes every residential column as the locale writes it', () => {
    expect(cells('de')).toMatchObject({
      image: '',
      property_id: '1042',
      type: 'Wohnung',
      place: 'Bozen – Gries',
      rent: 'Kauf',
      rooms: '4',
      baths: '2',
      area: '1.500 m²',
      owner: 'Sabine Kofler',
      externalAgent: '',
      agent: '',
      status: 'Zurückgezogen',
      // 23:30 UTC is already the next day in South Tyrol.
      createdAt: '02.03.26',
    });
    expect(cells('de').price).toMatch(/^1\.250\.000(,00)?\s€$/);
    expect(cells('en')).toMatchObject({ property_id: '1042', rent: 'Sale', area: '1,500 m²' });
    expect(cells('it')).toMatchObject({ status: 'Ritirato', place: 'Bolzano – Gries' });
  });

  it('leaves no cell of any column untranslated', () => {
    for (const language of ['it', 'de', 'en'] as const) {
      for (const text of Object.values(cells(language))) expect(text).not.toMatch(/:/);
    }
  });
});
