/**
 * The wohnen-in-suedtirol.it export (issue 32 point 2, decision 065): the folder the portal
 * fetches each night holds `WIS_IMPORT.XML`, valid against the interface's DTD and the schema
 * of its version 2.2, in UTF-8, and every picture and plan it names; a listing the portal would
 * refuse or misstate is named with its reasons and deleted there.
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SUBTYPES, type Subtype } from '@domus/domain/core/constants';
import type { FeedListing, FeedMedia } from '@domus/domain/feeds/feed-listing';
import {
  WIS_ELEMENTS_SINCE_2_2,
  WIS_FILE_NAME,
  wisReadiness,
} from '@domus/domain/feeds/wis-mapping';
import { WIS_MUNICIPALITY_NAMES } from '@domus/domain/feeds/wis-municipalities';
import { adminDe } from '@domus/domain/i18n/locales/de/admin';
import { adminEn } from '@domus/domain/i18n/locales/en/admin';
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { listingArbitrary } from '@domus/domain/testing/listing-arbitrary';
import type {
  FeedRemoval,
  FeedSkip,
  PortalExportInput,
} from '../src/modules/feeds/portal-format.ts';
import { wisFormat } from '../src/modules/feeds/wis.format.ts';
import { dtdErrors, dtdToXsd } from './helpers/dtd-schema.ts';
import { xmlSchemaErrors } from './helpers/xml-schema.ts';

const FIXTURES = new URL('fixtures/feeds/wis/', import.meta.url);
const WIS_DTD = readFileSync(new URL('wis.dtd', FIXTURES), 'utf8');
const WIS_XSD = readFileSync(new URL('unofficial.xsd', FIXTURES), 'utf8');
/** The portal's list of places, as published: one name a line, in ISO-8859-1. */
const WIS_PLACES = new TextDecoder('latin1')
  .decode(readFileSync(new URL('gemeinden.csv', FIXTURES)))
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);
const DOMUS_MUNICIPALITIES = readFileSync(
  new URL('../assets/places/bz_municipalities.csv', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [code, , , , nameIt, nameDe] = line.split(',');
    return { code: code!, nameIt: nameIt!, nameDe: nameDe! };
  });

const publisher = {
  name: 'Immobilien Domus',
  email: 'info@domus.example',
  phone: '+39 0471 000000',
  portalCustomerId: '4711',
};
const NOW = new Date('2026-12-02T23:30:00Z');

const media = (key: string, mime: string): FeedMedia => ({
  key,
  mime,
  url: `https://domus.example/files/${key}`,
  name: key.split('/').pop()!,
});

function readyListing(overrides: Partial<FeedListing> = {}): FeedListing {
  const id = overrides.id ?? '1001';
  return {
    id,
    category: 'residential',
    subtype: 'apartment',
    rent: false,
    price: 420_000,
    details: {
      energyClass: 'B',
      nettoArea: 85.5,
      lift: true,
      conventionated: false,
      constructionYear: 1998,
      minFloor: 0,
      maxFloor: 1,
      rooms: { bed: 2, living: 1, bath: 1 },
      areas: { balcony: { amount: 1, area: 6 }, cellar: { amount: 1, area: 8 } },
      garden: { type: 'no', area: 0 },
      parking: { garage: { number: 1, price: 0 } },
      heating: 'autonom',
    },
    municipality: { name: 'Bolzano', nameDe: 'Bozen', istatCode: '021008' },
    address: { street: 'Via Roma', streetNumber: '14a', approximate: false },
    postalCode: '39100',
    latitude: 46.49,
    longitude: 11.35,
    pictures: [],
    images: [media(`img/${id}/a.jpg`, 'image/jpeg'), media(`img/${id}/b.jpg`, 'image/jpeg')],
    plans: [media(`plan/${id}/p.png`, 'image/png'), media(`plan/${id}/p.pdf`, 'application/pdf')],
    descriptions: {
      it: { title: 'Trilocale in centro', text: 'Luminoso trilocale <con> balcone & cantina.' },
      de: { text: 'Helle Dreizimmerwohnung mit Balkon.' },
      en: { text: 'Bright three-room flat.' },
    },
    updatedAt: new Date('2026-11-30T10:00:00Z'),
    ...overrides,
  };
}

