import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** The query key of one saved search; its matches and recommendations sit below it. */
export function savedSearchQueryKey(id: string) {
  return ['searches', id] as const;
}

/** One saved search of the caller (`GET /api/v1/searches/{id}`; staff see any). */
export async function getSavedSearch(id: string, signal?: AbortSignal): Promise<SavedSearch> {
  const { data } = await apiRequest<{ data: SavedSearch }>(
    `/api/v1/searches/${encodeURIComponent(id)}`,
    { signal },
  );
  return data;
}

/** One saved search; runs only while `enabled` (a session exists). */
export function useSavedSearch(id: string, enabled: boolean) {
  return useQuery({
    queryKey: savedSearchQueryKey(id),
    queryFn: ({ signal }) => getSavedSearch(id, signal),
    enabled,
    staleTime: 0,
  });
}
