import type { Language } from '@domus/domain/constants';
import type { LocationSuggestion } from '@domus/domain/schemas/location.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../shared/api/api-client';

/** Shortest text worth asking the server about. */
export const LOCATION_QUERY_MIN_LENGTH = 2;

/**
 * Municipalities and zones whose Italian or German name matches `q`, names in `lang`
 * (`GET /api/v1/locations/search?q&lang`).
 */
export function searchLocations(
  q: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  return apiGetList<LocationSuggestion>('/api/v1/locations/search', { q, lang }, signal);
}

/** Place suggestions for the search box; asks nothing for fewer than two letters. */
export function useLocationSearch(q: string, lang: Language) {
  const text = q.trim();
  return useQuery({
    queryKey: ['locations', 'search', lang, text.toLowerCase()],
    queryFn: ({ signal }) => searchLocations(text, lang, signal),
    enabled: text.length >= LOCATION_QUERY_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
