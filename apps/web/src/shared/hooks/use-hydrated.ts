import { useSyncExternalStore } from 'react';

/** Whether the first page's hydration is over; one task after its effects subscribed. */
let hydrated = false;
let flipScheduled = false;
const listeners = new Set<() => void>();

/**
 * Subscriptions come with the effects of the page's first commit. The flip comes one task later:
 * a store that differed from the server's value during hydration made React render its readers
 * synchronously inside the hydration's commit, together with every effect of the page (up to
 * 260 ms on a phone at fourfold slowdown, issue 17); in a task of its own only the readers render.
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!hydrated && !flipScheduled) {
    flipScheduled = true;
    setTimeout(() => {
      hydrated = true;
      for (const notify of listeners) notify();
    }, 0);
  }
  return () => listeners.delete(listener);
}

/**
 * False on the server and while the browser hydrates the server's page, true from just after:
 * what only the browser knows (its storage, the history's state) is shown from then, so that
 * hydration meets exactly the markup the server wrote (decision 034). Components mounted later
 * start with true; one hydrated later (inside a boundary whose code arrived after the page's)
 * starts with the server's false and changes right after its own hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
