import type { Language } from '@domus/domain/constants';
import type { PropertySearchResponse } from '@domus/domain/schemas/property-search.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { checkAnswer } from './check-answer';

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
  const answer = await apiRequest<unknown>('/api/v1/properties-search', {
    query: { ...Object.fromEntries(query), lang },
    signal,
  });
  return checkAnswer<PropertySearchResponse>(
    answer,
    (a) => Array.isArray(a.result) && typeof a.meta === 'object' && a.meta !== null,
    async () =>
      (await import('@domus/domain/schemas/property-search.schema')).propertySearchResponseSchema,
  );
}

/** The results page's listings; the query string is the key, so Back shows them at once. */
export function useSearchProperties(query: URLSearchParams, lang: Language) {
  const key = query.toString();
  return useQuery({
    queryKey: ['properties', 'search', lang, key],
    queryFn: ({ signal }) => searchProperties(new URLSearchParams(key), lang, signal),
    staleTime: 60 * 1000,
  });
}
