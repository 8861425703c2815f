import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodeResult } from '@domus/domain/place/location.schema';
import {
  MUNICIPALITY_POSTAL_CODES,
  municipalityPostalCode,
} from '@domus/domain/place/postal-codes';
import { municipalities } from '../src/db/schema.ts';
import { importPlaces } from '../src/seed/places.seed.ts';
import { importStreets } from '../src/seed/streets.import.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const streetFile = (name: string): string =>
  fileURLToPath(new URL(`./fixtures/streets/${name}`, import.meta.url));

describe("municipalities' postal codes (issue 32 point 2: OpenImmo geo/plz is required)", () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // The gazetteer as the seed loads it, and the test street register.
    await importPlaces(database.db);
    await importStreets(database.db, streetFile('anncsu-stradario.csv'));
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.destroy();
  });

  it('gives every municipality of the place data a five-digit code starting with 39, and no other', async () => {
    const rows = await database.db.select({ id: municipalities.id }).from(municipalities);
    expect(rows).toHaveLength(116);
    for (const { id } of rows) expect(municipalityPostalCode(id), id).toMatch(/^39\d{3}$/);
    expect(Object.keys(MUNICIPALITY_POSTAL_CODES).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('has the built-in geocoder answer the municipality code, which the listing then stores', async () => {
    for (const [municipality, street, postalCode] of [
      ['021008', 'Via Museo', '39100'], // Bolzano/Bozen
      ['021051', 'Corso Libertà', '39012'], // Merano/Meran
      ['021061', 'Via Rezia', '39046'], // Ortisei/St. Ulrich
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/locations/geocode?lang=it',
        payload: { municipality, street, streetNumber: '1' },
      });
      expect(res.statusCode, municipality).toBe(200);
      const { data } = res.json<{ data: GeocodeResult }>();
      expect(data.source).toBe('builtin');
      expect(data.address).toEqual({ street, streetNumber: '1', postalCode });
    }
  });
});
