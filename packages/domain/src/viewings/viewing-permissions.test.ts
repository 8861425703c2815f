import { describe, expect, it } from 'vitest';
import {
  canBuyerChangeViewing,
  canChangeViewing,
  canReadViewingCalendar,
  canSetViewingHours,
} from '../person/permissions.ts';

const agent = { isAgent: true, isAdmin: false, isSuperAdmin: false };
const admin = { isAgent: false, isAdmin: true, isSuperAdmin: false };
const customer = { isAgent: false, isAdmin: false, isSuperAdmin: false };

describe('who changes viewings (issue 33 points 2 and 6)', () => {
  it('an agent changes their own viewings, not a colleague’s; admins all', () => {
    expect(canChangeViewing(agent, { responsible: true })).toBe(true);
    expect(canChangeViewing(agent, { responsible: false })).toBe(false);
    expect(canChangeViewing(admin, { responsible: false })).toBe(true);
    expect(canChangeViewing(customer, { responsible: true })).toBe(false);
    expect(canChangeViewing(null, { responsible: true })).toBe(false);
  });

  it('staff read the calendar; an agent sets their own hours, admins everyone’s', () => {
    expect(canReadViewingCalendar(agent)).toBe(true);
    expect(canReadViewingCalendar(customer)).toBe(false);
    expect(canSetViewingHours(agent, true)).toBe(true);
    expect(canSetViewingHours(agent, false)).toBe(false);
    expect(canSetViewingHours(admin, false)).toBe(true);
    expect(canSetViewingHours(null, true)).toBe(false);
  });

  it('a buyer acts through a signed link only while it is valid', () => {
    expect(canBuyerChangeViewing('valid')).toBe(true);
    for (const answer of ['expired', 'tampered', 'superseded'] as const) {
      expect(canBuyerChangeViewing(answer)).toBe(false);
    }
  });
});
