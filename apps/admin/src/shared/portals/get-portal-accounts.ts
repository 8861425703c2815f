import type { PortalAccount } from '@domus/domain/feeds/portal-account.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';

/** Every portal answer starts with this key: a change reads them all again. */
export const PORTALS_KEY = ['admin', 'portals'] as const;

/**
 * The portal accounts (`GET /api/v1/admin/portal-accounts`, admins): the accounts table, the
 * log's account filter and the listing tables' bulk menu. `enabled` false for agents, whom the
 * API refuses.
 */
export function usePortalAccounts(enabled = true) {
  return useQuery({
    queryKey: [...PORTALS_KEY, 'accounts'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: PortalAccount[] }>('/api/v1/admin/portal-accounts', { signal }).then(
        (answer) => answer.data,
      ),
    enabled,
    staleTime: 30 * 1000,
  });
}
