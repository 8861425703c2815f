import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { savedSearchQueryKey } from './get-saved-search';

/**
 * Up to six listings near a saved search, for a search without matches
 * (`GET /api/v1/searches/{id}/reccomend`, the path as the specification spells it).
 */
export async function getRecommendations(
  searchId: string,
  signal?: AbortSignal,
): Promise<PropertyCard[]> {
  const { data } = await apiRequest<{ data: PropertyCard[] }>(
    `/api/v1/searches/${encodeURIComponent(searchId)}/reccomend`,
    { signal },
  );
  return data;
}

/** The recommendations of a saved search; runs only while `enabled` (no matches). */
export function useRecommendations(searchId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...savedSearchQueryKey(searchId), 'recommend'],
    queryFn: ({ signal }) => getRecommendations(searchId, signal),
    enabled,
  });
}
