import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { geocodeResultSchema, type GeocodeResult } from '@domus/domain/place/location.schema';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { municipalities } from '../src/db/schema.ts';
import { importPlaces } from '../src/seed/places.seed.ts';
import { importStreets } from '../src/seed/streets.import.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BOLZANO = '021008';
const MERANO = '021051';
const SELVA = '021089';
/** Time limit of the geocoder calls: generous, so a busy test machine does not trip it. */
const TIMEOUT_MS = 1500;

const fixture = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`./fixtures/geocoder/${name}`, import.meta.url)), 'utf8');
const streetFile = (name: string): string =>
  fileURLToPath(new URL(`./fixtures/streets/${name}`, import.meta.url));

/** The gazetteer and the test street registers (ANNCSU street list and house numbers). */
async function preparePlaces({ db }: { db: Database }): Promise<void> {
  await importPlaces(db);
  await importStreets(db, streetFile('anncsu-stradario.csv'));
  await importStreets(db, streetFile('anncsu-indirizzario.csv'));
}

/** Checked here with PostGIS directly, not with the code under test. */
async function inside(db: Database, municipalityId: string, lat: number, lng: number) {
  const [row] = await db
    .select({
      inside: sql<boolean>`st_contains(${municipalities.boundary}, st_setsrid(st_makepoint(${lng}, ${lat}), 4326))`,
    })
    .from(municipalities)
    .where(eq(municipalities.id, municipalityId));
  return row?.inside === true;
}

type Answer = { data: GeocodeResult };

