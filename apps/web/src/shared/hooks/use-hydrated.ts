import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's page, true from the next render
 * on: what only the browser knows (its storage, the history's state) is shown from then, so that
 * hydration meets exactly the markup the server wrote (decision 034).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
