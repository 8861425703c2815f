import { describe, expect, it } from 'vitest';
import {
  canConfirmListings,
  canDeleteListing,
  canEditListing,
  canGiveSellerType,
  canPickCustomer,
  canSellWithoutCustomer,
  canSetExternalAgent,
  canSetPropertyNumber,
  canSetVideo,
  canViewListing,
  editRefusal,
  isAwaitingConfirmation,
  seesListingOwner,
  type ListingAccess,
} from './permissions.ts';

const user = { isAgent: false, isAdmin: false, isSuperAdmin: false };
const agent = { ...user, isAgent: true };
const admin = { ...user, isAdmin: true };
const superAdmin = { ...user, isSuperAdmin: true };
const staff = [agent, admin, superAdmin];

const draft = { isConfirmed: false, isDraft: true };
const awaiting = { isConfirmed: false, isDraft: false };
const confirmed = { isConfirmed: true, isDraft: false };
const own = (state: typeof draft, extra: Partial<ListingAccess> = {}) => ({
  ...state,
  own: true,
  ...extra,
});
const others = (state: typeof draft, extra: Partial<ListingAccess> = {}) => ({
  ...state,
  own: false,
  ...extra,
});

describe('listing states (seller-side.md §4 Property)', () => {
  it('a submitted, unconfirmed listing awaits confirmation; drafts and confirmed ones do not', () => {
    expect(isAwaitingConfirmation(awaiting)).toBe(true);
    expect(isAwaitingConfirmation(draft)).toBe(false);
    expect(isAwaitingConfirmation(confirmed)).toBe(false);
  });
});

describe('who sees a listing (buyer-side.md §4 Property, §6 Roles; seller-side.md §6)', () => {
  it('everyone sees confirmed listings, visitors included', () => {
    expect(canViewListing(null, others(confirmed))).toBe(true);
    expect(canViewListing(user, others(confirmed))).toBe(true);
  });

  it('unconfirmed listings and drafts only their owner and staff', () => {
    for (const state of [draft, awaiting]) {
      expect(canViewListing(null, others(state))).toBe(false);
      expect(canViewListing(user, others(state))).toBe(false);
      expect(canViewListing(user, own(state))).toBe(true);
      for (const member of staff) expect(canViewListing(member, others(state))).toBe(true);
    }
  });

  it('the owner column is for staff only (seller-side.md §6: client column)', () => {
    expect(seesListingOwner(null)).toBe(false);
    expect(seesListingOwner(user)).toBe(false);
    for (const member of staff) expect(seesListingOwner(member)).toBe(true);
  });
});

describe('who changes a listing (seller-side.md §6; decision 012 Read-only mode)', () => {
  it('a seller changes their own drafts and confirmed listings', () => {
    expect(canEditListing(user, own(draft))).toBe(true);
    expect(canEditListing(user, own(confirmed))).toBe(true);
  });

  it('a listing awaiting confirmation is read-only to its owner', () => {
    expect(editRefusal(user, own(awaiting))).toBe('awaitingConfirmation');
    expect(canEditListing(user, own(awaiting))).toBe(false);
  });

  it("nobody but staff changes another seller's listing, and visitors nothing", () => {
    expect(editRefusal(user, others(confirmed))).toBe('notOwn');
    expect(editRefusal(null, own(confirmed))).toBe('notOwn');
  });

  it('staff change every listing, also one awaiting confirmation', () => {
    for (const member of staff) {
      for (const state of [draft, awaiting, confirmed]) {
        expect(editRefusal(member, others(state))).toBeNull();
      }
    }
  });
});

describe('who deletes a listing (seller-side.md §6; buyer-side.md §2 Account page; decisions 009, 011)', () => {
  it('its owner deletes own drafts and confirmed listings, not one awaiting confirmation (seller-side.md §6 Seller)', () => {
    expect(canDeleteListing(user, own(draft))).toBe(true);
    expect(canDeleteListing(user, own(confirmed))).toBe(true);
    expect(canDeleteListing(user, own(awaiting))).toBe(false);
  });

  it('an agent deletes their own listings in every state', () => {
    for (const state of [draft, awaiting, confirmed]) {
      expect(canDeleteListing(agent, own(state))).toBe(true);
    }
  });

  it("admins any; nobody else another seller's listing", () => {
    expect(canDeleteListing(admin, others(confirmed))).toBe(true);
    expect(canDeleteListing(superAdmin, others(awaiting))).toBe(true);
    expect(canDeleteListing(user, others(confirmed))).toBe(false);
    expect(canDeleteListing(agent, others(confirmed))).toBe(false);
    expect(canDeleteListing(null, own(confirmed))).toBe(false);
  });

  it('an agent deletes the drafts they began for a customer, not once submitted (decision 011)', () => {
    expect(canDeleteListing(agent, others(draft, { begun: true }))).toBe(true);
    expect(canDeleteListing(agent, others(draft))).toBe(false);
    expect(canDeleteListing(agent, others(awaiting, { begun: true }))).toBe(false);
  });
});

describe('staff-only fields and calls (seller-side.md §6; decision 012)', () => {
  it('admins confirm listings, set the video and the property number (seller-side.md §6 Admin)', () => {
    for (const rule of [canConfirmListings, canSetVideo, canSetPropertyNumber]) {
      expect(rule(admin)).toBe(true);
      expect(rule(superAdmin)).toBe(true);
      expect(rule(agent)).toBe(false);
      expect(rule(user)).toBe(false);
      expect(rule(null)).toBe(false);
    }
  });

  it('staff pick customers and name an external agent (seller-side.md §6 Agent)', () => {
    for (const rule of [canPickCustomer, canSetExternalAgent]) {
      for (const member of staff) expect(rule(member)).toBe(true);
      expect(rule(user)).toBe(false);
      expect(rule(null)).toBe(false);
    }
  });
});

describe('who lists without a customer (seller-side.md §5 Seller step; decision 012)', () => {
  it('an agent lists in their own name; admins and website users do not skip the customer', () => {
    expect(canSellWithoutCustomer(agent)).toBe(true);
    expect(canSellWithoutCustomer({ ...agent, isAdmin: true })).toBe(true);
    expect(canSellWithoutCustomer(admin)).toBe(false);
    expect(canSellWithoutCustomer(superAdmin)).toBe(false);
    expect(canSellWithoutCustomer(user)).toBe(false);
  });
});

describe('who gives the agent seller type (seller-side.md §6 Agent; decisions 009, 012)', () => {
  it('an agent may not make a customer an agent seller; an admin may', () => {
    expect(canGiveSellerType(agent, 'agent', { own: false, current: 'private' })).toBe(false);
    expect(canGiveSellerType(agent, 'agent', { own: false })).toBe(false);
    expect(canGiveSellerType(admin, 'agent', { own: false, current: 'private' })).toBe(true);
    expect(canGiveSellerType({ ...agent, isAdmin: true }, 'agent', { own: false })).toBe(true);
  });

  it('every other type is free, and a customer who is an agent seller stays one', () => {
    expect(canGiveSellerType(agent, 'private', { own: false })).toBe(true);
    expect(canGiveSellerType(agent, 'construction', { own: false })).toBe(true);
    expect(canGiveSellerType(agent, 'agent', { own: false, current: 'agent' })).toBe(true);
  });

  it("one's own seller profile takes any type: an agent's own profile is an agent seller (decision 012)", () => {
    expect(canGiveSellerType(agent, 'agent', { own: true, current: 'private' })).toBe(true);
    expect(canGiveSellerType(user, 'agent', { own: true })).toBe(true);
  });
});
