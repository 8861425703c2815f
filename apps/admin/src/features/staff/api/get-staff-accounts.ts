import type { StaffAccount } from '@domus/domain/person/admin-staff.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The staff accounts with their roles, or with `email` the account of that address whatever its
 * roles (`GET /api/v1/admin/staff-accounts`, super admins).
 */
export function useStaffAccounts(email?: string) {
  return useQuery({
    queryKey: ['admin', 'staff-accounts', email ?? null],
    queryFn: ({ signal }) =>
      apiRequest<{ data: StaffAccount[] }>('/api/v1/admin/staff-accounts', {
        query: { email },
        signal,
      }).then((answer) => answer.data),
    enabled: email === undefined || email !== '',
  });
}
