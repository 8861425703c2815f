import { GeocoderUnavailableError } from './geocoder.ts';

/** How the OpenStreetMap geocoder back ends call their server. */
export type HttpOptions = {
  timeoutMs: number;
  /** Nominatim's usage policy asks every client to identify itself; Photon's servers too. */
  userAgent: string;
};

/**
 * GETs `url` and answers its JSON body. Every failure (no connection, the time limit, a status
 * other than 2xx, a body that is not JSON) becomes a {@link GeocoderUnavailableError}, so the
 * caller can answer from the built-in place data instead.
 */
export async function getJson(url: URL, options: HttpOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': options.userAgent },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new GeocoderUnavailableError(`${url.origin} did not answer`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderUnavailableError(`${url.origin} answered status ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new GeocoderUnavailableError(`${url.origin} answered no JSON`, { cause: error });
  }
}

/** `base` (with or without a trailing slash and a path prefix) joined with `path`. */
export function endpoint(base: string, path: string): URL {
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}
