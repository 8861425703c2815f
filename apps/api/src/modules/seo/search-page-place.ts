/**
 * A results page asked for with a place's text (issue 30.10): the search box sends the place
 * field's text as `place` when the app is not running (no JavaScript, or before it started), so
 * the server finds the place as the box's suggestions would and leads to the search with it.
 */
import type { Language } from '@domus/domain/core/constants';
import { placeLabel } from '@domus/domain/place/place-label';
import {
  buildSearchParams,
  parseSearchParams,
  SEARCH_PARAMS,
  SEARCH_PLACE_TYPES,
  type SearchLocation,
} from '@domus/domain/search/search-query';
import type { Database } from '../../db/client.ts';
import { searchPlaces } from '../locations/locations.service.ts';

/**
 * The place the typed text names: the first suggestion the box would show for it (Enter in the
 * box takes that one too), or none.
 */
async function placeFor(
  db: Database,
  text: string,
  lang: Language,
): Promise<SearchLocation | null> {
  const [found] = await searchPlaces(db, { q: text, lang, limit: 1, types: SEARCH_PLACE_TYPES });
  return found ? { id: found.id, type: found.type, name: placeLabel(found) } : null;
}

/**
 * Where the results page at `url` leads when its address carries a place's text: the same search
 * with the place found for it (the first page of the results), or without a place when the text
 * is empty or names none, as the box drops text that matches no place. A text that is the name
 * of the place already chosen keeps that place. Undefined for an address without `place`.
 */
export async function placeSearchRedirect(
  db: Database,
  url: URL,
  lang: Language,
): Promise<string | undefined> {
  const text = url.searchParams.get(SEARCH_PARAMS.place);
  if (text === null) return undefined;
  const typed = text.trim();
  const filters = parseSearchParams(url.searchParams);
  const location =
    typed === (filters.location?.name ?? '')
      ? filters.location
      : typed
        ? await placeFor(db, typed, lang)
        : null;
  const query = buildSearchParams({ ...filters, location, page: 1 });
  // The language asked for stays in the address, as on every page.
  if (url.searchParams.has('lang')) query.set('lang', lang);
  return `${url.pathname}?${query.toString()}`;
}
