/**
 * The listing queries other modules need (issue 31 point 1): the listing module owns them, and
 * no module imports its repository. Cards by id, of an owner's account, drafts begun by an
 * account, the newest of any state and those awaiting confirmation; first images and files;
 * the staff's listing rows.
 */
export {
  findCardsByIds,
  findCardsOfOwnerAccount,
  findDraftCardsCreatedBy,
  findFirstImages,
  findNewestCardsOfAnyState,
  findPropertyFiles,
  findUnconfirmedCards,
  type CardImage,
  type CardRow,
} from './properties.repository.ts';

/**
 * The staff's listing rows (the admin tables, the queue, the export, the portal feeds): the
 * conditions and order of a staff list's criteria, a page, every id, rows by id and the count.
 * Their answer is `toStaffRows`/`staffListingPage` of listing-staff-view.ts.
 */
export {
  countStaffListings,
  findStaffListingIds,
  findStaffListingPage,
  findStaffListingsByIds,
  staffListingConditions,
  staffListingOrder,
  type StaffListingCriteria,
  type StaffListingDbRow,
  type StaffListingOrder,
} from './listing-staff.repository.ts';

/**
 * The listing reads and writes other modules need beside their own: the listing a contact
 * message or a staff offer names, a seller's listings (customer page, personal data export), the
 * overview's counts, the listing side of merging and erasing sellers, and a kept exposé's listing
 * with what decides who may download it.
 */
export {
  countAwaitingByCategory,
  countNewListingsByCategory,
  eraseListingsOfSellers,
  findContactListing,
  findExposeListing,
  findListingRowsOfSellers,
  findListingsOfSeller,
  findOfferedListing,
  moveListingsToSeller,
} from './listing-shared.repository.ts';

/**
 * The staff's status actions (withdraw, publish again, assign the agent, delete) on one listing
 * or every listing a condition selects, and what they lock and count first.
 */
export {
  assignAgent,
  countForAction,
  deleteListings,
  findChangingListings,
  findListingForAction,
  publishListings,
  withdrawListings,
  type ActionScope,
} from './listing-staff-actions.repository.ts';

/**
 * The public pages' listings: a published listing with its page's head, and the published
 * listings the sitemap counts, pages through and dates.
 */
export {
  countPublicListings,
  findPublicListing,
  lastListingChange,
  publicListingIdAt,
  publicListingsPage,
  publicListingVersion,
  type PublicListing,
  type SitemapListing,
} from './listing-public.repository.ts';

/**
 * The portal feeds' listings (issue 32 point 2): published ones a page at a time with their
 * municipality and pictures, and the withdrawn ones the next transfer removes.
 */
export {
  findFeedListingPage,
  findWithdrawnListings,
  type FeedListingRow,
} from './listing-feed.repository.ts';
