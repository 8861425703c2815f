import { describe, expect, it } from 'vitest';
import { adminPaths } from '../core/web-routes.ts';
import { canOpenAdminPage, type AdminPageName } from '../person/permissions.ts';

const user = { isAgent: false, isAdmin: false, isSuperAdmin: false };
const agent = { ...user, isAgent: true };
const admin = { ...user, isAdmin: true };
const superAdmin = { ...user, isSuperAdmin: true };

const PAGES = Object.keys(adminPaths) as AdminPageName[];

describe('admin pages by role (issue 30 point 12; seller-side.md §6)', () => {
  it('issue 30.12: an agent opens the tables, customers, requests and matches, not the queue, the undelivered mails, the whole history or the roles', () => {
    const open = PAGES.filter((page) => canOpenAdminPage(agent, page));
    expect(open.sort()).toEqual(
      [
        'overview',
        'listings',
        'requests',
        'messages',
        'matches',
        'clientSearches',
        'customers',
        'customer',
        // Issue 32 points 1 and 3: staff read the transfer log and a listing's portals.
        'portals',
        'portalTransfer',
        // Issue 33 points 1–2: an agent's own calendar of viewings and viewing hours.
        'viewings',
        'viewingHours',
      ].sort(),
    );
  });

  it('issue 30.12: an admin opens every page but the roles; a super admin every page', () => {
    expect(PAGES.filter((page) => !canOpenAdminPage(admin, page))).toEqual(['staff']);
    expect(PAGES.filter((page) => !canOpenAdminPage(superAdmin, page))).toEqual([]);
  });

  it('issue 30.12: someone who is not staff, or no one, opens no page', () => {
    expect(PAGES.filter((page) => canOpenAdminPage(user, page))).toEqual([]);
    expect(PAGES.filter((page) => canOpenAdminPage(null, page))).toEqual([]);
  });
});
