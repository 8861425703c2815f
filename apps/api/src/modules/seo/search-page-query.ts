/**
 * The search the results page makes, as the server reads it for the page's head (the first
 * card's photo preload): the same URL the web app asks for.
 */
import type { Language } from '@domus/domain/constants';
import { buildSearchParams, parseSearchParams } from '@domus/domain/search-query';

/**
 * The search parameters as the results page reads and writes them (the domain's
 * parseSearchParams and buildSearchParams, which the web app uses too): rent always, defaults
 * left out, what the search box does not offer dropped. The web app asks for exactly this URL,
 * so it takes the answer written into the page.
 */
export function searchPageParams(page: URLSearchParams): URLSearchParams {
  return buildSearchParams(parseSearchParams(page));
}

/** The API path of the search the results page makes for `params` in `lang` (search-properties.ts). */
export function searchApiUrl(params: URLSearchParams, lang: Language): string {
  const query = new URLSearchParams(params);
  query.set('lang', lang);
  return `/api/v1/properties-search?${query.toString()}`;
}
