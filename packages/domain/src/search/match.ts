/**
 * Match states (buyer-side.md §4, decisions.md Saved searches and matching): display order,
 * who may set which state, and the 24-hour window of new matches.
 */
import { MATCH_NEW_WINDOW_MS, MATCH_STATE_ORDER, MATCH_STATES } from '../core/constants.ts';

/** A match state. */
export type MatchStateCode = (typeof MATCH_STATES)[number];
/** Who changes a match. */
export type MatchActor = 'client' | 'staff';

const CLIENT_FROM = new Set<MatchStateCode>(['new', 'wait', 'not_interested']);
const CLIENT_TO = [
  'not_interested',
  'wait',
  'consulting',
  'visit',
] as const satisfies readonly MatchStateCode[];

/**
 * The rank of a state in the display order visit, consulting, new, wait, not_interested (0 first).
 * @param state the match state
 */
export function matchStateRank(state: MatchStateCode): number {
  return MATCH_STATE_ORDER.indexOf(state);
}

/** What ordering looks at: the state and the listing's bedrooms and living rooms. */
export type OrderableMatch = {
  state: MatchStateCode;
  rooms?: { bed?: number | undefined; living?: number | undefined } | null;
};

/**
 * Compares two matches for display: most engaged state first; ties by bedrooms + living rooms
 * ascending.
 * @param a one match
 * @param b the other match
 */
export function compareMatches(a: OrderableMatch, b: OrderableMatch): number {
  const byState = matchStateRank(a.state) - matchStateRank(b.state);
  if (byState !== 0) return byState;
  const rooms = (m: OrderableMatch) => (m.rooms?.bed ?? 0) + (m.rooms?.living ?? 0);
  return rooms(a) - rooms(b);
}

/**
 * A sorted copy of matches in display order.
 * @param matches the matches
 */
export function sortMatches<T extends OrderableMatch>(matches: readonly T[]): T[] {
  return [...matches].sort(compareMatches);
}

/**
 * The states an actor may set from a state: the client may move new, wait or not_interested to
 * not_interested, wait, consulting or visit (consulting and visit are final for the client);
 * staff may set any state.
 * @param from the current state
 * @param actor client or staff
 */
export function allowedMatchStates(
  from: MatchStateCode,
  actor: MatchActor,
): readonly MatchStateCode[] {
  if (actor === 'staff') return MATCH_STATES;
  return CLIENT_FROM.has(from) ? CLIENT_TO : [];
}

/**
 * Whether an actor may change a match from one state to another.
 * @param from the current state
 * @param to the requested state
 * @param actor client or staff
 */
export function canSetMatchState(
  from: MatchStateCode,
  to: MatchStateCode,
  actor: MatchActor,
): boolean {
  return allowedMatchStates(from, actor).includes(to);
}

/**
 * Whether a state is final for the client (consulting and visit: no buttons are offered).
 * @param state the match state
 */
export function isFinalForClient(state: MatchStateCode): boolean {
  return !CLIENT_FROM.has(state);
}

/**
 * Whether an answer asks the agency for something (a visit or a consultation is e-mailed to the
 * agency and shows the 2.5 s success toast).
 * @param state the new state
 */
export function isAgencyRequest(state: MatchStateCode): boolean {
  return state === 'visit' || state === 'consulting';
}

/**
 * Whether a match counts as new: made within the last 24 hours.
 * @param createdAt when the match was made
 * @param now the current time (a parameter so that the rule stays pure)
 */
export function isRecentMatch(createdAt: Date | string | number, now: Date | number): boolean {
  const made = new Date(createdAt).getTime();
  const current = typeof now === 'number' ? now : now.getTime();
  return current - made < MATCH_NEW_WINDOW_MS;
}
