/**
 * Merging two customers (decision 030; issue 29 point 7): a merge of two records that each have
 * their own verified account joins two people who each proved an address, so one person's
 * listings or searches pass to another. The API refuses it unless the admin forces it, and the
 * admin application's merge dialog says so before asking.
 */

/** A customer record as the rule reads it: its account and whether its address is verified. */
export type MergeParty = { accountId: string | null; accountVerified: boolean };

/**
 * Whether merging `a` and `b` joins two verified accounts: both records have an account, the
 * accounts differ, and both have proved their address.
 * @param a one record
 * @param b the other record
 */
export function mergeJoinsVerifiedAccounts(a: MergeParty, b: MergeParty): boolean {
  return (
    !!a.accountId &&
    !!b.accountId &&
    a.accountId !== b.accountId &&
    a.accountVerified &&
    b.accountVerified
  );
}
