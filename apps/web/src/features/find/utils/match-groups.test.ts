import type { Match, MatchState } from '@domus/domain/search/match.schema';
import { describe, expect, it } from 'vitest';
import { propertyCardFixture } from '../../../shared/test/fixtures';
import { answerStates, groupMatches, stateColor } from './match-groups';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

function match(id: string, state: MatchState, hoursAgo: number, bed = 2, living = 1): Match {
  return {
    _id: id,
    state,
    createdAt: new Date(NOW - hoursAgo * HOUR).toISOString(),
    property: propertyCardFixture(100, { bedrooms: bed, rooms: bed + living }),
    rooms: { bed, living },
  };
}

const ids = (matches: Match[]) => matches.map((m) => m._id);

describe('matches page grouping and order (buyer-side.md §2 Matches page, §4, §9)', () => {
  it('puts matches of the last 24 hours in new matches and older ones behind "show older" (§9 24 hours)', () => {
    const groups = groupMatches(
      [
        match('a', 'new', 1),
        match('b', 'new', 23.9),
        match('c', 'new', 24),
        match('d', 'wait', 72),
      ],
      NOW,
    );
    expect(ids(groups.recent)).toEqual(['a', 'b']);
    expect(ids(groups.older)).toEqual(['c', 'd']);
  });

  it('orders visit, consulting, new, wait, not_interested; ties by bedrooms plus living rooms ascending (§4)', () => {
    const answered = [
      match('n1', 'not_interested', 1),
      match('w1', 'wait', 1),
      match('new1', 'new', 1, 3, 1),
      match('v1', 'visit', 1, 4, 1),
      match('c1', 'consulting', 1),
      match('new2', 'new', 1, 1, 1),
      match('v2', 'visit', 1, 1, 0),
    ];
    const order = ['v2', 'v1', 'c1', 'new2', 'new1', 'w1', 'n1'];
    expect(ids(groupMatches(answered, NOW).recent)).toEqual(order);
    const older = answered.map((m) => ({
      ...m,
      createdAt: new Date(NOW - 30 * HOUR).toISOString(),
    }));
    expect(ids(groupMatches(older, NOW).older)).toEqual(order);
  });

  it('offers the answers the domain allows from each state: none from consulting or visit (§4 Transitions)', () => {
    expect(answerStates('new')).toEqual(['visit', 'consulting', 'wait', 'not_interested']);
    expect(answerStates('wait')).toEqual(['visit', 'consulting', 'not_interested']);
    expect(answerStates('not_interested')).toEqual(['visit', 'consulting', 'wait']);
    expect(answerStates('consulting')).toEqual([]);
    expect(answerStates('visit')).toEqual([]);
  });

  it('colours the states: new and wait secondary, consulting warning, visit success, not_interested danger (§4 Colours)', () => {
    expect(stateColor('new')).toBe('gray');
    expect(stateColor('wait')).toBe('gray');
    expect(stateColor('consulting')).toBe('orange');
    expect(stateColor('visit')).toBe('green');
    expect(stateColor('not_interested')).toBe('red');
  });
});
