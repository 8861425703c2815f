/**
 * The status of a listing (issue 15 point 2; seller-side.md §4 Property; docs/decisions/026):
 * one word for the admin tables, the account page and the filters, derived from the row's state
 * instead of being stored, so that it can never disagree with what the public pages show.
 */

/**
 * The statuses, in the order the tables sort them: a draft its owner saved, a listing awaiting
 * the agency's confirmation, a published one (confirmed, on the site), and a withdrawn one (taken
 * off the site by staff without deleting it).
 */
export const LISTING_STATUSES = [
  'draft',
  'awaitingConfirmation',
  'published',
  'withdrawn',
] as const;
/** The status of a listing. */
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What the status is derived from: the row's draft and confirmation flags and its withdrawal. */
export type ListingStatusState = {
  isDraft: boolean;
  isConfirmed: boolean;
  /** When staff took it off the site; null (or absent) while it is not withdrawn. */
  withdrawnAt?: Date | string | null;
};

/**
 * The status of a listing: a draft stays a draft; a withdrawn listing (never confirmed while
 * withdrawn, so every public read leaves it out) is withdrawn; a confirmed one is published;
 * any other waits for confirmation.
 * @param state the listing's flags and withdrawal time
 */
export function listingStatus(state: ListingStatusState): ListingStatus {
  if (state.isDraft) return 'draft';
  if (state.withdrawnAt) return 'withdrawn';
  return state.isConfirmed ? 'published' : 'awaitingConfirmation';
}

/**
 * Whether a listing in `status` can be withdrawn: a published one. A listing awaiting
 * confirmation is not on the site yet (it is confirmed or deleted), and a draft is its owner's;
 * so every withdrawn listing was published, and publishing it again needs no new review
 * (docs/decisions/026).
 * @param status the listing's status
 */
export function canBeWithdrawn(status: ListingStatus): boolean {
  return status === 'published';
}

/**
 * Whether a listing in `status` can be published again: a withdrawn one, which returns to the
 * site as it was.
 * @param status the listing's status
 */
export function canBePublishedAgain(status: ListingStatus): boolean {
  return status === 'withdrawn';
}
