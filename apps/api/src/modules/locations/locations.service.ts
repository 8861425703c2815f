import type { Language } from '@domus/domain/core/constants';
import type { LocationSuggestion } from '@domus/domain/place/location.schema';
import {
  normalizeSearchText,
  placeQueryKeys,
  streetQueryKeys,
} from '@domus/domain/search/search-text';
import type { Database } from '../../db/client.ts';
import {
  findMunicipalities,
  findStreets,
  findZones,
  type PlaceRow,
} from './locations.repository.ts';

/** Suggestions answered when the client does not ask for a number. */
export const DEFAULT_SUGGESTION_LIMIT = 10;
/** The most suggestions one search answers. */
export const MAX_SUGGESTION_LIMIT = 50;

type PlaceType = LocationSuggestion['type'];
const typeOrder: Record<PlaceType, number> = { municipality: 0, zone: 1, street: 2 };

/** The name shown in `lang`: German for de, Italian for it and en (decisions.md Places). */
export function displayName(
  lang: Language,
  it: string | null,
  de: string | null,
  lld?: string | null,
): string {
  return (lang === 'de' ? (de ?? it) : (it ?? de)) ?? lld ?? '';
}

function toSuggestion(lang: Language, type: PlaceType, row: PlaceRow): LocationSuggestion {
  const names: LocationSuggestion['names'] = {
    it: row.nameIt ?? row.nameDe ?? row.nameLld ?? '',
    de: row.nameDe ?? row.nameIt ?? row.nameLld ?? '',
  };
  if (row.nameLld) names.lld = row.nameLld;
  const suggestion: LocationSuggestion = {
    _id: row.id,
    id: row.id,
    name: displayName(lang, row.nameIt, row.nameDe, row.nameLld),
    type,
    names,
  };
  if (row.municipality) {
    suggestion.municipality = {
      id: row.municipality.id,
      name: displayName(lang, row.municipality.nameIt, row.municipality.nameDe),
    };
  }
  if (row.point) suggestion.point = { lat: row.point.y, lng: row.point.x };
  return suggestion;
}

/**
 * How well the name shown matches, ranked like the stored keys (0 whole name … 4 no match):
 * between equally good matches, the one whose shown name matches comes first ("san" in Italian
 * lists San Candido before Campo Tures, which matched its German name Sand in Taufers).
 */
function nameRank(name: string, keys: readonly string[]): number {
  return Math.min(...keys.map((key) => nameRankOf(normalizeSearchText(name), key)));
}

function nameRankOf(shown: string, key: string): number {
  if (shown === key) return 0;
  if (shown.startsWith(key)) return 1;
  if (shown.includes(` ${key}`)) return 2;
  return shown.includes(key) ? 3 : 4;
}

export type PlaceSearch = {
  q: string;
  lang: Language;
  limit?: number;
  /** The kinds of place to look in; all three when omitted. */
  types?: readonly PlaceType[];
  /** Only the streets of this municipality (the address step's street field). */
  municipalityId?: string;
};

/**
 * Place suggestions for a search box. The query and the stored names are compared after the
 * domain's normalisation, so case, accents and punctuation do not matter and Italian, German and
 * Ladin names all match, and so do the usual ways of writing Saint (St./Sankt/S./San/Santa) and
 * the towns' Ladin names (Bulsan). Whole-name matches come first, then names starting with the query, then
 * words inside a name starting with it, then names merely containing it; within each group
 * places whose shown name matches first, then municipalities before zones before streets,
 * larger places first. A query with no letters or
 * digits (empty included) finds nothing: suggestions appear as the user types.
 */
export async function searchPlaces(
  db: Database,
  search: PlaceSearch,
): Promise<LocationSuggestion[]> {
  // "S. Candido", "Sankt Ulrich", "Bulsan": every way of writing the query (issue 18 §5).
  const key = placeQueryKeys(search.q);
  if (!key.length) return [];
  const limit = search.limit ?? DEFAULT_SUGGESTION_LIMIT;
  const types = search.types ?? (['municipality', 'zone', 'street'] as const);

  // Each kind brings more candidates than needed, so the final order (which also weighs the shown
  // name) picks from enough of them.
  const candidates = limit * 3;
  const found: { type: PlaceType; row: PlaceRow }[] = [];
  // One query after the other: the embedded database serves one query at a time anyway.
  if (types.includes('municipality'))
    for (const row of await findMunicipalities(db, key, candidates))
      found.push({ type: 'municipality', row });
  if (types.includes('zone'))
    for (const row of await findZones(db, key, candidates)) found.push({ type: 'zone', row });
  // Streets also by the other ways of writing their kind: "V. Museo", "Museum Str." (issue 18 §4).
  const streetKeys = streetQueryKeys(search.q);
  if (types.includes('street'))
    for (const row of await findStreets(db, streetKeys, candidates, search.municipalityId))
      found.push({ type: 'street', row });

  const collator = new Intl.Collator(search.lang);
  const suggestions = found.map((f) => {
    const suggestion = toSuggestion(search.lang, f.type, f.row);
    return {
      ...f,
      suggestion,
      shownRank: nameRank(suggestion.name, f.type === 'street' ? streetKeys : key),
    };
  });
  suggestions.sort(
    (a, b) =>
      a.row.rank - b.row.rank ||
      a.shownRank - b.shownRank ||
      typeOrder[a.type] - typeOrder[b.type] ||
      (b.row.population ?? -1) - (a.row.population ?? -1) ||
      collator.compare(a.suggestion.name, b.suggestion.name),
  );
  return suggestions.slice(0, limit).map((s) => s.suggestion);
}

// What other modules read of the place data comes through this service (issue 31 point 1).
export { findMunicipalityOf, type FoundMunicipality } from './municipality-lookup.repository.ts';
