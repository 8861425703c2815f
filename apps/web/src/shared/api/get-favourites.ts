import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The answer of the favourites' calls: the kept listings' ids, newest first. */
export type FavouriteIdsAnswer = { data: { ids: string[] } };

/** The query key of the account's favourites, per session (a new login reads them again). */
export const favouritesKey = (token: string) => ['favourites', token] as const;

/**
 * The logged-in account's favourites (`GET /api/v1/account/favourites`, operationId
 * listFavourites, issue 34 point 3): the published listings it keeps, newest first.
 */
export function favouritesQuery(token: string | undefined) {
  return queryOptions({
    queryKey: favouritesKey(token ?? ''),
    queryFn: async ({ signal }) =>
      (await apiRequest<FavouriteIdsAnswer>('/api/v1/account/favourites', { signal })).data.ids,
    enabled: !!token,
    staleTime: 60_000,
  });
}

/** The account's favourites while logged in; nothing is asked without a session. */
export function useFavouriteIds(token: string | undefined) {
  return useQuery(favouritesQuery(token));
}
