import type { ViewingHours } from '@domus/domain/viewings/viewing-hours';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';
import { VIEWINGS_KEY } from './viewing-keys';

/** The query key of an agent's hours. */
export const hoursKey = (agentId: string) => [...VIEWINGS_KEY, 'hours', agentId] as const;

/**
 * An agent's weekly viewing hours (`GET /api/v1/admin/agents/{id}/viewing-hours`,
 * `getAgentViewingHours`): their own, or anyone's for an admin.
 */
export function useViewingHours(agentId: string | undefined) {
  return useQuery({
    queryKey: hoursKey(agentId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<{ data: { agentId: string; hours: ViewingHours } }>(
        `/api/v1/admin/agents/${encodeURIComponent(agentId!)}/viewing-hours`,
        { signal },
      ).then((answer) => answer.data.hours),
    enabled: !!agentId,
  });
}
