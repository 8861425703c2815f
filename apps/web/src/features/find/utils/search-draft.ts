import type { SavedSearchFormValues } from './saved-search-form';

/** The tab's storage key of the saved search being typed on the find page. */
export const SEARCH_DRAFT_KEY = 'domus.find.draft';

/**
 * The saved search a visitor was typing, kept in the tab's session storage: a detour to the
 * login page (an address already in use) or a reload does not lose it. Storage may be blocked
 * (private modes); the form then simply starts afresh.
 */
export const searchDraft = {
  read(): SavedSearchFormValues | null {
    try {
      const text = window.sessionStorage.getItem(SEARCH_DRAFT_KEY);
      if (!text) return null;
      const value = JSON.parse(text) as Partial<SavedSearchFormValues>;
      if (
        (value.rent !== 'true' && value.rent !== 'false') ||
        typeof value.type !== 'string' ||
        !Array.isArray(value.locations) ||
        typeof value.bedrooms !== 'number' ||
        (typeof value.budget !== 'number' && value.budget !== '')
      ) {
        return null;
      }
      return value as SavedSearchFormValues;
    } catch {
      return null;
    }
  },
  write(values: SavedSearchFormValues): void {
    try {
      window.sessionStorage.setItem(SEARCH_DRAFT_KEY, JSON.stringify(values));
    } catch {
      // Storage unavailable: the values last for this page view only.
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(SEARCH_DRAFT_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
