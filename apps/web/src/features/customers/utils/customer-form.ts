import { MESSAGE_KEYS, SELLER_TYPES, type Language } from '@domus/domain/constants';
import { canChooseSellerType, type SellerTypeChooser } from '@domus/domain/rules/seller-type';
import {
  sellerInputSchema,
  type Salutation,
  type Seller,
  type SellerInput,
  type SellerType,
} from '@domus/domain/schemas/seller.schema';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { translateFormErrors } from '../../../shared/lib/form-errors';
import { sellerFormInput } from '../../../shared/lib/seller-form';

/** The new-customer form's fields as the form holds them: '' when not given. */
export interface CustomerFormValues {
  sellerType: SellerType;
  salutation: Salutation | '';
  name: string;
  familyName: string;
  companyName: string;
  email: string;
  tel: string;
  pec: string;
  taxCode: string;
  language: Language;
}

/** An empty form: a private seller speaking the interface language. */
export function emptyCustomer(language: Language): CustomerFormValues {
  return {
    sellerType: 'private',
    salutation: '',
    name: '',
    familyName: '',
    companyName: '',
    email: '',
    tel: '',
    pec: '',
    taxCode: '',
    language,
  };
}

/**
 * The seller types the form lists, each with whether `chooser` may pick it: an agent who is not an
 * admin sees the agent type disabled (seller-side.md §6, buyer-side.md §5).
 */
export function sellerTypeOptions(
  chooser: SellerTypeChooser,
): { value: SellerType; disabled: boolean }[] {
  return SELLER_TYPES.map((value) => ({ value, disabled: !canChooseSellerType(chooser, value) }));
}

export { offersCompanyFields } from '../../../shared/lib/seller-form';

/** The values as the schema reads them. */
const toInput = (values: CustomerFormValues) => sellerFormInput(values);

const resolve = schemaResolver(sellerInputSchema, { sync: true });

/**
 * The form's checks, the domain's seller-step rules (seller-side.md §5): e-mail or telephone
 * ('Inserire numero di telefono o email' on both), name and family name (or a construction
 * firm's company name), valid e-mail and PEC; and the seller types `chooser` may give.
 */
export function validateCustomer(
  values: CustomerFormValues,
  chooser: SellerTypeChooser,
): FormErrors {
  const errors: FormErrors = { ...resolve(toInput(values)) };
  if (!canChooseSellerType(chooser, values.sellerType)) {
    errors.sellerType = MESSAGE_KEYS.agentSellerType;
  }
  return translateFormErrors(errors);
}

/**
 * The body of `POST /api/v1/sellers`: empty strings removed, the PEC dropped for private sellers
 * (seller-side.md §5).
 */
export function customerPayload(values: CustomerFormValues): SellerInput {
  return sellerInputSchema.parse(toInput(values));
}

/** A customer's name as the list shows it: given and family name, else the company. */
export function customerName(seller: Pick<Seller, 'name' | 'familyName' | 'companyName'>): string {
  const person = [seller.name, seller.familyName].filter(Boolean).join(' ');
  return person || seller.companyName || '';
}
