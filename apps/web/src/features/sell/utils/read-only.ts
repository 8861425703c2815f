import { editRefusal } from '@domus/domain/person/permissions';
import type { Me } from '@domus/domain/account/account.schema';
import type { Property } from '@domus/domain/listing/property.schema';

/** Why a listing opens read-only in the wizard, or null when the viewer may change it. */
export type ReadOnlyReason = 'pending' | 'other' | null;

/**
 * When the wizard is read-only (seller-side.md §2: read-only mode hides uploads, deletion and
 * address entry; docs/decisions/012): the domain's `editRefusal`, which the API's PATCH answers
 * too (409 for 'pending'). A listing waiting for the agency's confirmation is 'pending' to its
 * owner; anyone else's listing is 'other'. The API answers the owner only to the owner and to
 * staff, so a listing that names one is the viewer's own unless staff read it, and staff may
 * change every listing anyway.
 */
export function readOnlyReason(listing: Property, me: Me): ReadOnlyReason {
  const own = listing.owner !== null && (!me.seller || me.seller._id === listing.owner._id);
  const refusal = editRefusal(me.admin, {
    isConfirmed: listing.isConfirmed,
    isDraft: listing.isDraft,
    own,
  });
  if (refusal === 'awaitingConfirmation') return 'pending';
  return refusal === 'notOwn' ? 'other' : null;
}
