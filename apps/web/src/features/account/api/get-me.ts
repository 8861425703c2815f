import type { Me } from '@domus/domain/account/account.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** The query key of the logged-in account; changes to the profile refresh it. */
export const meQueryKey = ['account', 'me'] as const;

/** The logged-in account: e-mail, staff flags, seller and client profile (`GET /api/v1/account/me`). */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiRequest<Me>('/api/v1/account/me', { signal });
}

/** The logged-in account; runs only while `enabled` (a session exists). */
export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    enabled,
    staleTime: 60 * 1000,
  });
}
