import { isStaffAccount } from '@domus/domain/rules/roles';
import type { Me } from '@domus/domain/schemas/account.schema';
import type { Property } from '@domus/domain/schemas/property.schema';

/** Why a listing opens read-only in the wizard, or null when the viewer may change it. */
export type ReadOnlyReason = 'pending' | 'other' | null;

/**
 * When the wizard is read-only (seller-side.md §2: read-only mode hides uploads, deletion and
 * address entry; docs/decisions/012): staff may change every listing; a seller changes their own
 * drafts and their own confirmed listings (§6: sellers edit their confirmed listings), while a
 * listing they submitted waits for the agency's confirmation unchanged ('pending'); anyone else
 * who may see a listing sees it read-only ('other'). The API answers the owner only to the
 * owner and to staff.
 */
export function readOnlyReason(listing: Property, me: Me): ReadOnlyReason {
  if (isStaffAccount(me.admin)) return null;
  const own = listing.owner !== null && (!me.seller || me.seller._id === listing.owner._id);
  if (!own) return 'other';
  if (!listing.isConfirmed && !listing.isDraft) return 'pending';
  return null;
}
