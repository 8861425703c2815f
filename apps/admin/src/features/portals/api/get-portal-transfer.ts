import type {
  PortalTransfer,
  PortalTransferItem,
} from '@domus/domain/feeds/portal-transfer.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';
import { PORTALS_KEY } from '../../../shared/portals/get-portal-accounts';
import { isUnderway } from './get-portal-transfers';

/**
 * A transfer's line for one listing. `category` names the listing's table for the link to its
 * edit page; the API does not answer it (yet), so the number is then shown without a link.
 */
export type TransferLine = PortalTransferItem & { category?: string };

/** One transfer with its per-listing lines (`GET /api/v1/admin/portal-transfers/{id}`, staff). */
export function usePortalTransfer(id: string) {
  return useQuery({
    queryKey: [...PORTALS_KEY, 'transfer', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: PortalTransfer & { items: TransferLine[] } }>(
        `/api/v1/admin/portal-transfers/${encodeURIComponent(id)}`,
        { signal },
      ).then((answer) => answer.data),
    refetchInterval: (query) => (query.state.data && isUnderway(query.state.data) ? 3000 : false),
  });
}
