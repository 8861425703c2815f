import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { municipalities, streets, zones } from '../src/db/schema.ts';
import { buildZoneRows, importPlaces, PLACES_DIR, TOWN_QUARTERS } from '../src/seed/places.seed.ts';
import { importStreets, titleCase } from '../src/seed/streets.import.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const fixtures = fileURLToPath(new URL('./fixtures/streets/', import.meta.url));

async function rows<T>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

describe('places import (issue 2 §5, decisions.md Places and geocoding)', () => {
  let database: TestDatabase;
  let first: Awaited<ReturnType<typeof importPlaces>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await importPlaces(database.db);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('imports the 116 municipalities of South Tyrol with ISTAT code, cadastral code and boundary', async () => {
    expect(first.municipalities).toBe(116);
    expect(await database.db.$count(municipalities)).toBe(116);
    const [bolzano] = await rows<{
      id: string;
      cadastral_code: string;
      name_it: string;
      name_de: string;
      type: string;
      valid: boolean;
      seat_inside: boolean;
    }>(
      database,
      sql`select id, cadastral_code, name_it, name_de, ST_GeometryType(boundary) as type, ST_IsValid(boundary) as valid,
                 ST_Contains(boundary, seat) as seat_inside
          from municipalities where id = '021008'`,
    );
    expect(bolzano).toEqual({
      id: '021008',
      cadastral_code: 'A952',
      name_it: 'Bolzano',
      name_de: 'Bozen',
      type: 'ST_MultiPolygon',
      valid: true,
      seat_inside: true,
    });
    const [{ outside } = { outside: -1 }] = await rows<{ outside: number }>(
      database,
      sql`select count(*)::int as outside from municipalities where not ST_Contains(boundary, seat)`,
    );
    expect(outside).toBe(0);
  });

  it('keeps the Italian, German and Ladin names, the Ladin one for the eight Ladin municipalities', async () => {
    const [ortisei] = await database.db
      .select()
      .from(municipalities)
      .where(sql`${municipalities.id} = '021061'`);
    expect([ortisei!.nameIt, ortisei!.nameDe, ortisei!.nameLld]).toEqual([
      'Ortisei',
      'St. Ulrich',
      'Urtijëi',
    ]);
    // Case, accent and punctuation insensitive search keys over every name.
    expect(ortisei!.searchKey.split('|')).toEqual(
      expect.arrayContaining(['ortisei', 'st ulrich', 'urtijei']),
    );
    const ladin = await database.db
      .select({ name: municipalities.nameLld })
      .from(municipalities)
      .where(sql`${municipalities.nameLld} is not null`);
    expect(ladin.map((m) => m.name).sort()).toEqual(
      [
        'Badia',
        'Corvara',
        'La Val',
        'Mareo',
        'San Martin de Tor',
        'Santa Cristina Gherdëina',
        'Sëlva',
        'Urtijëi',
      ].sort(),
    );
  });

  it('imports the localities as zones, each inside its municipality', async () => {
    expect(first.localities).toBeGreaterThan(850);
    const [{ outside, total } = { outside: -1, total: 0 }] = await rows<{
      outside: number;
      total: number;
    }>(
      database,
      sql`select count(*) filter (where not ST_Contains(m.boundary, z.point))::int as outside, count(*)::int as total
          from zones z join municipalities m on m.id = z.municipality_id where z.kind = 'locality'`,
    );
    expect(total).toBe(first.localities);
    expect(outside).toBe(0);
  });

  it('handles the gazetteer weaknesses its README names', async () => {
    // A stray record outside South Tyrol is dropped.
    const stray = await database.db
      .select()
      .from(zones)
      .where(sql`${zones.nameIt} ilike 'Valdagno%'`);
    expect(stray).toEqual([]);
    // Frangart lies in Appiano/Eppan, not in Bolzano where its rounded point fell.
    const [frangarto] = await database.db
      .select()
      .from(zones)
      .where(sql`${zones.nameIt} = 'Frangarto'`);
    expect([frangarto!.municipalityId, frangarto!.nameDe]).toEqual(['021004', 'Frangart']);
    // A municipality is not repeated as a zone of itself.
    const repeats = await rows<{ name: string }>(
      database,
      sql`select z.name_it as name from zones z join municipalities m on m.id = z.municipality_id
          where lower(z.name_it) = lower(m.name_it) or lower(z.name_de) = lower(m.name_de)`,
    );
    expect(repeats).toEqual([]);
    // A single name of unknown language lands in one column, the other stays unknown.
    const [oberhaus] = await database.db
      .select()
      .from(zones)
      .where(sql`${zones.nameDe} = 'Oberhaus'`);
    expect(oberhaus!.nameIt).toBeNull();
    const [teodone] = await database.db
      .select()
      .from(zones)
      .where(sql`${zones.nameIt} = 'Teodone'`);
    expect(teodone!.nameDe).toBeNull();
    // Every zone has a name in at least one language.
    const [{ nameless } = { nameless: -1 }] = await rows<{ nameless: number }>(
      database,
      sql`select count(*)::int as nameless from zones where name_it is null and name_de is null`,
    );
    expect(nameless).toBe(0);
  });

  it('adds the five quarters of Bolzano and the parts of Merano, each inside its town', async () => {
    expect(first.quarters).toBe(TOWN_QUARTERS.length);
    const quarters = await rows<{
      name_it: string;
      name_de: string;
      municipality_id: string;
      inside: boolean;
    }>(
      database,
      sql`select z.name_it, z.name_de, z.municipality_id, ST_Contains(m.boundary, z.point) as inside
          from zones z join municipalities m on m.id = z.municipality_id
          where z.kind = 'quarter' order by z.id`,
    );
    const bolzano = quarters.filter((q) => q.municipality_id === '021008');
    expect(bolzano.map((q) => `${q.name_it} / ${q.name_de}`).sort()).toEqual([
      'Centro-Piani-Rencio / Zentrum-Bozner Boden-Rentsch',
      'Don Bosco / Don Bosco',
      'Europa-Novacella / Europa-Neustift',
      'Gries-San Quirino / Gries-Quirein',
      'Oltrisarco-Aslago / Oberau-Haslach',
    ]);
    const merano = quarters.filter((q) => q.municipality_id === '021051').map((q) => q.name_de);
    expect(merano.sort()).toEqual(['Gratsch', 'Obermais', 'Sinich', 'Untermais', 'Zentrum']);
    expect(quarters.every((q) => q.inside)).toBe(true);
    // Localities that a quarter stands for are not there twice.
    const doubles = await rows<{ name: string }>(
      database,
      sql`select name_it as name from zones where municipality_id = '021051' and kind = 'locality'
          and name_it in ('Maia Bassa', 'Quarazze', 'Sinigo')`,
    );
    expect(doubles).toEqual([]);
  });

  it('writes nothing on a second run', async () => {
    const before = await database.db.$count(zones);
    expect(await importPlaces(database.db)).toEqual({
      municipalities: 0,
      localities: 0,
      quarters: 0,
      streets: 0,
      addresses: 0,
    });
    expect(await database.db.$count(zones)).toBe(before);
    expect(await database.db.$count(municipalities)).toBe(116);
  });
});

