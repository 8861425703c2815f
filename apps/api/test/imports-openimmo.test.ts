/**
 * The import from another CRM (issue 32 point 5, decision 064): a real OpenImmo ZIP (a listing
 * of every category, photos made by sharp, a PDF plan) is previewed, imported as drafts and then
 * again, published, updating the same listings; the listings read back through the API carry
 * their fields, photos and plans. Each hostile upload (not a ZIP, ZIP bomb, `../` path, link,
 * DOCTYPE with an external entity, billion laughs, wrong encoding, oversize) answers its error
 * in the request's language and stores nothing; a non-admin is refused before the body is read.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { CATEGORIES, type Category } from '@domus/domain/core/constants';
import type { ListingImport } from '@domus/domain/feeds/listing-import.schema';
import { files, historyEntries, listingImports, properties } from '../src/db/schema.ts';
import { importsRoutes } from '../src/modules/imports/imports.routes.ts';
import { cadastralExtractPdf } from '../src/seed/demo-images.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { BOLZANO, seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let admin: Person;
let agent: Person;
const call = apiCaller(() => t.app);
const BOUNDARY = '----domus-import-boundary';
/** The upload limit of the test's second mount of the routes, for the oversize upload. */
const SMALL_LIMIT = 256 * 1024;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'domus-import-test-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir },
    routes: async (app) => {
      await app.register(importsRoutes, {
        prefix: '/api/v1/small',
        db: undefined as never,
        storage: undefined as never,
        alerts: undefined as never,
        dataDir,
        maxUploadBytes: SMALL_LIMIT,
      });
    },
  });
  await seedPlaces(t.database.db);
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
  agent = await person(t.database.db, 'agent@example.com', { isAgent: true });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// The export
// ---------------------------------------------------------------------------------------------

type Fixture = { ref: string; objektart: string; flaechen: string; extra?: string; price: number };

/** One listing of every category, as an agency CRM exports them. */
const LISTINGS: Record<Category, Fixture> = {
  residential: {
    ref: 'CRM-W-1',
    objektart: '<wohnung wohnungtyp="ETAGE"/>',
    flaechen:
      '<wohnflaeche>82,5</wohnflaeche><anzahl_schlafzimmer>2</anzahl_schlafzimmer>' +
      '<anzahl_badezimmer>1</anzahl_badezimmer><anzahl_balkone>1</anzahl_balkone>',
    extra:
      '<ausstattung><fahrstuhl PERSONEN="true"/><moebliert moeb="TEIL"/>' +
      '<heizungsart ZENTRAL="true"/><befeuerung FERN="true"/><kamin>true</kamin></ausstattung>' +
      '<zustand_angaben><baujahr>1998</baujahr><zustand zustand_art="GEPFLEGT"/>' +
      '<energiepass><epart>VERBRAUCH</epart><wertklasse>B</wertklasse>' +
      '<energieverbrauchkennwert>45</energieverbrauchkennwert></energiepass></zustand_angaben>',
    price: 420_000,
  },
  garage: {
    ref: 'CRM-G-1',
    objektart: '<parken parken_typ="EINZELGARAGE"/>',
    flaechen: '<nutzflaeche>18</nutzflaeche><anzahl_stellplaetze>1</anzahl_stellplaetze>',
    price: 35_000,
  },
  commercial: {
    ref: 'CRM-B-1',
    objektart: '<buero_praxen buero_typ="BUEROFLAECHE"/>',
    flaechen: '<nutzflaeche>140</nutzflaeche>',
    extra: '<zustand_angaben><baujahr>2010</baujahr></zustand_angaben>',
    price: 510_000,
  },
  buildingland: {
    ref: 'CRM-L-1',
    objektart: '<grundstueck grundst_typ="WOHNEN"/>',
    flaechen: '<grundstuecksflaeche>900</grundstuecksflaeche>',
    price: 300_000,
  },
  agriculture: {
    ref: 'CRM-A-1',
    objektart: '<land_und_forstwirtschaft land_typ="WEINBAU"/>',
    flaechen: '<grundstuecksflaeche>12000</grundstuecksflaeche>',
    price: 250_000,
  },
};

