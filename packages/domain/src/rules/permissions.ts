/**
 * Who may do what with listings and sellers (seller-side.md §6 Roles and permissions, §2 Sell
 * wizard read-only mode, §4 Property states; buyer-side.md §6; decisions.md Accounts and roles;
 * docs/decisions/009, 011, 012 and 022). The API's guards and the web app's controls read these
 * rules, so that what a page offers is what the API accepts.
 */
import type { SELLER_TYPES } from '../constants.ts';
import { isAdminAccount, isStaffAccount, type StaffFlags } from './roles.ts';

/** Who acts: the staff flags of a logged-in account, or null for a visitor. */
export type Actor = StaffFlags | null | undefined;

/** What the listing rules need to know of a listing and of the actor's relation to it. */
export type ListingAccess = {
  isConfirmed: boolean;
  isDraft: boolean;
  /**
   * Whether the listing is the actor's own: its seller belongs to the actor's account
   * (docs/decisions/009: ownership goes through the seller profile).
   */
  own: boolean;
  /** Whether the actor began the listing (wrote it first); staff begin drafts for customers. */
  begun?: boolean;
};

/** Why an actor may not change a listing; see {@link editRefusal}. */
export type EditRefusal = 'awaitingConfirmation' | 'notOwn';

/**
 * Whether a listing waits for the agency's confirmation: submitted (not a draft) and not
 * confirmed yet (seller-side.md §4 Property).
 * @param listing the listing's state
 */
export function isAwaitingConfirmation(listing: Pick<ListingAccess, 'isConfirmed' | 'isDraft'>) {
  return !listing.isDraft && !listing.isConfirmed;
}

/**
 * Whether `actor` may see a listing: everyone sees confirmed listings; unconfirmed ones (drafts
 * among them) only their owner and staff (buyer-side.md §4 Property, §6 Roles).
 * @param actor who looks
 * @param listing the listing and the actor's relation to it
 */
export function canViewListing(actor: Actor, listing: ListingAccess): boolean {
  if (listing.isConfirmed) return true;
  if (!actor) return false;
  return isStaffAccount(actor) || listing.own;
}

/**
 * Whether `actor` sees who owns a listing (the client column on cards and details): a staff
 * feature (seller-side.md §6).
 * @param actor who looks
 */
export function seesListingOwner(actor: Actor): boolean {
  return !!actor && isStaffAccount(actor);
}

/**
 * Why `actor` may not change a listing, or null when they may (docs/decisions/012 Read-only
 * mode): staff change every listing; a seller changes their own drafts and own confirmed
 * listings (seller-side.md §6), while one they submitted waits for confirmation unchanged
 * ('awaitingConfirmation'), since the confirm dialog saves the whole listing; anyone else's
 * listing is 'notOwn'.
 * @param actor who wants to change it
 * @param listing the listing and the actor's relation to it
 */
export function editRefusal(actor: Actor, listing: ListingAccess): EditRefusal | null {
  if (actor && isStaffAccount(actor)) return null;
  if (!actor || !listing.own) return 'notOwn';
  return isAwaitingConfirmation(listing) ? 'awaitingConfirmation' : null;
}

/**
 * Whether `actor` may change a listing (see {@link editRefusal}).
 * @param actor who wants to change it
 * @param listing the listing and the actor's relation to it
 */
export function canEditListing(actor: Actor, listing: ListingAccess): boolean {
  return editRefusal(actor, listing) === null;
}

/**
 * Whether `actor` may delete a listing (seller-side.md §6: sellers delete their own confirmed
 * listings; buyer-side.md §2 Account page; docs/decisions/009, 011): its owner whenever they may
 * change it (drafts and confirmed listings; staff their own in every state), an admin any, and
 * an agent the drafts they began for a customer. A listing awaiting confirmation stays for staff
 * to review, as it stays unchanged (decision 022).
 * @param actor who wants to delete it
 * @param listing the listing and the actor's relation to it
 */
export function canDeleteListing(actor: Actor, listing: ListingAccess): boolean {
  if (!actor) return false;
  if (isAdminAccount(actor)) return true;
  if (listing.own) return canEditListing(actor, listing);
  return actor.isAgent && listing.isDraft && !!listing.begun;
}

