import type { CustomerKind } from '@domus/domain/staff/admin-customers-query';
import type { AdminCustomerMergeResult } from '@domus/domain/staff/admin-customers.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CUSTOMERS_KEY } from './get-customers';

/**
 * Merges the record `removeId` into `keepId` (`POST /api/v1/admin/customers/{kind}/{id}/merge`,
 * admins only, decision 030); `force` after the admin was warned that both have their own
 * verified account (issue 29 point 7). The customers' answers are read again.
 */
export function useMergeCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      kind: CustomerKind;
      keepId: string;
      removeId: string;
      force?: boolean;
    }) =>
      apiRequest<{ data: AdminCustomerMergeResult }>(
        `/api/v1/admin/customers/${input.kind}/${encodeURIComponent(input.keepId)}/merge`,
        { method: 'POST', body: { removeId: input.removeId, force: input.force === true } },
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY }),
  });
}
