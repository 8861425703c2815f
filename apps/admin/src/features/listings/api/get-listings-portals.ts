import type { ListingPortalState } from '@domus/domain/feeds/portal-transfer.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PORTALS_KEY } from '../../../shared/portals/get-portal-accounts';

/** Each listing's state per portal account, by listing id. */
export type ListingsPortals = Record<string, ListingPortalState[]>;

/**
 * The portal states of a table page's listings (`GET /api/v1/admin/listing-portals?ids=`,
 * staff, at most 100: a page). The previous page's states stay while the next page's load.
 */
export function useListingsPortals(ids: string[], enabled = true) {
  const sorted = [...ids].sort();
  return useQuery<ListingsPortals>({
    queryKey: [...PORTALS_KEY, 'listings', sorted],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ListingsPortals }>('/api/v1/admin/listing-portals', {
        query: { ids: sorted.join(',') },
        signal,
      }).then((answer) => answer.data),
    enabled: enabled && sorted.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15 * 1000,
  });
}
