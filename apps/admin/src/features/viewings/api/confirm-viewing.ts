import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewingChanged } from './viewing-keys';

/**
 * Confirms one of a request's times by its start (`POST /api/v1/admin/viewings/{id}/confirm`,
 * `confirmAdminViewing`): the buyer and the seller get the invitation.
 */
export function useConfirmViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start }: { id: string; start: string }) =>
      apiRequest<{ data: Viewing }>(`/api/v1/admin/viewings/${encodeURIComponent(id)}/confirm`, {
        method: 'POST',
        body: { start },
      }),
    onSuccess: (answer) => viewingChanged(queryClient, answer.data),
  });
}
