import { describe, expect, it } from 'vitest';
import { openImmoReadiness } from '@domus/domain/feeds/openimmo-mapping';
import { toFeedListing } from '../src/modules/feeds/immobiliare-feed.service.ts';
import type { FeedListingRow } from '../src/modules/properties/listing-queries.ts';

/** A published flat in Merano as the feed query reads it, placed by the built-in geocoder. */
function row(location: unknown, municipalityId: string | null = '021051'): FeedListingRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    propertyNumber: 1,
    category: 'residential',
    subtype: 'apartment',
    rent: false,
    price: 350000,
    title: { it: 'Trilocale', de: 'Dreizimmerwohnung', en: '' },
    description: { it: 'Luminoso', de: 'Hell', en: '' },
    details: {},
    energyConsumption: null,
    municipalityId,
    municipalityIt: 'Merano',
    municipalityDe: 'Meran',
    street: 'Corso Libertà',
    streetNumber: '1',
    approximate: true,
    location,
    submittedAt: null,
    updatedAt: new Date('2026-12-01T10:00:00Z'),
    pictureKeys: [],
    images: [],
    plans: [],
  };
}

const stored = (postalCode?: string) => ({
  address: {
    street: 'Corso Libertà',
    streetNumber: '1',
    municipality: { it: 'Merano', de: 'Meran' },
    municipalityId: '021051',
    ...(postalCode ? { postalCode } : {}),
  },
  coordinates: { lat: 46.6713, lng: 11.1594 },
  approximate: true,
});

const url = (key: string) => `https://domus.example/files/${key}`;

describe("feeds: the municipality's postal code for a location without one (issue 32 point 2)", () => {
  it('gives a listing stored without a postal code its municipality code, so OpenImmo takes it', () => {
    const listing = toFeedListing(row(stored()), url);
    expect(listing.postalCode).toBe('39012');
    expect([listing.latitude, listing.longitude]).toEqual([46.6713, 11.1594]);
    expect(openImmoReadiness(listing).map((issue) => issue.key)).not.toContain(
      'admin:feeds.openimmo.postalCode',
    );
  });

  it('keeps the code an outside geocoder stored, and gives none without a known municipality', () => {
    expect(toFeedListing(row(stored('39011')), url).postalCode).toBe('39011');
    expect(toFeedListing(row(stored(), null), url).postalCode).toBeUndefined();
    expect(toFeedListing(row(stored(), '022205'), url).postalCode).toBeUndefined();
    const refused = openImmoReadiness(toFeedListing(row(stored(), null), url));
    expect(refused.map((issue) => issue.key)).toContain('admin:feeds.openimmo.postalCode');
  });
});
