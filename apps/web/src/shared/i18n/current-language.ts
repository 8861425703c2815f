import { DEFAULT_LANGUAGE, type Language } from '@domus/domain/core/constants';
import { browserStorage } from '../lib/browser-storage';
import { LANGUAGE_QUERY_PARAM, languageCookie } from '@domus/domain/core/languages';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './language';

let current: Language = DEFAULT_LANGUAGE;

/**
 * Settles the interface language once at start-up, before anything renders: a `?lang=` in the
 * address is stored as the visitor's choice and taken out of the address (so that a later
 * switch is not overruled by it); the document's `lang` attribute follows.
 */
export function startLanguage(): Language {
  const url = new URL(window.location.href);
  const { language, fromQuery } = resolveLanguage({
    query: url.searchParams.get(LANGUAGE_QUERY_PARAM),
    stored: browserStorage.get(LANGUAGE_STORAGE_KEY),
    browser: window.navigator.language,
  });
  if (fromQuery) browserStorage.set(LANGUAGE_STORAGE_KEY, language);
  // A chosen language is told to the server too, which renders the next page in it (decision 034).
  if (fromQuery || browserStorage.get(LANGUAGE_STORAGE_KEY) === language)
    rememberLanguage(language);
  if (fromQuery) {
    url.searchParams.delete(LANGUAGE_QUERY_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  current = language;
  // Only when it differs: any write of the attribute makes the browser match every element's
  // `:lang()` styles anew, a full style pass over a server-rendered page (issue 17).
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  return language;
}

/** Keeps the visitor's choice in a cookie, which the server reads to render pages in it. */
function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language);
}

/**
 * Sets the language of the page the server renders (entry-server.tsx), right before it renders:
 * the server renders one page at a time, so the page's components read the right one.
 */
export function setRenderLanguage(language: Language): void {
  current = language;
}

/** The interface language of this page view (it changes only through a reload). */
export function getLanguage(): Language {
  return current;
}

/**
 * Stores another interface language and reloads the page in it (buyer-side.md §2: "choice
 * stored locally; page reloads").
 */
export function switchLanguage(language: Language): void {
  browserStorage.set(LANGUAGE_STORAGE_KEY, language);
  rememberLanguage(language);
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_QUERY_PARAM)) {
    url.searchParams.delete(LANGUAGE_QUERY_PARAM);
    window.location.replace(url.pathname + url.search + url.hash);
  } else {
    window.location.reload();
  }
}
