import type { Category } from '@domus/domain/core/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { accountQueryKey } from './get-account';

/** Deletes a listing (`DELETE /api/v1/properties/{type}/{id}/delete`, buyer-side.md §7). */
export async function deleteProperty(category: Category, id: string): Promise<void> {
  await apiRequest<void>(
    `/api/v1/properties/${encodeURIComponent(category)}/${encodeURIComponent(id)}/delete`,
    { method: 'DELETE' },
  );
}

/** Deletes a listing, then reads the account's lists again. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, id }: { category: Category; id: string }) =>
      deleteProperty(category, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
