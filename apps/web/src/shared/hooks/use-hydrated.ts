import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's page, true from the next render
 * on: what only the browser knows (its storage, the history's state) is shown from then, so that
 * hydration meets exactly the markup the server wrote (decision 034). React renders that change
 * synchronously, right after the hydration: for what must be usable at once (a form's fields).
 * What may show a moment later takes {@link useHydratedLater}.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Set by the first page's hydration; components mounted after it start hydrated. */
let appHydrated = false;

/**
 * Like {@link useHydrated}, for what may appear a moment after the page becomes interactive (a
 * notice, a block below the fold): the change comes in a transition, which React renders in
 * slices between the browser's other work. The synchronous render that useHydrated forces after
 * hydration, with the effects it sets off, held a phone's main thread for up to 260 ms (issue 17).
 */
export function useHydratedLater(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    appHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
