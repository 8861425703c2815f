import type { AccountOverview } from '@domus/domain/account/account.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** The query key of the account page's lists. */
export const accountQueryKey = ['account', 'overview'] as const;

/**
 * The account page's lists (`GET /api/v1/account`): own listings (for admins the newest ones),
 * the unconfirmed listings (super admins only) and the saved searches.
 */
export function getAccount(signal?: AbortSignal): Promise<AccountOverview> {
  return apiRequest<AccountOverview>('/api/v1/account', { signal });
}

/** The account page's lists; runs only while `enabled` (a session exists). */
export function useAccount(enabled: boolean) {
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => getAccount(signal),
    enabled,
    // A listing deleted or changed elsewhere shows on the next visit.
    staleTime: 0,
  });
}
