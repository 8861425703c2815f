/**
 * What a session may do before its address is proven (decision 024; decisions.md Accounts and
 * roles: `clients-create` hands out an unverified session). Such a session was obtained by typing
 * an address, which anybody can do: it may keep and use what it made for itself (its saved
 * searches and their matches) but may not act in the name of the address towards the agency or
 * change what the address's owner has. The web app and the API read this one rule.
 */

/** Things a session does, by what they mean for the owner of the address. */
export const SESSION_ACTIONS = [
  /** Read one's own account, profiles, lists, searches and matches. */
  'read-own',
  /** Save, change or delete one's own saved searches and their alert setting. */
  'manage-searches',
  /** Answer a match without telling the agency (wait, not interested). */
  'answer-match',
  /** Ask the agency for a visit or a consultation: a mail to staff naming the address. */
  'request-agency',
  /** Upload or delete files. */
  'manage-files',
  /** Create, change or delete listings: staff are told the address has entered a property. */
  'manage-listings',
  /** Change the account's own data or its seller and client profiles, or create a client. */
  'change-profile',
  /**
   * Export everything stored about the account's person, or delete the account (issue 16 point 7):
   * the data of whoever owns the address, so only once it is proven.
   */
  'personal-data',
] as const;

/** One of {@link SESSION_ACTIONS}. */
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/** What a session with an address that is not proven yet may do. */
const UNVERIFIED_MAY: ReadonlySet<SessionAction> = new Set([
  'read-own',
  'manage-searches',
  'answer-match',
]);

/**
 * Whether a session may do `action`: a verified session everything its role allows, an
 * unverified one only {@link UNVERIFIED_MAY} (its own searches and quiet answers to their
 * matches) until the address is confirmed through the mailed link.
 * @param session the session's `verified` flag
 * @param action what the session is about to do
 */
export function sessionMay(session: { verified: boolean }, action: SessionAction): boolean {
  return session.verified || UNVERIFIED_MAY.has(action);
}
