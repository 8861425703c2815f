/**
 * The built-in back end over the project's own place data (works offline; the default). The
 * street must be one of the municipality's streets in the register, under any of its names
 * (issue 18: a made-up street is 'Indirizzo non trovato'); a typed locality alone ("Frazione San
 * Maurizio") counts too, as many farms and hamlets have no street. Then, best first:
 * 1. the register's point of the house number: exact;
 * 2. the street's point (when the register has one), approximate;
 * 3. a locality or town quarter of the municipality whose name appears in the street text
 *    ("Via Centrale, Sinich"), at its point;
 * 4. else the municipality's seat (its main settlement), without a zone.
 * When approximate, the user drags the marker to the exact spot (seller-side.md §2 Map).
 */
import { municipalityPostalCode } from '@domus/domain/place/postal-codes';
import { normalizeSearchText } from '@domus/domain/search/search-text';
import type { Database, Executor } from '../../../db/client.ts';
import {
  findStreetAddress,
  listMunicipalityStreets,
  listMunicipalityZones,
  type GeocodeStreet,
  type GeocodeZone,
} from '../geocoding.repository.ts';
import type { Geocoder, GeocodeQuery, GeocoderHit } from './geocoder.ts';

/**
 * Words that only say what kind of street it is, or join its name (Italian, German, Ladin, and
 * their usual abbreviations): "Via Museo", "V. Museo" and "Museumstr." all come down to their
 * name words.
 */
const STREET_WORDS = new Set([
  // Italian
  'via',
  'v',
  'viale',
  'vle',
  'vicolo',
  'vic',
  'piazza',
  'p',
  'pza',
  'pzza',
  'piazzetta',
  'corso',
  'c',
  'so',
  'cso',
  'largo',
  'strada',
  'str',
  'passaggio',
  'passeggiata',
  'lungo',
  'galleria',
  'localita',
  'loc',
  'frazione',
  'fraz',
  'maso',
  'salita',
  'vicoletto',
  'ponte',
  'di',
  'del',
  'della',
  'dello',
  'dei',
  'degli',
  'delle',
  'd',
  'da',
  'dal',
  'alla',
  'al',
  'la',
  'il',
  'lo',
  'le',
  'i',
  'gli',
  'l',
  // German
  'strasse',
  'gasse',
  'weg',
  'platz',
  'allee',
  'ring',
  'steig',
  'promenade',
  'gassl',
  'hof',
  'der',
  'die',
  'das',
  'am',
  'an',
  'im',
  'in',
  'zum',
  'zur',
  'von',
  // Ladin
  'streda',
  'plaza',
  'tru',
  'strada',
  'pra',
]);

/** German street kinds written together with the name (Museumstraße, Laubengasse, Waltherplatz). */
const GERMAN_SUFFIXES = [
  'strasse',
  'str',
  'gasse',
  'gassl',
  'weg',
  'platz',
  'allee',
  'ring',
  'steig',
];

/** The name words of a normalised street key, without kinds, articles and house numbers. */
function nameWords(key: string): string {
  return key
    .split(' ')
    .filter((word) => !/^\d+[a-z]?$/.test(word) && !STREET_WORDS.has(word))
    .map((word) => {
      const suffix = GERMAN_SUFFIXES.find((s) => word.endsWith(s) && word.length >= s.length + 3);
      return suffix ? word.slice(0, -suffix.length) : word;
    })
    .join(' ');
}

/** The names of a place as stored in its search key (`|`-separated normalised names). */
function keys(searchKey: string): string[] {
  return searchKey.split('|').filter(Boolean);
}

/**
 * The registered street the user means: one of its names equal to the typed text, else equal
 * after leaving out the street kind ("Museumstr." is Museumstraße / Via Museo, whose name words
 * are "museum" and "museo"). Among several, one with a point first.
 */
export function matchStreet(typed: string, registered: GeocodeStreet[]): GeocodeStreet | null {
  const key = normalizeSearchText(typed);
  const words = nameWords(key);
  const byPoint = (a: GeocodeStreet, b: GeocodeStreet) => Number(!!b.point) - Number(!!a.point);
  const exact = registered.filter((s) => keys(s.searchKey).includes(key)).sort(byPoint);
  if (exact[0]) return exact[0];
  if (!words) return null;
  const loose = registered
    .filter((s) => keys(s.searchKey).some((k) => nameWords(k) === words))
    .sort(byPoint);
  return loose[0] ?? null;
}

/**
 * The zone whose name appears as whole words in the street text, the longest such name winning
 * ("San Maurizio" before "Maurizio"); names shorter than four letters are ignored, since they
 * turn up inside ordinary street names.
 */
