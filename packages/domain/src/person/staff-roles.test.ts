import { describe, expect, it } from 'vitest';
import {
  canManageStaffRoles,
  canReadAllHistory,
  canReadListingHistory,
  staffRoleChangeRefusal,
  staffRolesToStore,
} from './permissions.ts';

const user = { isAgent: false, isAdmin: false, isSuperAdmin: false };
const agent = { ...user, isAgent: true };
const admin = { ...user, isAdmin: true };
const superAdmin = { ...user, isAdmin: true, isSuperAdmin: true };

describe('staff roles (issue 16 point 5)', () => {
  it('are managed by super admins only', () => {
    expect([null, user, agent, admin].map(canManageStaffRoles)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(canManageStaffRoles(superAdmin)).toBe(true);
  });

  it('keep the last super admin: they may not remove their own super-admin role', () => {
    const off = { ...admin };
    expect(staffRoleChangeRefusal('me', 'me', off, 1)).toBe('lastSuperAdmin');
    expect(staffRoleChangeRefusal('me', 'me', off, 2)).toBeNull();
    expect(staffRoleChangeRefusal('me', 'me', superAdmin, 1)).toBeNull();
    expect(staffRoleChangeRefusal('me', 'other', off, 2)).toBeNull();
  });

  it('make a super admin an admin too', () => {
    expect(staffRolesToStore({ ...user, isSuperAdmin: true })).toEqual(superAdmin);
    expect(staffRolesToStore(agent)).toEqual(agent);
  });
});

describe('reading the history (issue 16 point 6)', () => {
  it('a listing’s for staff, the whole table for admins', () => {
    expect([null, user, agent, admin].map(canReadListingHistory)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect([null, user, agent, admin, superAdmin].map(canReadAllHistory)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
