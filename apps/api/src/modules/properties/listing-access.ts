/**
 * A listing as the domain's permission rules see it (`@domus/domain/person/permissions`): its
 * state and the caller's relation to it, from the stored row.
 */
import type { ListingAccess } from '@domus/domain/person/permissions';

/** The stored facts the relation is read from. */
export type StoredAccess = {
  isConfirmed: boolean;
  isDraft?: boolean;
  /** The account of the listing's seller, if the seller has one (decision 009). */
  ownerAccountId: string | null;
  /** The account that wrote the listing first. */
  createdById?: string | null;
  /** When staff withdrew it (decision 026). */
  withdrawnAt?: Date | null;
  /** The account responsible for it in the admin application (decision 026). */
  responsibleAgentId?: string | null;
};

/**
 * The listing's state and whether it is the caller's own (its seller is the caller's account),
 * begun by the caller, and in the caller's care as its responsible agent.
 * @param viewer the caller's account id, or null for a visitor
 * @param stored the listing's stored facts
 */
export function listingAccess(
  viewer: { accountId: string } | null,
  stored: StoredAccess,
): ListingAccess {
  const accountId = viewer?.accountId;
  return {
    isConfirmed: stored.isConfirmed,
    isDraft: stored.isDraft ?? false,
    own: !!accountId && stored.ownerAccountId === accountId,
    begun: !!accountId && stored.createdById === accountId,
    withdrawn: !!stored.withdrawnAt,
    responsible: !!accountId && stored.responsibleAgentId === accountId,
  };
}
