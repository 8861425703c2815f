import {
  buildAdminListingsParams,
  type AdminListingsView,
} from '@domus/domain/staff/admin-listings-query';
import type { Category } from '@domus/domain/core/constants';
import type {
  AdminActionResult,
  AdminBulkBody,
  AdminListingsResponse,
} from '@domus/domain/staff/admin-listings.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

/** Every admin answer about listings starts with this key: an action refreshes them all. */
export const ADMIN_LISTINGS_KEY = ['admin', 'listings'] as const;

/** The API path of a category's table (`GET /api/v1/admin/listings/{category}`). */
export function adminListingsPath(category: Category): string {
  return `/api/v1/admin/listings/${encodeURIComponent(category)}`;
}

/** The view's query for the API: the same parameters as the page's address. */
export function viewQuery(view: AdminListingsView): Record<string, string> {
  return Object.fromEntries(buildAdminListingsParams(view));
}

/**
 * One page of a category's table for `view` (filters, order, page). The previous page stays on
 * screen while the next one loads, so paging and sorting do not make the table jump.
 */
export function useAdminListings(category: Category, view: AdminListingsView) {
  return useQuery({ ...adminListingsQuery(category, view), placeholderData: keepPreviousData });
}

/** The query of one page of a table, shared by the hook and the route's early fetch. */
function adminListingsQuery(category: Category, view: AdminListingsView) {
  const query = viewQuery(view);
  return {
    queryKey: [...ADMIN_LISTINGS_KEY, category, query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<AdminListingsResponse>(adminListingsPath(category), { query, signal }),
    staleTime: 15 * 1000,
  };
}

/**
 * Starts reading a table's page as soon as the route's code is there, before the page renders
 * (which also waits for the texts): the first table appears a round trip sooner.
 */
export function prefetchAdminListings(
  queryClient: QueryClient,
  category: Category,
  view: AdminListingsView,
): void {
  void queryClient.prefetchQuery(adminListingsQuery(category, view));
}

/**
 * One listing's action: withdraw, mark as sold or let (close), publish again, assign the
 * responsible agent or delete.
 */
export type RowAction =
  | { action: 'withdraw' | 'close' | 'publish' | 'delete'; id: string }
  | { action: 'assignAgent'; id: string; agentId: string | null };

function rowRequest(input: RowAction): Promise<{ data: AdminActionResult }> {
  const path = `/api/v1/admin/listings/${encodeURIComponent(input.id)}`;
  switch (input.action) {
    case 'withdraw':
    case 'close':
    case 'publish':
      return apiRequest(`${path}/${input.action}`, { method: 'POST' });
    case 'delete':
      // Its own path: `/api/v1/admin/listings/{id}` is the category table's (decision 056).
      return apiRequest(`/api/v1/admin/listing/${encodeURIComponent(input.id)}`, {
        method: 'DELETE',
      });
    case 'assignAgent':
      return apiRequest(`${path}/agent`, { method: 'PUT', body: { agentId: input.agentId } });
  }
}

/** Refreshes every table, the queue and the overview after a change. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}

/** Runs one row's action and refreshes the tables. */
export function useRowAction() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: RowAction) => rowRequest(input).then((r) => r.data),
    onSuccess: () => void refresh(),
  });
}

/**
 * A bulk action (`POST /api/v1/admin/listings/bulk`); with `dryRun` it only counts the rows it
 * would change, which the question before it names.
 */
export function bulkAction(body: AdminBulkBody, signal?: AbortSignal): Promise<AdminActionResult> {
  return apiRequest<{ data: AdminActionResult }>('/api/v1/admin/listings/bulk', {
    method: 'POST',
    body,
    signal,
  }).then((r) => r.data);
}

/** Runs a bulk action for real and refreshes the tables. */
export function useBulkAction() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: AdminBulkBody) => bulkAction({ ...body, dryRun: false }),
    onSuccess: () => void refresh(),
  });
}
