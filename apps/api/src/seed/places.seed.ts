/**
 * The gazetteer: the 116 municipalities of South Tyrol with their boundaries, their localities as
 * zones, the town quarters of Bolzano and Merano, and the street register with its house-number
 * points, from the openly licensed files in assets/places and assets/streets (sources and
 * licences in their README.md; the site shows the attributions in its legal notice).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { normalizeSearchText, placeSearchKey } from '@domus/domain/search/search-text';
import type { Database } from '../db/client.ts';
import { municipalities, zones, type LngLat } from '../db/schema.ts';
import { importStreetRegister } from './streets.import.ts';

/** Where the place files of the repository lie. */
export const PLACES_DIR = fileURLToPath(new URL('../../assets/places/', import.meta.url));

export type ImportPlacesOptions = {
  /** Directory holding bz_municipalities.geojson and bz_localities.geojson. */
  dir?: string;
  /** Directory of the street register (bz_streets.csv.gz, bz_addresses.csv.gz). */
  streetsDir?: string;
  /** False to leave the street register out (only for loading another register instead). */
  streets?: boolean;
};

/** Rows written by one run (0 everywhere when the places were already there). */
export type PlacesCounts = {
  municipalities: number;
  localities: number;
  quarters: number;
  /** Streets of the register, and their house-number points. */
  streets: number;
  addresses: number;
};

type MunicipalityFeature = {
  properties: {
    istat_code: string;
    cadastral_code: string;
    name_it: string;
    name_de: string;
    name_lld: string | null;
    seat_lat: number;
    seat_lng: number;
  };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
};

type LocalityFeature = {
  properties: {
    id: string;
    name: string;
    name_it: string | null;
    name_de: string | null;
    name_lld: string | null;
    alt_names: string[] | null;
    istat_code: string;
    lat: number;
    lng: number;
    population: number | null;
    source: string;
  };
};

/** A zone row as it is written. */
export type ZoneRow = typeof zones.$inferInsert;

/** The ISTAT codes of the two towns whose quarters are added. */
export const BOLZANO = '021008';
export const MERANO = '021051';
const APPIANO = '021004';

type Quarter = {
  id: string;
  municipalityId: string;
  nameIt: string;
  nameDe: string;
  point: LngLat;
  /** Gazetteer localities (by name) that this quarter stands for and replaces. */
  replaces?: string[];
};

/**
 * Town quarters, which the gazetteer lacks.
 * Bolzano: the five districts (circoscrizioni / Stadtviertel) of the Statute of the City of
 * Bolzano, named as the city names them in both languages; the point of each is the coordinate
 * of the district given in its encyclopaedia article (Wikipedia, it and de).
 * Merano: the town parts listed in the municipal statute of Merano (the town has no frazioni;
 * its parts are Centro, Maia Alta, Maia Bassa, Quarazze, Sinigo), which are also the areas of its
 * district councils; points at each part's centre (Merano: Piazza del Duomo; Maia Alta: Piazza
 * della Fontana / Brunnenplatz; the others the gazetteer's own points, checked on the map).
 */
