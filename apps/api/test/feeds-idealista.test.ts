/**
 * The idealista export (issue 32 point 2, decision 066): every listing the portal would take
 * yields a customer file valid against the published JSON schemas of feeds v6, and every other
 * one is left out with a named reason.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SUBTYPES, type Subtype } from '@domus/domain/core/constants';
import {
  IDEALISTA_MAX_DESCRIPTION,
  idealistaReadiness,
  type FeedListing,
  type IdealistaProperty,
} from '@domus/domain/feeds/idealista-mapping';
import { listingArbitrary } from '@domus/domain/testing/listing-arbitrary';
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { adminDe } from '@domus/domain/i18n/locales/de/admin';
import { adminEn } from '@domus/domain/i18n/locales/en/admin';
import {
  idealistaFeed,
  idealistaFeedChunks,
  idealistaSendDate,
} from '../src/modules/feeds/idealista-feed.builder.ts';
import { idealistaFormat } from '../src/modules/feeds/idealista.format.ts';
import type { FeedSkip, PortalExportInput } from '../src/modules/feeds/portal-format.ts';
import { draftSensitiveKeywords, idealistaSchemaErrors } from './helpers/json-schema.ts';

const CUSTOMER_CODE = `ilc${'a1'.repeat(20)}`;
const publisher = {
  name: 'Immobilien Domus',
  email: 'info@domus.example',
  phone: '+39 0471 000000',
  portalCustomerId: CUSTOMER_CODE,
};
const pictures = (id: string, count = 2) =>
  Array.from({ length: count }, (_, i) => `https://domus.example/files/${id}/${i}.jpg`);

/** Category fields that make a listing of each category ready (area, rooms, energy class). */
const READY_DETAILS: Record<string, Record<string, unknown>> = {
  residential: {
    energyClass: 'B',
    energyConsumption: 48,
    area: 95,
    nettoArea: 85,
    rooms: { bed: 2, living: 1, bath: 1, wc: 1 },
    lift: true,
    constructionYear: 1998,
    minFloor: 2,
    maxFloor: 2,
    orientation: ['S', 'NE'],
    condition: 2,
    heating: 'autonom',
    heatingType: 'gas',
    garden: { type: 'private', area: 40 },
    furnishing: 'full',
    areas: { balcony: { amount: 1, area: 6 }, cellar: { amount: 1, area: 8 } },
    parking: { garage: { number: 1, price: 25_000 } },
    fees: 1_200,
  },
  garage: { area: 18, floor: -1 },
  commercial: {
    energyClass: 'C',
    energyConsumption: 70,
    area: 240,
    floors: 3,
    rooms: { bath: 2, wc: 1 },
    sellType: 'walls',
    constructionYear: 1985,
  },
  buildingland: { grossArea: 1_200 },
  agriculture: { area: 25_000 },
};

function readyListing(overrides: Partial<FeedListing> = {}): FeedListing {
  const category = overrides.category ?? 'residential';
  return {
    id: 'L-1',
    category,
    subtype: 'apartment',
    rent: false,
    price: 420_000,
    details: READY_DETAILS[category]!,
    municipality: { name: 'Bolzano', istatCode: '021008' },
    address: { street: 'Via Museo', streetNumber: '12', approximate: false },
    postalCode: '39100',
    latitude: 46.4983,
    longitude: 11.3548,
    pictures: pictures('L-1'),
    plans: [
      {
        url: 'https://domus.example/files/L-1/plan.png',
        key: 'L-1/plan.png',
        mime: 'image/png',
        name: 'plan.png',
      },
      {
        url: 'https://domus.example/files/L-1/plan.pdf',
        key: 'L-1/plan.pdf',
        mime: 'application/pdf',
        name: 'plan.pdf',
      },
    ],
    descriptions: {
      it: { title: 'Trilocale in centro', text: 'Luminoso trilocale "con" balcone.\n\nCantina.' },
      de: { text: 'Helle Dreizimmerwohnung mit Balkon.' },
      en: { text: 'Bright three-room flat with balcony.' },
    },
    contact: { name: 'Anna Huber', email: 'anna@domus.it', phone: '0471 123456' },
    updatedAt: new Date('2026-11-30T10:00:00Z'),
    ...overrides,
  };
}

type CustomerFile = {
  customerCode?: string;
  customerCountry: string;
  customerSendDate: string;
  customerProperties: IdealistaProperty[];
};

