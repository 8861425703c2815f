import type { Category } from '@domus/domain/core/constants';
import type { Property } from '@domus/domain/listing/property.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** Where a listing is written: a new one (`id` null) or an existing one. */
export interface ListingTarget {
  category: Category;
  id: string | null;
}

/**
 * Writes the whole listing (seller-side.md §7): `POST /api/v1/properties/{type}` for a new one,
 * `PATCH /api/v1/properties/{type}/{id}` for a listing or draft that exists. Answers the listing
 * as saved.
 */
export async function saveListing(
  target: ListingTarget,
  body: Record<string, unknown>,
): Promise<Property> {
  const path = `/api/v1/properties/${encodeURIComponent(target.category)}`;
  const { data } = await apiRequest<{ data: Property }>(
    target.id ? `${path}/${encodeURIComponent(target.id)}` : path,
    { method: target.id ? 'PATCH' : 'POST', body },
  );
  return data;
}

/** Saves the listing (a draft or the listing itself). */
export function useSaveListing() {
  return useMutation({
    mutationFn: ({ target, body }: { target: ListingTarget; body: Record<string, unknown> }) =>
      saveListing(target, body),
  });
}
