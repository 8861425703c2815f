import { startTransition, useEffect, useState } from 'react';

/** Set once the first component saw the app hydrated: components mounted later know it at once. */
let appHydrated = false;

/**
 * False on the server and while the browser hydrates the server's page, true from the next render
 * on: what only the browser knows (its storage, the history's state) is shown from then, so that
 * hydration meets exactly the markup the server wrote (decision 034). That next render is a
 * transition, done in slices after the page is interactive rather than in one piece right after
 * hydration (issue 17); a component mounted later (a client-side navigation) starts with true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    if (hydrated) return;
    appHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
