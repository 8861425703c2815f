import type { AdminBulkBody } from '@domus/domain/staff/admin-listings.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTALS_KEY } from '../../../shared/portals/get-portal-accounts';
import type { ListingsPortals } from './get-listings-portals';

/**
 * One listing switched on or off for a portal account (`PUT /api/v1/admin/listing/{id}/portals`).
 * The switch moves at once (the table's states are changed before the answer) and the states are
 * read again after it, so a refusal puts it back.
 */
export function useSwitchListingPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: ({ id, accountId, enabled }) =>
      queryClient.setQueriesData<ListingsPortals>(
        { queryKey: [...PORTALS_KEY, 'listings'] },
        (old) =>
          old?.[id]
            ? {
                ...old,
                [id]: old[id].map((state) =>
                  state.accountId === accountId ? { ...state, enabled } : state,
                ),
              }
            : old,
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PORTALS_KEY }),
    mutationFn: ({ id, accountId, enabled }: { id: string; accountId: string; enabled: boolean }) =>
      apiRequest(`/api/v1/admin/listing/${encodeURIComponent(id)}/portals`, {
        method: 'PUT',
        body: { accountId, enabled },
      }),
  });
}

/** The listings a bulk switch names: the selected ids, or a table's filter. */
export type PortalSwitchTarget = AdminBulkBody['target'];

/**
 * Many listings switched on or off for a portal account (`POST /api/v1/admin/listings/portals`,
 * admins), the same target as the bulk actions'; answers how many the target names.
 */
export function useSwitchListingsPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { target: PortalSwitchTarget; accountId: string; enabled: boolean }) =>
      apiRequest<{ data: { matched: number } }>('/api/v1/admin/listings/portals', {
        method: 'POST',
        body,
      }).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PORTALS_KEY }),
  });
}