describe('street register import (assets/places/README.md "Streets": ANNCSU and OpenStreetMap files)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    // An operator's file on its own: without the register shipped in assets/streets, which
    // street-register.test.ts covers (issue 18).
    await importPlaces(database.db, { streets: false });
  });
  afterAll(async () => {
    await database.destroy();
  });

  const stored = () =>
    database.db
      .select({
        municipalityId: streets.municipalityId,
        nameIt: streets.nameIt,
        nameDe: streets.nameDe,
        searchKey: streets.searchKey,
        point: streets.point,
        source: streets.source,
      })
      .from(streets)
      .orderBy(streets.municipalityId, streets.nameIt);

  it('loads an ANNCSU street register: Italian and German names, outside streets skipped', async () => {
    const result = await importStreets(database.db, path.join(fixtures, 'anncsu-stradario.csv'));
    expect(result).toEqual({
      format: 'anncsu-stradario',
      read: 7,
      inserted: 6,
      skipped: 0,
      unmatched: 1,
    });
    const list = await stored();
    expect(list.map((s) => `${s.municipalityId} ${s.nameIt} / ${s.nameDe}`).sort()).toEqual([
      '021008 Piazza Walther / Waltherplatz',
      '021008 Via Museo / Museumstrasse',
      '021008 Via dei Portici / Laubengasse',
      '021051 Corso Libertà / Freiheitsstrasse',
      '021051 Via delle Corse / Rennweg',
      '021061 Via Rezia / Reziastrasse',
    ]);
    expect(list.every((s) => s.source === 'anncsu' && s.point === null)).toBe(true);
    // The Ladin wording is searchable.
    expect(list.find((s) => s.nameIt === 'Via Rezia')!.searchKey).toContain('strada rezia');
  });

  it('places registered streets from an ANNCSU address file and adds the missing ones', async () => {
    const result = await importStreets(database.db, path.join(fixtures, 'anncsu-indirizzario.csv'));
    expect(result).toMatchObject({ format: 'anncsu-indirizzario', inserted: 1, skipped: 2 });
    const list = await stored();
    const portici = list.find((s) => s.nameIt === 'Via dei Portici')!;
    // The house number nearest the middle of the street.
    expect(portici.point).toEqual({ x: 11.3539, y: 46.499 });
    expect(list.find((s) => s.nameIt === 'Via Goethe')).toMatchObject({
      municipalityId: '021051',
      point: null,
    });
  });

  it('loads OpenStreetMap GeoJSON: ways of one street merged, municipality found by position', async () => {
    const before = (await stored()).length;
    const result = await importStreets(database.db, path.join(fixtures, 'osm-streets.geojson'));
    // Portici (two ways), Corso Libertà and Via Rezia are known already; Trento is outside.
    expect(result).toEqual({ format: 'geojson', read: 4, inserted: 0, skipped: 3, unmatched: 1 });
    const list = await stored();
    expect(list.length).toBe(before);
    const corso = list.find((s) => s.municipalityId === '021051' && s.nameIt === 'Corso Libertà')!;
    expect(corso.point).not.toBeNull();
  });

  it('loads an OpenStreetMap CSV and is harmless to run twice', async () => {
    const first = await importStreets(database.db, path.join(fixtures, 'osm-streets.csv'));
    expect(first).toMatchObject({ format: 'csv', inserted: 1, skipped: 1 });
    const grano = (await stored()).find((s) => s.nameIt === 'Piazza del Grano')!;
    expect(grano).toMatchObject({ municipalityId: '021008', nameDe: 'Kornplatz', source: 'osm' });
    const again = await importStreets(database.db, path.join(fixtures, 'osm-streets.csv'));
    expect(again).toMatchObject({ inserted: 0, skipped: 2 });
  });

  it('writes register names in capitals the way the town writes them', () => {
    expect(titleCase("CORSO LIBERTA'")).toBe('Corso Libertà');
    expect(titleCase("VIA DELL'ISARCO")).toBe("Via dell'Isarco");
    expect(titleCase('DR.-JOSEF-STREITER-GASSE')).toBe('Dr.-Josef-Streiter-Gasse');
    expect(titleCase('Via Roma')).toBe('Via Roma');
  });
});

describe('issue 30.12e: German names of localities the gazetteer knows twice', () => {
  it('a locality named in Italian only takes its German name from the bilingual record of the same place (Rio Lagundo → Aschbach)', async () => {
    const read = async (file: string) =>
      (JSON.parse(await readFile(path.join(PLACES_DIR, file), 'utf8')) as { features: never[] })
        .features;
    const rows = buildZoneRows(
      await read('bz_municipalities.geojson'),
      await read('bz_localities.geojson'),
    );
    const rio = rows.filter((r) => r.municipalityId === '021038' && r.nameIt === 'Rio Lagundo');
    expect(rio.length).toBeGreaterThan(0);
    for (const row of rio) {
      expect(row.nameDe).toBe('Aschbach');
      expect(row.searchKey).toContain('aschbach');
    }
  });
});
