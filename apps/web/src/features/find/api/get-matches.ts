import type { Match } from '@domus/domain/search/match.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { savedSearchQueryKey } from './get-saved-search';

/** The query key of a saved search's matches. */
export function matchesQueryKey(searchId: string) {
  return [...savedSearchQueryKey(searchId), 'matches'] as const;
}

/**
 * The matches of a saved search with their property cards, in display order
 * (`GET /api/v1/searches/{id}/matches`, buyer-side.md §4).
 */
export async function getMatches(searchId: string, signal?: AbortSignal): Promise<Match[]> {
  const { data } = await apiRequest<{ data: Match[] }>(
    `/api/v1/searches/${encodeURIComponent(searchId)}/matches`,
    { signal },
  );
  return data;
}

/** The matches of a saved search; runs only while `enabled` (a session exists). */
export function useMatches(searchId: string, enabled: boolean) {
  return useQuery({
    queryKey: matchesQueryKey(searchId),
    queryFn: ({ signal }) => getMatches(searchId, signal),
    enabled,
    staleTime: 0,
  });
}
