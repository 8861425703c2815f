import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@domus/domain/core/constants';

/** localStorage key of the interface language the visitor chose. */
export const LANGUAGE_STORAGE_KEY = 'domus.language';
/**
 * Cookie with the same choice, for the server: it renders each page in the visitor's language
 * (decision 034). Kept by the apps/api page routes' reading of it in step.
 */
export const LANGUAGE_COOKIE = 'domus_language';
/** Query parameter that sets the interface language (e.g. links in e-mails: `?lang=de`). */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** Whether `value` is one of the interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language of a browser language tag: its first two letters when supported
 * (buyer-side.md §7: "first two letters of the browser language if supported").
 */
export function languageFromTag(tag: string | null | undefined): Language | undefined {
  const prefix = tag?.trim().slice(0, 2).toLowerCase();
  return isLanguage(prefix) ? prefix : undefined;
}

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
