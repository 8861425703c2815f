import type { AdminListingsResponse } from '@domus/domain/staff/admin-listings.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * One page of the listings awaiting confirmation, every category, oldest submission first
 * (`GET /api/v1/admin/queue`, issue 15 point 4).
 */
export function useQueue(page: number) {
  return useQuery({
    queryKey: ['admin', 'queue', page],
    queryFn: ({ signal }) =>
      apiRequest<AdminListingsResponse>('/api/v1/admin/queue', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15 * 1000,
  });
}
