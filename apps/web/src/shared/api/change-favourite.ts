import { apiRequest } from './api-client';
import type { FavouriteIdsAnswer } from './get-favourites';

/**
 * Keeps a listing in the account (`PUT /api/v1/account/favourites/{id}`, operationId
 * addFavourite) or lets it go (`DELETE …`, removeFavourite); both may be repeated and answer the
 * account's favourites.
 */
export async function changeFavourite(id: string, kept: boolean): Promise<string[]> {
  const answer = await apiRequest<FavouriteIdsAnswer>(
    `/api/v1/account/favourites/${encodeURIComponent(id)}`,
    { method: kept ? 'PUT' : 'DELETE' },
  );
  return answer.data.ids;
}
