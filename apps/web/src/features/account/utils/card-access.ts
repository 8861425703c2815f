import type { ListingAccess } from '@domus/domain/person/permissions';
import { isAdminAccount } from '@domus/domain/person/roles';
import type { Me } from '@domus/domain/account/account.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';

/**
 * A card of the account page as the domain's listing rules see it (Edit, Delete, Confirm;
 * docs/decisions/022). For anyone but admins the API lists only the account's own listings and,
 * for staff, the drafts they began for a customer (`GET /api/v1/account`, decision 011); a card
 * does not tell the two apart, and both are the viewer's to change and delete, so the page
 * takes every card of that list as the viewer's own. Admins' lists hold anyone's listings; the
 * rules let admins change and delete every one.
 */
export function accountCardAccess(card: PropertyCard, me: Me): ListingAccess {
  const isDraft = card.isDraft === true;
  const mine = !isAdminAccount(me.admin);
  return {
    // Cards leave `isConfirmed` out only where every listing is confirmed.
    isConfirmed: card.isConfirmed !== false,
    isDraft,
    own: mine,
    begun: mine && isDraft,
  };
}
