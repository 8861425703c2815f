import { describe, expect, it } from 'vitest';
import { SESSION_ACTIONS, sessionMay } from './session-trust.ts';

describe('sessionMay', () => {
  it('lets a verified session do everything (decisions.md Accounts and roles)', () => {
    for (const action of SESSION_ACTIONS) expect(sessionMay({ verified: true }, action)).toBe(true);
  });

  it('lets an unverified session keep and use its own searches and matches (decision 024)', () => {
    const unverified = { verified: false };
    expect(sessionMay(unverified, 'read-own')).toBe(true);
    expect(sessionMay(unverified, 'manage-searches')).toBe(true);
    expect(sessionMay(unverified, 'answer-match')).toBe(true);
  });

  it('refuses an unverified session whatever acts in the name of the address (decision 024)', () => {
    const unverified = { verified: false };
    for (const action of [
      'request-agency',
      'manage-files',
      'manage-listings',
      'change-profile',
    ] as const) {
      expect(sessionMay(unverified, action)).toBe(false);
    }
  });
});
