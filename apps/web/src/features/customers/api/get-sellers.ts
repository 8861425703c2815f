import type { Seller } from '@domus/domain/person/seller.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../shared/api/api-client';

/** How many customers the dialog lists (seller-side.md §9: seller list limit 10). */
export const SELLER_LIST_LIMIT = 10;

/** The query keys of the customer lists; a new customer refreshes them. */
export const sellersQueryKey = ['sellers'] as const;

/** The newest customers (`GET /api/v1/sellers?limit=10`, staff only). */
export function getSellers(signal?: AbortSignal): Promise<Seller[]> {
  return apiGetList<Seller>('/api/v1/sellers', { limit: SELLER_LIST_LIMIT }, signal);
}

/**
 * Customers matching `q` over name, family name, company, e-mail and telephone
 * (`GET /api/v1/seller/search?q=`, staff only; at most 10).
 */
export function searchSellers(q: string, signal?: AbortSignal): Promise<Seller[]> {
  return apiGetList<Seller>('/api/v1/seller/search', { q }, signal);
}

/**
 * The customer dialog's list: the newest customers while the search text is empty, else the
 * search's hits (the caller debounces the text). The previous list stays while the next loads.
 */
export function useSellers(q: string, enabled: boolean) {
  const text = q.trim();
  return useQuery({
    queryKey: [...sellersQueryKey, text],
    queryFn: ({ signal }) => (text ? searchSellers(text, signal) : getSellers(signal)),
    enabled,
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
  });
}