const PHOTOS = ['bilder/a.jpg', 'bilder/b.jpg', 'bilder/c.jpg', 'bilder/d.jpg'];

function immobilie(category: Category, fixture: Fixture, priceOffset: number): string {
  const pictures = PHOTOS.map(
    (file, i) =>
      `<anhang location="EXTERN" gruppe="${i === 0 ? 'TITELBILD' : 'BILD'}">` +
      `<anhangtitel>Foto ${i + 1}</anhangtitel><format>image/jpeg</format>` +
      `<daten><pfad>${file}</pfad></daten></anhang>`,
  ).join('');
  return `<immobilie>
    <objektkategorie><nutzungsart WOHNEN="1" GEWERBE="0"/><vermarktungsart KAUF="1" MIETE_PACHT="0"/>
      <objektart>${fixture.objektart}</objektart></objektkategorie>
    <geo><plz>39100</plz><ort>Bozen</ort><geokoordinaten breitengrad="46.5" laengengrad="11.33"/>
      <strasse>Museumstraße</strasse><hausnummer>12</hausnummer><land iso_land="ITA"/></geo>
    <kontaktperson><name>Huber</name><email_direkt>huber@crm.example</email_direkt></kontaktperson>
    <preise><kaufpreis>${fixture.price + priceOffset}</kaufpreis><nebenkosten>150</nebenkosten><provisionsnetto>3,57</provisionsnetto></preise>
    <flaechen>${fixture.flaechen}</flaechen>
    ${fixture.extra ?? ''}
    <freitexte><objekttitel>Titel ${category}</objekttitel>
      <objektbeschreibung>Beschreibung ${category} – schön gelegen.</objektbeschreibung>
      <objekt_text lang="it">Descrizione ${category}</objekt_text>
      <user_defined_simplefield feldname="objekttitel_it">Titolo ${category}</user_defined_simplefield>
    </freitexte>
    <anhaenge>${pictures}
      <anhang location="EXTERN" gruppe="GRUNDRISS"><anhangtitel>Plan</anhangtitel>
        <format>application/pdf</format><daten><pfad>plaene/plan.pdf</pfad></daten></anhang>
      <anhang location="REMOTE" gruppe="BILD"><daten><pfad>https://crm.example/x.jpg</pfad></daten></anhang>
    </anhaenge>
    <verwaltung_objekt><objektadresse_freigeben>true</objektadresse_freigeben></verwaltung_objekt>
    <verwaltung_techn><objektnr_intern>7</objektnr_intern><objektnr_extern>${fixture.ref}</objektnr_extern>
      <aktion aktionart="CHANGE"/><openimmo_obid>OB${fixture.ref}</openimmo_obid><stand_vom>2026-11-30</stand_vom></verwaltung_techn>
  </immobilie>`;
}

