import type { HistoryPage } from '@domus/domain/staff/admin-history.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';

/** One listing's history, newest first, one page after the other (staff). */
export function useListingHistory(listingId: string) {
  return useInfiniteQuery({
    queryKey: ['admin', 'history', 'listing', listingId],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<HistoryPage>(`/api/v1/admin/listings/${encodeURIComponent(listingId)}/history`, {
        query: { cursor: pageParam ?? undefined },
        signal,
      }),
    getNextPageParam: (last) => last.meta.nextCursor,
  });
}
