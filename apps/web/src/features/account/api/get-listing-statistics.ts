import type { ListingStatistics } from '@domus/domain/listing/listing-statistics.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * The statistics of one of the caller's own listings, the last 90 days
 * (`GET /api/v1/account/listings/{id}/statistics`, getAccountListingStatistics; issue 33
 * point 4). Another seller's listing answers 403.
 */
export function getAccountListingStatistics(
  id: string,
  signal?: AbortSignal,
): Promise<ListingStatistics> {
  return apiRequest<ListingStatistics>(
    `/api/v1/account/listings/${encodeURIComponent(id)}/statistics`,
    { signal },
  );
}

/** The statistics of the caller's listing `id`; runs only while `id` is given. */
export function useAccountListingStatistics(id: string | null) {
  return useQuery({
    queryKey: ['account', 'listing-statistics', id],
    queryFn: ({ signal }) => getAccountListingStatistics(id!, signal),
    enabled: !!id,
    // Today's figures change while the dialog is closed: read again on each opening.
    staleTime: 0,
  });
}
