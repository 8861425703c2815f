import type { ListingImport } from '@domus/domain/feeds/listing-import.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * An upload's preview and, once imported, its result, texts in the page's language
 * (`GET /api/v1/admin/imports/{id}`, admins).
 */
export function useListingImport(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'imports', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ListingImport }>(`/api/v1/admin/imports/${encodeURIComponent(id!)}`, {
        signal,
      }).then((answer) => answer.data),
    enabled: id !== null,
  });
}
