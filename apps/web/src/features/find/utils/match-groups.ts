import { MATCH_STATE_COLORS } from '@domus/domain/core/constants';
import { allowedMatchStates, isRecentMatch, sortMatches } from '@domus/domain/search/match';
import type { Match, MatchState } from '@domus/domain/search/match.schema';
import type { MantineColor } from '@mantine/core';

/** The matches of a search split as the page shows them (buyer-side.md §2 Matches page). */
export interface MatchGroups {
  /** Made within the last 24 hours. */
  recent: Match[];
  /** Older, behind "show older matches". */
  older: Match[];
}

/**
 * Splits the matches into new ones (made within the last 24 hours) and older ones, each in the
 * domain's display order (buyer-side.md §2, §9 match new window 24 hours; §4: visit, consulting,
 * new, wait, not_interested, ties by bedrooms plus living rooms ascending), so that an answered
 * match moves to its place at once.
 * @param matches the matches of a search
 * @param now the current time
 */
export function groupMatches(matches: readonly Match[], now: Date | number): MatchGroups {
  const ordered = sortMatches(matches);
  return {
    recent: ordered.filter((match) => isRecentMatch(match.createdAt, now)),
    older: ordered.filter((match) => !isRecentMatch(match.createdAt, now)),
  };
}

/** A state a client can answer with (a match is never set back to new). */
export type AnswerState = Exclude<MatchState, 'new'>;

/** The answers in the order the buttons show them: the requests to the agency first. */
const ANSWER_ORDER: readonly AnswerState[] = ['visit', 'consulting', 'wait', 'not_interested'];

/**
 * The answers a client may give from a state (buyer-side.md §4 Transitions, the domain's rule):
 * from new, wait or not_interested the others of not_interested, wait, consulting and visit;
 * none from consulting or visit. The current state is not offered again.
 */
export function answerStates(state: MatchState): AnswerState[] {
  const allowed = allowedMatchStates(state, 'client');
  return ANSWER_ORDER.filter((answer) => answer !== state && allowed.includes(answer));
}

/** The site's colours for the spec's state colours (buyer-side.md §4 Colours). */
const COLOR_OF_ROLE: Record<(typeof MATCH_STATE_COLORS)[MatchState], MantineColor> = {
  secondary: 'gray',
  warning: 'orange',
  success: 'green',
  danger: 'red',
};

/**
 * The badge colour of a match state: new and wait secondary, consulting warning, visit success,
 * not_interested danger (buyer-side.md §4).
 */
export function stateColor(state: MatchState): MantineColor {
  return COLOR_OF_ROLE[MATCH_STATE_COLORS[state]];
}
