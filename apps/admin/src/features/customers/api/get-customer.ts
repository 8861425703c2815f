import type { CustomerKind } from '@domus/domain/staff/admin-customers-query';
import type { AdminCustomerPage } from '@domus/domain/staff/admin-customers.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_CUSTOMERS_KEY } from './get-customers';

/** The query key of one customer's page. */
export function customerKey(kind: CustomerKind, id: string) {
  return [...ADMIN_CUSTOMERS_KEY, 'page', kind, id] as const;
}

/** One customer's page in one call (`GET /api/v1/admin/customers/{kind}/{id}`). */
export function useAdminCustomer(kind: CustomerKind, id: string) {
  return useQuery({
    queryKey: customerKey(kind, id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminCustomerPage }>(
        `/api/v1/admin/customers/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
        { signal },
      ).then((r) => r.data),
    staleTime: 10 * 1000,
  });
}
