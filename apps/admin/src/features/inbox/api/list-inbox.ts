import { inboxApiQuery, type InboxView } from '@domus/domain/staff/admin-inbox-query';
import type { InboxEntry } from '@domus/domain/staff/admin-inbox.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Every inbox answer starts with this key: a change refreshes them all (and the overview). */
export const INBOX_KEY = ['admin', 'inbox'] as const;

/** A page of the inbox (`GET /api/v1/admin/inbox`); the last page stays while the next loads. */
export function useInbox(view: InboxView) {
  const query = inboxApiQuery(view);
  return useQuery({
    queryKey: [...INBOX_KEY, query],
    queryFn: ({ signal }) =>
      apiRequest<{ meta: { total: number }; data: InboxEntry[] }>('/api/v1/admin/inbox', {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
