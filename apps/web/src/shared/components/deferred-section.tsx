import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * Renders `children` only once the place comes within `rootMargin` of the screen, so that a
 * block below the fold loads its code and data when the visitor scrolls towards it. Until then
 * it keeps `minHeight` free, so that the page does not jump when the block arrives.
 */
export function DeferredSection({
  children,
  minHeight,
  rootMargin = '400px 0px',
  shownAtOnce = false,
}: {
  children: ReactNode;
  minHeight: number;
  rootMargin?: string;
  /**
   * Shows the block from the first render: its data is there already (the server rendered it
   * with the page, and the browser hydrates it), so there is nothing to wait for.
   */
  shownAtOnce?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Else never near in the first render, also on the server: the browser hydrates the same
  // markup. Without IntersectionObserver (very old browsers) the block shows right after.
  const [seen, setNear] = useState(shownAtOnce);
  const hydrated = useHydrated();
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
