import type { InboxEntry, InboxUpdate } from '@domus/domain/staff/admin-inbox.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** What changes: the entry (its kind says which call) and its new status, handler or note. */
export type InboxChange = { entry: Pick<InboxEntry, '_id' | 'kind'>; change: InboxUpdate };

/**
 * Changes an entry's status, handler or note (`PATCH
 * /api/v1/admin/inbox/requests|messages|viewings/{id}`); the inbox and the overview are read again.
 */
export function useUpdateInboxEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, change }: InboxChange) => {
      const list =
        entry.kind === 'message' ? 'messages' : entry.kind === 'viewing' ? 'viewings' : 'requests';
      return apiRequest<{ data: InboxEntry }>(
        `/api/v1/admin/inbox/${list}/${encodeURIComponent(entry._id)}`,
        { method: 'PATCH', body: change },
      );
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
