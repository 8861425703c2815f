/**
 * The first API answer a page needs, written into its HTML: the web app would otherwise ask for
 * it only after its code has loaded, and on a slow phone network that round trip delays the
 * page's main photo (Lighthouse LCP). The web app takes the block as its query's initial data
 * when it asks for exactly `url` in `lang` (apps/web shared/api/initial-data.ts).
 */
import type { Language } from '@domus/domain/constants';
import { jsonForScript } from './seo.service.ts';

/** The id of the script element the web app reads. */
export const INITIAL_DATA_ID = 'domus-initial-data';

/** The API path of a listing as the detail page asks for it (get-property.ts). */
export function propertyApiUrl(category: string, id: string): string {
  const query = new URLSearchParams({ populate: 'images,plans,type' });
  return `/api/v1/properties/${encodeURIComponent(category)}/${encodeURIComponent(id)}?${query.toString()}`;
}

/**
 * The search parameters in the order and form the results page writes them
 * (apps/web search-query.ts buildSearchParams): rent always, defaults left out. A query the web
 * app would clean up further gives another URL, which the web app then does not take: it asks
 * the API itself, so an imperfect copy costs a request, never a wrong answer.
 */
export function searchPageParams(page: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const get = (name: string) => page.get(name)?.trim() ?? '';
  params.set('rent', String(get('rent') === 'true'));
  const locationId = get('locationId');
  const locationType = get('locationType');
  if (locationId && locationType) {
    params.set('locationId', locationId);
    params.set('locationType', locationType);
    params.set('locationName', get('locationName') || locationId);
  }
  if (get('type')) {
    params.set('type', get('type'));
    if (get('propertyType')) params.set('propertyType', get('propertyType'));
  }
  if (get('numOfRooms')) params.set('numOfRooms', get('numOfRooms'));
  if (get('budget[min]') && get('budget[min]') !== '0')
    params.set('budget[min]', get('budget[min]'));
  if (get('budget[max]')) params.set('budget[max]', get('budget[max]'));
  if (get('sort') && get('sort') !== 'newest') params.set('sort', get('sort'));
  if (get('page') && get('page') !== '1') params.set('page', get('page'));
  return params;
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
