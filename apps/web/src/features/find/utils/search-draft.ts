import { browserStorage } from '../../../shared/lib/browser-storage';
import type { SavedSearchFormValues } from './saved-search-form';

/** The browser-storage key of the saved search being typed on the find page. */
export const SEARCH_DRAFT_KEY = 'domus.find.draft';

/**
 * How long a draft is kept: long enough for the detour through an e-mailed login link (which
 * opens in a new tab, often much later), short enough not to greet a visitor days later with a
 * search they gave up.
 */
export const SEARCH_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The saved search a visitor was typing, kept in the browser's storage for a day (decision 017):
 * neither a reload nor the login detour an address already in use offers loses it, even when
 * the e-mailed link opens the find page in another tab. Saving the search clears it. Storage may
 * be blocked (private modes); the form then simply starts afresh.
 */
export const searchDraft = {
  /**
   * The draft, or null when there is none, it is older than a day or unreadable. Its check loads
   * the schema library only when there is a draft to read (issue 17).
   */
  async read(now = Date.now()): Promise<SavedSearchFormValues | null> {
    const text = browserStorage.get(SEARCH_DRAFT_KEY);
    if (!text) return null;
    const { draftSchema } = await import('./search-draft.schema');
    let parsed: ReturnType<typeof draftSchema.safeParse>;
    try {
      parsed = draftSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = draftSchema.safeParse(null);
    }
    if (!parsed.success || now - parsed.data.savedAt > SEARCH_DRAFT_TTL_MS) {
      browserStorage.remove(SEARCH_DRAFT_KEY);
      return null;
    }
    return parsed.data.values;
  },
  write(values: SavedSearchFormValues, now = Date.now()): void {
    browserStorage.set(SEARCH_DRAFT_KEY, JSON.stringify({ savedAt: now, values }));
  },
  clear(): void {
    browserStorage.remove(SEARCH_DRAFT_KEY);
  },
};
