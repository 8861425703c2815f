import type { ErasureSummary } from '@domus/domain/person/privacy.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerRef } from './export-customer-data';

/**
 * Erases a customer (`POST /api/v1/admin/customers/{kind}/{id}/erase`, admins;
 * docs/decisions/029) and answers what was done, counted.
 */
export async function eraseCustomer({ kind, id }: CustomerRef): Promise<ErasureSummary> {
  const answer = await apiRequest<{ data: ErasureSummary }>(
    `/api/v1/admin/customers/${kind}/${encodeURIComponent(id)}/erase`,
    { method: 'POST' },
  );
  return answer.data;
}

/** Erases a customer; every admin list (customers, listings, requests) is read again. */
export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseCustomer,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
