/**
 * Favourites (issue 34 point 3): the listings a buyer keeps. Without an account the browser keeps
 * them; at login they merge into the account. No schemas here, so that every page's first load
 * may read the limits.
 */

/** How many listings an account or a browser keeps at most. */
export const MAX_FAVOURITES = 500;

/** How many kept listings one merge at login brings into the account at most. */
export const MAX_FAVOURITES_MERGE = 200;

/** The browser-storage key of a visitor's favourites, a JSON list of listing ids. */
export const FAVOURITES_STORAGE_KEY = 'domus.favourites';