/** The export's XML: a listing of each category and a room to let, which Domus has no category for. */
function exportXml(priceOffset = 0): string {
  const listings = CATEGORIES.map((c) => immobilie(c, LISTINGS[c], priceOffset)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung art="OFFLINE" umfang="VOLL" modus="NEW" version="1.2.7" sendersoftware="OtherCRM" techn_email="it@crm.example"/>
<anbieter><anbieternr>A1</anbieternr><firma>Immobilien Huber</firma><openimmo_anid>HUBER</openimmo_anid>
${listings}
<immobilie><objektkategorie><objektart><zimmer zimmertyp="ZIMMER"/></objektart></objektkategorie>
  <verwaltung_techn><objektnr_extern>CRM-Z-1</objektnr_extern></verwaltung_techn></immobilie>
</anbieter></openimmo>`;
}

type ZipEntry = { name: string; body: Buffer; mode?: number; compress?: boolean };

async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    zip.addBuffer(e.body, e.name, {
      ...(e.mode !== undefined ? { mode: e.mode } : {}),
      ...(e.compress !== undefined ? { compress: e.compress } : {}),
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function photo(hue: number): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
}

async function exportZip(priceOffset = 0): Promise<Buffer> {
  const photos = await Promise.all(PHOTOS.map((_, i) => photo(40 * i)));
  return zipOf([
    { name: 'export/openimmo.xml', body: Buffer.from(exportXml(priceOffset)) },
    ...PHOTOS.map((name, i) => ({ name: `export/${name}`, body: photos[i]! })),
    {
      name: 'export/plaene/plan.pdf',
      body: cadastralExtractPdf({ municipality: 'Bolzano', parcel: '12/3', seed: 3 }),
    },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

function multipart(file: Buffer, filename = 'export.zip'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function uploadZip(
  payload: Buffer | Readable,
  options: { token?: string; lang?: string; prefix?: string } = {},
) {
  const token = options.token ?? admin.token;
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${options.prefix ?? ''}/admin/imports`,
    payload: Buffer.isBuffer(payload) ? multipart(payload) : payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'accept-language': options.lang ?? 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function preview(zip: Buffer, lang = 'en'): Promise<ListingImport> {
  const response = await uploadZip(zip, { lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ListingImport }>().data;
}

async function apply(id: string, as: 'draft' | 'published', lang = 'en'): Promise<ListingImport> {
  const response = await call('POST', `/admin/imports/${id}/apply`, admin.token, { as }, lang);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ListingImport }>().data;
}

/** Rows and kept files the import could have written. */
async function stored() {
  const count = async (table: typeof files | typeof listingImports | typeof properties) => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row!.n;
  };
  const kept = await readdir(path.join(dataDir, 'imports')).catch(() => []);
  return {
    imports: await count(listingImports),
    files: await count(files),
    listings: await count(properties),
    zips: kept.length,
  };
}

type Listing = Record<string, unknown> & {
  _id: string;
  images: unknown[];
  plans: unknown[];
  isDraft: boolean;
  isConfirmed: boolean;
};

async function listing(category: Category, id: string, token?: string) {
  return call('GET', `/properties/${category}/${id}`, token);
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('OpenImmo import: preview and import (issue 32 point 5)', () => {
  const firstIds: Record<string, string> = {};

  it('previews every category, the listing it refuses and each field it cannot take, in the request’s language', async () => {
    const data = await preview(await exportZip(), 'de');
    expect(data.status).toBe('previewed');
    expect(data.counts).toEqual(Object.fromEntries(CATEGORIES.map((c) => [c, 1])));
    const byRef = new Map(data.listings.map((l) => [l.externalRef, l]));
    for (const category of CATEGORIES) {
      const entry = byRef.get(LISTINGS[category].ref)!;
      expect(entry).toMatchObject({
        category,
        action: 'create',
        municipality: { id: BOLZANO, name: 'Bozen' },
        images: 4,
        plans: 1,
        refused: [],
        publishIssues: [],
      });
      const fields = entry.unmapped.map((u) => u.field);
      expect(fields).toContain('preise/provisionsnetto');
      expect(fields).toContain('kontaktperson');
      const remote = entry.unmapped.find((u) => u.key === 'admin:imports.unmapped.remoteMedia');
      expect(remote?.message).toBe('Eine per Webadresse angegebene Datei wird nicht abgerufen.');
    }
    expect(byRef.get(LISTINGS.residential.ref)!.unmapped.map((u) => u.field)).toContain(
      'ausstattung/kamin',
    );
    expect(byRef.get('CRM-Z-1')).toMatchObject({
      action: 'refused',
      refused: [
        {
          key: 'admin:imports.refused.type',
          message: 'Objektart: Domus hat für diese Art von Immobilie keine Kategorie.',
        },
      ],
    });
    // Read again, in Italian.
    const again = await call('GET', `/admin/imports/${data._id}`, admin.token, undefined, 'it');
    expect(again.statusCode).toBe(200);
    const refused = again
      .json<{ data: ListingImport }>()
      .data.listings.find((l) => l.externalRef === 'CRM-Z-1');
    expect(refused!.refused[0]!.message).toMatch(/^Tipologia/);
  });

  it('finds the municipality by a postal code only it has, and refuses a listing no place matches', async () => {
    const entry = (ref: string, plz: string) =>
      `<immobilie><objektkategorie><vermarktungsart KAUF="1"/><objektart><wohnung/></objektart>` +
      `</objektkategorie><geo><plz>${plz}</plz><ort>Stadtmitte</ort></geo>` +
      `<verwaltung_techn><objektnr_extern>${ref}</objektnr_extern></verwaltung_techn></immobilie>`;
    const xml = `<openimmo><anbieter>${entry('PLZ-1', '39100')}${entry('PLZ-2', '39040')}</anbieter></openimmo>`;
    const data = await preview(await xmlZip(xml));
    const [unique, shared] = data.listings;
    expect(unique).toMatchObject({ action: 'create', municipality: { id: BOLZANO } });
    // 39040 belongs to many municipalities: it decides nothing.
    expect(shared).toMatchObject({
      action: 'refused',
      municipality: null,
      refused: [{ key: 'admin:imports.refused.municipality' }],
    });
  });

  it('imports the listings as drafts with their fields, photos and plans, visible to staff only', async () => {
    const before = await stored();
    const data = await preview(await exportZip());
    const result = (await apply(data._id, 'draft')).result!;
    expect(result).toMatchObject({ as: 'draft', created: 5, updated: 0, failed: 0 });
    for (const written of result.listings) firstIds[written.externalRef] = written.id!;
    const after = await stored();
    expect(after.listings - before.listings).toBe(5);
    // The ZIP is dropped once imported.
    expect(after.zips).toBe(before.zips);

    const residential = await listing(
      'residential',
      firstIds[LISTINGS.residential.ref]!,
      admin.token,
    );
    expect(residential.statusCode).toBe(200);
    const body = residential.json<{ data: Listing }>().data;
    expect(body).toMatchObject({
      isDraft: true,
      isConfirmed: false,
      rent: false,
      price: 420_000,
      nettoArea: 82.5,
      lift: true,
      furnishing: 'part',
      heating: 'central',
      heatingType: 'district',
      constructionYear: 1998,
      condition: 2,
      energyClass: 'B',
      energyConsumption: 45,
      // 150 a month, kept per year.
      fees: 1800,
      title: { de: 'Titel residential', it: 'Titolo residential', en: '' },
    });
    expect(body.rooms).toMatchObject({ bed: 2, bath: 1 });
    expect(body.description).toMatchObject({
      de: 'Beschreibung residential – schön gelegen.',
      it: 'Descrizione residential',
    });
    expect(body.location).toMatchObject({
      address: { street: 'Museumstraße', streetNumber: '12', municipalityId: BOLZANO },
      coordinates: { lat: 46.5, lng: 11.33 },
    });
    expect(body.images).toHaveLength(4);
    expect(body.plans).toHaveLength(1);
    const garage = (await listing('garage', firstIds[LISTINGS.garage.ref]!, admin.token)).json<{
      data: Listing;
    }>().data;
    expect(garage).toMatchObject({ area: 18, numOfPlaces: 1 });
    const land = (
      await listing('buildingland', firstIds[LISTINGS.buildingland.ref]!, admin.token)
    ).json<{ data: Listing }>().data;
    expect(land).toMatchObject({ catastralArea: 900, price: 300_000 });
    // Written as every listing is: its history names the import.
    const history = await t.database.db
      .select({ action: historyEntries.action })
      .from(historyEntries)
      .where(
        and(
          eq(historyEntries.source, 'applyListingImport'),
          inArray(historyEntries.listingId, Object.values(firstIds)),
        ),
      );
    expect(history.map((h) => h.action)).toEqual(Array(5).fill('create'));
    // A draft is not on the site.
    expect((await listing('residential', firstIds[LISTINGS.residential.ref]!)).statusCode).toBe(
      404,
    );
    // Imported already: the same upload is not imported twice.
    const twice = await call('POST', `/admin/imports/${data._id}/apply`, admin.token, {
      as: 'draft',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error.code).toBe('import_not_previewed');
  });

  it('updates the same listings when the export is imported again, and publishes them', async () => {
    const before = await stored();
    const data = await preview(await exportZip(1_000));
    expect(
      data.listings
        .filter((l) => l.action === 'update')
        .map((l) => l.externalRef)
        .sort(),
    ).toEqual(CATEGORIES.map((c) => LISTINGS[c].ref).sort());
    const result = (await apply(data._id, 'published')).result!;
    expect(result).toMatchObject({ as: 'published', created: 0, updated: 5, failed: 0 });
    for (const written of result.listings) expect(written.id).toBe(firstIds[written.externalRef]);
    const after = await stored();
    expect(after.listings).toBe(before.listings);
    const refs = await t.database.db
      .select({ ref: properties.externalRef })
      .from(properties)
      .where(isNotNull(properties.externalRef));
    expect(refs).toHaveLength(5);
    // Published: on the site for anyone, with the new price.
    const seen = await listing('residential', firstIds[LISTINGS.residential.ref]!);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ data: Listing }>().data).toMatchObject({
      price: 421_000,
      isConfirmed: true,
      isDraft: false,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Hostile uploads
// ---------------------------------------------------------------------------------------------

/** A ZIP whose entry name `placeholder` is replaced by `name` of the same length in its headers. */
async function renamedEntry(placeholder: string, name: string, body: Buffer): Promise<Buffer> {
  const zip = await zipOf([{ name: placeholder, body }]);
  const from = Buffer.from(placeholder);
  const to = Buffer.from(name);
  let at = zip.indexOf(from);
  while (at >= 0) {
    to.copy(zip, at);
    at = zip.indexOf(from, at + 1);
  }
  return zip;
}

const xmlZip = (xml: string | Buffer) =>
  zipOf([{ name: 'openimmo.xml', body: Buffer.isBuffer(xml) ? xml : Buffer.from(xml) }]);

const HOSTILE: { name: string; code: string; status: number; zip: () => Promise<Buffer> }[] = [
  {
    name: 'not a ZIP',
    code: 'import_not_zip',
    status: 422,
    zip: async () => Buffer.from('PK this is no archive at all'),
  },
  {
    name: 'a ZIP bomb',
    code: 'import_zip_bomb',
    status: 422,
    zip: () => zipOf([{ name: 'openimmo.xml', body: Buffer.alloc(24 * 1024 * 1024, 0x20) }]),
  },
  {
    name: 'too many entries',
    code: 'import_too_many_entries',
    status: 422,
    zip: () =>
      zipOf(
        Array.from({ length: 10_001 }, (_, i) => ({
          name: `f/${i}.txt`,
          body: Buffer.from('x'),
          compress: false,
        })),
      ),
  },
  {
    name: 'a path outside the folder',
    code: 'import_unsafe_path',
    status: 422,
    zip: () => renamedEntry('xx/evil.xml', '../evil.xml', Buffer.from('<openimmo/>')),
  },
  {
    name: 'a symbolic link',
    code: 'import_unsafe_path',
    status: 422,
    zip: () => zipOf([{ name: 'bild.jpg', body: Buffer.from('/etc/passwd'), mode: 0o120777 }]),
  },
  {
    name: 'a DOCTYPE with an external entity',
    code: 'import_xml_doctype',
    status: 422,
    zip: () =>
      xmlZip(
        '<?xml version="1.0"?><!DOCTYPE openimmo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
          '<openimmo><anbieter><firma>&xxe;</firma></anbieter></openimmo>',
      ),
  },
  {
    name: 'the billion laughs',
    code: 'import_xml_doctype',
    status: 422,
    zip: () =>
      xmlZip(
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
          Array.from(
            { length: 9 },
            (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
          ).join('') +
          ']><openimmo>&lol9;</openimmo>',
      ),
  },
  {
    name: 'an encoding other than UTF-8 or ISO-8859-1',
    code: 'import_encoding',
    status: 422,
    zip: () => xmlZip('<?xml version="1.0" encoding="Shift_JIS"?><openimmo/>'),
  },
  {
    name: 'Latin-1 bytes declared as UTF-8',
    code: 'import_encoding',
    status: 422,
    zip: () =>
      xmlZip(
        Buffer.from(
          '<?xml version="1.0" encoding="UTF-8"?><openimmo><x>Straße</x></openimmo>',
          'latin1',
        ),
      ),
  },
  {
    name: 'malformed XML',
    code: 'import_xml_invalid',
    status: 422,
    zip: () => xmlZip('<openimmo><anbieter></openimmo>'),
  },
  {
    name: 'no OpenImmo document',
    code: 'import_no_openimmo',
    status: 422,
    zip: () => zipOf([{ name: 'readme.txt', body: Buffer.from('hello') }]),
  },
];

describe('OpenImmo import: hostile uploads (issue 32 point 5)', () => {
  it.each(HOSTILE)(
    'refuses $name with $code in the request’s language, storing nothing',
    async (c) => {
      const before = await stored();
      const zip = await c.zip();
      const english = await uploadZip(zip, { lang: 'en' });
      expect(english.statusCode, english.body).toBe(c.status);
      expect(english.json<ErrorBody>().error.code).toBe(c.code);
      const german = await uploadZip(zip, { lang: 'de' });
      const italian = await uploadZip(zip, { lang: 'it' });
      const messages = [english, german, italian].map((r) => r.json<ErrorBody>().error.message);
      // Three languages, three texts, none of them the catalog key.
      expect(new Set(messages).size).toBe(3);
      for (const message of messages) expect(message).not.toMatch(/imports\.errors/);
      expect(await stored()).toEqual(before);
    },
  );

  it('reads ISO-8859-1 as it declares', async () => {
    // Latin-1 has no dash: the text keeps its umlauts and ß.
    const xml = exportXml()
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replaceAll('–', '-');
    const data = await preview(await xmlZip(Buffer.from(xml, 'latin1')));
    const entry = data.listings.find((l) => l.externalRef === LISTINGS.residential.ref)!;
    expect(entry.action).not.toBe('refused');
    expect(entry.title).toBe('Titel residential');
    expect(entry.municipality?.id).toBe(BOLZANO);
    // The pictures are not in this ZIP: each named as missing.
    expect(entry.images).toBe(0);
    expect(entry.unmapped.some((u) => u.key === 'admin:imports.unmapped.mediaMissing')).toBe(true);
  });

  it('refuses an upload over the limit while it streams, storing nothing (413)', async () => {
    const before = await stored();
    let pulled = 0;
    const total = 2 * 1024 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
    );
    const body = new Readable({
      read() {
        // As from a network: each chunk arrives later, never all in one go.
        setImmediate(() => {
          if (pulled === 0) this.push(head);
          // A "2 GB" upload, made as it is read: only what the server pulls ever exists.
          if (pulled >= total) return this.push(null);
          pulled += chunk.length;
          this.push(chunk);
        });
      },
    });
    const response = await uploadZip(body, { prefix: '/small', lang: 'it' });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json<ErrorBody>().error.code).toBe('import_too_large');
    expect(response.json<ErrorBody>().error.message).toMatch(/troppo grande/);
    expect(response.headers.connection).toBe('close');
    // Refused at the limit: far from all of it was read, and nothing of it stays on the disk.
    expect(pulled).toBeLessThan(16 * 1024 * 1024);
    expect(await stored()).toEqual(before);
  });

  it('refuses a non-admin with 403 and a visitor with 401 before reading the body', async () => {
    const before = await stored();
    let pulled = 0;
    const body = () =>
      new Readable({
        read() {
          pulled += 1;
          this.push(Buffer.alloc(16 * 1024));
        },
      });
    const refused = await uploadZip(body(), { token: agent.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().error.code).toBe('forbidden');
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/imports',
      payload: multipart(Buffer.from('x')),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(visitor.statusCode).toBe(401);
    // The body was never read through: the stream would never have ended.
    expect(pulled).toBeLessThan(64);
    const read = await call('GET', `/admin/imports/${crypto.randomUUID()}`, agent.token);
    expect(read.statusCode).toBe(403);
    const applied = await call('POST', `/admin/imports/${crypto.randomUUID()}/apply`, agent.token, {
      as: 'published',
    });
    expect(applied.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Round trip: Domus's own OpenImmo export, imported again
// ---------------------------------------------------------------------------------------------

/** The fields of a listing of each category that the OpenImmo format carries both ways. */
const ROUND_TRIP: Record<Category, { subtype: string; fields: Record<string, unknown> }> = {
  residential: {
    subtype: 'apartment',
    fields: {
      rooms: { bed: 2, living: 1, bath: 1, wc: 1 },
      nettoArea: 80,
      numOfUnits: 12,
      minFloor: 2,
      lift: true,
      energyClass: 'gold',
      energyConsumption: 8,
      constructionYear: 1990,
      condition: 2,
      furnishing: 'part',
      heating: 'central',
      heatingType: 'district',
      fees: 1200,
      orientation: ['S', 'W'],
      conventionated: true,
      parking: { garage: { number: 1, price: 25_000 } },
    },
  },
  garage: {
    subtype: 'parkingLot',
    fields: { numOfPlaces: 2, area: 30, floor: -1, floors: 2, constructionYear: 2005 },
  },
  commercial: {
    subtype: 'office',
    fields: {
      area: 120,
      rooms: { bath: 2, wc: 1 },
      floor: 1,
      lift: true,
      energyClass: 'C',
      energyConsumption: 60,
      constructionYear: 2010,
      condition: 1,
    },
  },
  buildingland: {
    subtype: 'residential',
    fields: {
      catastralArea: 900,
      cubic: 1200,
      cubicIndex: 1.5,
      maxGroundCover: 40,
    },
  },
  agriculture: { subtype: 'agriculture', fields: { area: 5000 } },
};

async function uploadFile(kind: 'image' | 'floorplan', name: string, body: Buffer) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/file?type=${kind}`,
    payload: multipart(body, name),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${admin.token}`,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { _id: string }[] }>().data[0]!._id;
}

describe('OpenImmo import: round trip of Domus’s own export (issue 32 point 5)', () => {
  it('gives the same listings back, field by field, for every category', async () => {
    const { listingBody, LISTING_LOCATION } = await import('./helpers/listing-fixtures.ts');
    const { typeId } = await import('./helpers/search-fixtures.ts');
    const originals: Record<string, { category: Category; body: Listing }> = {};
    for (const category of CATEGORIES) {
      const { subtype, fields } = ROUND_TRIP[category];
      const body = await listingBody(t.database.db, admin, category, {
        type: await typeId(t.database.db, category, subtype),
        owner: admin.sellerId,
        isDraft: true,
        price: 200_000 + CATEGORIES.indexOf(category) * 1_000,
        title: { it: `Titolo ${category}`, de: `Titel ${category}`, en: `Title ${category}` },
        description: {
          it: `Descrizione ${category}`,
          de: `Beschreibung ${category}`,
          en: `Description ${category}`,
        },
        images: [await uploadFile('image', 'foto.jpg', await photo(90))],
        plans: [
          await uploadFile(
            'floorplan',
            'plan.pdf',
            cadastralExtractPdf({ municipality: 'Bolzano', parcel: '1/1', seed: 5 }),
          ),
        ],
        location: {
          ...LISTING_LOCATION,
          address: { ...LISTING_LOCATION.address, postalCode: '39100' },
        },
        ...fields,
      });
      const created = await call('POST', `/properties/${category}`, admin.token, body);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ data: { _id: string } }>().data._id;
      // Published as staff would, for the export to take it.
      const [row] = await t.database.db
        .update(properties)
        .set({ isConfirmed: true, isDraft: false })
        .where(eq(properties.id, id))
        .returning({ number: properties.propertyNumber });
      const read = (await listing(category, id, admin.token)).json<{ data: Listing }>().data;
      // Each field compared below is really there (a field left out on both sides says nothing).
      expect(read).toMatchObject(fields);
      originals[String(row!.number)] = { category, body: read };
    }

    const { writeFullExport } = await import('../src/modules/feeds/feed-export.service.ts');
    const { PORTAL_FORMATS } = await import('../src/modules/feeds/portal-formats.ts');
    const { createFileStorage } = await import('../src/modules/files/file-storage.ts');
    const { readFile } = await import('node:fs/promises');
    const exported = path.join(dataDir, 'export.zip');
    const written = await writeFullExport(
      {
        db: t.database.db,
        storage: createFileStorage(t.config),
        publicUrl: 'https://domus.example',
        publisher: { name: 'Domus', email: 'info@domus.example', phone: '+39 0471 000000' },
        formats: PORTAL_FORMATS,
      },
      'openimmo',
      exported,
    );
    expect(written.skipped.filter((s) => originals[s.id])).toEqual([]);

    const data = await preview(await readFile(exported));
    const mine = data.listings.filter((l) => l.externalRef && originals[l.externalRef]);
    expect(mine).toHaveLength(CATEGORIES.length);
    for (const entry of mine) {
      // Nothing Domus writes is lost on the way back but the contact, which is the agency's.
      expect(
        entry.unmapped.map((u) => u.field),
        entry.externalRef!,
      ).toEqual(['kontaktperson']);
    }
    const result = (await apply(data._id, 'draft')).result!;
    for (const imported of result.listings.filter((l) => originals[l.externalRef])) {
      expect(imported.action, JSON.stringify(imported.problems)).toBe('created');
      const { category, body: original } = originals[imported.externalRef]!;
      const again = (await listing(category, imported.id!, admin.token)).json<{ data: Listing }>()
        .data;
      const same = (value: Listing) => ({
        category: value.category,
        type: (value.type as { code: string }).code,
        rent: value.rent,
        price: value.price,
        title: value.title,
        description: value.description,
        address: (value.location as { address: Record<string, unknown> }).address,
        coordinates: (value.location as { coordinates: unknown }).coordinates,
        images: value.images.length,
        plans: value.plans.length,
        ...Object.fromEntries(
          Object.keys(ROUND_TRIP[category].fields).map((field) => [field, value[field]]),
        ),
      });
      expect(same(again), `${category} ${imported.externalRef}`).toEqual(same(original));
    }
  });
});

describe('OpenImmo import: a listing that cannot be written (issue 32 point 5)', () => {
  it('leaves nothing of it, names its problems, and keeps the upload to import again', async () => {
    // New numbers, one photo each.
    const xml = exportXml()
      .replaceAll('CRM-', 'NEW-')
      .replace(/<anhang location="EXTERN" gruppe="BILD">.*?<\/anhang>/g, '');
    const upload = await zipOf([
      { name: 'openimmo.xml', body: Buffer.from(xml) },
      { name: 'bilder/a.jpg', body: await photo(10) },
      {
        name: 'plaene/plan.pdf',
        body: cadastralExtractPdf({ municipality: 'Bolzano', parcel: '2/2', seed: 9 }),
      },
    ]);
    const data = await preview(upload);
    // The preview says so beforehand.
    expect(data.listings.find((l) => l.category === 'residential')!.publishIssues).toEqual([
      {
        key: 'admin:imports.publish.images',
        message: 'Photos: publishing takes at least 4.',
      },
    ]);
    const before = await stored();
    // Published takes four photos; each listing here has one.
    const response = await call(
      'POST',
      `/admin/imports/${data._id}/apply`,
      admin.token,
      {
        as: 'published',
      },
      'de',
    );
    expect(response.statusCode, response.body).toBe(200);
    const failed = response.json<{ data: ListingImport }>().data;
    expect(failed.status).toBe('failed');
    expect(failed.result).toMatchObject({ created: 0, updated: 0, failed: 5 });
    const residential = failed.result!.listings.find((l) => l.category === 'residential')!;
    expect(residential.problems.map((p) => p.field)).toContain('images');
    // In the request's language, not as catalog keys.
    for (const problem of residential.problems) expect(problem.message).not.toMatch(/errors\./);
    // Nothing of the five stays: no listing, no file, and the upload is kept.
    expect(await stored()).toEqual(before);
    // For a seller that does not exist: refused before anything is written.
    const unknown = await call('POST', `/admin/imports/${data._id}/apply`, admin.token, {
      as: 'draft',
      owner: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    // Imported again for another seller, twice at once (a double click): once.
    const body = { as: 'draft', owner: agent.sellerId };
    const [first, second] = await Promise.all([
      call('POST', `/admin/imports/${data._id}/apply`, admin.token, body),
      call('POST', `/admin/imports/${data._id}/apply`, admin.token, body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const drafts = (first.statusCode === 200 ? first : second).json<{ data: ListingImport }>().data;
    expect(drafts.status).toBe('imported');
    expect(drafts.result).toMatchObject({ created: 5, failed: 0 });
    const made = drafts.result!.listings[0]!;
    const owned = (await listing(made.category, made.id!, admin.token)).json<{
      data: { owner: { _id: string } };
    }>().data;
    expect(owned.owner._id).toBe(agent.sellerId);
  });
});
