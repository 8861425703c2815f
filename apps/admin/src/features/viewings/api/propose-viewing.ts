import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewingChanged } from './viewing-keys';

/** Another time as staff type it: the agency's local day and time, and the length. */
export type ProposedTime = { date: string; time: string; minutes: number };

/**
 * Books another local time for a request, or moves a booked viewing (`POST
 * /api/v1/admin/viewings/{id}/propose`, `proposeAdminViewing`); a time that does not exist, is
 * past, in an absence or outside the agent's hours answers 400 on `time`, an overlap 409.
 */
export function useProposeViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, time }: { id: string; time: ProposedTime }) =>
      apiRequest<{ data: Viewing }>(`/api/v1/admin/viewings/${encodeURIComponent(id)}/propose`, {
        method: 'POST',
        body: time,
      }),
    onSuccess: (answer) => viewingChanged(queryClient, answer.data),
  });
}
