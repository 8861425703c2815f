import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * How many accounts keep a listing among their favourites
 * (`GET /api/v1/admin/listing/{id}/favourites`, getAdminListingFavourites; issue 34 point 3).
 */
export async function getAdminListingFavourites(id: string, signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest<{ data: { count: number } }>(
    `/api/v1/admin/listing/${encodeURIComponent(id)}/favourites`,
    { signal },
  );
  return answer.data.count;
}

/** The count of listing `id`, read again on each opening. */
export function useAdminListingFavourites(id: string) {
  return useQuery({
    queryKey: ['admin', 'listing-favourites', id],
    queryFn: ({ signal }) => getAdminListingFavourites(id, signal),
    staleTime: 0,
  });
}
