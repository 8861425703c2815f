import i18next from 'i18next';
import { parseStaffFlags, STAFF_FLAGS_HEADER } from '@domus/domain/person/roles';
import { clearSession, getSession, syncSessionFlags } from '../auth/session-store';
import { getLanguage } from '../i18n/current-language';
import { ApiError, readErrorBody, retryAfterHeader } from './api-error';

/** Query parameters; `undefined` and `null` values are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Options of {@link apiRequest}. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: QueryParams;
  /** JSON body, or a FormData sent as multipart/form-data (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
}

/** The path with its query string, e.g. `/api/v1/types?sort=-type`. */
export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** How a request reaches the API: the browser's fetch, or the server's own call (setApiFetch). */
type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/**
 * Sends the app's API requests another way: the server, rendering a page (entry-server.tsx),
 * answers them in its own process instead of over the network.
 */
export function setApiFetch(fetcher: ApiFetch): void {
  apiFetch = fetcher;
}

let unauthorizedHandler: () => void = () => {};

/**
 * Sets what happens after a 401 answer once the session is cleared: the app sends the visitor
 * home with its router (buyer-side.md §4 Session).
 */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

function genericMessage(): string {
  return i18next.t('errors:api.internal_error');
}

/**
 * Calls the API and answers its parsed JSON. Every call carries the interface language and the
 * session token when logged in (buyer-side.md §7: Accept-Language, Authorization). A failure
 * becomes an {@link ApiError} with the server's message, or a generic one in the visitor's
 * language when the server could not say more; a 401 also logs out (buyer-side.md §4 Session).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getLanguage(),
  };
  // The browser sets a multipart body's Content-Type itself, with its boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;

  let response: Response;
  try {
    response = await apiFetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', genericMessage());
  }

  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }

  if (response.status === 401) {
    clearSession();
    unauthorizedHandler();
  } else if (session) {
    // The server's word on the session's roles outlasts what the login stored (issue 30.6).
    const flags = parseStaffFlags(response.headers.get(STAFF_FLAGS_HEADER));
    if (flags) syncSessionFlags(session.token, flags);
  }
  if (!response.ok) {
    const error = readErrorBody(body);
    // When to try again: the body says it, else the header (a proxy's own 429, say).
    const retryAfter =
      error?.retryAfterSeconds ?? retryAfterHeader(response.headers.get('retry-after'));
    if (error) {
      throw new ApiError(response.status, error.code, error.message, error.fields, retryAfter);
    }
    throw new ApiError(
      response.status,
      response.status >= 500 ? 'internal_error' : 'bad_request',
      genericMessage(),
      [],
      retryAfter,
    );
  }
  if (body === undefined && text) {
    throw new ApiError(response.status, 'invalid_response', genericMessage());
  }
  return body as T;
}

/** GET of a list answered as `{ data: [...] }`. */
export async function apiGetList<T>(
  path: string,
  query?: QueryParams,
  signal?: AbortSignal,
): Promise<T[]> {
  const { data } = await apiRequest<{ data: T[] }>(path, { query, signal });
  return data;
}
