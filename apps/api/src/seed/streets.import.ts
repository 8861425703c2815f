/**
 * The street register: `importStreetRegister` loads the one shipped in assets/streets (ANNCSU,
 * CC BY 4.0) with the places at start. `importStreets` loads a further register that an operator
 * brings as a file (assets/places/README.md, "Streets"). Accepted:
 * - ANNCSU "Stradario" CSV (CODICE_ISTAT;PROGRESSIVO_NAZIONALE;ODONIMO;...;DIZIONE_LINGUA1;...):
 *   the national register of the Agenzia delle Entrate, CC BY 4.0; streets without positions.
 * - ANNCSU "Indirizzario" CSV (the same plus COORD_X_COMUNE;COORD_Y_COMUNE per house number):
 *   each street is placed at the house number nearest to the mean of its numbers.
 * - An OpenStreetMap extract (ODbL) as GeoJSON (features with `name`, `name:it`, `name:de` and a
 *   line or point geometry) or as CSV with columns name / name_it / name_de, lat, lon and
 *   optionally istat_code.
 * Streets are matched to a municipality by ISTAT code when the file has one, else by position.
 * Streets already stored (same municipality and names) are skipped, so re-running is harmless.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { placeSearchKey } from '@domus/domain/search/search-text';
import type { Database } from '../db/client.ts';
import { municipalities, streetAddresses, streets, type LngLat } from '../db/schema.ts';

/** What one import did. */
export type StreetImportResult = {
  format: 'anncsu-stradario' | 'anncsu-indirizzario' | 'csv' | 'geojson';
  /** Distinct streets found in the file. */
  read: number;
  inserted: number;
  /** Already stored. */
  skipped: number;
  /** Outside South Tyrol or without a usable municipality. */
  unmatched: number;
};

type StreetCandidate = {
  municipalityId?: string;
  nameIt: string | null;
  nameDe: string | null;
  /** Further names (Ladin) that only go into the search key. */
  otherNames: string[];
  point: LngLat | null;
  /** Weight when several records describe one street (line length, number count). */
  weight: number;
};

/** Imports the streets of `file`; see the module comment for the formats. */
export async function importStreets(
  db: Database,
  file: string,
  options: { source?: string } = {},
): Promise<StreetImportResult> {
  const { format, candidates } = file.toLowerCase().endsWith('json')
    ? { format: 'geojson' as const, candidates: await readGeoJson(file) }
    : await readCsv(file);

  await assignMunicipalities(db, candidates);
  const known = new Set(
    (await db.select({ id: municipalities.id }).from(municipalities)).map((m) => m.id),
  );

  // One street per municipality and name: OSM splits a street into many ways.
  const merged = new Map<string, StreetCandidate>();
  let unmatched = 0;
  for (const c of candidates) {
    if (!c.municipalityId || !known.has(c.municipalityId) || (!c.nameIt && !c.nameDe)) {
      unmatched++;
      continue;
    }
    const key = `${c.municipalityId}|${placeSearchKey([c.nameIt, c.nameDe])}`;
    const seen = merged.get(key);
    if (!seen) merged.set(key, { ...c });
    else if (c.weight > seen.weight) merged.set(key, { ...c, otherNames: seen.otherNames });
  }

  // A street is already stored when one of its names is stored in the same municipality; then
  // only a missing position is filled in (an address file placing a register's streets).
  const stored = await db
    .select({
      id: streets.id,
      municipalityId: streets.municipalityId,
      nameIt: streets.nameIt,
      nameDe: streets.nameDe,
      hasPoint: sql<boolean>`${streets.point} is not null`,
    })
    .from(streets);
  const byName = new Map<string, { id: string; hasPoint: boolean }>();
  const remember = (
    municipalityId: string,
    names: (string | null)[],
    street: { id: string; hasPoint: boolean },
  ) => {
    for (const name of names) {
      const key = name && placeSearchKey([name]);
      if (key) byName.set(`${municipalityId}|${key}`, street);
    }
  };
  for (const s of stored) remember(s.municipalityId, [s.nameIt, s.nameDe], s);

  const source = options.source ?? (format.startsWith('anncsu') ? 'anncsu' : 'osm');
  const rows: (typeof streets.$inferInsert)[] = [];
  let skipped = 0;
  for (const c of merged.values()) {
    const municipalityId = c.municipalityId!;
    const match = [c.nameIt, c.nameDe]
      .map((n) => n && byName.get(`${municipalityId}|${placeSearchKey([n])}`))
      .find((m) => m);
    if (match) {
      skipped++;
      if (!match.hasPoint && c.point) {
        await db.update(streets).set({ point: c.point }).where(eq(streets.id, match.id));
        match.hasPoint = true;
      }
      continue;
    }
    remember(municipalityId, [c.nameIt, c.nameDe], { id: '', hasPoint: true });
    rows.push({
      municipalityId,
      nameIt: c.nameIt,
      nameDe: c.nameDe,
      searchKey: placeSearchKey([c.nameIt, c.nameDe, ...c.otherNames]),
      point: c.point,
      source,
    });
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(streets).values(rows.slice(i, i + 1000));
  }
  return { format, read: merged.size + unmatched, inserted: rows.length, skipped, unmatched };
}

