import { DEFAULT_LANGUAGE, type Language } from '@domus/domain/core/constants';
import { isLanguage, languageFromTag } from '@domus/domain/core/languages';

/** localStorage key of the interface language the visitor chose. */
export const LANGUAGE_STORAGE_KEY = 'domus.language';

/** Where the interface language can come from, in the order they count. */
export interface LanguageSources {
  /** Value of `?lang=` in the address, if any. */
  query: string | null;
  /** Value kept in localStorage from an earlier choice. */
  stored: string | null;
  /** The browser's language (`navigator.language`). */
  browser: string | null | undefined;
}

/** The resolved language and whether the address chose it (so it is to be stored). */
export interface ResolvedLanguage {
  language: Language;
  fromQuery: boolean;
}

/**
 * Chooses the interface language: a valid `?lang=` first, then the stored choice, then the
 * browser's language when supported, else Italian (buyer-side.md §9 Languages).
 */
export function resolveLanguage(sources: LanguageSources): ResolvedLanguage {
  const query = sources.query?.trim().toLowerCase();
  if (isLanguage(query)) return { language: query, fromQuery: true };
  if (isLanguage(sources.stored)) return { language: sources.stored, fromQuery: false };
  return { language: languageFromTag(sources.browser) ?? DEFAULT_LANGUAGE, fromQuery: false };
}
