import type { Me } from '@domus/domain/account/account.schema';
import type { ProfileInput } from '@domus/domain/person/seller.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { accountQueryKey } from './get-account';
import { meQueryKey } from './get-me';

/**
 * Saves the profile dialog (`PATCH /api/v1/account/me` with `{me, values}`, buyer-side.md §7) and
 * answers the account as it is now.
 */
export function updateMe(me: Me, values: ProfileInput): Promise<Me> {
  return apiRequest<Me>('/api/v1/account/me', { method: 'PATCH', body: { me, values } });
}

/** The profile dialog's save: the header shows the answer at once, the lists are read again. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ me, values }: { me: Me; values: ProfileInput }) => updateMe(me, values),
    onSuccess: async (me) => {
      queryClient.setQueryData(meQueryKey, me);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
