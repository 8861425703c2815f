import { apiRequest } from './api-client';
import type { FavouriteIdsAnswer } from './get-favourites';

/**
 * Brings the listings kept in the browser into the account after a login
 * (`POST /api/v1/account/favourites/merge`, operationId mergeFavourites); listings no longer
 * published are left out. Answers the account's favourites.
 */
export async function mergeFavourites(ids: readonly string[]): Promise<string[]> {
  const answer = await apiRequest<FavouriteIdsAnswer>('/api/v1/account/favourites/merge', {
    method: 'POST',
    body: { ids },
  });
  return answer.data.ids;
}
