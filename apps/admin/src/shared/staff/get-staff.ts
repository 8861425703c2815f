import type { StaffMember } from '@domus/domain/staff/admin-listings.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The agents, admins and super admins (`GET /api/v1/admin/staff`), for the pickers of a
 * responsible agent, of the listings' agent filter and of whose viewings or hours are shown.
 */
export function useStaff() {
  return useQuery({
    queryKey: ['admin', 'staff'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: StaffMember[] }>('/api/v1/admin/staff', { signal }).then((r) => r.data),
    staleTime: 5 * 60 * 1000,
  });
}
