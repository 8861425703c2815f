import { describe, expect, it } from 'vitest';
import { formatStaffFlags, isAdminAccount, isStaffAccount, parseStaffFlags } from './roles.ts';

const none = { isAgent: false, isAdmin: false, isSuperAdmin: false };
const agent = { ...none, isAgent: true };
const admin = { ...none, isAdmin: true };
const superAdmin = { ...none, isSuperAdmin: true };

describe('staff roles (seller-side.md §6, buyer-side.md §6, decisions.md Accounts and roles)', () => {
  it('counts agents, admins and super admins as staff, website users not', () => {
    expect(isStaffAccount(agent)).toBe(true);
    expect(isStaffAccount(admin)).toBe(true);
    expect(isStaffAccount(superAdmin)).toBe(true);
    expect(isStaffAccount(none)).toBe(false);
  });

  it('counts admins and super admins as admins, agents not', () => {
    expect(isAdminAccount(admin)).toBe(true);
    expect(isAdminAccount(superAdmin)).toBe(true);
    expect(isAdminAccount({ ...agent, isAdmin: true })).toBe(true);
    expect(isAdminAccount(agent)).toBe(false);
    expect(isAdminAccount(none)).toBe(false);
  });
});

describe('issue 30.6: the staff flags of an answer (decision 051)', () => {
  it('writes the flags that are set, or none, and reads them back', () => {
    for (const flags of [none, agent, admin, superAdmin, { ...agent, isAdmin: true }]) {
      expect(parseStaffFlags(formatStaffFlags(flags))).toEqual(flags);
    }
    expect(formatStaffFlags(none)).toBe('none');
    expect(formatStaffFlags({ ...agent, isAdmin: true })).toBe('isAgent,isAdmin');
  });

  it('reads nothing from a missing or foreign value, which changes nothing', () => {
    for (const value of [null, undefined, '', 'root', 'isAgent,root', 'none,isAgent']) {
      expect(parseStaffFlags(value)).toBeUndefined();
    }
  });
});