export const TOWN_QUARTERS: readonly Quarter[] = [
  {
    id: 'quarter:021008:centro-piani-rencio',
    municipalityId: BOLZANO,
    nameIt: 'Centro-Piani-Rencio',
    nameDe: 'Zentrum-Bozner Boden-Rentsch',
    point: { x: 11.360833, y: 46.500278 },
  },
  {
    id: 'quarter:021008:gries-san-quirino',
    municipalityId: BOLZANO,
    nameIt: 'Gries-San Quirino',
    nameDe: 'Gries-Quirein',
    point: { x: 11.338889, y: 46.500379 },
    // The gazetteer's "Gries" is the old village at the heart of this district, with a rounded point.
    replaces: ['Gries'],
  },
  {
    id: 'quarter:021008:europa-novacella',
    municipalityId: BOLZANO,
    nameIt: 'Europa-Novacella',
    nameDe: 'Europa-Neustift',
    point: { x: 11.337778, y: 46.4925 },
  },
  {
    id: 'quarter:021008:don-bosco',
    municipalityId: BOLZANO,
    nameIt: 'Don Bosco',
    nameDe: 'Don Bosco',
    point: { x: 11.325, y: 46.488889 },
  },
  {
    id: 'quarter:021008:oltrisarco-aslago',
    municipalityId: BOLZANO,
    nameIt: 'Oltrisarco-Aslago',
    nameDe: 'Oberau-Haslach',
    point: { x: 11.343611, y: 46.483889 },
  },
  {
    id: 'quarter:021051:centro',
    municipalityId: MERANO,
    nameIt: 'Centro',
    nameDe: 'Zentrum',
    point: { x: 11.1594, y: 46.6713 },
  },
  {
    id: 'quarter:021051:maia-alta',
    municipalityId: MERANO,
    nameIt: 'Maia Alta',
    nameDe: 'Obermais',
    point: { x: 11.1725, y: 46.6695 },
  },
  {
    id: 'quarter:021051:maia-bassa',
    municipalityId: MERANO,
    nameIt: 'Maia Bassa',
    nameDe: 'Untermais',
    point: { x: 11.158, y: 46.659 },
    replaces: ['Maia Bassa'],
  },
  {
    id: 'quarter:021051:quarazze',
    municipalityId: MERANO,
    nameIt: 'Quarazze',
    nameDe: 'Gratsch',
    point: { x: 11.14663, y: 46.68301 },
    replaces: ['Quarazze'],
  },
  {
    id: 'quarter:021051:sinigo',
    municipalityId: MERANO,
    nameIt: 'Sinigo',
    nameDe: 'Sinich',
    point: { x: 11.176388, y: 46.633487 },
    replaces: ['Sinigo'],
  },
];

const QUARTER_SOURCE = 'municipal statutes of Bolzano and Merano';

/**
 * Known faults of the gazetteer (assets/places/README.md, "Known weaknesses"), fixed here by hand:
 * records to drop because they are not places of South Tyrol, and records whose rounded point
 * fell into the wrong municipality.
 */
const DROPPED_LOCALITIES: Record<string, string> = {
  // Valdagno is in the province of Vicenza; the record is a stray geocoding hit inside Aldino.
  'Valdagno di Trento': 'not in South Tyrol',
};
const CORRECTED_LOCALITIES: Record<
  string,
  { municipalityId: string; point: LngLat; nameDe?: string }
> = {
  // Frangart lies in Appiano/Eppan, south-west of the Adige bridge; its rounded point
  // (46.48333, 11.3) fell across the border into Bolzano.
  Frangarto: { municipalityId: APPIANO, point: { x: 11.2955, y: 46.4788 }, nameDe: 'Frangart' },
};

/**
 * Imports municipalities, localities and town quarters. Idempotent: rows already present (by id)
 * are left as they are, so a second run writes nothing.
 */
