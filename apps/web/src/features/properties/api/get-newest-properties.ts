import { HOME_NEWEST_CATEGORY } from '@domus/domain/core/category-facts';
import { HOME_NEWEST_LIMIT, type Language } from '@domus/domain/core/constants';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { checkAnswer } from './check-answer';

/**
 * The newest confirmed listings of the home page's category (`GET /api/v1/properties/{type}?limit=5`,
 * buyer-side.md §2 Home: residential; §9 home newest list limit 5).
 */
export async function getNewestProperties(
  lang: Language,
  signal?: AbortSignal,
): Promise<PropertyCard[]> {
  const answer = await apiRequest<unknown>(`/api/v1/properties/${HOME_NEWEST_CATEGORY}`, {
    query: { limit: HOME_NEWEST_LIMIT, lang },
    signal,
  });
  const { data } = await checkAnswer<{ data: PropertyCard[] }>(
    answer,
    (a) => Array.isArray(a.data),
    async () => (await import('@domus/domain/listing/property-card.schema')).propertyCardListSchema,
  );
  return data;
}

/** The query of the home page's newest listings in `lang`; the server reads it for the page too. */
export function newestPropertiesQuery(lang: Language) {
  return queryOptions({
    // The home page looks for answers under its first two parts (home.route.tsx).
    queryKey: ['properties', 'newest', HOME_NEWEST_CATEGORY, lang],
    queryFn: ({ signal }) => getNewestProperties(lang, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** The home page's newest listings; `enabled` false until the section comes near the screen. */
export function useNewestProperties(lang: Language, enabled = true) {
  return useQuery({ ...newestPropertiesQuery(lang), enabled });
}