export function matchZoneInText(typed: string, zones: GeocodeZone[]): GeocodeZone | null {
  const text = ` ${normalizeSearchText(typed)} `;
  let best: { zone: GeocodeZone; length: number } | null = null;
  for (const zone of zones) {
    for (const name of keys(zone.searchKey)) {
      if (name.replace(/ /g, '').length < 4 || !text.includes(` ${name} `)) continue;
      if (!best || name.length > best.length) best = { zone, length: name.length };
    }
  }
  return best?.zone ?? null;
}

/**
 * The registered street named in the typed text: the whole text, else its part before the first
 * comma, else the text without the name of `zone` ("Industriestraße, Sinich", "Via Roma Sinigo").
 * Only the first part names the street: what follows a comma is a locality, and a made-up street
 * followed by one that happens to name a street too ("Via Qwertz, Gries" and Piazza Gries) is
 * not that street (issue 18 §4).
 */
export function matchStreetInText(
  typed: string,
  registered: GeocodeStreet[],
  zone: GeocodeZone | null,
): GeocodeStreet | null {
  const tries = [typed, typed.split(/[,;]/)[0] ?? ''];
  if (zone) {
    const text = ` ${normalizeSearchText(typed)} `;
    for (const name of keys(zone.searchKey)) tries.push(text.replace(` ${name} `, ' '));
  }
  for (const text of tries) {
    const street = text.trim() ? matchStreet(text, registered) : null;
    if (street) return street;
  }
  return null;
}

/** True when the typed text is only a locality's name with a kind word ("Frazione Sinigo"). */
function onlyZone(typed: string, zone: GeocodeZone | null): boolean {
  const words = nameWords(normalizeSearchText(typed));
  return !!zone && keys(zone.searchKey).some((name) => nameWords(name) === words);
}

/** The leading number of a house number ("10/A", "10 b" → 10), or null. */
function houseNumberOf(text: string): number | null {
  const match = /^\s*(\d{1,6})/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * What the register says of a typed street in a municipality with these streets and zones: the
 * street and the zone named in the text, or null when the municipality has no such street (and
 * the text is not just one of its localities). A municipality without any registered street
 * accepts every street.
 */
export function findInRegister(
  typed: string,
  registered: GeocodeStreet[],
  zones: GeocodeZone[],
): { street: GeocodeStreet | null; zone: GeocodeZone | null } | null {
  const zone = matchZoneInText(typed, zones);
  const street = matchStreetInText(typed, registered, zone);
  if (!street && registered.length > 0 && !onlyZone(typed, zone)) return null;
  return { street, zone };
}

/**
 * The register street of a listing's address, for storing it with the listing: its id (which
 * matching compares), or `unverified` when the municipality has no such street and the seller
 * placed the address by hand (issue 18: staff check such listings).
 */
export async function registerStreetOf(
  db: Executor,
  municipalityId: string,
  typed: string,
): Promise<{ streetId: string | null; unverified: boolean }> {
  if (!typed.trim()) return { streetId: null, unverified: false };
  const found = findInRegister(
    typed,
    await listMunicipalityStreets(db, municipalityId),
    await listMunicipalityZones(db, municipalityId),
  );
  return found
    ? { streetId: found.street?.id ?? null, unverified: false }
    : { streetId: null, unverified: true };
}

export function createBuiltinGeocoder(db: Database): Geocoder {
  return {
    source: 'builtin',
    async geocode(query: GeocodeQuery): Promise<GeocoderHit[]> {
      const { municipality } = query;
      const found = findInRegister(
        query.street,
        await listMunicipalityStreets(db, municipality.id),
        await listMunicipalityZones(db, municipality.id),
      );
      // A street the register does not have is not verified (issue 18): the service answers
      // 'Indirizzo non trovato' and the seller may place the address by hand.
      if (!found) return [];
      const { street, zone } = found;
      // Best first; the service takes the first inside the municipality's boundary. A registered
      // street's point is the street, not the house: still approximate, and its zone is the
      // nearest one, which the service looks up.
      const hits: GeocoderHit[] = [];
      const number = street ? houseNumberOf(query.streetNumber) : null;
      const house =
        street && number !== null ? await findStreetAddress(db, street.id, number) : null;
      if (house) hits.push({ point: house, exact: true });
      if (street?.point) hits.push({ point: street.point, exact: false });
      if (zone) hits.push({ point: zone.point, exact: false, zone });
      hits.push({ point: municipality.seat, exact: false, zone: null });
      // The place data has no postal codes of its own: every answer takes the municipality's
      // main one, so that a listing stores a code and the portals that require one (OpenImmo's
      // geo/plz) take it (issue 32 point 2). A Nominatim or Photon answer keeps the server's.
      const postalCode = municipalityPostalCode(municipality.id);
      return postalCode ? hits.map((hit) => ({ ...hit, postalCode })) : hits;
    },
  };
}