async function geocode(
  t: TestApp,
  body: Record<string, unknown>,
  lang = 'it',
): Promise<{ status: number; json: Answer & ErrorBody }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/locations/geocode?lang=${lang}`,
    payload: body,
  });
  const json = res.json<Answer & ErrorBody>();
  if (res.statusCode === 200) expect(geocodeResultSchema.parse(json.data)).toEqual(json.data);
  return { status: res.statusCode, json };
}

/**
 * A stand-in for a Nominatim or Photon server: answers the recorded file of `behaviour`, or
 * fails the way real servers do, and remembers the requests.
 */
type Behaviour =
  | { kind: 'file'; file: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'drop' }
  | { kind: 'garbage' };

class FakeGeocoderServer {
  behaviour: Behaviour = { kind: 'status', status: 500 };
  requests: { url: URL; userAgent: string | undefined }[] = [];
  private server: Server;

  constructor() {
    this.server = createServer((req: IncomingMessage, res) => {
      this.requests.push({
        url: new URL(req.url ?? '/', 'http://localhost'),
        userAgent: req.headers['user-agent'],
      });
      const b = this.behaviour;
      if (b.kind === 'file') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(fixture(b.file));
      } else if (b.kind === 'status') {
        res.writeHead(b.status, { 'content-type': 'text/plain' }).end('server error');
      } else if (b.kind === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>proxy error</html>');
      } else if (b.kind === 'drop') {
        req.socket.destroy();
      }
      // 'hang' never answers: the client's time limit has to end the call.
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

// One database with the place data serves the three back ends' apps.
let places: TestDatabase;
beforeAll(async () => {
  places = await createTestDatabase();
  await preparePlaces(places);
});
afterAll(async () => {
  await places?.destroy();
});

describe('POST /api/v1/locations/geocode, built-in place data (seller-side.md §4 Address check, §7 geocode call)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: places });
  });
  afterAll(async () => {
    await t.close();
  });

  it("seller-side.md §3 Address geocode result: Bolzano + 'Via Museo' 10 is placed approximately inside Bolzano", async () => {
    const { status, json } = await geocode(t, {
      municipality: BOLZANO,
      street: '  Via   Museo ',
      streetNumber: ' 10 ',
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      address: { street: 'Via Museo', streetNumber: '10' },
      municipality: { id: BOLZANO, name: 'Bolzano' },
      region: 'Trentino-Alto Adige/Südtirol',
      approximate: true,
      source: 'builtin',
    });
    const { lat, lng } = json.data.coordinates;
    expect(await inside(t.database.db, BOLZANO, lat, lng)).toBe(true);
  });

  it('seller-side.md §2 Address entry: a German municipality name, names in German', async () => {
    const { status, json } = await geocode(
      t,
      { municipality: 'bozen', street: 'Museumstraße', streetNumber: '10' },
      'de',
    );
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      address: { street: 'Museumstraße', streetNumber: '10' },
      municipality: { id: BOLZANO, name: 'Bozen' },
      region: 'Trentino-Südtirol',
      approximate: true,
    });
  });

  it('decisions.md Places: a Ladin name (Sëlva, accents ignored) and the double name Bolzano/Bozen', async () => {
    const selva = await geocode(
      t,
      { municipality: 'SELVA', street: 'Streda Meisules', streetNumber: '1' },
      'en',
    );
    expect(selva.status).toBe(200);
    expect(selva.json.data.municipality).toEqual({ id: SELVA, name: 'Selva di Val Gardena' });
    expect(selva.json.data.region).toBe('Trentino-South Tyrol');
    const { lat, lng } = selva.json.data.coordinates;
    expect(await inside(t.database.db, SELVA, lat, lng)).toBe(true);

    const both = await geocode(t, {
      municipality: 'Bolzano/Bozen',
      street: 'Via Museo',
      streetNumber: '3',
    });
    expect(both.json.data.municipality.id).toBe(BOLZANO);
  });

  it('issue 18 §5: the municipality written as people write it (Sankt Ulrich, S. Candido, Bulsan)', async () => {
    for (const [municipality, street, id] of [
      ['Sankt Ulrich', 'Via Roma', '021061'],
      ['S. Candido', 'Piazza del Magistrato', '021077'],
      ['Bulsan', 'Via Roma', BOLZANO],
    ] as const) {
      const { status, json } = await geocode(t, { municipality, street, streetNumber: '1' });
      expect(json.data?.municipality.id ?? status, municipality).toBe(id);
    }
    // A name given whole is not a name being typed: "Buls" is no municipality.
    const partial = await geocode(t, {
      municipality: 'Buls',
      street: 'Via Roma',
      streetNumber: '1',
    });
    expect(partial.status).toBe(404);
  });

  it('a registered street with a position is placed on it (still approximate: the street, not the house), with its nearest quarter', async () => {
    // Via dei Portici / Laubengasse: the house-number register places it in the old town.
    for (const street of ['Via dei Portici', 'laubengasse', 'V. Portici']) {
      const { status, json } = await geocode(t, {
        municipality: BOLZANO,
        street,
        streetNumber: '20',
      });
      expect(status, street).toBe(200);
      expect(json.data.coordinates.lat, street).toBeCloseTo(46.499, 2);
      expect(json.data.coordinates.lng, street).toBeCloseTo(11.354, 2);
      expect(json.data.zone, street).toEqual({
        id: 'quarter:021008:centro-piani-rencio',
        name: 'Centro-Piani-Rencio',
      });
      expect(json.data.approximate).toBe(true);
      expect(json.data.address.street).toBe(street);
    }
  });

  it('a locality named in the street text gives its zone and point', async () => {
    const { status, json } = await geocode(
      t,
      // The register's street has no point of its own; the quarter named after it places it.
      { municipality: 'Meran', street: 'Sinichbachstraße, Sinich', streetNumber: '5' },
      'de',
    );
    expect(status).toBe(200);
    expect(json.data.municipality).toEqual({ id: MERANO, name: 'Meran' });
    expect(json.data.zone).toEqual({ id: 'quarter:021051:sinigo', name: 'Sinich' });
    expect(json.data.coordinates).toEqual({ lat: 46.633487, lng: 11.176388 });
  });

  it('seller-side.md §8 Address not found: an unknown municipality is 404 address_not_found in it and en', async () => {
    const it404 = await geocode(t, {
      municipality: 'Atlantide',
      street: 'Via Roma',
      streetNumber: '1',
    });
    expect(it404.status).toBe(404);
    expect(it404.json.error).toEqual({
      code: 'address_not_found',
      message: 'Indirizzo non trovato',
    });

    const en404 = await geocode(
      t,
      { municipality: '099999', street: 'Via Roma', streetNumber: '1' },
      'en',
    );
    expect(en404.status).toBe(404);
    expect(en404.json.error).toEqual({ code: 'address_not_found', message: 'Address not found' });

    const byId = await geocode(t, {
      municipality: 'Bolzano',
      municipalityId: '021999',
      street: 'Via Roma',
      streetNumber: '1',
    });
    expect(byId.status).toBe(404);
  });

  it("seller-side.md §8 Address not found (issue 18 §4): a street Bolzano does not have is 404, in the caller's language, nothing placed at the town's centre", async () => {
    const it404 = await geocode(t, {
      municipality: 'Bolzano',
      street: 'Qwertzstrasse',
      streetNumber: '999',
    });
    expect(it404.status).toBe(404);
    expect(it404.json.error).toEqual({
      code: 'address_not_found',
      message: 'Indirizzo non trovato',
    });
    const de404 = await geocode(
      t,
      { municipality: 'Bozen', street: 'Via Qwertz, Gries', streetNumber: '1' },
      'de',
    );
    expect(de404.status).toBe(404);
    expect(de404.json.error).toEqual({
      code: 'address_not_found',
      message: 'Adresse nicht gefunden',
    });
    // The same street under its other name and an abbreviation is found.
    for (const street of ['Museumstr.', 'V. Museo', 'MUSEUMSTRASSE']) {
      expect((await geocode(t, { municipality: BOLZANO, street, streetNumber: '5' })).status).toBe(
        200,
      );
    }
  });

  it('seller-side.md §2 Sell wizard (Next needs a street number): a missing or blank street number is 400 in the request language', async () => {
    const missing = await geocode(t, { municipality: BOLZANO, street: 'Via Museo' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe('validation_error');
    expect(missing.json.error.fields).toContainEqual({
      field: 'streetNumber',
      message: 'Il numero civico deve essere specificato',
    });

    const blank = await geocode(
      t,
      { municipality: BOLZANO, street: 'Via Museo', streetNumber: '  ' },
      'en',
    );
    expect(blank.status).toBe(400);
    expect(blank.json.error.fields).toContainEqual({
      field: 'streetNumber',
      message: 'The house number must be given',
    });

    const wrongTypes = await geocode(t, { municipality: 7, street: null, streetNumber: '1' }, 'de');
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.json.error.fields?.map((f) => f.field).sort()).toEqual([
      'municipality',
      'street',
    ]);
  });

  it('is described in the OpenAPI document as geocodeAddress', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
    }>();
    const operation = doc.paths['/api/v1/locations/geocode']?.post;
    expect(operation?.operationId).toBe('geocodeAddress');
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
  });
});

describe('configuration of the geocoder (decisions.md Places and geocoding)', () => {
  it('needs GEOCODER_URL for nominatim and photon, and says so at start', () => {
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(
      /GEOCODER_URL: required when GEOCODER is nominatim/,
    );
    expect(() => loadConfig({ GEOCODER: 'photon', GEOCODER_URL: 'not a url' })).toThrow(
      /GEOCODER_URL/,
    );
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
    expect(loadConfig({}).GEOCODER).toBe('builtin');
  });
});

describe('Nominatim back end with recorded answers (decisions.md Places and geocoding, seller-side.md §7)', () => {
  let t: TestApp;
  const server = new FakeGeocoderServer();
  beforeAll(async () => {
    const url = await server.start();
    t = await createTestApp({
      database: places,
      env: {
        GEOCODER: 'nominatim',
        GEOCODER_URL: `${url}/nominatim/`,
        GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS),
        PUBLIC_URL: 'https://www.example-agency.it',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await server.stop();
  });

  it('places the house from the answer, exact, with its postal code and quarter; asks a structured, bounded search with a User-Agent', async () => {
    server.behaviour = { kind: 'file', file: 'nominatim-bolzano-via-museo-10.json' };
    server.requests = [];
    const { status, json } = await geocode(t, {
      municipality: BOLZANO,
      street: 'Via Museo',
      streetNumber: '10',
    });
    expect(status).toBe(200);
    expect(json.data).toEqual({
      address: { street: 'Via Museo', streetNumber: '10', postalCode: '39100' },
      municipality: { id: BOLZANO, name: 'Bolzano' },
      zone: { id: 'quarter:021008:centro-piani-rencio', name: 'Centro-Piani-Rencio' },
      region: 'Trentino-Alto Adige/Südtirol',
      coordinates: { lat: 46.4995874, lng: 11.3524186 },
      approximate: false,
      source: 'nominatim',
    });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toMatchObject({
      street: '10 Via Museo',
      city: 'Bolzano',
      format: 'jsonv2',
      addressdetails: '1',
      bounded: '1',
      countrycodes: 'it',
    });
    expect(request?.userAgent).toBe('Domus real-estate site (+https://www.example-agency.it)');
  });

  it('a different house number in the answer is approximate', async () => {
    server.behaviour = { kind: 'file', file: 'nominatim-bolzano-via-museo-10.json' };
    const { json } = await geocode(t, {
      municipality: BOLZANO,
      street: 'Via Museo',
      streetNumber: '12',
    });
    expect(json.data).toMatchObject({ approximate: true, source: 'nominatim' });
  });

  it('rejects a result outside the municipality (the documented answer, in Argentina) and answers from the built-in data', async () => {
    server.behaviour = { kind: 'file', file: 'nominatim-docs-example.json' };
    const { status, json } = await geocode(t, {
      municipality: BOLZANO,
      street: 'Via Museo',
      streetNumber: '10',
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ source: 'builtin', approximate: true });
    const { lat, lng } = json.data.coordinates;
    expect(await inside(t.database.db, BOLZANO, lat, lng)).toBe(true);
  });

  it('server failing (500, dropped connection, no JSON, no answer in time): built-in answer, never a 500', async () => {
    const failures: Behaviour[] = [
      { kind: 'status', status: 500 },
      { kind: 'status', status: 400 },
      { kind: 'drop' },
      { kind: 'garbage' },
      { kind: 'hang' },
    ];
    for (const behaviour of failures) {
      server.behaviour = behaviour;
      const started = Date.now();
      const { status, json } = await geocode(t, {
        municipality: BOLZANO,
        street: 'Via dei Portici',
        streetNumber: '1',
      });
      expect(status, behaviour.kind).toBe(200);
      expect(json.data.source, behaviour.kind).toBe('builtin');
      expect(json.data.zone?.id).toBe('quarter:021008:centro-piani-rencio');
      // The time limit ends a call the server never answers.
      expect(Date.now() - started, behaviour.kind).toBeLessThan(TIMEOUT_MS + 3000);
    }
  });

  it('an unknown municipality is 404 without asking the server', async () => {
    server.requests = [];
    const { status } = await geocode(t, {
      municipality: 'Innsbruck',
      street: 'Maria-Theresien-Straße',
      streetNumber: '1',
    });
    expect(status).toBe(404);
    expect(server.requests).toHaveLength(0);
  });
});

describe('Photon back end with recorded answers (decisions.md Places and geocoding, seller-side.md §7)', () => {
  let t: TestApp;
  const server = new FakeGeocoderServer();
  beforeAll(async () => {
    const url = await server.start();
    t = await createTestApp({
      database: places,
      env: { GEOCODER: 'photon', GEOCODER_URL: url, GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await server.stop();
  });

  it('skips the namesake street in another municipality and places the street, approximate, with a bounded and biased query', async () => {
    server.behaviour = { kind: 'file', file: 'photon-bolzano-via-museo.json' };
    server.requests = [];
    const { status, json } = await geocode(
      t,
      { municipality: 'Bolzano', street: 'Via Museo', streetNumber: '10' },
      'en',
    );
    expect(status).toBe(200);
    expect(json.data).toEqual({
      address: { street: 'Via Museo', streetNumber: '10', postalCode: '39100' },
      municipality: { id: BOLZANO, name: 'Bolzano' },
      zone: { id: 'quarter:021008:centro-piani-rencio', name: 'Centro-Piani-Rencio' },
      region: 'Trentino-South Tyrol',
      coordinates: { lat: 46.4998451, lng: 11.3512664 },
      approximate: true,
      source: 'photon',
    });
    const params = server.requests[0]?.url.searchParams;
    expect(server.requests[0]?.url.pathname).toBe('/api');
    expect(params?.get('q')).toBe('Via Museo 10, Bolzano');
    expect(params?.get('bbox')?.split(',')).toHaveLength(4);
    expect(params?.get('lat')).toBeTruthy();
    expect(server.requests[0]?.userAgent).toMatch(/^Domus real-estate site/);
  });

  it('rejects the documented answer (Berlin) and answers from the built-in data', async () => {
    server.behaviour = { kind: 'file', file: 'photon-docs-example.json' };
    const { status, json } = await geocode(t, {
      municipality: BOLZANO,
      street: 'Via Museo',
      streetNumber: '10',
    });
    expect(status).toBe(200);
    expect(json.data.source).toBe('builtin');
  });

  it('server down: built-in answer', async () => {
    await server.stop();
    const { status, json } = await geocode(t, {
      municipality: MERANO,
      street: 'Corso Libertà',
      streetNumber: '5',
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ source: 'builtin', approximate: true });
    expect(json.data.municipality.id).toBe(MERANO);
    const { lat, lng } = json.data.coordinates;
    expect(await inside(t.database.db, MERANO, lat, lng)).toBe(true);
  });
});
