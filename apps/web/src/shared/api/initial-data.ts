/**
 * The API answer the server wrote into the page (apps/api seo initial-data.ts): the first
 * request of the search and detail pages, so that they show their listings, and start loading
 * their first photo, without a round trip after the code has loaded.
 */
const ELEMENT_ID = 'domus-initial-data';

type InitialData = { url: string; lang: string; body: unknown };

let pending: InitialData | null | undefined;

function read(): InitialData | null {
  const element = document.getElementById(ELEMENT_ID);
  // Out of the DOM at once: the data is good for this first request only.
  element?.remove();
  try {
    const value = element?.textContent ? (JSON.parse(element.textContent) as InitialData) : null;
    return value && typeof value.url === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The page's embedded answer to `url` in `lang`, once: undefined when the page carries none,
 * when it answers another request or language (the visitor's stored language may differ from
 * the one the server assumed), and on every later call.
 */
export function takeInitialData<T>(url: string, lang: string): T | undefined {
  if (pending === undefined) pending = read();
  const data = pending;
  if (!data || data.url !== url || data.lang !== lang) return undefined;
  pending = null;
  return data.body as T;
}
