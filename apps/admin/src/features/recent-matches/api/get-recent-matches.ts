import type { AdminRecentMatchList } from '@domus/domain/staff/admin-recent-matches.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * One page of the matches found since `since` (YYYY-MM-DD; the overview's first day when
 * null), newest first (`GET /api/v1/admin/matches`).
 */
export function useRecentMatches(since: string | null, page: number) {
  return useQuery({
    queryKey: ['admin', 'recent-matches', since, page],
    queryFn: ({ signal }) =>
      apiRequest<AdminRecentMatchList>('/api/v1/admin/matches', {
        query: { page, ...(since ? { since } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
