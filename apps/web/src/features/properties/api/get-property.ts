import type { Property } from '@domus/domain/schemas/property.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '../../../shared/api/api-client';
import { takeInitialData } from '../../../shared/api/initial-data';
import { getLanguage } from '../../../shared/i18n/current-language';

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
  const { data } = await apiRequest<{ data: Property }>(propertyPath(category, id), {
    query: { populate: POPULATE },
    signal,
  });
  return data;
}

function propertyPath(category: string, id: string): string {
  return `/api/v1/properties/${encodeURIComponent(category)}/${encodeURIComponent(id)}`;
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
    // The page's HTML carries the first answer: no round trip before the main photo.
    initialData: () =>
      takeInitialData<{ data: Property }>(
        buildUrl(propertyPath(category, id), { populate: POPULATE }),
        getLanguage(),
      )?.data,
    initialDataUpdatedAt: Date.now,
  });
}
