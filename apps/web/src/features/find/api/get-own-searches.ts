import type { AccountOverview } from '@domus/domain/account/account.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * The logged-in client's saved searches, as the account overview lists them
 * (`GET /api/v1/account`); runs only while `enabled` (a session exists).
 */
export function useOwnSearches(enabled: boolean) {
  return useQuery({
    queryKey: ['find', 'own-searches'],
    queryFn: async ({ signal }) =>
      (await apiRequest<AccountOverview>('/api/v1/account', { signal })).searches,
    enabled,
    staleTime: 0,
  });
}
