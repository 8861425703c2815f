import type { PortalAccount, PortalAccountInput } from '@domus/domain/feeds/portal-account.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTALS_KEY } from '../../../shared/portals/get-portal-accounts';

/** The answer to a save: the account, with `feedUrl` the one time a feed URL is made. */
export type SavedPortalAccount = PortalAccount & { feedUrl?: string };

/** A new account (no `id`) or a change of one, with `newFeedUrl` to replace its feed URL. */
export type PortalAccountSave = {
  id?: string;
  input: PortalAccountInput;
  newFeedUrl?: boolean;
};

/**
 * Adds (`POST /api/v1/admin/portal-accounts`) or changes (`PUT …/{id}`) a portal account, super
 * admins; the accounts and the listing tables' portal states are read again.
 */
export function useSavePortalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, newFeedUrl }: PortalAccountSave) =>
      apiRequest<{ data: SavedPortalAccount }>(
        id
          ? `/api/v1/admin/portal-accounts/${encodeURIComponent(id)}`
          : '/api/v1/admin/portal-accounts',
        { method: id ? 'PUT' : 'POST', body: id && newFeedUrl ? { ...input, newFeedUrl } : input },
      ).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PORTALS_KEY }),
  });
}