/** Finds the municipality of every candidate that has a position but no ISTAT code. */
async function assignMunicipalities(db: Database, candidates: StreetCandidate[]) {
  const open = candidates.filter((c) => !c.municipalityId && c.point);
  for (let i = 0; i < open.length; i += 2000) {
    const batch = open.slice(i, i + 2000);
    const points = JSON.stringify(batch.map((c, j) => ({ i: j, x: c.point!.x, y: c.point!.y })));
    const result: unknown = await db.execute(sql`
      select t.i, m.id
      from json_to_recordset(${points}::json) as t(i int, x float8, y float8)
      join ${municipalities} m
        on ST_Contains(m.boundary, ST_SetSRID(ST_MakePoint(t.x, t.y), 4326))`);
    // node-postgres and PGlite both answer with { rows }.
    const found = (result as { rows: { i: number; id: string }[] }).rows;
    for (const { i: j, id } of found) {
      const candidate = batch[j];
      if (candidate) candidate.municipalityId = id;
    }
  }
}

async function readGeoJson(file: string): Promise<StreetCandidate[]> {
  type Feature = {
    properties: Record<string, unknown> | null;
    geometry: { type: string; coordinates: unknown } | null;
  };
  const json = JSON.parse(await readFile(file, 'utf8')) as { features?: Feature[] };
  const out: StreetCandidate[] = [];
  for (const f of json.features ?? []) {
    const p = f.properties ?? {};
    const names = osmNames(
      str(p['name']),
      str(p['name:it']) ?? str(p['name_it']),
      str(p['name:de']) ?? str(p['name_de']),
    );
    if (!names) continue;
    const placed = f.geometry ? representativePoint(f.geometry) : null;
    out.push({
      ...names,
      otherNames: [str(p['name:lld']), str(p['name:lld-x-ladin'])].filter((n): n is string => !!n),
      municipalityId: istatCode(p['istat_code'] ?? p['ref:ISTAT']),
      point: placed?.point ?? null,
      weight: placed?.length ?? 0,
    });
  }
  return out;
}

async function readCsv(
  file: string,
): Promise<{ format: StreetImportResult['format']; candidates: StreetCandidate[] }> {
  const lines = readline.createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Infinity,
  });
  let header: string[] | null = null;
  let delimiter = ',';
  let format: StreetImportResult['format'] = 'csv';
  const col = (name: string) => header!.indexOf(name);
  let c: Record<string, number> = {};
  // Address files carry one row per house number: gather them per street.
  const byStreet = new Map<string, StreetCandidate & { xs: number[]; ys: number[] }>();
  const out: StreetCandidate[] = [];

  for await (const raw of lines) {
    const line: string = header ? raw : raw.replace(/^\uFEFF/, '');
    if (!line.trim()) continue;
    if (!header) {
      delimiter = line.split(';').length > line.split(',').length ? ';' : ',';
      header = splitCsvLine(line, delimiter).map((h) => h.trim().toUpperCase());
      if (col('ODONIMO') >= 0 && col('COORD_X_COMUNE') >= 0) format = 'anncsu-indirizzario';
      else if (col('ODONIMO') >= 0) format = 'anncsu-stradario';
      c = {
        istat: col('CODICE_ISTAT') >= 0 ? col('CODICE_ISTAT') : col('ISTAT_CODE'),
        progressivo: col('PROGRESSIVO_NAZIONALE'),
        odonimo: col('ODONIMO'),
        lingua1: col('DIZIONE_LINGUA1'),
        lingua2: col('DIZIONE_LINGUA2'),
        x: col('COORD_X_COMUNE'),
        y: col('COORD_Y_COMUNE'),
        name: col('NAME'),
        nameIt: col('NAME_IT') >= 0 ? col('NAME_IT') : col('NAME:IT'),
        nameDe: col('NAME_DE') >= 0 ? col('NAME_DE') : col('NAME:DE'),
        lat: col('LAT'),
        lon: col('LON') >= 0 ? col('LON') : col('LNG'),
      };
      continue;
    }
    const cells = splitCsvLine(line, delimiter);
    const cell = (i: number | undefined) =>
      i !== undefined && i >= 0 ? cells[i]?.trim() || null : null;

    if (format === 'csv') {
      const names = osmNames(cell(c.name), cell(c.nameIt), cell(c.nameDe));
      if (!names) continue;
      const lat = num(cell(c.lat));
      const lon = num(cell(c.lon));
      out.push({
        ...names,
        otherNames: [],
        municipalityId: istatCode(cell(c.istat)),
        point: lat !== null && lon !== null ? { x: lon, y: lat } : null,
        weight: 1,
      });
      continue;
    }

    const odonimo = cell(c.odonimo);
    if (!odonimo) continue;
    const key = `${cell(c.istat)}|${cell(c.progressivo) ?? odonimo}`;
    let street = byStreet.get(key);
    if (!street) {
      // In South Tyrol the register's ODONIMO is the Italian name and the first further wording
      // the German one; a second wording (Ladin valleys) is kept for searching.
      const lingua1 = cell(c.lingua1);
      const lingua2 = cell(c.lingua2);
      street = {
        municipalityId: istatCode(cell(c.istat)),
        nameIt: titleCase(odonimo),
        nameDe: lingua1 ? titleCase(lingua1) : null,
        otherNames: lingua2 ? [titleCase(lingua2)] : [],
        point: null,
        weight: 0,
        xs: [],
        ys: [],
      };
      byStreet.set(key, street);
    }
    const x = num(cell(c.x));
    const y = num(cell(c.y));
    if (x !== null && y !== null) {
      street.xs.push(x);
      street.ys.push(y);
    }
  }

  for (const s of byStreet.values()) {
    const { xs, ys, ...candidate } = s;
    if (xs.length) {
      // The number nearest the mean lies on the street even where the street bends.
      const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
      const my = ys.reduce((a, b) => a + b, 0) / ys.length;
      let best = 0;
      for (let i = 1; i < xs.length; i++) {
        if (Math.hypot(xs[i]! - mx, ys[i]! - my) < Math.hypot(xs[best]! - mx, ys[best]! - my))
          best = i;
      }
      candidate.point = { x: xs[best]!, y: ys[best]! };
      candidate.weight = xs.length;
    }
    out.push(candidate);
  }
  return { format, candidates: out };
}

