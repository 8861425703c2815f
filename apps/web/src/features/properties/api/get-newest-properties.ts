import { HOME_NEWEST_LIMIT, type Language } from '@domus/domain/constants';
import type { PropertyCard } from '@domus/domain/schemas/property-card.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { checkAnswer } from './check-answer';

/**
 * The newest confirmed residential listings (`GET /api/v1/properties/residential?limit=5`,
 * buyer-side.md §2 Home, §9 home newest list limit 5).
 */
export async function getNewestProperties(
  lang: Language,
  signal?: AbortSignal,
): Promise<PropertyCard[]> {
  const answer = await apiRequest<unknown>('/api/v1/properties/residential', {
    query: { limit: HOME_NEWEST_LIMIT, lang },
    signal,
  });
  const { data } = await checkAnswer<{ data: PropertyCard[] }>(
    answer,
    (a) => Array.isArray(a.data),
    async () => (await import('@domus/domain/schemas/property-card.schema')).propertyCardListSchema,
  );
  return data;
}

/** The home page's newest listings; `enabled` false until the section comes near the screen. */
export function useNewestProperties(lang: Language, enabled = true) {
  return useQuery({
    queryKey: ['properties', 'newest', 'residential', lang],
    queryFn: ({ signal }) => getNewestProperties(lang, signal),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
