/**
 * The opt-out token of a saved search's alert mails (decisions.md Saved searches and matching;
 * docs decision 014): the mails carry it, the searches' routes check it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@domus/domain/core/constants';

/**
 * The secret token of a search's opt-out link: an HMAC of its id under `key`, so nothing is
 * stored and every mail of the search carries the same working link (contracts: "stored only
 * as a hash or as an HMAC the server can recompute").
 */
export function searchAlertToken(key: string, searchId: string): string {
  return createHmac('sha256', key)
    .update(`search-alerts:${searchId.toLowerCase()}`)
    .digest('base64url');
}

/** Whether `token` is the opt-out token of the search under `key`, compared in constant time. */
export function isSearchAlertToken(key: string, searchId: string, token: string): boolean {
  const expected = Buffer.from(searchAlertToken(key, searchId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The web page that stops a search's alerts with the mail's token (path and query). */
export function alertsStopPath(searchId: string, token: string, lang: Language): string {
  const query = new URLSearchParams({ alerts: 'off', token, lang });
  return `/find/searches/${encodeURIComponent(searchId)}?${query.toString()}`;
}
