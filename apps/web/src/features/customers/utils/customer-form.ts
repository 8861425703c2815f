import { SELLER_TYPES } from '@domus/domain/core/constants';
import { MESSAGE_KEYS } from '@domus/domain/core/message-keys';
import { canGiveSellerType } from '@domus/domain/person/permissions';
import type { SellerTypeChooser } from '@domus/domain/person/seller-type';
import type { SellerType } from '@domus/domain/person/seller.schema';
import type { FormErrors } from '@mantine/form';
import { translateFormError } from '../../../shared/lib/form-errors';
import { validateSellerForm, type SellerFormValues } from '../../../shared/lib/seller-form';

/** The new-customer form's fields as the form holds them: '' when not given. */
export type CustomerFormValues = SellerFormValues & { sellerType: SellerType };

/**
 * The seller types the form lists, each with whether `chooser` may pick it: an agent who is not an
 * admin sees the agent type disabled (seller-side.md §6, buyer-side.md §5).
 */
export function sellerTypeOptions(
  chooser: SellerTypeChooser,
): { value: SellerType; disabled: boolean }[] {
  return SELLER_TYPES.map((value) => ({
    value,
    disabled: !canGiveSellerType(chooser, value, { own: false }),
  }));
}

/**
 * The form's checks: the site's seller-step rules (seller-side.md §5: e-mail or telephone, name
 * and family name or a construction firm's company name, valid e-mail and PEC) and the seller
 * types `chooser` may give.
 */
export function validateCustomer(
  values: CustomerFormValues,
  chooser: SellerTypeChooser,
): FormErrors {
  const errors = validateSellerForm(values, 'seller');
  if (!canGiveSellerType(chooser, values.sellerType, { own: false })) {
    errors.sellerType = translateFormError(MESSAGE_KEYS.agentSellerType);
  }
  return errors;
}
