/**
 * Which seller types a member of staff may give a customer they create (seller-side.md §5 Seller
 * step, §6 Roles; buyer-side.md §5: the agent seller type cannot be chosen by an agent when
 * creating customers). The rule itself is {@link canGiveSellerType}, which the API reads too.
 */
import { SELLER_TYPES } from '../core/constants.ts';
import { canGiveSellerType } from './permissions.ts';
import type { StaffFlags } from './roles.ts';

/** A seller type. */
type SellerTypeCode = (typeof SELLER_TYPES)[number];

/** The staff flags the rule reads. */
export type SellerTypeChooser = StaffFlags;

/**
 * The seller types `chooser` may give a new customer, in their order.
 * @param chooser the staff flags of who creates the customer
 */
export function sellerTypesFor(chooser: SellerTypeChooser): SellerTypeCode[] {
  return SELLER_TYPES.filter((type) => canGiveSellerType(chooser, type, { own: false }));
}
