import type { viewingOutcomeBodySchema } from '@domus/domain/viewings/viewing-outcome.schema';
import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { viewingChanged } from './viewing-keys';

/** What the form sends: the outcome, and the feedback with its reason if known. */
type OutcomeInput = z.input<typeof viewingOutcomeBodySchema>;

/**
 * Records what happened at a viewing and the buyer's feedback (`POST
 * /api/v1/admin/viewings/{id}/outcome`, `recordAdminViewingOutcome`, issue 33 point 3); the
 * match the viewing answers follows the feedback.
 */
export function useRecordViewingOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: OutcomeInput & { id: string }) =>
      apiRequest<{ data: Viewing }>(`/api/v1/admin/viewings/${encodeURIComponent(id)}/outcome`, {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) => viewingChanged(queryClient, answer.data),
  });
}
