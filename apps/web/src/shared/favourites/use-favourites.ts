import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { favouritesKey, useFavouriteIds } from '../api/get-favourites';
import { useSession } from '../auth/session-store';
import { setLocalFavourite, useLocalFavourites } from './local-favourites';

const NONE: readonly string[] = [];

/**
 * The visitor's favourites (issue 34 point 3): the account's when logged in, else this
 * browser's. `toggle` shows at once; when the account cannot take a listing just now (no
 * network), the browser keeps it and it joins the account at the next merge, so that no heart a
 * visitor set is lost.
 */
export function useFavourites() {
  const session = useSession();
  const token = session?.token;
  const client = useQueryClient();
  const local = useLocalFavourites();
  const account = useFavouriteIds(token);
  const ids = token ? (account.data ?? NONE) : local;
  const kept = useMemo(() => new Set([...ids, ...(token ? local : [])]), [ids, local, token]);

  const toggle = useCallback(
    async (id: string) => {
      const keep = !kept.has(id);
      if (!token) {
        setLocalFavourite(id, keep);
        return;
      }
      const key = favouritesKey(token);
      // A read in flight would overwrite the change with the list from before it.
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<string[]>(key) ?? [];
      client.setQueryData(key, keep ? [id, ...before] : before.filter((other) => other !== id));
      if (!keep) setLocalFavourite(id, false);
      try {
        const { changeFavourite } = await import('../api/change-favourite');
        client.setQueryData(key, await changeFavourite(id, keep));
      } catch {
        client.setQueryData(key, before);
        // Kept in the browser instead; a listing let go stays kept, as the account still has it.
        if (keep) setLocalFavourite(id, true);
      }
    },
    [client, kept, token],
  );

  return { kept, ids, toggle, loading: !!token && account.isPending };
}
