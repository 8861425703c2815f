import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';
import { VIEWINGS_KEY } from './viewing-keys';

/** One viewing (`GET /api/v1/admin/viewings/{id}`, `getAdminViewing`), for its dialog. */
export function useViewing(id: string | null) {
  return useQuery({
    queryKey: [...VIEWINGS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: Viewing }>(`/api/v1/admin/viewings/${encodeURIComponent(id!)}`, {
        signal,
      }),
    enabled: id !== null,
  });
}
