import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { accountQueryKey } from './get-account';

/** Deletes a saved search with its matches (`DELETE /api/v1/searches/{id}`). */
export async function deleteSavedSearch(id: string): Promise<void> {
  await apiRequest<void>(`/api/v1/searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a saved search, then reads the account's lists again. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: ['searches', id] });
      return queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
