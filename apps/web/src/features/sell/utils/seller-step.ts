import type { Language } from '@domus/domain/core/constants';
import type { Me } from '@domus/domain/account/account.schema';
import type { ProfileInput, SellerType } from '@domus/domain/person/seller.schema';
import type { FormErrors } from '@mantine/form';
import {
  accountSellerForm,
  profilePayload,
  sellerFormInput,
  validateSellerForm,
  type SellerFormValues,
} from '../../../shared/lib/seller-form';

/** The seller's own data as step 0 holds them: '' when not given; always a seller type. */
export type OwnSellerValues = SellerFormValues & { sellerType: SellerType };

/**
 * The own data step 0 starts from: the seller profile, else the client profile, else the
 * account's address and language. An agent selling in their own name is an agent.
 */
export function ownSellerValues(me: Me, language: Language): OwnSellerValues {
  return accountSellerForm(me, language, me.admin.isAgent ? 'agent' : 'private');
}

/**
 * The seller-step rules (seller-side.md §5 Seller step) in the interface language: e-mail or
 * telephone ('Inserire numero di telefono o email' on both), name and family name (a
 * construction firm may give its company name instead), valid e-mail and PEC. The own data are
 * then saved as the account's profile ({@link ownSellerPayload}).
 */
export function validateOwnSeller(values: OwnSellerValues): FormErrors {
  return validateSellerForm(values, 'seller');
}

/**
 * The body's `values` of `PATCH /api/v1/account/me`, as the profile dialog sends it: empty
 * strings removed, the PEC dropped for private sellers (seller-side.md §5), the login address
 * kept as contact when only a telephone number is given, and the fields step 0 does not show
 * kept as the profile has them.
 */
export function ownSellerPayload(values: OwnSellerValues, me: Me): ProfileInput {
  return profilePayload(values, me);
}

/**
 * Whether the own data must be saved: the account has no seller profile yet, or the values
 * differ from it.
 */
export function ownSellerChanged(values: OwnSellerValues, me: Me, language: Language): boolean {
  if (!me.seller) return true;
  const a = sellerFormInput(values);
  const b = sellerFormInput(ownSellerValues(me, language));
  return Object.keys(a).some((key) => a[key] !== b[key]);
}