describe('idealista export (issue 32 point 2)', () => {
  it('reads the draft-04 schemas with keywords draft-07 validates alike', () => {
    expect(draftSensitiveKeywords()).toEqual([]);
  });

  it('writes one listing of every category and subtype valid against the v6 schemas', async () => {
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
    const json = await idealistaFeed(listings, {
      publisher,
      sentAt: new Date('2026-12-02T17:05:09Z'),
      onSkip: (skip) => skipped.push(skip),
    });
    expect(idealistaSchemaErrors(json)).toEqual([]);
    expect(skipped).toEqual([]);
    const file = JSON.parse(json) as CustomerFile;
    expect(file.customerCode).toBe(CUSTOMER_CODE);
    expect(file.customerCountry).toBe('Italy');
    // The agency's clock: 17:05 UTC is 18:05 in Bolzano in December.
    expect(file.customerSendDate).toBe('2026/12/02 18:05:09');
    expect(file.customerProperties).toHaveLength(listings.length);
    const byCode = new Map(file.customerProperties.map((p) => [p.propertyCode, p]));
    // What idealista shows: the type of every subtype.
    const types = Object.fromEntries(
      [...byCode].map(([code, p]) => [code, p.propertyFeatures.featuresType]),
    );
    expect(types).toEqual({
      'residential-apartment': 'flat',
      'residential-house': 'house_independent',
      'residential-villa': 'house_villa',
      'residential-townhouse': 'house_terraced',
      'garage-garage': 'garage',
      'garage-parkingLot': 'garage',
      'commercial-hotel': 'building',
      'commercial-industry': 'premises_industrial',
      'commercial-workshop': 'premises_industrial',
      'commercial-warehouse': 'storage',
      'commercial-office': 'office',
      'commercial-store': 'premises_commercial',
      'commercial-bar': 'premises_commercial',
      'commercial-restaurant': 'premises_commercial',
      'buildingland-residential': 'land_urban',
      'buildingland-industrial': 'land_urban',
      'buildingland-hotel': 'land_urban',
      'agriculture-agriculture': 'land_countrynonbuildable',
    });
    const flat = byCode.get('residential-apartment')!;
    expect(flat.propertyOperation).toEqual({
      operationType: 'sale',
      operationPrice: 420_000,
      operationPriceCommunity: 100,
    });
    expect(flat.propertyAddress).toMatchObject({
      addressVisibility: 'full',
      addressStreetName: 'Via Museo',
      addressStreetNumber: '12',
      addressTown: 'Bolzano',
      addressPostalCode: '39100',
      addressNsiCode: '021008',
      addressCountry: 'Italy',
      addressFloor: '2',
      addressCoordinatesPrecision: 'exact',
    });
    expect(flat.propertyFeatures).toMatchObject({
      featuresAreaConstructed: 95,
      featuresAreaUsable: 85,
      featuresBathroomNumber: 2,
      featuresBedroomNumber: 2,
      featuresRooms: 3,
      featuresEnergyCertificateRating: 'B',
      featuresEnergyCertificatePerformance: 48,
      featuresConservation: 'good',
      featuresOrientationSouth: true,
      featuresOrientationNorth: true,
      featuresOrientationEast: true,
      featuresHeatingType: 'individualGas',
      featuresGarden: true,
      featuresEquippedWithFurniture: true,
      featuresBalcony: true,
      featuresStorage: true,
      featuresParkingAvailable: true,
      // The field definitions' feeds entries (lift, construction year).
      featuresLiftAvailable: true,
      featuresBuiltYear: 1998,
    });
    // A lift is a flat's feature only: the schema refuses it for a house.
    expect(byCode.get('residential-house')!.propertyFeatures).not.toHaveProperty(
      'featuresLiftAvailable',
    );
    expect(byCode.get('commercial-office')!.propertyFeatures.featuresFloorsBuilding).toBe(3);
    expect(byCode.get('garage-parkingLot')!.propertyFeatures.featuresParkingType).toBe(
      'parking_space',
    );
    expect(byCode.get('garage-garage')!.propertyAddress.addressFloor).toBe('-1');
    expect(byCode.get('commercial-industry')!.propertyOperation.operationType).toBe('rent');
    expect(byCode.get('agriculture-agriculture')!.propertyFeatures.featuresAreaPlot).toBe(25_000);
    // Descriptions in the three languages, on one line (the schema's strings take no breaks).
    expect(flat.propertyDescriptions).toEqual([
      {
        descriptionLanguage: 'italian',
        descriptionText: 'Luminoso trilocale "con" balcone. Cantina.',
      },
      { descriptionLanguage: 'german', descriptionText: 'Helle Dreizimmerwohnung mit Balkon.' },
      { descriptionLanguage: 'english', descriptionText: 'Bright three-room flat with balcony.' },
    ]);
    // Pictures by public URL in order, then the image plan labelled; the PDF plan is no image.
    expect(flat.propertyImages).toEqual([
      { imageOrder: 1, imageUrl: 'https://domus.example/files/residential-apartment/0.jpg' },
      { imageOrder: 2, imageUrl: 'https://domus.example/files/residential-apartment/1.jpg' },
      { imageOrder: 3, imageUrl: 'https://domus.example/files/L-1/plan.png', imageLabel: 'plan' },
    ]);
    expect(flat.propertyContact).toEqual({
      contactName: 'Anna Huber',
      contactEmail: 'anna@domus.it',
      contactPrimaryPhonePrefix: '39',
      contactPrimaryPhoneNumber: '0471123456',
    });
    // The schema's e-mail takes top-level domains of two to five letters: the agency's
    // info@domus.example is left out rather than refused with the whole file.
    expect((JSON.parse(json) as { customerContact: unknown }).customerContact).toEqual({
      contactName: 'Immobilien Domus',
      contactPrimaryPhonePrefix: '39',
      contactPrimaryPhoneNumber: '0471000000',
    });
  });

  it('hides the address of an approximate position and moves its marker', async () => {
    const json = await idealistaFeed(
      [readyListing({ address: { street: 'Via Museo', streetNumber: '12', approximate: true } })],
      { publisher },
    );
    expect(idealistaSchemaErrors(json)).toEqual([]);
    const [property] = (JSON.parse(json) as CustomerFile).customerProperties;
    expect(property!.propertyAddress).toMatchObject({
      addressVisibility: 'hidden',
      addressCoordinatesPrecision: 'moved',
    });
  });

  it('the schemas refuse what the mapping must not write (the check can fail)', async () => {
    const json = await idealistaFeed([readyListing()], { publisher });
    const broken = json.replace('"featuresType":"flat"', '"featuresType":"villa"');
    expect(idealistaSchemaErrors(broken)).not.toEqual([]);
    const secondImage = json.replace(
      '"imageUrl":"https://domus.example/files/L-1/1.jpg"',
      '"imageUrl":"/files/L-1/1.jpg"',
    );
    expect(idealistaSchemaErrors(secondImage).join()).toContain('propertyImages/1');
  });

  it('names what idealista requires that a listing lacks, in it, de and en', () => {
    const lacking = readyListing({
      price: null,
      details: { energyClass: 'undefined', rooms: { bath: 0 } },
      address: { street: '', streetNumber: '', approximate: true },
      latitude: null,
      longitude: null,
      pictures: ['/files/relative.jpg'],
      descriptions: { de: { text: 'x'.repeat(IDEALISTA_MAX_DESCRIPTION + 1) } },
    });
    const issues = idealistaReadiness(lacking);
    expect(issues.map((issue) => issue.key)).toEqual([
      'admin:feeds.idealista.price',
      'admin:feeds.idealista.area',
      'admin:feeds.idealista.bathrooms',
      'admin:feeds.idealista.rooms',
      'admin:feeds.idealista.energyClass',
      'admin:feeds.idealista.location',
      'admin:feeds.idealista.pictures',
      'admin:feeds.idealista.descriptionIt',
      'admin:feeds.idealista.descriptionLength',
    ]);
    const business = readyListing({
      category: 'commercial',
      subtype: 'bar',
      details: { ...READY_DETAILS.commercial, sellType: 'activity' },
    });
    expect(idealistaReadiness(business)).toEqual([
      { key: 'admin:feeds.idealista.sellType', field: 'sellType' },
    ]);
    const unmapped = readyListing({ subtype: 'castle' as Subtype });
    expect(idealistaReadiness(unmapped).map((issue) => issue.field)).toEqual(['type']);
    const allKeys = [...issues, ...idealistaReadiness(business), ...idealistaReadiness(unmapped)];
    for (const catalog of [adminIt, adminDe, adminEn]) {
      const texts = (catalog.feeds as Record<string, Record<string, string> | undefined>).idealista;
      for (const { key, values } of allKeys) {
        const text = texts?.[key.split('.').pop()!];
        expect(text, key).toBeTruthy();
        // The admin interpolates the issue's values: each one the text names.
        for (const name of Object.keys(values ?? {})) expect(text).toContain(`{{${name}}}`);
      }
    }
  });

  it('exports one file named by the customer code, streamed a listing per chunk', async () => {
    const input: PortalExportInput = {
      listings: (async function* () {
        yield readyListing({ id: 'A' });
        yield readyListing({ id: 'B', price: null });
        yield readyListing({ id: 'C' });
      })(),
      removals: [{ id: 'GONE', removedAt: new Date('2026-12-01T08:00:00Z') }],
      publisher,
      scope: 'full',
      readFile: () => Promise.reject(new Error('idealista fetches pictures by URL')),
    };
    const skipped: FeedSkip[] = [];
    const files = [];
    for await (const file of idealistaFormat.exportFiles({
      ...input,
      onSkip: (s) => skipped.push(s),
    })) {
      const chunks: string[] = [];
      for await (const chunk of file.body) chunks.push(String(chunk));
      files.push({ ...file, chunks });
    }
    expect(files.map((f) => [f.name, f.mime])).toEqual([
      [`${CUSTOMER_CODE}.json`, 'application/json'],
    ]);
    // Head, the two ready listings, tail.
    expect(files[0]!.chunks).toHaveLength(4);
    const json = files[0]!.chunks.join('');
    expect(idealistaSchemaErrors(json)).toEqual([]);
    const codes = (JSON.parse(json) as CustomerFile).customerProperties.map((p) => p.propertyCode);
    // A removal is written by leaving the listing out: the file is the whole stock.
    expect(codes).toEqual(['A', 'C']);
    expect(json).not.toContain('GONE');
    expect(skipped.map((s) => [s.id, s.issues.map((i) => i.field)])).toEqual([['B', ['price']]]);
    await expect(async () => {
      for await (const file of idealistaFormat.exportFiles({ ...input, scope: 'partial' })) {
        void file;
      }
    }).rejects.toThrow(/full/);
  });

  it('writes the send date in the agency time zone, summer and winter', () => {
    expect(idealistaSendDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026/07/02 00:30:00');
    expect(idealistaSendDate(new Date('2026-01-31T23:59:59Z'))).toBe('2026/02/01 00:59:59');
  });

  it('each generated listing is schema-valid or left out with named reasons', async () => {
    const feedListing = fc
      .record({
        generated: listingArbitrary(),
        price: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
        street: fc.constantFrom('Via Museo', '', 'x'.repeat(201)),
        coordinates: fc.boolean(),
        approximate: fc.boolean(),
        pictureCount: fc.nat({ max: 3 }),
        it: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
        de: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
        phone: fc.constantFrom('+39 0471 000000', '+49 89 1234', '12', ''),
      })
      .map(({ generated, price, street, coordinates, approximate, pictureCount, it, de, phone }) =>
        readyListing({
          id: `G-${generated.category}-${generated.subtype}`,
          category: generated.category,
          subtype: generated.subtype,
          rent: generated.rent,
          price,
          details: generated.details,
          address: { street, streetNumber: '3a', approximate },
          latitude: coordinates ? 46.67 : null,
          longitude: coordinates ? 11.16 : null,
          pictures: pictures('G', pictureCount).concat(['/files/relative.jpg']),
          descriptions: {
            ...(it !== undefined ? { it: { text: it } } : {}),
            ...(de !== undefined ? { de: { text: de } } : {}),
          },
          contact: { name: 'Agent', email: 'agent@domus.example', phone },
        }),
      );
    let ready = 0;
    await fc.assert(
      fc.asyncProperty(feedListing, async (listing) => {
        const skipped: FeedSkip[] = [];
        const json = await idealistaFeed([listing], { publisher, onSkip: (s) => skipped.push(s) });
        // The file is valid in either case: with the listing, or without it.
        expect(idealistaSchemaErrors(json)).toEqual([]);
        const written = (JSON.parse(json) as CustomerFile).customerProperties;
        if (idealistaReadiness(listing).length === 0) {
          ready += 1;
          expect(skipped).toEqual([]);
          expect(written).toHaveLength(1);
        } else {
          expect(written).toHaveLength(0);
          expect(skipped).toHaveLength(1);
          expect(skipped[0]!.issues.length).toBeGreaterThan(0);
          for (const issue of skipped[0]!.issues) expect(issue.field).toBeTruthy();
        }
      }),
      { numRuns: 150 },
    );
    // Both branches ran: some generated listings were written and checked against the schemas.
    expect(ready).toBeGreaterThan(10);
  });

  it('streams without holding the export: chunks come before the listings end', async () => {
    let produced = 0;
    async function* many() {
      for (let i = 0; i < 1_000; i += 1) {
        produced += 1;
        yield readyListing({ id: `S-${i}` });
      }
    }
    const chunks = idealistaFeedChunks(many(), { publisher });
    await chunks.next();
    await chunks.next();
    expect(produced).toBe(1);
    await chunks.return(undefined);
  });
});
