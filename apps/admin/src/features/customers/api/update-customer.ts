import type { Me } from '@domus/domain/account/account.schema';
import type { ProfileInput, Seller, SellerInput } from '@domus/domain/person/seller.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CUSTOMERS_KEY } from './get-customers';

/** What the customer's page saves: a seller by its id, or a client through its account. */
export type CustomerUpdate =
  | { kind: 'seller'; id: string; body: SellerInput }
  | { kind: 'client'; accountId: string; body: ProfileInput };

/**
 * Saves a customer's data as the specification names the calls: `PATCH /api/v1/sellers/{id}`
 * for a seller, `PATCH /api/v1/account/{id}` (body `{seller}`) for a client's account. The
 * customers' answers are read again, their history with them.
 */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CustomerUpdate): Promise<unknown> =>
      update.kind === 'seller'
        ? apiRequest<{ data: Seller }>(`/api/v1/sellers/${encodeURIComponent(update.id)}`, {
            method: 'PATCH',
            body: update.body,
          })
        : apiRequest<Me>(`/api/v1/account/${encodeURIComponent(update.accountId)}`, {
            method: 'PATCH',
            body: { seller: update.body },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY }),
  });
}
