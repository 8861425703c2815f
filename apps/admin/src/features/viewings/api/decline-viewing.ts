import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewingChanged } from './viewing-keys';

/**
 * Declines a request (`POST /api/v1/admin/viewings/{id}/decline`, `declineAdminViewing`): the
 * buyer is mailed, with the staff's words if any.
 */
export function useDeclineViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiRequest<{ data: Viewing }>(`/api/v1/admin/viewings/${encodeURIComponent(id)}/decline`, {
        method: 'POST',
        body: message.trim() ? { message: message.trim() } : {},
      }),
    onSuccess: (answer) => viewingChanged(queryClient, answer.data),
  });
}
