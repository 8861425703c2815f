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
