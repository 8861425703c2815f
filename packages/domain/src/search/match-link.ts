/**
 * The one-click answers of an alert mail (issue 34 point 5, decision 074): each card of the mail
 * offers "book a viewing", "ask for advice" and "not interested" as signed links that set the
 * match's state without a login, after one click on the page they open.
 */
import type { MatchStateCode } from './match.ts';

/** The answers a mail's links give, as the match states they set. */
export const MATCH_LINK_STATES = [
  'visit',
  'consulting',
  'not_interested',
] as const satisfies readonly MatchStateCode[];
/** One of them. */
export type MatchLinkState = (typeof MATCH_LINK_STATES)[number];

/** How long a mail's answer links act: a month after the mail, then the matches page does. */
export const MATCH_LINK_DAYS = 30;

/**
 * What a link answers before and after the click: it acts (`valid`), it is past its
 * {@link MATCH_LINK_DAYS} (`expired`), it is not one the site sent for this match and answer
 * (`tampered`), or the match already has a final answer of another kind (`final`: a viewing or
 * advice asked for stays asked for, as on the matches page).
 */
export const MATCH_LINK_ANSWERS = ['valid', 'expired', 'tampered', 'final'] as const;
/** One of them. */
export type MatchLinkAnswer = (typeof MATCH_LINK_ANSWERS)[number];

/** Whether `value` is one of the mail's answers. */
export function isMatchLinkState(value: unknown): value is MatchLinkState {
  return (MATCH_LINK_STATES as readonly unknown[]).includes(value);
}
