import type { Seller } from '@domus/domain/person/seller.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * The sellers the imported listings may be for: the ten newest while `q` is empty
 * (`GET /api/v1/sellers?limit=10`), else those matching it over name, company, e-mail and
 * telephone (`GET /api/v1/seller/search?q=`), staff only.
 */
export function useSellerChoices(q: string) {
  const text = q.trim();
  return useQuery<Seller[]>({
    queryKey: ['sellers', 'import-owner', text],
    queryFn: ({ signal }) =>
      apiRequest<{ data: Seller[] }>(text ? '/api/v1/seller/search' : '/api/v1/sellers', {
        query: text ? { q: text } : { limit: 10 },
        signal,
      }).then((answer) => answer.data),
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });
}
