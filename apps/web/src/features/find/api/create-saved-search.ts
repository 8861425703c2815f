import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import type { SavedSearchBody } from '../utils/saved-search-form';
import { savedSearchQueryKey } from './get-saved-search';

/**
 * Saves a new search for the caller's client profile (`POST /api/v1/searches`, buyer-side.md §7);
 * the server matches it with the listings it fits at once. Without a client profile the answer
 * is 403.
 */
export async function createSavedSearch(body: SavedSearchBody): Promise<SavedSearch> {
  const { data } = await apiRequest<{ data: SavedSearch }>('/api/v1/searches', {
    method: 'POST',
    body,
  });
  return data;
}

/** Saves a new search; the account's lists are read again. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (search) => {
      queryClient.setQueryData(savedSearchQueryKey(search._id), search);
      return queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
