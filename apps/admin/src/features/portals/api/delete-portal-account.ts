import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTALS_KEY } from '../../../shared/portals/get-portal-accounts';

/** Removes a portal account with its switches and log (`DELETE …/{id}`, super admins). */
export function useDeletePortalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/v1/admin/portal-accounts/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PORTALS_KEY }),
  });
}
