import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on every location change (buyer-side.md §2, seller-side.md §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}
