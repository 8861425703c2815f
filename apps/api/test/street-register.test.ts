/**
 * The street register over its whole length (issue 18 "Targets": every register street found by
 * its Italian and its German name; a made-up street refused in all 116 municipalities).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { normalizeSearchText } from '@domus/domain/search/search-text';
import { loadConfig } from '../src/config.ts';
import { municipalities, streetAddresses, streets } from '../src/db/schema.ts';
import { findInRegister } from '../src/modules/locations/geocoders/builtin.geocoder.ts';
import {
  listMunicipalityStreets,
  listMunicipalityZones,
} from '../src/modules/locations/geocoding.repository.ts';
import { createGeocodingService } from '../src/modules/locations/geocoding.service.ts';
import { importPlaces } from '../src/seed/places.seed.ts';
import { STREETS_DIR } from '../src/seed/streets.import.ts';
import { AppError } from '../src/lib/app-error.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** The register's rows, read here with a plain split (the README: no field holds a comma). */
function readRegister(file: string): Record<string, string>[] {
  const [head, ...lines] = gunzipSync(readFileSync(path.join(STREETS_DIR, file)))
    .toString('utf8')
    .trim()
    .split('\n');
  const cols = head!.split(',');
  return lines.map((l): Record<string, string> =>
    Object.fromEntries(l.split(',').map((v, i): [string, string] => [cols[i] ?? '', v])),
  );
}

const log = pino({ level: 'silent' });
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await importPlaces(database.db);
}, 120_000);
afterAll(async () => {
  await database.destroy();
});

describe('street register (issue 18 §4)', () => {
  it('is imported with the places: 6,324 streets in 116 municipalities, with their points; a second run writes nothing', async () => {
    const { db } = database;
    const [all] = await db.select({ n: count() }).from(streets);
    expect(all!.n).toBe(6324);
    const perMunicipality = await db
      .selectDistinct({ id: streets.municipalityId })
      .from(streets)
      .orderBy(asc(streets.municipalityId));
    expect(perMunicipality).toHaveLength(116);
    const [museo] = await db.select().from(streets).where(eq(streets.registerId, '1334275'));
    expect(museo).toMatchObject({ nameIt: 'Via Museo', nameDe: 'Museumstraße', source: 'anncsu' });
    const [bataian] = await db.select().from(streets).where(eq(streets.registerId, '1213625'));
    expect(bataian!.nameLld).toBe('Streda Bataian');
    const [points] = await db.select({ n: count() }).from(streetAddresses);
    expect(points!.n).toBeGreaterThan(6000);

    const again = await importPlaces(db);
    expect(again).toMatchObject({ streets: 0, addresses: 0 });
  });

  it('finds every street of the register by its Italian and by its German name (display and official spelling)', async () => {
    const { db } = database;
    const rows = readRegister('bz_streets.csv.gz');
    const byMunicipality = Map.groupBy(rows, (r) => r['istat']!);
    expect(byMunicipality.size).toBe(116);
    const missed: string[] = [];
    for (const [istat, list] of byMunicipality) {
      const registered = await listMunicipalityStreets(db, istat);
      const zones = await listMunicipalityZones(db, istat);
      const idOf = new Map(
        (await db.select().from(streets).where(eq(streets.municipalityId, istat))).map((s) => [
          s.registerId,
          s.id,
        ]),
      );
      for (const r of list) {
        for (const name of [
          r['name_it_display'],
          r['name_de_display'],
          r['name_it'],
          r['name_de'],
        ]) {
          if (!name) continue;
          const found = findInRegister(name, registered, zones)?.street;
          // A name two streets of the town share (a hamlet and its road) may find the other one.
          const right =
            found &&
            (found.id === idOf.get(r['street_id']!) ||
              found.searchKey.split('|').includes(normalizeSearchText(name)));
          if (!right) missed.push(`${istat} ${name}`);
        }
      }
    }
    expect(missed).toEqual([]);
  }, 60_000);

  it("refuses a made-up street in all 116 municipalities, in Italian and German, also before a real one: 'Indirizzo non trovato'", async () => {
    const { db } = database;
    const service = createGeocodingService(db, loadConfig({}));
    const all = await db.select({ id: municipalities.id }).from(municipalities);
    expect(all).toHaveLength(116);
    const accepted: string[] = [];
    for (const { id } of all) {
      // A made-up street followed by a real one of the town is still made up.
      const [real] = await db
        .select({ name: streets.nameIt })
        .from(streets)
        .where(eq(streets.municipalityId, id))
        .limit(1);
      for (const street of ['Via Qwertz', 'Qwertzstraße', `Qwertzweg, ${real!.name}`]) {
        try {
          await service.geocode(
            { municipality: id, municipalityId: id, street, streetNumber: '999' },
            'it',
            log,
          );
          accepted.push(`${id} ${street}`);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).code).toBe('address_not_found');
        }
      }
    }
    expect(accepted).toEqual([]);
  }, 60_000);

  it('places a house number of the register exactly, and another number of the street approximately', async () => {
    const { db } = database;
    const service = createGeocodingService(db, loadConfig({}));
    // Laives/Leifers, Via Giuseppe Garibaldi 4 (README sample: 46.42204, 11.331249).
    const exact = await service.geocode(
      { municipality: 'Leifers', street: 'Giuseppe-Garibaldi-Straße', streetNumber: '4' },
      'de',
      log,
    );
    expect(exact.approximate).toBe(false);
    expect(exact.coordinates).toEqual({ lat: 46.42204, lng: 11.331249 });
    const other = await service.geocode(
      { municipality: 'Laives', street: 'Via Giuseppe Garibaldi', streetNumber: '9999' },
      'it',
      log,
    );
    expect(other.approximate).toBe(true);
  });
});
