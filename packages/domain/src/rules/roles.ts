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
