import type { Language } from '@domus/domain/constants';
import type { LocationSuggestion } from '@domus/domain/schemas/location.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetList } from './api-client';

/** Shortest text worth asking the server about. */
export const LOCATION_QUERY_MIN_LENGTH = 2;

/**
 * Municipalities, zones and streets whose Italian, German or Ladin name matches `q`, named in
 * `lang`, each with where it lies (`GET /api/v1/locations/search?q&lang`). Shared by the search
 * box and the saved-search form.
 */
export function searchLocations(
  q: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  return apiGetList<LocationSuggestion>('/api/v1/locations/search', { q, lang }, signal);
}

/** Place suggestions for a place field; asks nothing for fewer than two letters. */
export function useLocationSearch(q: string, lang: Language) {
  const text = q.trim();
  return useQuery({
    queryKey: ['locations', 'search', lang, text.toLowerCase()],
    queryFn: ({ signal }) => searchLocations(text, lang, signal),
    enabled: text.length >= LOCATION_QUERY_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
