import type { Language } from '@domus/domain/constants';
import type { LocationSuggestion } from '@domus/domain/schemas/location.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../shared/api/api-client';

/** Shortest text worth asking the server about. */
export const MUNICIPALITY_QUERY_MIN_LENGTH = 2;

/**
 * Municipalities whose Italian, German or Ladin name matches `q`, names in `lang`
 * (`GET /api/v1/locations/municipalities/search?q&lang`, seller-side.md §7).
 */
export function searchMunicipalities(
  q: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  return apiGetList<LocationSuggestion>(
    '/api/v1/locations/municipalities/search',
    { q, lang },
    signal,
  );
}

/**
 * The municipality suggestions of the address entry; nothing is asked for fewer than two
 * letters. A failed search shows an empty list (seller-side.md §8).
 */
export function useMunicipalitySearch(q: string, lang: Language) {
  const text = q.trim();
  return useQuery({
    queryKey: ['locations', 'municipalities', lang, text.toLowerCase()],
    queryFn: ({ signal }) => searchMunicipalities(text, lang, signal),
    enabled: text.length >= MUNICIPALITY_QUERY_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60 * 1000,
  });
}
