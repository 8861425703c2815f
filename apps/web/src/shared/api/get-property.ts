import type { Property } from '@domus/domain/listing/property.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The related records read with a property: what the detail page shows and a save sends back. */
const POPULATE = 'images,plans,type';

function propertyPath(category: string, id: string): string {
  return `/api/v1/properties/${encodeURIComponent(category)}/${encodeURIComponent(id)}`;
}

/**
 * The query key of a property; every reading of it starts with this key, so that invalidating
 * it after a save refreshes them all.
 */
export function propertyQueryKey(category: string, id: string) {
  return ['property', category, id] as const;
}

/**
 * One property with its images, plans and type
 * (`GET /api/v1/properties/{type}/{id}?populate=images,plans,type`, seller-side.md §7).
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

/**
 * The property as the detail page shows it, kept for a minute. A failed load is not retried:
 * the page sends the visitor home at once (buyer-side.md §2 Property detail). The server reads
 * it with these options too and hands its answer over with the page (entry-server.tsx).
 */
export function propertyQuery(category: string, id: string) {
  return queryOptions({
    queryKey: propertyQueryKey(category, id),
    queryFn: ({ signal }) => getProperty(category, id, signal),
    retry: false,
    staleTime: 60 * 1000,
  });
}

/** The property as the detail page shows it ({@link propertyQuery}). */
export function useProperty(category: string, id: string) {
  return useQuery(propertyQuery(category, id));
}

/**
 * The property as it is now, read afresh on every use and kept by no one: for the views that
 * send the whole property back (the sell wizard in edit mode, the staff confirm dialog), since
 * its owner or staff may have changed it a minute ago. Read while `enabled`.
 */
export function useFreshProperty(category: string, id: string, enabled = true) {
  return useQuery({
    queryKey: [...propertyQueryKey(category, id), 'fresh'],
    queryFn: ({ signal }) => getProperty(category, id, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
