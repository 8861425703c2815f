/**
 * Which seller types a member of staff may give a customer they create (seller-side.md §5 Seller
 * step, §6 Roles; buyer-side.md §5: the agent seller type cannot be chosen by an agent when
 * creating customers). The customer form and the sellers calls of the API use this one rule.
 */
import { SELLER_TYPES } from '../constants.ts';
import { isAdminAccount, type StaffFlags } from './roles.ts';

/** A seller type. */
type SellerTypeCode = (typeof SELLER_TYPES)[number];

/** The staff flags the rule reads. */
export type SellerTypeChooser = StaffFlags;

/**
 * Whether `chooser` may give a customer `sellerType`: an agent who is not also an admin may not
 * make another agent; admins may choose every type.
 * @param chooser the staff flags of who creates or changes the customer
 * @param sellerType the chosen type
 */
export function canChooseSellerType(
  chooser: SellerTypeChooser,
  sellerType: SellerTypeCode,
): boolean {
  if (sellerType !== 'agent') return true;
  return isAdminAccount(chooser) || !chooser.isAgent;
}

/**
 * The seller types offered to `chooser`, in their order.
 * @param chooser the staff flags of who creates the customer
 */
export function sellerTypesFor(chooser: SellerTypeChooser): SellerTypeCode[] {
  return SELLER_TYPES.filter((type) => canChooseSellerType(chooser, type));
}