/** What the portal finds in the folder after one export: every file by name, in upload order. */
async function exportFolder(
  listings: FeedListing[],
  options: Partial<Omit<PortalExportInput, 'listings'>> = {},
) {
  const skipped: FeedSkip[] = [];
  const files = new Map<string, Buffer>();
  const order: string[] = [];
  const input: PortalExportInput = {
    listings: (async function* () {
      yield* listings;
    })(),
    removals: [] as FeedRemoval[],
    publisher,
    scope: 'full',
    readFile: async (key) => Readable.from([Buffer.from(`bytes of ${key}`)]),
    onSkip: (skip) => skipped.push(skip),
    now: NOW,
    ...options,
  };
  for await (const file of wisFormat.exportFiles(input)) {
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
    files.set(file.name, Buffer.concat(chunks));
    order.push(file.name);
  }
  const bytes = files.get(WIS_FILE_NAME)!;
  return { files, order, bytes, xml: new TextDecoder('utf-8').decode(bytes), skipped };
}

/** The document without the elements the DTD predates, for the check against the DTD as is. */
function withoutVersion22(xml: string): string {
  return xml.replace(new RegExp(`<(${WIS_ELEMENTS_SINCE_2_2.join('|')})>[^<]*</\\1>`, 'g'), '');
}

