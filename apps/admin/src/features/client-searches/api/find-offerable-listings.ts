import {
  buildAdminListingsParams,
  defaultAdminListingsView,
} from '@domus/domain/staff/admin-listings-query';
import type { Category } from '@domus/domain/core/constants';
import type { AdminListingsResponse } from '@domus/domain/staff/admin-listings.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * The published listings of a category whose number or text contains `q`, newest first, 25 at
 * most: the admin listings table's own call (`GET /api/v1/admin/listings/{category}`).
 */
export function useOfferableListings(category: Category, q: string) {
  const query = Object.fromEntries(
    buildAdminListingsParams({
      ...defaultAdminListingsView,
      statuses: ['published'],
      q,
      pageSize: 25,
    }),
  );
  return useQuery({
    queryKey: ['admin', 'listings', category, 'offerable', query],
    queryFn: ({ signal }) =>
      apiRequest<AdminListingsResponse>(`/api/v1/admin/listings/${encodeURIComponent(category)}`, {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
