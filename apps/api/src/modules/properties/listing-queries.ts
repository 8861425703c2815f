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
 * The portal feeds' listings (issue 32): published ones a page at a time with their
 * municipality, pictures and plans (all, those switched on for a portal account, or those it
 * does not hold in their current version), the staff's switches per listing and account, and
 * the withdrawn ones.
 */
export {
  findFeedListingPage,
  findPortalSwitches,
  findSwitchedOnNumbers,
  findWithdrawnListings,
  portalEnabledSql,
  setPortalSwitches,
  type FeedFileRow,
  type FeedListingRow,
  type FeedSelection,
} from './listing-feed.repository.ts';

/**
 * What the OpenImmo import needs of the listing module (issue 32 point 5): the listings of an
 * external number, a type by its code, the external number written, and the seller a listing is
 * imported for.
 */
export {
  findListingsByExternalRef,
  findTypeIdByCode,
  setListingExternalRef,
} from './listing-import.repository.ts';
export {
  findSeller,
  findSellerOfAccount,
  insertAccountSeller,
} from './properties-write.repository.ts';

/**
 * The listing statistics and the sellers' weekly report (issue 33 points 4 and 5): a listing's
 * seller, the published listings of sellers, and the condition "has published listings".
 */
export {
  findListingSeller,
  findPublishedListingsOfSellers,
  hasPublishedListingSql,
} from './listing-report.repository.ts';

/** What the viewings read of a listing (issue 33 points 1–2). */
export {
  findListingForViewing,
  listingViewingPlaceColumns,
} from './listing-viewings.repository.ts';

/** What the favourites read of a listing (issue 34 point 3): which ids are published listings. */
export { lockPublishedListingIds } from './listing-favourites.repository.ts';
