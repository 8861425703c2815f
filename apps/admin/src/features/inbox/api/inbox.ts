import { apiRequest } from '@domus/web/shared/api/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The two lists behind the overview's numbers (docs/admin-api.md). */
export type InboxKind = 'requests' | 'contact-messages';

/** Which entries a list shows: not yet handled, handled, or all. */
export type HandledFilter = 'false' | 'true' | 'all';

/** One page of a list (`GET /api/v1/admin/requests` or `/contact-messages`), newest first. */
export function useInbox<T>(kind: InboxKind, page: number, handled: HandledFilter) {
  return useQuery({
    queryKey: ['admin', kind, page, handled],
    queryFn: ({ signal }) =>
      apiRequest<{ meta: { total: number }; data: T[] }>(`/api/v1/admin/${kind}`, {
        query: { page, handled },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Marks an entry handled or open again; the lists and the overview are read again. */
export function useSetHandled(kind: InboxKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiRequest(`/api/v1/admin/${kind}/${encodeURIComponent(id)}/handled`, {
        method: 'POST',
        body: { handled },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
