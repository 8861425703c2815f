/**
 * The signed answer links of an alert mail's cards (issue 34 point 5, decision 074): the match,
 * the answer it gives and its expiry, signed with the alert mails' secret under a purpose of its
 * own (lib/signed-link.ts). Nothing is stored: a link acts until it expires, on its one match and
 * with its one answer; giving it twice answers the same.
 */
import {
  MATCH_LINK_DAYS,
  isMatchLinkState,
  type MatchLinkState,
} from '@domus/domain/search/match-link';
import { readLinkFields, signLinkFields } from '../../lib/signed-link.ts';

/** Keeps these signatures apart from the opt-out tokens the same key makes. */
const PURPOSE = 'domus-match-link';
/** The token's version, so that a later format can tell old links apart. */
const VERSION = 'v1';

const DAY_MS = 24 * 3600_000;

/** What a link says. */
export type MatchLinkClaims = { matchId: string; state: MatchLinkState; expiresAt: Date };

/**
 * The token of an answer link, acting for {@link MATCH_LINK_DAYS} from `now`.
 * @param key the alert mails' secret
 * @param matchId the match the mail shows
 * @param state the answer the link gives
 * @param now when the mail is made
 */
export function signMatchLink(
  key: string,
  matchId: string,
  state: MatchLinkState,
  now: Date,
): string {
  const expiresAt = Math.floor((now.getTime() + MATCH_LINK_DAYS * DAY_MS) / 1000);
  return signLinkFields(key, PURPOSE, [VERSION, matchId.toLowerCase(), state, String(expiresAt)]);
}

/**
 * Whether a token is an answer link for `matchId` giving `state`, and whether it still acts at
 * `now`: `tampered` for a token the site did not sign, or signed for another match or answer.
 * @param key the alert mails' secret
 * @param token the token from the link
 * @param target the match and answer of the route
 * @param now the present (a clock the caller controls)
 */
export function checkMatchLink(
  key: string,
  token: string,
  target: { matchId: string; state: MatchLinkState },
  now: Date,
): 'valid' | 'expired' | 'tampered' {
  const fields = readLinkFields(key, PURPOSE, token);
  if (!fields || fields.length !== 4 || fields[0] !== VERSION) return 'tampered';
  const [, matchId, state, expiry] = fields as [string, string, string, string];
  if (!isMatchLinkState(state) || !/^\d{1,12}$/.test(expiry)) return 'tampered';
  if (matchId !== target.matchId.toLowerCase() || state !== target.state) return 'tampered';
  return now.getTime() >= Number(expiry) * 1000 ? 'expired' : 'valid';
}
