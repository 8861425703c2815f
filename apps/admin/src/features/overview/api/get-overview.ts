import type { AdminOverview } from '@domus/domain/staff/admin-overview.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';

/** The day's numbers (`GET /api/v1/admin/overview`, issue 15 point 5), read again each minute. */
export function useOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminOverview }>('/api/v1/admin/overview', { signal }).then((r) => r.data),
    staleTime: 60 * 1000,
    refetchInterval: 60 * 1000,
  });
}
