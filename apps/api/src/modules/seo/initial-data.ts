/**
 * The first API answer a page needs, written into its HTML: the web app would otherwise ask for
 * it only after its code has loaded, and on a slow phone network that round trip delays the
 * page's main photo (Lighthouse LCP). The web app takes the block as its query's initial data
 * when it asks for exactly `url` in `lang` (apps/web shared/api/initial-data.ts).
 */
import type { Language } from '@domus/domain/constants';
import { buildSearchParams, parseSearchParams } from '@domus/domain/search-query';
import { jsonForScript } from './seo.service.ts';

/** The id of the script element the web app reads. */
export const INITIAL_DATA_ID = 'domus-initial-data';

/** The API path of a listing as the detail page asks for it (get-property.ts). */
export function propertyApiUrl(category: string, id: string): string {
  const query = new URLSearchParams({ populate: 'images,plans,type' });
  return `/api/v1/properties/${encodeURIComponent(category)}/${encodeURIComponent(id)}?${query.toString()}`;
}

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

/**
 * The script element carrying `body` as the answer to `url` in `lang`. JSON, never run (so the
 * content security policy has nothing to allow); escaped so that no text of a listing can end
 * the element.
 */
export function initialDataScript(url: string, lang: Language, body: unknown): string {
  return `<script type="application/json" id="${INITIAL_DATA_ID}">${jsonForScript({ url, lang, body })}</script>`;
}
