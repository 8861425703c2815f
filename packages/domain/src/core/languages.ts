/**
 * The interface language as the browser and the server both read it (buyer-side.md §7, §9
 * Languages; decision 034): which codes are languages, a browser's tag, the address's `?lang=`
 * and the cookie the web app keeps the visitor's choice in, so that the server renders a page in
 * the language the app will then show. One spelling for both sides (issue 31 point 3).
 */
import { LANGUAGES, type Language } from './constants.ts';

/** Query parameter that sets the interface language (e.g. links in e-mails: `?lang=de`). */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** Cookie with the visitor's chosen language, for the server's rendering of a page. */
export const LANGUAGE_COOKIE = 'domus_language';

/** How long the choice is kept, in seconds: a year. */
const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** Whether `value` is one of the interface languages (it, de, en). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language of a browser language tag: its first two letters when supported
 * (buyer-side.md §7: "first two letters of the browser language if supported").
 * @param tag a language tag such as `de-AT`
 */
export function languageFromTag(tag: string | null | undefined): Language | undefined {
  const prefix = tag?.trim().slice(0, 2).toLowerCase();
  return isLanguage(prefix) ? prefix : undefined;
}

/**
 * The cookie that keeps a chosen language, as `document.cookie` takes it.
 * @param language the chosen language
 */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The language kept in a request's Cookie header, if one is.
 * @param header the Cookie header
 */
export function languageFromCookies(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}
