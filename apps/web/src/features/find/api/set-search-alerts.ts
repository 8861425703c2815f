import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { savedSearchQueryKey } from './get-saved-search';

/**
 * Switches the new-match e-mails of a saved search on or off (`POST /api/v1/searches/{id}/alerts`):
 * with the token of an alert mail's opt-out link no session is needed; without one the owner's
 * session (or staff) is. A bad token answers 404.
 */
export async function setSearchAlerts(
  id: string,
  body: { enabled: boolean; token?: string },
): Promise<boolean> {
  const { data } = await apiRequest<{ data: { alerts: boolean } }>(
    `/api/v1/searches/${encodeURIComponent(id)}/alerts`,
    { method: 'POST', body },
  );
  return data.alerts;
}

/** Switches the alerts of the saved search `id`; the search and the account's lists follow. */
export function useSetSearchAlerts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { enabled: boolean; token?: string }) => setSearchAlerts(id, body),
    onSuccess: (alerts) => {
      queryClient.setQueryData<SavedSearch>(savedSearchQueryKey(id), (search) =>
        search ? { ...search, alerts } : search,
      );
      return queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
