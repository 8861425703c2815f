import type { ListingImport } from '@domus/domain/feeds/listing-import.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Uploads another CRM's OpenImmo ZIP and answers its preview (`POST /api/v1/admin/imports`,
 * admins); the preview is kept under the upload's id for {@link useListingImport}.
 */
export function usePreviewListingImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<{ data: ListingImport }>('/api/v1/admin/imports', {
        method: 'POST',
        body: form,
      }).then((answer) => answer.data);
    },
    onSuccess: (data) => queryClient.setQueryData(['admin', 'imports', data._id], data),
  });
}
