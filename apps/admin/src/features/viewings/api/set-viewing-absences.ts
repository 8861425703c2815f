import type { Absence } from '@domus/domain/viewings/viewing-hours';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { absencesKey, type StoredAbsence } from './get-viewing-absences';

/**
 * Replaces every absence of an agent (`PUT /api/v1/admin/agents/{id}/viewing-absences`,
 * `setAgentViewingAbsences`); a refused one answers 400 naming it (`absences.2.endDate`).
 */
export function useSetViewingAbsences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, absences }: { agentId: string; absences: Absence[] }) =>
      apiRequest<{ data: { agentId: string; absences: StoredAbsence[] } }>(
        `/api/v1/admin/agents/${encodeURIComponent(agentId)}/viewing-absences`,
        { method: 'PUT', body: { absences } },
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData(absencesKey(answer.data.agentId), answer.data.absences),
  });
}
