import type { AlertFrequency } from '@domus/domain/search/alert-frequency';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { savedSearchQueryKey } from './get-saved-search';

/**
 * Switches the new-match e-mails of a saved search on or off (`POST /api/v1/searches/{id}/alerts`):
 * with the token of an alert mail's opt-out link no session is needed; without one the owner's
 * session (or staff) is. A bad token answers 404.
 */
export type SearchAlertsChange = { enabled: boolean; frequency?: AlertFrequency; token?: string };
type SearchAlerts = { alerts: boolean; frequency: AlertFrequency };

export async function setSearchAlerts(id: string, body: SearchAlertsChange): Promise<SearchAlerts> {
  const { data } = await apiRequest<{ data: SearchAlerts }>(
    `/api/v1/searches/${encodeURIComponent(id)}/alerts`,
    { method: 'POST', body },
  );
  return data;
}

/** Switches the alerts of the saved search `id`; the search and the account's lists follow. */
export function useSetSearchAlerts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchAlertsChange) => setSearchAlerts(id, body),
    onSuccess: ({ alerts, frequency }) => {
      queryClient.setQueryData<SavedSearch>(savedSearchQueryKey(id), (search) =>
        search ? { ...search, alerts, alertFrequency: frequency } : search,
      );
      return queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
