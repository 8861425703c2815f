import type { Language } from '@domus/domain/core/constants';
import type { PropertySearchResponse } from '@domus/domain/search/property-search.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { checkAnswer } from './check-answer';

const SEARCH_PATH = '/api/v1/properties-search';

function searchQuery(query: URLSearchParams, lang: Language) {
  return { ...Object.fromEntries(query), lang };
}

/**
 * One page of listings matching `query` (`GET /api/v1/properties-search`, buyer-side.md §7):
 * 12 cards, the page, page count and total. `query` carries the filters under the API's names,
 * as the results page's address does (docs/decisions/005).
 */
export async function searchProperties(
  query: URLSearchParams,
  lang: Language,
  signal?: AbortSignal,
): Promise<PropertySearchResponse> {
  const answer = await apiRequest<unknown>(SEARCH_PATH, {
    query: searchQuery(query, lang),
    signal,
  });
  return checkAnswer<PropertySearchResponse>(
    answer,
    (a) => Array.isArray(a.result) && typeof a.meta === 'object' && a.meta !== null,
    async () =>
      (await import('@domus/domain/search/property-search.schema')).propertySearchResponseSchema,
  );
}

/**
 * The results page's listings; the query string is the key, so Back shows them at once. The
 * server reads them with these options too and hands its answer over with the page.
 */
export function searchPropertiesQuery(query: URLSearchParams, lang: Language) {
  const key = query.toString();
  return queryOptions({
    queryKey: ['properties', 'search', lang, key],
    queryFn: ({ signal }) => searchProperties(new URLSearchParams(key), lang, signal),
    staleTime: 60 * 1000,
  });
}

/** The results page's listings ({@link searchPropertiesQuery}). */
export function useSearchProperties(query: URLSearchParams, lang: Language) {
  return useQuery(searchPropertiesQuery(query, lang));
}
