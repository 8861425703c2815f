/**
 * The alert mail's cards format their figures with the one listing formatter, as the web app's
 * cards do (buyer-side.md §9 alert mail; seller-side.md §2 Property card).
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '@domus/domain/core/constants';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { composeMatchAlertMail } from '../src/modules/matching/match-alert-mail.ts';

const land: PropertyCard = {
  _id: '00000000-0000-4000-8000-000000000001',
  property_id: 4711,
  category: 'buildingland',
  type: {
    _id: '00000000-0000-4000-8000-000000000002',
    id: 'residential',
    type: 'buildingland',
    category: 'buildingland',
    name: { it: 'Terreno edificabile', de: 'Baugrund', en: 'Building land' },
  },
  rent: false,
  price: 250_000,
  title: { it: 'Terreno', de: 'Grund', en: 'Land' },
  location: { municipality: null, zone: null },
  area: 1500,
  rooms: null,
  baths: null,
  bedrooms: null,
  image: null,
  owner: null,
  createdAt: '2026-01-01T00:00:00.000Z',
} as unknown as PropertyCard;

const mail = (language: Language) =>
  composeMatchAlertMail({
    language,
    recipient: {
      rent: false,
      typeName: { it: 'Terreno', de: 'Grund', en: 'Land' },
      name: null,
      familyName: null,
    },
    places: [],
    listings: [land],
    links: {
      listing: () => 'https://example.com/l',
      matches: 'https://example.com/m',
      stop: 'https://example.com/s',
      absolute: (url) => url,
    },
  });

describe('alert mail cards (buyer-side.md §9)', () => {
  it('writes the area grouped as the card does: 1.500 m² in it and de, 1,500 m² in en', () => {
    expect(mail('it').text).toContain('1.500 m²');
    expect(mail('de').text).toContain('1.500 m²');
    expect(mail('en').text).toContain('1,500 m²');
  });

  it('writes prices in the reader’s form (issue 18 point 3): 250.000 € in it and de, €250,000 in en', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(mail('it').text)).toContain('250.000 €');
    expect(plain(mail('de').text)).toContain('250.000 €');
    expect(plain(mail('en').text)).toContain('€250,000');
    expect(plain(mail('en').html)).toContain('€250,000');
  });
});