/** Every `<OBJEKT>` as a map of its elements' texts. */
function objectsOf(xml: string): Map<string, string>[] {
  return [...xml.matchAll(/<OBJEKT>([\s\S]*?)<\/OBJEKT>/g)].map(
    (match) => new Map([...match[1]!.matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map((m) => [m[1]!, m[2]!])),
  );
}

/** The catalog's texts of the WIS reasons (`admin:feeds.wis.*`). */
function wisTexts(catalog: { feeds: object }): Record<string, string | undefined> {
  return (catalog.feeds as Record<string, Record<string, string> | undefined>).wis ?? {};
}

async function expectValid(xml: string) {
  expect(await xmlSchemaErrors(xml, WIS_XSD)).toEqual([]);
  expect(await dtdErrors(withoutVersion22(xml), WIS_DTD, 'WIS')).toEqual([]);
}

describe('the DTD check without a native build (decision 065)', () => {
  const minimal = (objekt: string) =>
    `<?xml version="1.0" encoding="utf-8"?><WIS><BENUTZER><KDNR>1</KDNR></BENUTZER><OBJEKTE><ANZAHL>1</ANZAHL><OBJEKT>${objekt}</OBJEKT></OBJEKTE></WIS>`;

  it('accepts what the DTD accepts and refuses order, unknown elements and a wrong root', async () => {
    expect(await dtdErrors(minimal('<ID>a</ID><LOESCHEN>nein</LOESCHEN>'), WIS_DTD, 'WIS')).toEqual(
      [],
    );
    expect(
      await dtdErrors(minimal('<LOESCHEN>nein</LOESCHEN><ID>a</ID>'), WIS_DTD, 'WIS'),
    ).not.toEqual([]);
    expect(await dtdErrors(minimal('<ID>a</ID><STRASSE>x</STRASSE>'), WIS_DTD, 'WIS')).not.toEqual(
      [],
    );
    expect(await dtdErrors('<OBJEKTE><ANZAHL>0</ANZAHL></OBJEKTE>', WIS_DTD, 'WIS')).not.toEqual(
      [],
    );
    expect(
      await dtdErrors('<WIS><OBJEKTE><ANZAHL>0</ANZAHL></OBJEKTE></WIS>', WIS_DTD, 'WIS'),
    ).not.toEqual([]);
  });

  it('refuses a DTD construct it cannot translate exactly', () => {
    expect(() => dtdToXsd('<!ELEMENT A (#PCDATA)><!ATTLIST A b CDATA #IMPLIED>')).toThrow();
    expect(() => dtdToXsd('<!ELEMENT A (B|C)>')).toThrow();
    expect(() => dtdToXsd('<!ELEMENT A (#PCDATA|B)*>')).toThrow();
  });
});

describe('wohnen-in-suedtirol.it export (issue 32 point 2)', () => {
  it('maps every South Tyrolean municipality of the place data to a name of the portal’s list', () => {
    expect(DOMUS_MUNICIPALITIES).toHaveLength(116);
    for (const { code, nameDe } of DOMUS_MUNICIPALITIES) {
      const name = WIS_MUNICIPALITY_NAMES[code];
      expect(name, `${code} ${nameDe}`).toBeDefined();
      expect(WIS_PLACES, `${code} ${nameDe}`).toContain(name);
    }
    expect(Object.keys(WIS_MUNICIPALITY_NAMES).sort()).toEqual(
      DOMUS_MUNICIPALITIES.map((m) => m.code).sort(),
    );
    expect(WIS_MUNICIPALITY_NAMES['021008']).toBe('Bozen');
    expect(WIS_MUNICIPALITY_NAMES['021061']).toBe('St. Ulrich / Urtijëi');
  });

  it('writes a listing of every category and subtype, valid, with the object types the portal shows', async () => {
    const expected: Record<string, string> = {
      'residential-apartment': 'wohnung',
      'residential-house': 'einfamilienhaus',
      'residential-villa': 'einfamilienhaus',
      'residential-townhouse': 'reihenhaus',
      'garage-garage': 'garage',
      'garage-parkingLot': 'garage',
      'commercial-hotel': 'gastgewerbeobjekt',
      'commercial-industry': 'gewerbehalle',
      'commercial-workshop': 'gewerbehalle',
      'commercial-warehouse': 'gewerbehalle',
      'commercial-office': 'buero',
      'commercial-store': 'geschaeft',
      'commercial-bar': 'gastgewerbeobjekt',
      'commercial-restaurant': 'gastgewerbeobjekt',
      'buildingland-residential': 'baugrund',
      'buildingland-industrial': 'baugrund',
      'buildingland-hotel': 'baugrund',
      'agriculture-agriculture': 'kulturgrund',
    };
    const listings = CATEGORIES.flatMap((category) =>
      (SUBTYPES[category] as readonly Subtype[]).map((subtype, index) =>
        readyListing({
          id: `${category}-${subtype}`,
          category,
          subtype,
          rent: category === 'commercial' && index % 2 === 1,
        }),
      ),
    );
    expect(listings.map((l) => `${l.category}-${l.subtype}`).sort()).toEqual(
      Object.keys(expected).sort(),
    );
    const { xml, skipped, files, order } = await exportFolder(listings, {
      removals: [{ id: '900', removedAt: new Date('2026-12-01T08:00:00Z') }],
    });
    expect(skipped).toEqual([]);
    await expectValid(xml);
    const objects = objectsOf(xml);
    expect(xml).toContain('<BENUTZER><KDNR>4711</KDNR></BENUTZER>');
    expect(xml).toContain(`<ANZAHL>${listings.length + 1}</ANZAHL>`);
    for (const listing of listings) {
      const object = objects.find((o) => o.get('ID') === listing.id)!;
      expect(object.get('IMMOBILIENART')).toBe(expected[`${listing.category}-${listing.subtype}`]);
      expect(object.get('LOESCHEN')).toBe('nein');
      expect(object.get('ORT')).toBe('Bozen');
      expect(object.get('MIETEKAUF')).toBe(listing.rent ? 'miete' : 'kauf');
    }
    expect(objects.find((o) => o.get('ID') === '900')?.get('LOESCHEN')).toBe('ja');
    // The data file comes last, after every file it names; each name it gives is in the folder.
    expect(order.at(-1)).toBe(WIS_FILE_NAME);
    const referenced = objects.flatMap((o) =>
      [...o].filter(([name]) => /^(BILD|DOWNLOAD)\d+$/.test(name)).map(([, file]) => file),
    );
    expect(referenced.length).toBe(listings.length * 4);
    expect(new Set(referenced).size).toBe(referenced.length);
    expect([...files.keys()].filter((name) => name !== WIS_FILE_NAME).sort()).toEqual(
      [...referenced].sort(),
    );
    for (const name of referenced) expect(files.get(name)!.length).toBeGreaterThan(0);
  });

  it('writes the values the portal reads: price, area, floors, amenities, energy, texts, media', async () => {
    const { xml, files } = await exportFolder([readyListing()]);
    const object = objectsOf(xml)[0]!;
    expect(Object.fromEntries(object)).toMatchObject({
      ID: '1001',
      PREIS: '420000.00',
      AUFANFRAGE: 'nein',
      NUTZFLAECHE: '85.50',
      FLAECHEART: 'netto',
      STRASSE: 'Via Roma',
      HAUSNUMMER: '14a',
      LAT: '46.49',
      LNG: '11.35',
      KONVENTIONIERT: 'nein',
      ENERGIEEFFIZIENZKLASSE: 'B',
      KLIMAHAUS: 'B',
      ZUSTAND: 'gebraucht',
      ZIMMER: '3',
      STOCKWERKE: '2',
      // Domus's ground floor 0 is the portal's 1.
      STOCKWERK: '1',
      AUFZUG: 'ja',
      GARAGE: 'ja',
      ABSTELLPLATZ: 'nein',
      GRUENFLAECHE: 'nein',
      KELLER: 'ja',
      BALKON: 'ja',
      TERRASSE: 'nein',
      HEIZUNG: 'autonom',
      BAUJAHR: '1998',
      INFODE: 'Helle Dreizimmerwohnung mit Balkon.',
    });
    // The title leads the Italian text; markup in a text is escaped, not written.
    expect(object.get('INFOIT')).toBe(
      'Trilocale in centro\n\nLuminoso trilocale &lt;con&gt; balcone &amp; cantina.',
    );
    // Valid for the validity window, in South Tyrol's time (23:30 UTC is 00:30 in Bolzano).
    expect(object.get('GUELTIGBIS')).toBe('2027-01-02 00:30:00');
    // Pictures, then the picture plan, fill BILD; the PDF plan is a download.
    expect(object.get('BILD1')).toMatch(/^1001-bild1-[0-9a-f]{8}\.jpg$/);
    expect(object.get('BILD3')).toMatch(/^1001-bild3-[0-9a-f]{8}\.png$/);
    expect(object.get('DOWNLOAD1')).toMatch(/^1001-download1-[0-9a-f]{8}\.pdf$/);
    expect(object.has('BILD4')).toBe(false);
    expect(files.get(object.get('DOWNLOAD1')!)!.toString()).toBe('bytes of plan/1001/p.pdf');
    expect(files.get(object.get('BILD1')!)!.toString()).toBe('bytes of img/1001/a.jpg');
  });

  it('sends a listing without a price as "on request" and hides an approximate address', async () => {
    const { xml } = await exportFolder([
      readyListing({
        category: 'garage',
        subtype: 'parkingLot',
        price: null,
        details: { area: 12, floor: -1, cubic: 30 },
        address: { street: 'Via Roma', streetNumber: '1', approximate: true },
      }),
    ]);
    await expectValid(xml);
    const object = objectsOf(xml)[0]!;
    expect(object.get('PREIS')).toBe('0.00');
    expect(object.get('AUFANFRAGE')).toBe('ja');
    expect(object.get('GARAGE')).toBe('nein');
    expect(object.get('ABSTELLPLATZ')).toBe('ja');
    for (const hidden of ['STRASSE', 'HAUSNUMMER', 'LAT', 'LNG', 'STOCKWERK']) {
      expect(object.has(hidden), hidden).toBe(false);
    }
    // A garage carries no energy certificate in Domus; none is invented.
    expect(object.has('ENERGIEEFFIZIENZKLASSE')).toBe(false);
  });

  it('names what the portal requires that a listing lacks, in it, de and en, and deletes it there', async () => {
    const lacking = readyListing({
      id: '77',
      price: 120_000_000,
      details: { energyClass: 'undefined' },
      municipality: { name: 'Trento', istatCode: '022205' },
      descriptions: { en: { text: 'Only English.' } },
    });
    const issues = wisReadiness(lacking);
    expect(issues.map((issue) => issue.key)).toEqual([
      'admin:feeds.wis.municipality',
      'admin:feeds.wis.energyClass',
      'admin:feeds.wis.price',
      'admin:feeds.wis.description',
    ]);
    expect(issues.map((issue) => issue.field)).toEqual([
      'location',
      'energyClass',
      'price',
      'description',
    ]);
    expect(wisReadiness(readyListing({ subtype: 'hotel' })).map((i) => i.key)).toEqual([
      'admin:feeds.wis.type',
    ]);
    for (const catalog of [adminIt, adminDe, adminEn]) {
      const texts = wisTexts(catalog);
      for (const { key } of issues) expect(texts[key.split('.').pop()!]).toBeTruthy();
      expect(texts.type).toBeTruthy();
    }
    expect(wisReadiness(readyListing())).toEqual([]);
    const { xml, skipped, order } = await exportFolder([lacking]);
    expect(skipped).toEqual([{ id: '77', issues }]);
    expect(order).toEqual([WIS_FILE_NAME]);
    const [object] = objectsOf(xml);
    expect(object?.get('ID')).toBe('77');
    expect(object?.get('LOESCHEN')).toBe('ja');
    await expectValid(xml);
  });

  it('writes UTF-8, as the interface demands, with characters inside and outside Latin-1', async () => {
    const text = 'Größe ä ö ü ß, Preis 5 € – Ort 🏠 Sëlva';
    const { bytes, xml } = await exportFolder([
      readyListing({ descriptions: { de: { text } }, address: undefined }),
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow();
    expect(objectsOf(xml)[0]!.get('INFODE')).toBe(text);
    for (const sequence of [
      [0xc3, 0xa4], // ä
      [0xc3, 0x9f], // ß
      [0xe2, 0x82, 0xac], // €
      [0xf0, 0x9f, 0x8f, 0xa0], // 🏠, outside Latin-1 and the BMP
    ]) {
      expect(bytes.includes(Buffer.from(sequence))).toBe(true);
    }
    await expectValid(xml);
  });

  it('leaves out <OBJEKTE> when there is nothing to send, and refuses an export without KDNR', async () => {
    const { xml } = await exportFolder([]);
    expect(xml).not.toContain('<OBJEKTE>');
    expect(await xmlSchemaErrors(xml, WIS_XSD)).toEqual([]);
    await expect(
      exportFolder([readyListing()], { publisher: { ...publisher, portalCustomerId: ' ' } }),
    ).rejects.toThrow(/KDNR/);
  });

  it('each generated listing is written valid with its media, or named and deleted', async () => {
    const feedListing = fc
      .record({
        generated: listingArbitrary(),
        price: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
        istat: fc.constantFrom('021008', '021051', '021061', '022205', null),
        pictureCount: fc.nat({ max: 12 }),
        it: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
        de: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
        approximate: fc.boolean(),
      })
      .map(({ generated, price, istat, pictureCount, it, de, approximate }): FeedListing => ({
        ...readyListing(),
        id: `G-${generated.category}-${generated.subtype}`,
        category: generated.category,
        subtype: generated.subtype,
        rent: generated.rent,
        price,
        details: generated.details,
        municipality: { name: 'X', istatCode: istat },
        address: { street: 'Lauben', streetNumber: '3', approximate },
        images: Array.from({ length: pictureCount }, (_, i) =>
          media(`img/g/${i}.jpg`, i % 3 === 2 ? 'image/webp' : 'image/jpeg'),
        ),
        descriptions: {
          ...(it !== undefined ? { it: { text: it } } : {}),
          ...(de !== undefined ? { de: { text: de } } : {}),
        },
      }));
    await fc.assert(
      fc.asyncProperty(feedListing, async (listing) => {
        const { xml, skipped, files } = await exportFolder([listing]);
        const object = objectsOf(xml)[0]!;
        await expectValid(xml);
        if (wisReadiness(listing).length === 0) {
          expect(skipped).toEqual([]);
          expect(object.get('LOESCHEN')).toBe('nein');
          for (const [name, value] of object) {
            if (/^(BILD|DOWNLOAD)\d+$/.test(name)) expect(files.has(value), value).toBe(true);
          }
          expect(files.size).toBe(
            [...object.keys()].filter((name) => /^(BILD|DOWNLOAD)\d+$/.test(name)).length + 1,
          );
        } else {
          expect(skipped).toHaveLength(1);
          for (const issue of skipped[0]!.issues) expect(issue.key).toMatch(/^admin:feeds\.wis\./);
          expect(object.get('LOESCHEN')).toBe('ja');
          expect(files.size).toBe(1);
        }
      }),
      { numRuns: 40 },
    );
  });
});