/** Splits one CSV line; quoted cells may hold the delimiter and doubled quotes. */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cellText = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cellText += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cellText += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cellText);
      cellText = '';
    } else cellText += ch;
  }
  cells.push(cellText);
  return cells;
}

/** OSM's South Tyrol names read "Via Roma - Romstraße" when name:it and name:de are missing. */
function osmNames(
  name: string | null,
  nameIt: string | null,
  nameDe: string | null,
): { nameIt: string | null; nameDe: string | null } | null {
  if (nameIt || nameDe) return { nameIt, nameDe };
  if (!name) return null;
  const parts = name.split(/\s+-\s+/);
  if (parts.length === 2) return { nameIt: parts[0]!, nameDe: parts[1]! };
  return { nameIt: name, nameDe: null };
}

/** ANNCSU writes names in capitals; shown that way they would shout. */
export function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return (
    text
      .toLowerCase()
      // Typewriter accents: LIBERTA' is Libertà.
      .replace(/([aeiou])'(?=\s|$)/g, (_m, v: string) => ACCENTED[v] ?? v)
      .split(' ')
      .map((word, i) => {
        if (i > 0 && SMALL_WORDS.has(word)) return word;
        // Elided articles stay small inside a name: Via dell'Isarco, Lungo l'Adige.
        const elided = /^(d|dell|dall|sull|all|nell|degl|dagl|l)(['’])(.+)$/.exec(word);
        if (elided && i > 0) return elided[1]! + elided[2]! + capitalize(elided[3]!);
        return capitalize(word);
      })
      .join(' ')
  );
}

const ACCENTED: Record<string, string> = { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù' };

const SMALL_WORDS = new Set([
  ...['di', 'del', 'della', 'dei', 'degli', 'delle', 'dello', 'da', 'dal', 'dalla', 'e', 'in'],
  ...['a', 'al', 'alla', 'alle', 'ai', 'sul', 'sulla', 'per', 'con'],
  ...['der', 'die', 'das', 'dem', 'den', 'am', 'an', 'im', 'zum', 'zur', 'von', 'vom'],
  ...['bei', 'beim', 'auf', 'und'],
]);

/** Upper-cases the first letter and every letter after a hyphen, dot or apostrophe. */
function capitalize(word: string): string {
  return word.replace(
    /(^|[-.'’])(\p{L})/gu,
    (_m, sep: string, letter: string) => sep + letter.toUpperCase(),
  );
}

function representativePoint(geometry: {
  type: string;
  coordinates: unknown;
}): { point: LngLat; length: number } | null {
  const lines: number[][][] =
    geometry.type === 'Point'
      ? [[geometry.coordinates as number[]]]
      : geometry.type === 'LineString'
        ? [geometry.coordinates as number[][]]
        : geometry.type === 'MultiLineString' || geometry.type === 'Polygon'
          ? (geometry.coordinates as number[][][])
          : geometry.type === 'MultiPolygon'
            ? (geometry.coordinates as number[][][][]).flat()
            : [];
  let best: { point: LngLat; length: number } | null = null;
  for (const line of lines) {
    if (!line.length) continue;
    let length = 0;
    for (let i = 1; i < line.length; i++) {
      length += Math.hypot(line[i]![0]! - line[i - 1]![0]!, line[i]![1]! - line[i - 1]![1]!);
    }
    // The middle point along the line, so that the marker sits on the street itself.
    let walked = 0;
    let point: LngLat = { x: line[0]![0]!, y: line[0]![1]! };
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1]!;
      const b = line[i]!;
      const step = Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!);
      if (walked + step >= length / 2 && step > 0) {
        const t = (length / 2 - walked) / step;
        point = { x: a[0]! + (b[0]! - a[0]!) * t, y: a[1]! + (b[1]! - a[1]!) * t };
        break;
      }
      walked += step;
    }
    if (!best || length > best.length) best = { point, length };
  }
  return best;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function num(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** ISTAT codes arrive as 21008, "21008" or "021008". */
function istatCode(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const digits = String(value).replace(/\D/g, '');
  return digits ? digits.padStart(6, '0') : undefined;
}

/** Where the street register of the repository lies (ANNCSU, CC BY 4.0; see its README). */
export const STREETS_DIR = fileURLToPath(new URL('../../assets/streets/', import.meta.url));

/** Rows written by one run of the register import (0 when it was already there). */
export type StreetRegisterCounts = { streets: number; addresses: number };

/** Reads a gzipped CSV of the register into objects keyed by the header. */
async function readGzCsv(file: string): Promise<Record<string, string>[]> {
  const [head, ...lines] = gunzipSync(await readFile(file))
    .toString('utf8')
    .trim()
    .split('\n');
  const cols = splitCsvLine(head!, ',');
  return lines.map((line) => {
    const cells = splitCsvLine(line, ',');
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

/**
 * Imports the street register of South Tyrol shipped in assets/streets (bz_streets.csv.gz, all
 * streets of the 116 municipalities with their Italian, German and Ladin names, and
 * bz_addresses.csv.gz, the house-number points it has). Streets are keyed by the register's id;
 * the display names are the README's mixed-case columns, and the official upper-case names go
 * into the search key as well (ß written SS, accents as apostrophes). Idempotent: streets and
 * points already stored are left alone.
 */
export async function importStreetRegister(
  db: Database,
  dir: string = STREETS_DIR,
): Promise<StreetRegisterCounts> {
  const counts: StreetRegisterCounts = { streets: 0, addresses: 0 };
  const records = await readGzCsv(path.join(dir, 'bz_streets.csv.gz'));
  const stored = new Map(
    (
      await db
        .select({ id: streets.id, registerId: streets.registerId })
        .from(streets)
        .where(isNotNull(streets.registerId))
    ).map((s) => [s.registerId!, s.id]),
  );
  if (stored.size < records.length) {
    const rows: (typeof streets.$inferInsert)[] = [];
    for (const r of records) {
      if (stored.has(r['street_id']!)) continue;
      const nameIt = r['name_it_display'] || null;
      const nameDe = r['name_de_display'] || null;
      const nameLld = r['name_lld_display'] || null;
      const lat = num(r['rep_lat'] ?? null);
      const lng = num(r['rep_lng'] ?? null);
      rows.push({
        municipalityId: r['istat']!,
        registerId: r['street_id']!,
        nameIt,
        nameDe,
        nameLld,
        searchKey: placeSearchKey([
          nameIt,
          nameDe,
          nameLld,
          r['name_it'],
          r['name_de'],
          r['name_lld'],
        ]),
        point: lat !== null && lng !== null ? { x: lng, y: lat } : null,
        source: 'anncsu',
      });
    }
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await db
        .insert(streets)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning({ id: streets.id, registerId: streets.registerId });
      for (const s of inserted) stored.set(s.registerId!, s.id);
      counts.streets += inserted.length;
    }
  }

  const [{ count: storedPoints } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(streetAddresses);
  // Only the points that still exist in the newest snapshot (README: "the safest data").
  const points = (await readGzCsv(path.join(dir, 'bz_addresses.csv.gz'))).filter(
    (a) => a['street_id'] && a['in_20260406_points'] === '1' && stored.has(a['street_id']),
  );
  if (storedPoints < points.length) {
    const rows = points.map((a) => ({
      id: a['access_id']!,
      streetId: stored.get(a['street_id']!)!,
      houseNumber: Number(a['house_number']),
      point: { x: Number(a['lng']), y: Number(a['lat']) },
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await db
        .insert(streetAddresses)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning({ id: streetAddresses.id });
      counts.addresses += inserted.length;
    }
  }
  return counts;
}
