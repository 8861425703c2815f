/**
 * The immobiliare.it feed (issue 32 point 2 and point 6, decision 061): every listing the portal
 * would take yields a document valid against the published XSD v2.8, and every other one is
 * left out with a named reason.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SUBTYPES, type Subtype } from '@domus/domain/core/constants';
import {
  IMMOBILIARE_MIN_PICTURES,
  immobiliareReadiness,
  type FeedListing,
} from '@domus/domain/feeds/immobiliare-mapping';
import { listingArbitrary } from '@domus/domain/testing/listing-arbitrary';
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { adminDe } from '@domus/domain/i18n/locales/de/admin';
import { adminEn } from '@domus/domain/i18n/locales/en/admin';
import { immobiliareFeed, type FeedSkip } from '../src/modules/feeds/immobiliare-feed.builder.ts';
import { IMMOBILIARE_XSD, xmlSchemaErrors } from './helpers/xml-schema.ts';

const publisher = {
  name: 'Immobilien Domus',
  email: 'info@domus.example',
  phone: '+39 0471 000000',
};
const pictures = (id: string) =>
  Array.from(
    { length: IMMOBILIARE_MIN_PICTURES },
    (_, i) => `https://domus.example/files/${id}/${i}.jpg`,
  );

function readyListing(overrides: Partial<FeedListing> = {}): FeedListing {
  return {
    id: 'L-1',
    category: 'residential',
    subtype: 'apartment',
    rent: false,
    price: 420_000,
    details: { energyClass: 'B', energyConsumption: 48, nettoArea: 85, lift: true, floors: 4 },
    municipality: { name: 'Bolzano', istatCode: '021008' },
    postalCode: '39100',
    latitude: 46.49,
    longitude: 11.35,
    pictures: pictures('L-1'),
    descriptions: {
      it: { title: 'Trilocale in centro', text: 'Luminoso trilocale <con> balcone & cantina.' },
      de: { text: 'Helle Dreizimmerwohnung mit Balkon.' },
      en: { text: 'Bright three-room flat with balcony.' },
    },
    updatedAt: new Date('2026-11-30T10:00:00Z'),
    ...overrides,
  };
}

describe('immobiliare.it feed (issue 32 point 2)', () => {
  it('writes one listing of every category and subtype valid against the XSD v2.8', async () => {
    const listings = CATEGORIES.flatMap((category) =>
      (SUBTYPES[category] as readonly Subtype[]).map((subtype, index) =>
        readyListing({
          id: `${category}-${subtype}`,
          category,
          subtype,
          rent: category === 'commercial' && index % 2 === 1,
          pictures: pictures(`${category}-${subtype}`),
        }),
      ),
    );
    const skipped: FeedSkip[] = [];
    const xml = await immobiliareFeed(listings, {
      publisher,
      removals: [{ id: 'L-old', removedAt: new Date('2026-12-01T08:00:00Z') }],
      builtAt: new Date('2026-12-02T00:00:00Z'),
      onSkip: (skip) => skipped.push(skip),
    });
    expect(await xmlSchemaErrors(xml, IMMOBILIARE_XSD)).toEqual([]);
    expect(skipped).toEqual([]);
    expect(xml).toContain('<feed xmlns="http://feed.immobiliare.it"><version>2.8</version>');
    expect(xml.match(/<property operation="write">/g)).toHaveLength(listings.length);
    expect(xml).toContain('<property operation="delete"><unique-id>L-old</unique-id>');
    // What the portal reads: price, ISTAT code, public picture URLs, the three languages.
    expect(xml).toContain('<price currency="EUR">420000</price>');
    expect(xml).toContain('<city code="021008">Bolzano</city>');
    expect(xml).toContain(
      '<picture position="1" url="https://domus.example/files/residential-apartment/0.jpg"/>',
    );
    for (const language of ['it', 'de', 'en']) {
      expect(xml).toContain(`<description language="${language}">`);
    }
    expect(xml).toContain('&lt;con&gt; balcone &amp; cantina');
    expect(xml).toContain('<transaction type="R">');
    expect(xml).toContain('<energy-class value="esente"/>');
    // The field definitions' feeds entries (lift, floors) land in extra-features.
    expect(xml).toContain('<extra-features><num-floors>4</num-floors><elevator>true</elevator>');
  });

  it('names what the portal requires that a listing lacks, in it, de and en', () => {
    const lacking = readyListing({
      price: null,
      details: { energyClass: 'undefined' },
      municipality: { name: 'Bolzano', istatCode: null },
      pictures: [],
      descriptions: { de: { text: 'Nur deutsch.' } },
    });
    const issues = immobiliareReadiness(lacking);
    expect(issues.map((issue) => issue.field)).toEqual([
      'price',
      'energyClass',
      'location',
      'images',
      'description',
    ]);
    for (const catalog of [adminIt, adminDe, adminEn]) {
      for (const { key } of issues) {
        const name = key.split('.').pop() as keyof typeof adminIt.feeds.immobiliare;
        expect(catalog.feeds.immobiliare[name]).toBeTruthy();
      }
    }
  });

  it('each generated listing is ready and schema-valid, or left out with a named reason', async () => {
    const feedListing = fc
      .record({
        generated: listingArbitrary(),
        price: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
        istat: fc.constantFrom('021008', '021051', null, '21'),
        pictureCount: fc.nat({ max: 5 }),
        it: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
        de: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
      })
      .map(({ generated, price, istat, pictureCount, it, de }): FeedListing => ({
        ...readyListing(),
        id: `G-${generated.category}-${generated.subtype}`,
        category: generated.category,
        subtype: generated.subtype,
        rent: generated.rent,
        price,
        details: generated.details,
        municipality: { name: 'Merano', istatCode: istat },
        pictures: pictures('G')
          .slice(0, pictureCount)
          .concat(pictureCount > 3 ? ['https://domus.example/x.jpg'] : []),
        descriptions: {
          ...(it !== undefined ? { it: { text: it } } : {}),
          ...(de !== undefined ? { de: { text: de } } : {}),
        },
      }));
    await fc.assert(
      fc.asyncProperty(feedListing, async (listing) => {
        const skipped: FeedSkip[] = [];
        const xml = await immobiliareFeed([listing], { publisher, onSkip: (s) => skipped.push(s) });
        const ready = immobiliareReadiness(listing).length === 0;
        if (ready) {
          expect(skipped).toEqual([]);
          expect(await xmlSchemaErrors(xml, IMMOBILIARE_XSD)).toEqual([]);
        } else {
          expect(skipped).toHaveLength(1);
          expect(skipped[0]!.issues.length).toBeGreaterThan(0);
          for (const issue of skipped[0]!.issues) expect(issue.field).toBeTruthy();
          expect(xml).not.toContain('<property ');
        }
      }),
      { numRuns: 60 },
    );
  });
});
