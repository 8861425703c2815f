import type { Language } from '@domus/domain/core/constants';
import type { LocationSuggestion } from '@domus/domain/place/location.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetList } from './api-client';

/** Shortest text worth asking the server about. */
export const LOCATION_QUERY_MIN_LENGTH = 2;

/**
 * Which places a search names: municipalities, zones and streets (the search box, the
 * saved-search form), or municipalities only (the sell wizard's address entry).
 */
export type LocationScope = 'places' | 'municipalities';

const PATHS: Record<LocationScope, string> = {
  places: '/api/v1/locations/search',
  municipalities: '/api/v1/locations/municipalities/search',
};

/**
 * The places of `scope` whose Italian, German or Ladin name matches `q`, named in `lang`, each
 * with where it lies (`GET /api/v1/locations/search?q&lang`,
 * `GET /api/v1/locations/municipalities/search?q&lang`, seller-side.md §7).
 */
export function searchLocations(
  q: string,
  lang: Language,
  signal?: AbortSignal,
  scope: LocationScope = 'places',
): Promise<LocationSuggestion[]> {
  return apiGetList<LocationSuggestion>(PATHS[scope], { q, lang }, signal);
}

/**
 * Place suggestions for a place field; asks nothing for fewer than two letters. The place data
 * change with a new release only: an answer stays good for an hour.
 */
export function useLocationSearch(q: string, lang: Language, scope: LocationScope = 'places') {
  const text = q.trim();
  return useQuery({
    ...locationSearchQuery(text, lang, scope),
    enabled: text.length >= LOCATION_QUERY_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

/**
 * The query of {@link useLocationSearch}, for asking at once (a field's Enter before the typed
 * text's suggestions arrived) through `queryClient.fetchQuery`, sharing the same cache.
 */
export function locationSearchQuery(q: string, lang: Language, scope: LocationScope = 'places') {
  const text = q.trim();
  return {
    queryKey: ['locations', scope, lang, text.toLowerCase()],
    queryFn: ({ signal }: { signal?: AbortSignal }) => searchLocations(text, lang, signal, scope),
    staleTime: 60 * 60 * 1000,
  };
}
