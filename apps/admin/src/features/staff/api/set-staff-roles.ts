import type { StaffAccount, StaffRolesBody } from '@domus/domain/person/admin-staff.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Gives an account these roles (`PUT /api/v1/admin/staff-accounts/{id}/roles`); the staff lists
 * (this page's and the agent picker's) are read again.
 */
export function useSetStaffRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string; roles: StaffRolesBody }) =>
      apiRequest<{ data: StaffAccount }>(
        `/api/v1/admin/staff-accounts/${encodeURIComponent(id)}/roles`,
        { method: 'PUT', body: roles },
      ).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
