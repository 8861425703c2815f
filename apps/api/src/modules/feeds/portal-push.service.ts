/**
 * The per-listing push of immobiliare.it's REST import (issue 32 point 2, decision 067): one
 * feed document holding one property (or its delete entry) sent with HTTP PUT to
 * `<endpoint>/<property number>`, HTTP Basic authentication and the `X-IMMO-SOURCE` header
 * the portal's support hands out with the login. The portal's answer is kept for the transfer
 * log; a busy or unreachable portal is told apart from a refusal.
 */
import {
  errorText,
  failure,
  socketFailure,
  MESSAGE_LIMIT,
  type DeliveryFailure,
} from './portal-delivery.ts';

export type { DeliveryFailure } from './portal-delivery.ts';

/** A portal account's push endpoint and login. */
export interface PushTarget {
  /** The property endpoint, e.g. `https://…/ws/import/immobiliare/property`; the id is appended. */
  url: string;
  username: string;
  password: string;
  /** The value of the source header, as the portal's support gave it. */
  source: string;
}

/** One listing's document. */
export interface PushItem {
  /** The property number (the feed's unique-id). */
  id: string;
  /** A feed document with this one property, `operation="delete"` for a removal. */
  xml: string;
  /** A removal: a portal that does not hold the listing (404, 410) has what was asked. */
  delete: boolean;
}

export interface PushOptions {
  /** The whole exchange, answer included; 30 s by default. */
  timeoutMs?: number;
  /** The source header's name; immobiliare.it documents `X-IMMO-SOURCE`. */
  sourceHeader?: string;
}

/** The portal's answer. */
export type PushResult = { ok: true; status: number } | DeliveryFailure;

export const PUSH_TIMEOUT_MS = 30_000;
export const SOURCE_HEADER = 'X-IMMO-SOURCE';
/** Hosts plain HTTP is allowed to (a portal's test double on the same machine). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** More of an answer than the log keeps is not read. */
const ANSWER_LIMIT = 64 * 1024;

/** The answer's text, up to `ANSWER_LIMIT` bytes. */
async function answerText(response: Response): Promise<string> {
  if (!response.body) return '';
  const parts: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the rest of the answer.
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    parts.push(chunk);
    size += chunk.byteLength;
    if (size >= ANSWER_LIMIT) break;
  }
  return Buffer.concat(parts).subarray(0, ANSWER_LIMIT).toString('utf8');
}

/** Whether a status means the portal may take the same document later. */
function retryable(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/**
 * Pushes one listing's document.
 * @returns `{ ok: true, status }` on 2xx (and on 404/410 for a delete); otherwise a failure with
 *   `retry` for 5xx, 429, 408, timeouts and network errors, `retry: false` for the other 4xx and
 *   for redirects (the endpoint moved: staff must change the account), `status`, and the
 *   portal's message (without the password, at most 1000 characters).
 */
export async function pushListing(
  target: PushTarget,
  item: PushItem,
  options: PushOptions = {},
): Promise<PushResult> {
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  let url: URL;
  try {
    url = new URL(`${target.url.replace(/\/+$/, '')}/${encodeURIComponent(item.id)}`);
  } catch {
    return failure(false, 'The push endpoint is no URL', target);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    // Basic authentication over plain HTTP would hand the password to anyone on the way.
    return failure(false, `The push endpoint must use https, not ${url.protocol}`, target);
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${target.username}:${target.password}`).toString('base64')}`,
        [options.sourceHeader ?? SOURCE_HEADER]: target.source,
        'content-type': 'application/xml; charset=utf-8',
        accept: 'application/xml, text/plain, */*',
      },
      body: item.xml,
      // A redirect would carry the document elsewhere; the account's URL is what must change.
      redirect: 'manual',
      signal,
    });
    const text = await answerText(response);
    const { status } = response;
    if (status >= 200 && status < 300) return { ok: true, status };
    if (item.delete && (status === 404 || status === 410)) return { ok: true, status };
    const message = text.trim() || `${status} ${response.statusText}`.trim();
    if (status >= 300 && status < 400) {
      const location = response.headers.get('location');
      return failure(
        false,
        `Redirected${location ? ` to ${location}` : ''}: ${message}`.slice(0, MESSAGE_LIMIT * 2),
        target,
        status,
      );
    }
    return failure(retryable(status), message, target, status);
  } catch (error) {
    if (signal.aborted)
      return failure(true, `Timeout: no answer from ${url.host} within ${timeoutMs} ms`, target);
    const bySocket = socketFailure(error, target);
    if (bySocket) return bySocket;
    // fetch's "fetch failed" without a known cause: the network, most likely.
    return failure(true, errorText(error), target);
  }
}
