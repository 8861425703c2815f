import {
  buildAdminCustomersParams,
  type AdminCustomersView,
} from '@domus/domain/staff/admin-customers-query';
import type { AdminCustomersResponse } from '@domus/domain/staff/admin-customers.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';

/** Every admin answer about customers starts with this key: a change refreshes them all. */
export const ADMIN_CUSTOMERS_KEY = ['admin', 'customers'] as const;

/** The API path of the customers table (`GET /api/v1/admin/customers`). */
export const ADMIN_CUSTOMERS_PATH = '/api/v1/admin/customers';

/** The view's query for the API: the same parameters as the page's address. */
export function customersQuery(view: AdminCustomersView): Record<string, string> {
  return Object.fromEntries(buildAdminCustomersParams(view));
}

function customersPageQuery(view: AdminCustomersView) {
  const query = customersQuery(view);
  return {
    queryKey: [...ADMIN_CUSTOMERS_KEY, 'table', query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<AdminCustomersResponse>(ADMIN_CUSTOMERS_PATH, { query, signal }),
    staleTime: 15 * 1000,
  };
}

/**
 * One page of the customers table for `view`. The previous page stays on screen while the next
 * one loads, so paging and sorting do not make the table jump.
 */
export function useAdminCustomers(view: AdminCustomersView) {
  return useQuery({ ...customersPageQuery(view), placeholderData: keepPreviousData });
}

/** Starts reading the table's page from the route's loader, before the page renders. */
export function prefetchAdminCustomers(queryClient: QueryClient, view: AdminCustomersView): void {
  void queryClient.prefetchQuery(customersPageQuery(view));
}
