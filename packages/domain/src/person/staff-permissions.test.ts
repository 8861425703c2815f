import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES, listingStatus, type ListingStatus } from '../core/listing-status.ts';
import {
  adminListingActions,
  becomesResponsibleAgent,
  canAssignResponsibleAgent,
  canBeResponsibleAgent,
  canChangeListingStatus,
  canDeleteListing,
  canEditListing,
  canUseAdminApplication,
  canUseBulkActions,
  editRefusal,
  isAwaitingConfirmation,
  type ListingAccess,
} from './permissions.ts';

const user = { isAgent: false, isAdmin: false, isSuperAdmin: false };
const agent = { ...user, isAgent: true };
const admin = { ...user, isAdmin: true };
const superAdmin = { ...user, isSuperAdmin: true };

const state: Record<ListingStatus, Omit<ListingAccess, 'own'>> = {
  draft: { isDraft: true, isConfirmed: false },
  awaitingConfirmation: { isDraft: false, isConfirmed: false },
  published: { isDraft: false, isConfirmed: true },
  withdrawn: { isDraft: false, isConfirmed: false, withdrawn: true },
};
const row = (status: ListingStatus, extra: Partial<ListingAccess> = {}) => ({
  ...state[status],
  own: false,
  status,
  ...extra,
});

describe('listing status (issue 15 point 2; seller-side.md §4 Property)', () => {
  it('is derived from the draft flag, the withdrawal and the confirmation, in that order', () => {
    expect(listingStatus({ isDraft: true, isConfirmed: false })).toBe('draft');
    expect(listingStatus({ isDraft: false, isConfirmed: false })).toBe('awaitingConfirmation');
    expect(listingStatus({ isDraft: false, isConfirmed: true })).toBe('published');
    const withdrawnAt = '2026-01-02T10:00:00Z';
    expect(listingStatus({ isDraft: false, isConfirmed: false, withdrawnAt })).toBe('withdrawn');
    expect(listingStatus({ isDraft: true, isConfirmed: false, withdrawnAt })).toBe('draft');
  });

  it('a withdrawn listing does not wait for confirmation', () => {
    expect(isAwaitingConfirmation(state.withdrawn)).toBe(false);
    expect(isAwaitingConfirmation(state.awaitingConfirmation)).toBe(true);
  });
});

describe('staff in the admin application (issue 15 point 6; seller-side.md §6; decision 026)', () => {
  it('only staff open it', () => {
    expect(canUseAdminApplication(null)).toBe(false);
    expect(canUseAdminApplication(user)).toBe(false);
    for (const member of [agent, admin, superAdmin]) {
      expect(canUseAdminApplication(member)).toBe(true);
    }
  });

  it('admins do everything: confirm, withdraw, publish again, assign, bulk, delete', () => {
    for (const member of [admin, superAdmin]) {
      expect(adminListingActions(member, row('awaitingConfirmation'))).toEqual([
        'edit',
        'confirm',
        'assignAgent',
        'delete',
      ]);
      expect(adminListingActions(member, row('published'))).toEqual([
        'edit',
        'withdraw',
        // Mark as sold or let (issue 34 point 4).
        'close',
        'assignAgent',
        'delete',
      ]);
      expect(adminListingActions(member, row('withdrawn'))).toEqual([
        'edit',
        'publish',
        'assignAgent',
        'delete',
      ]);
      expect(canUseBulkActions(member)).toBe(true);
      expect(canAssignResponsibleAgent(member)).toBe(true);
    }
  });

  it('an agent withdraws, publishes again and deletes only the listings they are responsible for', () => {
    expect(adminListingActions(agent, row('published'))).toEqual(['edit']);
    expect(adminListingActions(agent, row('withdrawn'))).toEqual(['edit']);
    expect(adminListingActions(agent, row('published', { responsible: true }))).toEqual([
      'edit',
      'withdraw',
      'close',
      'delete',
    ]);
    expect(adminListingActions(agent, row('withdrawn', { responsible: true }))).toEqual([
      'edit',
      'publish',
      'delete',
    ]);
    expect(canChangeListingStatus(agent, row('published'))).toBe(false);
    // Awaiting confirmation, it stays for an admin's review (decision 022).
    expect(adminListingActions(agent, row('awaitingConfirmation', { responsible: true }))).toEqual([
      'edit',
    ]);
    expect(canDeleteListing(agent, row('published'))).toBe(false);
  });

  it('an agent never confirms, assigns agents or uses bulk actions', () => {
    for (const status of LISTING_STATUSES) {
      const actions = adminListingActions(agent, row(status, { responsible: true }));
      expect(actions).not.toContain('confirm');
      expect(actions).not.toContain('assignAgent');
    }
    expect(canUseBulkActions(agent)).toBe(false);
    expect(canAssignResponsibleAgent(agent)).toBe(false);
  });

  it('a website user gets no action; a visitor neither', () => {
    expect(adminListingActions(user, row('published', { own: true }))).toEqual([]);
    expect(adminListingActions(null, row('published'))).toEqual([]);
  });

  it('only published listings are withdrawn, only withdrawn ones published again', () => {
    for (const status of ['draft', 'awaitingConfirmation'] as const) {
      const actions = adminListingActions(admin, row(status));
      expect(actions).not.toContain('withdraw');
      expect(actions).not.toContain('publish');
    }
  });

  it('staff may be responsible agents; an agent who creates a listing becomes it, an admin not', () => {
    expect(canBeResponsibleAgent(user)).toBe(false);
    expect(canBeResponsibleAgent(agent)).toBe(true);
    expect(canBeResponsibleAgent(admin)).toBe(true);
    expect(becomesResponsibleAgent(agent)).toBe(true);
    expect(becomesResponsibleAgent({ ...agent, isAdmin: true })).toBe(false);
    expect(becomesResponsibleAgent(user)).toBe(false);
  });

  it('the owner of a withdrawn listing sees it, changes it and deletes it (it stays off the site)', () => {
    const own = row('withdrawn', { own: true });
    expect(editRefusal(user, own)).toBeNull();
    expect(canEditListing(user, own)).toBe(true);
    expect(canDeleteListing(user, own)).toBe(true);
    expect(canEditListing(user, row('withdrawn'))).toBe(false);
  });
});
