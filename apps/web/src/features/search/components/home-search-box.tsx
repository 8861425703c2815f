import { defaultSearchFilters } from '@domus/domain/search/search-query';
import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { keptSearchFilters } from '../utils/kept-search-filters';
import { SearchBox } from './search-box';

/**
 * The home page's search box, with the values it was left with when the visitor comes Back from
 * the results (issue 30.5). They are the history's (the box keeps them there when it searches),
 * so the browser shows them after hydration, which meets the server's empty box: the box starts
 * again with them then, and only when there are any.
 */
export function HomeSearchBox(props: Omit<ComponentProps<typeof SearchBox>, 'initial'>) {
  const state = useLocation().state as unknown;
  const kept = useHydrated() ? keptSearchFilters(state) : undefined;
  return (
    <SearchBox key={kept ? 'kept' : 'fresh'} {...props} initial={kept ?? defaultSearchFilters} />
  );
}
