/**
 * Who may do what with listings and sellers (seller-side.md §6 Roles and permissions, §2 Sell
 * wizard read-only mode, §4 Property states; buyer-side.md §6; decisions.md Accounts and roles;
 * docs/decisions/009, 011, 012 and 022). The API's guards and the web app's controls read these
 * rules, so that what a page offers is what the API accepts.
 */
import type { SELLER_TYPES } from '../core/constants.ts';
import type { adminPaths } from '../core/web-routes.ts';
import { canBePublishedAgain, canBeWithdrawn, type ListingStatus } from '../core/listing-status.ts';
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
  /** Whether staff withdrew it from the site (status withdrawn; docs/decisions/026). */
  withdrawn?: boolean;
  /** Whether the actor is the listing's responsible agent (docs/decisions/026). */
  responsible?: boolean;
};

/** Why an actor may not change a listing; see {@link editRefusal}. */
export type EditRefusal = 'awaitingConfirmation' | 'notOwn';

/**
 * Whether a listing waits for the agency's confirmation: submitted (not a draft), not confirmed
 * yet and not withdrawn (seller-side.md §4 Property; a withdrawn listing was published before,
 * docs/decisions/026).
 * @param listing the listing's state
 */
export function isAwaitingConfirmation(
  listing: Pick<ListingAccess, 'isConfirmed' | 'isDraft' | 'withdrawn'>,
) {
  return !listing.isDraft && !listing.isConfirmed && !listing.withdrawn;
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
 * change it (drafts, confirmed and withdrawn listings; staff their own in every state), an admin
 * any, an agent those they are responsible for (unless awaiting confirmation) and the drafts they
 * began for a customer. A listing awaiting confirmation stays for staff
 * to review, as it stays unchanged (decision 022).
 * @param actor who wants to delete it
 * @param listing the listing and the actor's relation to it
 */
export function canDeleteListing(actor: Actor, listing: ListingAccess): boolean {
  if (!actor) return false;
  if (isAdminAccount(actor)) return true;
  // An agent deletes the listings they are responsible for (issue 15 point 6, decision 026),
  // except one awaiting confirmation, which stays for an admin to review (decision 022).
  if (actor.isAgent && listing.responsible && !isAwaitingConfirmation(listing)) return true;
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
 * dialog), withdraw, mark as sold or let (a withdrawal that closes the deal, issue 34 point 4),
 * publish again, assign the responsible agent, delete. Opening the public
 * page is always offered for a published listing and is no permission.
 */
export const ADMIN_LISTING_ACTIONS = [
  'edit',
  'confirm',
  'withdraw',
  'close',
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
 * Whether `actor` opens the admin application and its tables, queue, overview, lists and CSV
 * export: staff (issue 15 point 6). Everyone else gets the no-access page and 403.
 * @param actor who asks
 */
export function canUseAdminApplication(actor: Actor): boolean {
  return !!actor && isStaffAccount(actor);
}

/**
 * Whether `actor` withdraws a listing from the site or publishes it again: an admin any, an agent
 * those they are responsible for (issue 15 point 6, docs/decisions/026). Whether the listing's
 * status allows it is `canBeWithdrawn` / `canBePublishedAgain`.
 * @param actor who acts
 * @param listing the listing and the actor's relation to it
 */
export function canChangeListingStatus(actor: Actor, listing: ListingAccess): boolean {
  if (!actor) return false;
  return isAdminAccount(actor) || (actor.isAgent && !!listing.responsible);
}

/**
 * Whether `actor` assigns a listing's responsible agent: admins (issue 15 point 3).
 * @param actor who acts
 */
export function canAssignResponsibleAgent(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * Whether `actor` uses the bulk actions on selected rows or a whole filtered set: admins
 * (issue 15 point 6: bulk actions are for admins).
 * @param actor who acts
 */
export function canUseBulkActions(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * Whether `actor` merges two customers of the same kind into one (issue 16 point 2, decision
 * 030): admins; an agent may not, as a merge removes a customer record for good.
 * @param actor who acts
 */
export function canMergeCustomers(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * Whether an account may be a listing's responsible agent: staff (agents, and admins who look
 * after listings themselves).
 * @param account the account's staff flags
 */
export function canBeResponsibleAgent(account: StaffFlags): boolean {
  return isStaffAccount(account);
}

/**
 * Whether `actor` becomes the responsible agent of a listing they create: an agent (not an admin),
 * who then works on it (docs/decisions/026).
 * @param actor who creates the listing
 */
export function becomesResponsibleAgent(actor: Actor): boolean {
  return !!actor && actor.isAgent && !isAdminAccount(actor);
}

/**
 * The actions a row of an admin table offers `actor` (issue 15 point 3), the same the API
 * accepts: edit as `canEditListing`; confirm for admins while it awaits confirmation; withdraw
 * (or mark as sold or let) a published listing and publish a withdrawn one again by `canChangeListingStatus`; assign the
 * responsible agent by `canAssignResponsibleAgent`; delete by `canDeleteListing`.
 * @param actor who looks at the row
 * @param listing the listing, its status and the actor's relation to it
 */
export function adminListingActions(
  actor: Actor,
  listing: ListingAccess & { status: ListingStatus },
): AdminListingAction[] {
  if (!canUseAdminApplication(actor)) return [];
  const offered: Record<AdminListingAction, boolean> = {
    edit: canEditListing(actor, listing),
    confirm: canConfirmListings(actor) && listing.status === 'awaitingConfirmation',
    withdraw: canChangeListingStatus(actor, listing) && canBeWithdrawn(listing.status),
    // Sold or let takes a published listing off as a withdrawal does, and says why.
    close: canChangeListingStatus(actor, listing) && canBeWithdrawn(listing.status),
    publish: canChangeListingStatus(actor, listing) && canBePublishedAgain(listing.status),
    assignAgent: canAssignResponsibleAgent(actor),
    delete: canDeleteListing(actor, listing),
  };
  return ADMIN_LISTING_ACTIONS.filter((action) => offered[action]);
}

/**
 * Whether `actor` reads the history of one listing (issue 16 point 6): staff, who see every
 * listing in the admin tables (docs/decisions/031).
 * @param actor who asks
 */
export function canReadListingHistory(actor: Actor): boolean {
  return !!actor && isStaffAccount(actor);
}

/**
 * Whether `actor` reads a listing's statistics (issue 33 point 4, decision 068): staff, on the
 * listing in the admin, for every listing; a seller for their own listings, in the account.
 * @param actor who asks
 * @param listing whether the listing is the actor's own
 */
export function canReadListingStatistics(actor: Actor, listing: Pick<ListingAccess, 'own'>) {
  if (!actor) return false;
  return isStaffAccount(actor) || listing.own;
}

/**
 * Whether `actor` sends a listing's seller their weekly report at once (issue 33 point 5,
 * decision 070): staff, from the listing in the admin.
 * @param actor who asks
 */
export function canSendOwnerReport(actor: Actor): boolean {
  return !!actor && isStaffAccount(actor);
}

/**
 * Whether `actor` reads the whole history as one table, filtered by anything (issue 16 point 6:
 * "filterable as one table for admins"): admins (docs/decisions/031).
 * @param actor who asks
 */
export function canReadAllHistory(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * Whether `actor` lists staff accounts with their roles and grants or removes the agent, admin
 * and super-admin roles (issue 16 point 5): super admins only.
 * @param actor who acts
 */
export function canManageStaffRoles(actor: Actor): boolean {
  return !!actor && actor.isSuperAdmin;
}

/** Why a role change is refused; see {@link staffRoleChangeRefusal}. */
export type StaffRoleRefusal = 'lastSuperAdmin';

/**
 * Why a super admin may not give an account these roles (issue 16 point 5): the last super admin
 * may not remove their own super-admin role, or nobody would be left to manage roles. Null when
 * the change is allowed.
 * @param actorId the account of the super admin who acts
 * @param targetId the account whose roles change
 * @param next the roles the account is to have
 * @param superAdmins how many accounts are super admins now (the target included)
 */
export function staffRoleChangeRefusal(
  actorId: string,
  targetId: string,
  next: StaffFlags,
  superAdmins: number,
): StaffRoleRefusal | null {
  if (actorId === targetId && !next.isSuperAdmin && superAdmins <= 1) return 'lastSuperAdmin';
  return null;
}

/**
 * The roles an account is given from the staff page's switches: a super admin is an admin too
 * (as the command-line task gives them, decisions.md Accounts and roles).
 * @param roles the switches as set
 */
export function staffRolesToStore(roles: StaffFlags): StaffFlags {
  return {
    isAgent: roles.isAgent,
    isAdmin: roles.isAdmin || roles.isSuperAdmin,
    isSuperAdmin: roles.isSuperAdmin,
  };
}

// ---------------------------------------------------------------------------------------------
// Personal data requests (issue 16 point 7; docs/decisions/029)
// ---------------------------------------------------------------------------------------------

/**
 * Whether `actor` exports everything stored about a customer or erases the customer: admins
 * (issue 16 point 7). A logged-in user does both for themselves only, through their account.
 * @param actor who acts
 */
export function canHandlePersonalDataRequests(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * Whether a person may be erased: not while their account is staff (an agent, admin or super
 * admin), whose roles are removed first, so that no erasure leaves listings without their
 * responsible agent unnoticed or the agency without its last super admin (decision 029).
 * @param account the staff flags of the person's account, or null when they have none
 */
export function canBeErased(account: StaffFlags | null): boolean {
  return !account || !isStaffAccount(account);
}

/**
 * Whether `actor` reads the mails that could not be delivered: they name addresses and the mail
 * server's answers (admins only; issue 15 point 5).
 * @param actor who asks
 */
export function canReadUndeliveredMails(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * Whether `actor` imports listings from another CRM's export (issue 32 point 5, decision 064):
 * admins, who decide what is published and whose listings they are.
 * @param actor who asks
 */
export function canImportListings(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * The admin application's pages that only some staff open, each with its rule; every other page
 * is every staff member's. The side navigation leaves a page out and the router answers it as no
 * page at all for whoever its rule refuses, so an agent never sees a frame around a refusal
 * (issue 30 point 12).
 */
const ADMIN_PAGE_RULES = {
  queue: canConfirmListings,
  mails: canReadUndeliveredMails,
  history: canReadAllHistory,
  staff: canManageStaffRoles,
  imports: canImportListings,
} as const satisfies Record<string, (actor: Actor) => boolean>;

/** A page of the admin application by its name in `adminPaths`. */
export type AdminPageName = keyof typeof adminPaths;

/**
 * Whether `actor` opens the admin page `page`: staff open every page but those of
 * {@link ADMIN_PAGE_RULES}, which their rule decides.
 * @param actor who asks
 * @param page the page's name in `adminPaths`
 */
export function canOpenAdminPage(actor: Actor, page: AdminPageName): boolean {
  if (!actor || !isStaffAccount(actor)) return false;
  const rule: ((actor: Actor) => boolean) | undefined =
    ADMIN_PAGE_RULES[page as keyof typeof ADMIN_PAGE_RULES];
  return rule ? rule(actor) : true;
}

// ---------------------------------------------------------------------------------------------
// Portal feeds (issue 32; docs/decisions/062)
// ---------------------------------------------------------------------------------------------

/**
 * Whether `actor` sets up the agency's portal accounts, their credentials, delivery and
 * schedule (issue 32 point 4): super admins, who also manage the staff's roles.
 * @param actor who acts
 */
export function canManagePortalAccounts(actor: Actor): boolean {
  return !!actor && actor.isSuperAdmin;
}

/**
 * Whether `actor` switches listings on or off for a portal, one or in bulk, and starts a
 * transfer now (issue 32 points 1 and 3): admins, who decide what the agency publishes.
 * @param actor who acts
 */
export function canPublishToPortals(actor: Actor): boolean {
  return !!actor && isAdminAccount(actor);
}

/**
 * Whether `actor` reads the portals' transfer log and a listing's readiness per portal: staff,
 * who answer sellers asking where their listing appears (issue 32 points 1 and 3).
 * @param actor who asks
 */
export function canReadPortalTransfers(actor: Actor): boolean {
  return !!actor && isStaffAccount(actor);
}

// ---------------------------------------------------------------------------------------------
// Viewings (issue 33 points 1–2; docs/decisions/069)
// ---------------------------------------------------------------------------------------------

/** What the viewing rules need to know of a viewing and of the actor's relation to it. */
export type ViewingAccess = {
  /** Whether the actor is the viewing's agent (the listing's responsible agent when booked). */
  responsible: boolean;
};

/**
 * Whether `actor` confirms, moves, declines or cancels a viewing, and records what happened
 * (issue 33 points 2 and 6: "an agent changes their own viewings; admins all").
 * @param actor who acts
 * @param viewing the viewing and the actor's relation to it
 */
export function canChangeViewing(actor: Actor, viewing: ViewingAccess): boolean {
  if (!actor) return false;
  return isAdminAccount(actor) || (actor.isAgent && viewing.responsible);
}

/**
 * Whether `actor` reads the calendar of viewings, their own and the agency's (issue 33 point 2):
 * staff, who plan around each other's viewings.
 * @param actor who asks
 */
export function canReadViewingCalendar(actor: Actor): boolean {
  return !!actor && isStaffAccount(actor);
}

/**
 * Whether `actor` sets an agent's viewing hours and absences (issue 33 point 1): the agent their
 * own, admins everyone's.
 * @param actor who acts
 * @param own whether the hours are the actor's own
 */
export function canSetViewingHours(actor: Actor, own: boolean): boolean {
  if (!actor) return false;
  return isAdminAccount(actor) || (actor.isAgent && own);
}

/** What checking a buyer's signed viewing link answers (decision 069). */
export type SignedLinkAnswer = 'valid' | 'expired' | 'tampered' | 'superseded';

/**
 * Whether a buyer, who has no account, cancels or asks for another time of their viewing
 * through a signed link from its mail (issue 33 point 2): only with a link that is valid now;
 * an expired, altered or superseded one changes nothing.
 * @param link what checking the link answered
 */
export function canBuyerChangeViewing(link: SignedLinkAnswer): boolean {
  return link === 'valid';
}
