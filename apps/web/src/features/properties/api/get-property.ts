import type { Property } from '@domus/domain/schemas/property.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** The related records the detail page shows with the property. */
const POPULATE = 'images,plans,type';

/**
 * One property with its images, plans and type
 * (`GET /api/v1/properties/{type}/{id}?populate=images,plans,type`).
 */
export async function getProperty(
  category: string,
  id: string,
  signal?: AbortSignal,
): Promise<Property> {
  const path = `/api/v1/properties/${encodeURIComponent(category)}/${encodeURIComponent(id)}`;
  const { data } = await apiRequest<{ data: Property }>(path, {
    query: { populate: POPULATE },
    signal,
  });
  return data;
}

/**
 * The property of the detail page. A failed load is not retried: the page sends the visitor
 * home at once (buyer-side.md §2 Property detail).
 */
export function useProperty(category: string, id: string) {
  return useQuery({
    queryKey: ['property', category, id],
    queryFn: ({ signal }) => getProperty(category, id, signal),
    retry: false,
    staleTime: 60 * 1000,
  });
}
