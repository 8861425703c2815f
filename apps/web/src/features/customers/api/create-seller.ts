import type { Seller, SellerInput } from '@domus/domain/person/seller.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { sellersQueryKey } from './get-sellers';

/**
 * Creates a customer (`POST /api/v1/sellers`, staff only). A used e-mail address answers 400
 * `duplicate_email` on the field email ('Indirizzo email già in uso.').
 */
export async function createSeller(seller: SellerInput): Promise<Seller> {
  const { data } = await apiRequest<{ data: Seller }>('/api/v1/sellers', {
    method: 'POST',
    body: seller,
  });
  return data;
}

/** Creates a customer; the customer lists are read again. */
export function useCreateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellersQueryKey }),
  });
}
