import { MAX_FAVOURITES_MERGE } from '@domus/domain/person/favourites';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { favouritesKey } from '../api/get-favourites';
import { mergeFavourites } from '../api/merge-favourites';
import { clearLocalFavourites } from './local-favourites';

/**
 * Brings what this browser kept into the account once a visitor is logged in (at the login, or
 * at the next page after a failed call), then forgets the browser's copy. The app's frame loads
 * it only while there is something to merge, so that its code stays off the home page.
 */
export default function FavouritesMerge({
  token,
  local,
}: {
  token: string;
  local: readonly string[];
}) {
  const client = useQueryClient();
  useEffect(() => {
    const batch = local.slice(0, MAX_FAVOURITES_MERGE);
    let cancelled = false;
    mergeFavourites(batch).then(
      async (ids) => {
        if (cancelled) return;
        // A read of the account's list sent before the merge would otherwise land after it and
        // put back the list without the merged hearts (seen in CI: the heart shown let go).
        await client.cancelQueries({ queryKey: favouritesKey(token) });
        clearLocalFavourites(batch);
        client.setQueryData(favouritesKey(token), ids);
      },
      // Kept in the browser: the next page or login tries again.
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [client, local, token]);
  return null;
}
