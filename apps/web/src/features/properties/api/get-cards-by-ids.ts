import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { checkAnswer } from './check-answer';

/** How many cards one call asks for (the API's limit). */
export const CARDS_PER_CALL = 100;

/**
 * The public cards of listings by id (`GET /api/v1/properties-cards?ids=…`, operationId
 * listPropertyCardsByIds), in the order asked; listings no longer published are left out.
 */
export async function getCardsByIds(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<PropertyCard[]> {
  if (ids.length === 0) return [];
  const answer = await apiRequest<unknown>('/api/v1/properties-cards', {
    query: { ids: ids.slice(0, CARDS_PER_CALL).join(',') },
    signal,
  });
  const { data } = await checkAnswer<{ data: PropertyCard[] }>(
    answer,
    (a) => Array.isArray(a.data),
    async () => (await import('@domus/domain/listing/property-card.schema')).propertyCardListSchema,
  );
  return data;
}

/** The cards of the kept listings; a heart let go keeps the last list shown while it reloads. */
export function useCardsByIds(ids: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: ['properties', 'cards', ids],
    queryFn: ({ signal }) => getCardsByIds(ids, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
