import type { ViewingHours } from '@domus/domain/viewings/viewing-hours';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hoursKey } from './get-viewing-hours';

/**
 * Replaces an agent's week of viewing hours (`PUT /api/v1/admin/agents/{id}/viewing-hours`,
 * `setAgentViewingHours`); a refused range answers 400 naming it (`hours.mon.0.end`).
 */
export function useSetViewingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, hours }: { agentId: string; hours: ViewingHours }) =>
      apiRequest<{ data: { agentId: string; hours: ViewingHours } }>(
        `/api/v1/admin/agents/${encodeURIComponent(agentId)}/viewing-hours`,
        { method: 'PUT', body: { hours } },
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData(hoursKey(answer.data.agentId), answer.data.hours),
  });
}
