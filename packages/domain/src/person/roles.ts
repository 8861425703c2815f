/**
 * Who is staff (decisions.md Accounts and roles; seller-side.md §6 and buyer-side.md §6 Roles):
 * agents and admins pick customers for a listing; admins confirm listings, set the video and the
 * property number. A super admin is also an admin. The web app and the API read these two rules.
 */

/** The staff flags of an account, as `GET /api/v1/account/me` answers them in `admin`. */
export type StaffFlags = { isAgent: boolean; isAdmin: boolean; isSuperAdmin: boolean };

/**
 * Whether the account is staff: an agent, an admin or a super admin.
 * @param flags the account's staff flags
 */
export function isStaffAccount(flags: StaffFlags): boolean {
  return flags.isAgent || isAdminAccount(flags);
}

/**
 * Whether the account is an admin; super admins are admins too, also where a stored record has
 * only `isSuperAdmin` set.
 * @param flags the account's staff flags
 */
export function isAdminAccount(flags: StaffFlags): boolean {
  return flags.isAdmin || flags.isSuperAdmin;
}

/**
 * The answer header that carries the caller's staff flags as the server reads them now (decision
 * 051): every answer to a call with a session has it, so that a browser which keeps the flags of
 * its login (the admin gate, the header's Admin link) takes a role given or taken since on its
 * next call instead of at the next login.
 */
export const STAFF_FLAGS_HEADER = 'domus-staff-flags';

const FLAG_NAMES = ['isAgent', 'isAdmin', 'isSuperAdmin'] as const;

/**
 * The header's value: the names of the flags that are set, comma-separated, or `none`.
 * @param flags the account's staff flags
 */
export function formatStaffFlags(flags: StaffFlags): string {
  const set = FLAG_NAMES.filter((name) => flags[name]);
  return set.length ? set.join(',') : 'none';
}

/**
 * The flags a header value names; undefined for a missing or unreadable value (an answer from
 * elsewhere, a proxy's own), which changes nothing.
 * @param value the header's value, or null when absent
 */
export function parseStaffFlags(value: string | null | undefined): StaffFlags | undefined {
  if (!value) return undefined;
  const names = value.split(',').map((name) => name.trim());
  if (names.length === 1 && names[0] === 'none') {
    return { isAgent: false, isAdmin: false, isSuperAdmin: false };
  }
  if (!names.every((name) => (FLAG_NAMES as readonly string[]).includes(name))) return undefined;
  return {
    isAgent: names.includes('isAgent'),
    isAdmin: names.includes('isAdmin'),
    isSuperAdmin: names.includes('isSuperAdmin'),
  };
}
