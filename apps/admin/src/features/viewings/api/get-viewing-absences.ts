import type { Absence } from '@domus/domain/viewings/viewing-hours';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';
import { VIEWINGS_KEY } from './viewing-keys';

/** An absence as answered: as entered, with the instants it covers. */
export type StoredAbsence = Absence & { start: string; end: string };

/** The query key of an agent's absences. */
export const absencesKey = (agentId: string) => [...VIEWINGS_KEY, 'absences', agentId] as const;

/**
 * An agent's absences, earliest first (`GET /api/v1/admin/agents/{id}/viewing-absences`,
 * `getAgentViewingAbsences`).
 */
export function useViewingAbsences(agentId: string | undefined) {
  return useQuery({
    queryKey: absencesKey(agentId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<{ data: { agentId: string; absences: StoredAbsence[] } }>(
        `/api/v1/admin/agents/${encodeURIComponent(agentId!)}/viewing-absences`,
        { signal },
      ).then((answer) => answer.data.absences),
    enabled: !!agentId,
  });
}
