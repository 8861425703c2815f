import { describe, expect, it } from 'vitest';
import { canBeErased, canHandlePersonalDataRequests } from './permissions.ts';

const none = { isAgent: false, isAdmin: false, isSuperAdmin: false };

describe('personal data requests (issue 16 point 7; decision 029)', () => {
  it('export and erasure of customers are for admins and super admins', () => {
    expect(canHandlePersonalDataRequests(null)).toBe(false);
    expect(canHandlePersonalDataRequests(none)).toBe(false);
    expect(canHandlePersonalDataRequests({ ...none, isAgent: true })).toBe(false);
    expect(canHandlePersonalDataRequests({ ...none, isAdmin: true })).toBe(true);
    expect(canHandlePersonalDataRequests({ ...none, isSuperAdmin: true })).toBe(true);
  });

  it('a person is erased unless their account is staff, whose roles go first', () => {
    expect(canBeErased(null)).toBe(true);
    expect(canBeErased(none)).toBe(true);
    expect(canBeErased({ ...none, isAgent: true })).toBe(false);
    expect(canBeErased({ ...none, isAdmin: true })).toBe(false);
    expect(canBeErased({ ...none, isSuperAdmin: true })).toBe(false);
  });
});
