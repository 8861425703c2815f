import type { Category } from '@domus/domain/constants';
import type { Property } from '@domus/domain/schemas/property.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** The query key of a listing as the confirm dialog reads it. */
export function listingQueryKey(category: Category, id: string) {
  return ['property', category, id, 'confirm'] as const;
}

/**
 * A listing with its type, images and plans
 * (`GET /api/v1/properties/{type}/{id}?populate=images,plans,type`, seller-side.md §7): the
 * whole property, which the confirm dialog sends back.
 */
export async function getListing(
  category: Category,
  id: string,
  signal?: AbortSignal,
): Promise<Property> {
  const { data } = await apiRequest<{ data: Property }>(
    `/api/v1/properties/${encodeURIComponent(category)}/${encodeURIComponent(id)}`,
    { query: { populate: 'images,plans,type' }, signal },
  );
  return data;
}

/** The listing the dialog confirms, read afresh each time it opens (`enabled`). */
export function useListing(category: Category, id: string, enabled: boolean) {
  return useQuery({
    queryKey: listingQueryKey(category, id),
    queryFn: ({ signal }) => getListing(category, id, signal),
    enabled,
    // Staff see the listing as it is now: the owner may have changed it a minute ago.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
