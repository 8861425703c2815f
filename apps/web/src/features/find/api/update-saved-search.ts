import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import type { SavedSearchBody } from '../utils/saved-search-form';
import { savedSearchQueryKey } from './get-saved-search';

/**
 * Replaces a saved search's values and locations with the whole form
 * (`PATCH /api/v1/searches/{id}`); the server matches it again and keeps the existing matches.
 */
export async function updateSavedSearch(id: string, body: SavedSearchBody): Promise<SavedSearch> {
  const { data } = await apiRequest<{ data: SavedSearch }>(
    `/api/v1/searches/${encodeURIComponent(id)}`,
    { method: 'PATCH', body },
  );
  return data;
}

/** Changes a saved search; its matches and the account's lists are read again. */
export function useUpdateSavedSearch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchBody) => updateSavedSearch(id, body),
    onSuccess: (search) => {
      queryClient.setQueryData(savedSearchQueryKey(id), search);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...savedSearchQueryKey(id), 'matches'] }),
        queryClient.invalidateQueries({ queryKey: [...savedSearchQueryKey(id), 'recommend'] }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
      ]);
    },
  });
}
