/**
 * The token of a seller's link that switches the weekly report off (issue 33 point 5, decision
 * 070): an HMAC of the seller's id, so nothing is stored and every report carries the same
 * working link. Under the alert mails' key (ALERTS_HMAC_KEY) with a purpose of its own, so a
 * search's token never stops a report nor the other way round.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function ownerReportToken(key: string, sellerId: string): string {
  return createHmac('sha256', key)
    .update(`owner-report:${sellerId.toLowerCase()}`)
    .digest('base64url');
}

/** Whether `token` is the seller's, compared in constant time. */
export function isOwnerReportToken(key: string, sellerId: string, token: string): boolean {
  const expected = Buffer.from(ownerReportToken(key, sellerId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
