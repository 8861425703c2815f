import type { SearchFilters } from '@domus/domain/search/search-query';

/** The key of the search box's values in a history entry's state. */
const KEPT_KEY = 'searchBox';

/**
 * Keeps the search box's values in the history entry it is about to leave, so that Back finds
 * them there (issue 30.5): the home page's box has no address of its own to read them from. The
 * router keeps an entry's state under `usr` beside its own keys, which stay as they are; the
 * router reads it back as `location.state` when the visitor returns to the entry.
 * @param filters the values to keep
 */
export function keepSearchFilters(filters: SearchFilters): void {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  const own = state.usr && typeof state.usr === 'object' ? state.usr : {};
  window.history.replaceState({ ...state, usr: { ...own, [KEPT_KEY]: filters } }, '');
}

/**
 * The search box's values kept in a history entry, read from the router's `location.state`;
 * undefined when the entry keeps none.
 * @param state the location's state
 */
export function keptSearchFilters(state: unknown): SearchFilters | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const kept = (state as Record<string, unknown>)[KEPT_KEY];
  return kept && typeof kept === 'object' && 'rent' in kept && 'budget' in kept
    ? (kept as SearchFilters)
    : undefined;
}
