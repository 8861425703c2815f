import type { ListingImport, ListingImportApply } from '@domus/domain/feeds/listing-import.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Imports a previewed upload as drafts or published (`POST /api/v1/admin/imports/{id}/apply`,
 * admins); the listing tables are read again.
 */
export function useApplyListingImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListingImportApply }) =>
      apiRequest<{ data: ListingImport }>(`/api/v1/admin/imports/${encodeURIComponent(id)}/apply`, {
        method: 'POST',
        body,
      }).then((answer) => answer.data),
    onSuccess: (data) => {
      queryClient.setQueryData(['admin', 'imports', data._id], data);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'listings'] });
    },
  });
}
