import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewingChanged } from './viewing-keys';

/**
 * Cancels a booked viewing (`POST /api/v1/admin/viewings/{id}/cancel`, `cancelAdminViewing`):
 * the buyer and the seller get the calendar's cancellation.
 */
export function useCancelViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      apiRequest<{ data: Viewing }>(`/api/v1/admin/viewings/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
      }),
    onSuccess: (answer) => viewingChanged(queryClient, answer.data),
  });
}
