import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTALS_KEY } from '../../../shared/portals/get-portal-accounts';

/**
 * Queues a full transfer to an account now (`POST …/{id}/transfers`, admins); `queued` false
 * when one was already waiting. The log is read again, and keeps reading while it runs.
 */
export function useStartPortalTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiRequest<{ data: { id: string; queued: boolean } }>(
        `/api/v1/admin/portal-accounts/${encodeURIComponent(accountId)}/transfers`,
        { method: 'POST' },
      ).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PORTALS_KEY }),
  });
}
