import type { AdminClientSearches } from '@domus/domain/staff/admin-client-searches.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';

/** The key of a client's searches: a state change or an offer reads them again. */
export const clientSearchesKey = (clientId: string) =>
  ['admin', 'client-searches', clientId] as const;

/** A client and their saved searches with every match (`GET /api/v1/admin/clients/{id}/searches`). */
export function useClientSearches(clientId: string) {
  return useQuery({
    queryKey: clientSearchesKey(clientId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminClientSearches }>(
        `/api/v1/admin/clients/${encodeURIComponent(clientId)}/searches`,
        { signal },
      ).then((answer) => answer.data),
  });
}
