import type { PortalTransfer } from '@domus/domain/feeds/portal-transfer.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PORTALS_KEY } from '../../../shared/portals/get-portal-accounts';

/** Transfers per page of the log. */
export const TRANSFER_PAGE_SIZE = 25;

/** How often the log is read again while a transfer waits or runs. */
const REFRESH_MS = 3000;

/** Whether a transfer is still to finish. */
export function isUnderway(transfer: PortalTransfer): boolean {
  return transfer.status === 'queued' || transfer.status === 'running';
}

/**
 * The transfer log, newest first, of one account or all (`GET /api/v1/admin/portal-transfers`,
 * staff); "more" reads the page before the oldest shown (`before`). While a transfer shown is
 * queued or running the log is read again every few seconds, so its end shows by itself.
 */
export function usePortalTransfers(accountId: string | null) {
  return useInfiniteQuery({
    queryKey: [...PORTALS_KEY, 'transfers', accountId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<{ data: PortalTransfer[] }>('/api/v1/admin/portal-transfers', {
        query: {
          accountId: accountId ?? undefined,
          before: pageParam ?? undefined,
          limit: TRANSFER_PAGE_SIZE,
        },
        signal,
      }).then((answer) => answer.data),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.length < TRANSFER_PAGE_SIZE ? undefined : (last.at(-1)?.createdAt ?? undefined),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.some(isUnderway)) ? REFRESH_MS : false,
  });
}
