import type { HistoryPage } from '@domus/domain/staff/admin-history.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The filters of the history table as query parameters (`GET /api/v1/admin/history`). */
export type HistoryFilters = Partial<
  Record<'subject' | 'action' | 'actor' | 'from' | 'to' | 'listing' | 'seller' | 'client', string>
>;

/** The whole history, filtered, newest first, one page after the other (admins). */
export function useAdminHistory(filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'history', filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<HistoryPage>('/api/v1/admin/history', {
        query: { ...filters, cursor: pageParam ?? undefined },
        signal,
      }),
    getNextPageParam: (last) => last.meta.nextCursor,
  });
}