/**
 * Whether `actor` confirms listings and chooses their main images in the confirm dialog: admins
 * (seller-side.md §4 Confirm dialog, §6).
 * @param actor who acts
 */
export function canConfirmListings(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * Whether `actor` sets a listing's video link: admins (seller-side.md §6). Anyone else's value
 * is ignored by the API, which keeps the stored one.
 * @param actor who writes the listing
 */
export function canSetVideo(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * Whether `actor` sets a listing's property number (`property_id`): admins (seller-side.md §6).
 * Anyone else's value is ignored by the API.
 * @param actor who writes the listing
 */
export function canSetPropertyNumber(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * Whether `actor` names an external agent for a listing (`externalAgent`): staff
 * (seller-side.md §6, docs/decisions/012). Anyone else's value is ignored by the API, which
 * keeps the stored one (docs/decisions/022).
 * @param actor who writes the listing
 */
export function canSetExternalAgent(actor: Actor): boolean {
  return !!actor && isStaffAccount(actor);
}

/**
 * Whether `actor` picks the customer a listing is for (its `owner`) and works with the customer
 * list: staff (seller-side.md §6). A website user's listing is always their own.
 * @param actor who writes the listing
 */
export function canPickCustomer(actor: Actor): boolean {
  return !!actor && isStaffAccount(actor);
}

/**
 * Whether `actor` may leave the customer out and list in their own name: agents (seller-side.md
 * §5 Seller step: an agent who left both empty moves on; docs/decisions/012: admins must choose a
 * customer). The listing's owner is then the agent's own seller profile.
 * @param actor who writes the listing
 */
export function canSellWithoutCustomer(actor: Actor): boolean {
  return !!actor && actor.isAgent;
}

/** A seller type. */
type SellerTypeCode = (typeof SELLER_TYPES)[number];

/** Whose seller profile gets a type, and the type it has now (none for a new one). */
export type SellerTypeTarget = { own: boolean; current?: SellerTypeCode | null };

/**
 * Whether `actor` may give a seller profile `sellerType` (seller-side.md §6: an agent cannot
 * choose the agent seller type when creating customers; docs/decisions/009 and 012): a type the
 * profile already has is kept; one's own profile takes any type (an agent's own profile is an
 * agent seller); a customer becomes an agent seller only by an admin.
 * @param actor who creates or changes the seller
 * @param sellerType the type given
 * @param target whose profile it is and its current type
 */
export function canGiveSellerType(
  actor: Actor,
  sellerType: SellerTypeCode,
  target: SellerTypeTarget,
): boolean {
  if (sellerType !== 'agent' || sellerType === target.current || target.own) return true;
  return !!actor && isAdminAccount(actor);
}

// ---------------------------------------------------------------------------------------------
// The admin application (issue 15 point 6; docs/decisions/026)
// ---------------------------------------------------------------------------------------------

/**
 * What a row of an admin listing table offers: edit in the wizard, confirm (the two-step
 * dialog), withdraw, publish again, assign the responsible agent, delete. Opening the public
 * page is always offered for a published listing and is no permission.
 */
export const ADMIN_LISTING_ACTIONS = [
  'edit',
  'confirm',
  'withdraw',
  'publish',
  'assignAgent',
  'delete',
] as const;
/** An action on a listing in the admin application. */
export type AdminListingAction = (typeof ADMIN_LISTING_ACTIONS)[number];

/** The actions on the selected rows or on the whole filtered set (issue 15 point 3). */
export const BULK_LISTING_ACTIONS = ['withdraw', 'publish', 'assignAgent', 'delete'] as const;
/** An action on many listings at once. */
export type BulkListingAction = (typeof BULK_LISTING_ACTIONS)[number];

/**
 * Whether `actor` may act on many listings at once (the bulk actions on selected rows or on a
 * whole filtered set: withdraw, publish again, assign the responsible agent, delete): admins only;
 * an agent works on the listings they are responsible for one by one (issue 15 point 6,
 * seller-side.md §6; docs/admin-api.md).
 * @param actor who acts
 */
export function canUseBulkListingActions(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}