export async function importPlaces(
  db: Database,
  options: ImportPlacesOptions = {},
): Promise<PlacesCounts> {
  const dir = options.dir ?? PLACES_DIR;
  const counts: PlacesCounts = {
    municipalities: 0,
    localities: 0,
    quarters: 0,
    streets: 0,
    addresses: 0,
  };

  const [{ count: existingMunicipalities } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(municipalities);
  const municipalityFeatures = await readFeatures<MunicipalityFeature>(
    path.join(dir, 'bz_municipalities.geojson'),
  );
  if (existingMunicipalities < municipalityFeatures.length) {
    counts.municipalities = await insertMunicipalities(db, municipalityFeatures);
  }

  const [{ count: existingZones } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(zones);
  const localityFeatures = await readFeatures<LocalityFeature>(
    path.join(dir, 'bz_localities.geojson'),
  );
  const rows = buildZoneRows(municipalityFeatures, localityFeatures);
  if (existingZones < rows.length) {
    const present = new Set((await db.select({ id: zones.id }).from(zones)).map((z) => z.id));
    const missing = rows.filter((r) => !present.has(r.id));
    for (let i = 0; i < missing.length; i += 500) {
      await db
        .insert(zones)
        .values(missing.slice(i, i + 500))
        .onConflictDoNothing();
    }
    counts.quarters = missing.filter((r) => r.kind === 'quarter').length;
    counts.localities = missing.length - counts.quarters;
  }
  if (options.streets !== false) {
    Object.assign(counts, await importStreetRegister(db, options.streetsDir));
  }
  return counts;
}

async function readFeatures<T>(file: string): Promise<T[]> {
  const json = JSON.parse(await readFile(file, 'utf8')) as { features: T[] };
  return json.features;
}

async function insertMunicipalities(db: Database, features: MunicipalityFeature[]) {
  const present = new Set(
    (await db.select({ id: municipalities.id }).from(municipalities)).map((m) => m.id),
  );
  const rows = features
    .filter((f) => !present.has(f.properties.istat_code))
    .map((f) => {
      const p = f.properties;
      return {
        id: p.istat_code,
        cadastralCode: p.cadastral_code,
        nameIt: p.name_it,
        nameDe: p.name_de,
        nameLld: p.name_lld || null,
        searchKey: placeSearchKey([p.name_it, p.name_de, p.name_lld]),
        seat: { x: p.seat_lng, y: p.seat_lat },
        // Two municipalities are MultiPolygons, the others Polygons; the column holds MultiPolygons.
        boundary: sql`ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(f.geometry)}), 4326))`,
      };
    });
  // The boundaries are unsimplified (several hundred kB in all): a few rows per statement keep
  // every statement small.
  for (let i = 0; i < rows.length; i += 20) {
    await db
      .insert(municipalities)
      .values(rows.slice(i, i + 20))
      .onConflictDoNothing();
  }
  return rows.length;
}

/**
 * Turns the gazetteer's localities into zone rows and adds the town quarters.
 *
 * How the gazetteer's weaknesses (assets/places/README.md) are handled:
 * - Names: a record with both names keeps both. A record with a single name of unknown language
 *   gets it in the column of the language it reads as (German spelling: umlauts, ß, St./Sankt,
 *   typical German endings; everything else, including Ladin forms, as the Italian name, which is
 *   how Italian texts write those hamlets) and the other column stays null, because the other
 *   name is unknown. Where the record's alternative names carry one clearly in the other
 *   language (Maia Bassa / Untermais, Mules / Mauls), it fills that column. "Italian - German"
 *   double names are split. The API shows the name of the user's language and falls back to the
 *   other one.
 * - Records that only repeat the municipality itself (its seat named like it, "Renon - Ritten")
 *   are dropped: the municipality is already a location of its own.
 * - Duplicates (the same name twice in one municipality within 2 km) keep the better record.
 * - Stray records are dropped and wrongly placed ones corrected (see DROPPED_LOCALITIES and
 *   CORRECTED_LOCALITIES).
 * - Localities that a town quarter stands for are replaced by the quarter.
 */
export function buildZoneRows(
  municipalityFeatures: MunicipalityFeature[],
  localityFeatures: LocalityFeature[],
): ZoneRow[] {
  const municipalityKeys = new Map<string, Set<string>>();
  for (const { properties: m } of municipalityFeatures) {
    const keys = new Set<string>();
    for (const name of [m.name_it, m.name_de, m.name_lld]) {
      if (!name) continue;
      keys.add(normalizeSearchText(name));
      keys.add(normalizeSearchText(stripWineRoadSuffix(name)));
    }
    keys.add(normalizeSearchText(`${m.name_it} ${m.name_de}`));
    municipalityKeys.set(m.istat_code, keys);
  }
  const replaced = new Set(
    TOWN_QUARTERS.flatMap((q) =>
      (q.replaces ?? []).map((n) => `${q.municipalityId}|${normalizeSearchText(n)}`),
    ),
  );

  const kept: (ZoneRow & { quality: number })[] = [];
  for (const { properties: l } of localityFeatures) {
    if (DROPPED_LOCALITIES[l.name]) continue;
    const correction = CORRECTED_LOCALITIES[l.name];
    const municipalityId = correction?.municipalityId ?? l.istat_code;
    const point = correction?.point ?? { x: l.lng, y: l.lat };
    const names = localityNames(l);
    if (correction?.nameDe) names.de ??= correction.nameDe;

    const ownKeys = [l.name, names.it, names.de]
      .filter((n): n is string => !!n)
      .map((n) => normalizeSearchText(n.replace(/^Comune di /i, '')));
    const municipality = municipalityKeys.get(municipalityId);
    if (!municipality) continue;
    if (ownKeys.some((k) => municipality.has(k))) continue;
    if (ownKeys.some((k) => replaced.has(`${municipalityId}|${k}`))) continue;

    kept.push({
      id: l.id,
      municipalityId,
      kind: 'locality',
      nameIt: names.it,
      nameDe: names.de,
      nameLld: l.name_lld || null,
      searchKey: placeSearchKey([names.it, names.de, l.name_lld]),
      point,
      population: l.population ?? null,
      source: l.source,
      quality: (names.it ? 1 : 0) + (names.de ? 1 : 0) + (l.source === 'whosonfirst' ? 1 : 0),
    });
  }

  const rows: ZoneRow[] = [];
  const byName = new Map<string, (ZoneRow & { quality: number })[]>();
  for (const row of kept) {
    const key = `${row.municipalityId}|${(row.nameIt ?? row.nameDe ?? '').toLowerCase()}`;
    const same = byName.get(key) ?? [];
    const twin = same.find((o) => distanceKm(o.point, row.point) < 2);
    if (twin) {
      if (row.quality > twin.quality) Object.assign(twin, row);
      continue;
    }
    same.push(row);
    byName.set(key, same);
    rows.push(row);
  }
  for (const row of rows) delete (row as { quality?: number }).quality;
  borrowOtherNames(rows, kept);

  for (const q of TOWN_QUARTERS) {
    rows.push({
      id: q.id,
      municipalityId: q.municipalityId,
      kind: 'quarter',
      nameIt: q.nameIt,
      nameDe: q.nameDe,
      nameLld: null,
      searchKey: placeSearchKey([q.nameIt, q.nameDe]),
      point: q.point,
      population: null,
      source: QUARTER_SOURCE,
    });
  }
  return rows;
}

/** How far apart two records of one place may lie for one to lend the other its name. */
const SAME_PLACE_KM = 5;

/**
 * A record that knows a place in one language only takes the other name from a record of its
 * municipality that names the same place in both, near it: the gazetteer has "Rio Lagundo"
 * alone and, 2 km away, "Rio Lagundo" / "Aschbach" (issue 30 point 12: German pages said
 * "Algund – Rio Lagundo").
 */
function borrowOtherNames(rows: ZoneRow[], records: ZoneRow[]) {
  const bilingual = records.filter((r) => r.nameIt && r.nameDe);
  const key = (name: string) => normalizeSearchText(name);
  for (const row of rows) {
    if (!!row.nameIt === !!row.nameDe) continue;
    const known = row.nameIt ? 'nameIt' : 'nameDe';
    const other = bilingual.find(
      (r) =>
        r !== row &&
        r.municipalityId === row.municipalityId &&
        key(r[known]!) === key(row[known]!) &&
        distanceKm(r.point, row.point) < SAME_PLACE_KM,
    );
    if (!other) continue;
    row.nameIt = other.nameIt;
    row.nameDe = other.nameDe;
    row.searchKey = placeSearchKey([row.nameIt, row.nameDe, row.nameLld]);
  }
}

/** "Appiano sulla strada del vino" is often just "Appiano"; "Eppan an der Weinstraße" "Eppan". */
function stripWineRoadSuffix(name: string): string {
  return name.replace(
    /\s+(sulla strada del vino|an der weinstra(ss|ß)e|nel parco naturale|im naturpark|in badia|in gröden|valgardena|di val gardena)$/i,
    '',
  );
}

/** The Italian and German names of a gazetteer record, as far as they are known. */
export function localityNames(l: {
  name: string;
  name_it: string | null;
  name_de: string | null;
  alt_names: string[] | null;
}): { it: string | null; de: string | null } {
  let it = l.name_it?.trim() || null;
  let de = l.name_de?.trim() || null;
  if (it || de) return { it, de };

  // "Luson - Luesen", "Eores/afers": a double name, Italian first as in every such record.
  const parts = l.name.split(/\s+-\s+|\//).map((s) => s.trim());
  if (parts.length === 2 && parts[0] && parts[1]) {
    return { it: parts[0], de: parts[1].charAt(0).toUpperCase() + parts[1].slice(1) };
  }

  const name = l.name.trim();
  if (looksGerman(name)) de = name;
  else it = name;
  for (const alt of l.alt_names ?? []) {
    if (!it && !looksGerman(alt)) it = alt;
    else if (!de && looksGerman(alt) && !looksItalian(alt)) de = alt;
  }
  return { it, de };
}

const GERMAN_ENDINGS =
  /(hof|höfe|hofe|ein|eich|ich|schuh|bau|stra(ss|ß)e|mann|uhle|fl|sl|nn|tl|berg|bach|weg|haus|häuser|egg|eck|alm|au|dorf|feld|wald|stein|kofel|kofl|bühel|bichl|heim|ried|reut|moos|tal|thal|kirchen|kirch|brunn|brunnen|bad|burg|hütte|leiten|wies|wiese|acker|ort|platz|graben|gasse|rain|statt|stadt|boden|schlag|mühle|mühl|tsch|sch|ck|tz|ll|rn|rg|rt|st|en|er|ers|ing|ung|ach|nk|mp|lt)$/i;

/**
 * German spelling: umlauts, ß, a Sankt/St., Ober-/Unter- or a typical German ending. A double
 * name such as "Novale-Eggen" goes by its first part, a numbered one ("Neuhaus II") by its name.
 */
function looksGerman(fullName: string): boolean {
  const name = (fullName.split('-')[0] ?? fullName).replace(/\s+[IVX]+$/, '').trim();
  if (/[äöüßÄÖÜ]/.test(name)) return true;
  if (/^(Sankt|St\.)\s/.test(name)) return true;
  if (looksItalian(name)) return false;
  if (/^(Ober|Unter|Inner|Außer|Ausser|Hinter|Vorder|Mitter)\p{Ll}/u.test(name)) return true;
  return GERMAN_ENDINGS.test(name);
}

/** Italian spelling: a vowel ending or an Italian word such as di, San, Malga, Zona. */
function looksItalian(fullName: string): boolean {
  const name = (fullName.split('-')[0] ?? fullName).replace(/\s+[IVX]+$/, '').trim();
  if (
    /\b(di|del|della|dei|degli|delle|al|alla|allo|all|sul|sulla|in|San|Santa|Sant|Santo|Zona|Malga|Maso|Masi|Ponte|Colle|Castel|Castello|Bagni|Località|Localita|Stazione|Passo|Monte|Lago|Rio|Prato|Piano|Costa|Val|Valle|Albergo|Casera|Casere|Stadio)\b/i.test(
      name,
    )
  ) {
    return true;
  }
  return /[aeiouàèéìòù]$/i.test(name);
}

function distanceKm(a: LngLat, b: LngLat): number {
  const dy = (a.y - b.y) * 111.2;
  const dx = (a.x - b.x) * 111.2 * Math.cos((a.y * Math.PI) / 180);
  return Math.hypot(dx, dy);
}
