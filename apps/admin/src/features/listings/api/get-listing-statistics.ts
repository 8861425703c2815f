import type { ListingStatistics } from '@domus/domain/listing/listing-statistics.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * Any listing's statistics for staff, the last 90 days
 * (`GET /api/v1/admin/listing/{id}/statistics`, getAdminListingStatistics; issue 33 point 4).
 */
export function getAdminListingStatistics(
  id: string,
  signal?: AbortSignal,
): Promise<ListingStatistics> {
  return apiRequest<ListingStatistics>(
    `/api/v1/admin/listing/${encodeURIComponent(id)}/statistics`,
    { signal },
  );
}

/** The statistics of listing `id`, read again on each opening (today's figures change). */
export function useAdminListingStatistics(id: string) {
  return useQuery({
    queryKey: ['admin', 'listing-statistics', id],
    queryFn: ({ signal }) => getAdminListingStatistics(id, signal),
    staleTime: 0,
  });
}
