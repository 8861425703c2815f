import { describe, expect, it } from 'vitest';
import { MATCH_STATES } from '../core/constants.ts';
import {
  allowedMatchStates,
  canSetMatchState,
  compareMatches,
  isAgencyRequest,
  isFinalForClient,
  isRecentMatch,
  sortMatches,
  type OrderableMatch,
} from './match.ts';

const m = (state: OrderableMatch['state'], bed = 0, living = 0): OrderableMatch => ({
  state,
  rooms: { bed, living },
});

describe('match order (buyer-side.md §4 Match states)', () => {
  it('orders visit, consulting, new, wait, not_interested', () => {
    const sorted = sortMatches([
      m('not_interested'),
      m('new'),
      m('visit'),
      m('wait'),
      m('consulting'),
    ]);
    expect(sorted.map((match) => match.state)).toEqual([
      'visit',
      'consulting',
      'new',
      'wait',
      'not_interested',
    ]);
  });

  it('breaks ties by bedrooms plus living rooms ascending', () => {
    const sorted = sortMatches([m('new', 3, 1), m('new', 1, 1), m('visit', 5, 1), m('new', 2, 0)]);
    expect(sorted.map((match) => [match.state, match.rooms?.bed])).toEqual([
      ['visit', 5],
      ['new', 1],
      ['new', 2],
      ['new', 3],
    ]);
    expect(compareMatches(m('wait', 1, 1), m('wait', 2, 0))).toBe(0);
  });
});

describe('match transitions (decisions.md Saved searches and matching)', () => {
  it('lets the client move new, wait or not_interested to not_interested, wait, consulting or visit', () => {
    for (const from of ['new', 'wait', 'not_interested'] as const) {
      expect(allowedMatchStates(from, 'client')).toEqual([
        'not_interested',
        'wait',
        'consulting',
        'visit',
      ]);
    }
    expect(canSetMatchState('new', 'visit', 'client')).toBe(true);
    expect(canSetMatchState('not_interested', 'wait', 'client')).toBe(true);
  });

  it('never lets the client set new', () => {
    expect(canSetMatchState('wait', 'new', 'client')).toBe(false);
  });

  it('makes consulting and visit final for the client', () => {
    expect(allowedMatchStates('consulting', 'client')).toEqual([]);
    expect(canSetMatchState('visit', 'not_interested', 'client')).toBe(false);
    expect(isFinalForClient('visit')).toBe(true);
    expect(isFinalForClient('consulting')).toBe(true);
    expect(isFinalForClient('wait')).toBe(false);
  });

  it('lets staff set any state from any state', () => {
    for (const from of MATCH_STATES) {
      for (const to of MATCH_STATES) expect(canSetMatchState(from, to, 'staff')).toBe(true);
    }
  });

  it('sends visit and consulting answers to the agency', () => {
    expect(isAgencyRequest('visit')).toBe(true);
    expect(isAgencyRequest('consulting')).toBe(true);
    expect(isAgencyRequest('wait')).toBe(false);
  });
});

describe('new matches (buyer-side.md §9: match new window 24 hours)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('counts a match of 23 hours ago as new and one of 25 hours ago as old', () => {
    expect(isRecentMatch('2026-03-09T13:00:00Z', now)).toBe(true);
    expect(isRecentMatch('2026-03-09T11:00:00Z', now)).toBe(false);
    expect(isRecentMatch(new Date('2026-03-09T12:00:00Z'), now)).toBe(false);
  });
});
