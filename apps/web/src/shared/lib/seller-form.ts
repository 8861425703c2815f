import type { Language } from '@domus/domain/core/constants';
import { hasCompanyFields } from '@domus/domain/person/seller-fields';
import type { Me } from '@domus/domain/account/account.schema';
import {
  profileInputSchema,
  sellerInputSchema,
  type ProfileInput,
  type Salutation,
  type SellerInput,
  type SellerType,
} from '@domus/domain/person/seller.schema';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { translateFormErrors, trimTexts } from './form-errors';

/**
 * The fields of a seller form, the same in the sell wizard's own data, the staff's new customer
 * and the profile dialog (seller-side.md §3 Seller): every text a string, '' when not given.
 */
export interface SellerFormValues {
  /** '' for an account without a seller profile (a buyer editing the profile). */
  sellerType: SellerType | '';
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

/**
 * Which rules a seller form checks: the seller step's ('seller': e-mail or telephone,
 * seller-side.md §5) or the profile dialog's ('profile': a valid e-mail, buyer-side.md §5).
 * Both ask for name and family name, which a construction firm may replace by its company name.
 */
export type SellerFormRules = 'seller' | 'profile';

/** An empty form: a seller of `sellerType` speaking `language`. */
export function emptySellerForm(
  language: Language,
  sellerType: SellerType = 'private',
): SellerFormValues & { sellerType: SellerType } {
  return {
    sellerType,
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
 * An account's own data as a seller form starts from: the seller profile, else the client
 * profile, else the account's e-mail address and language; `sellerType` for an account without a
 * seller profile.
 */
export function accountSellerForm<T extends SellerType | ''>(
  me: Me,
  language: Language,
  sellerType: T,
): SellerFormValues & { sellerType: SellerType | T } {
  const profile = me.seller ?? me.client;
  return {
    sellerType: me.seller?.sellerType ?? sellerType,
    salutation: profile?.salutation ?? '',
    name: profile?.name ?? '',
    familyName: profile?.familyName ?? '',
    companyName: profile?.companyName ?? '',
    email: profile?.email || me.email,
    tel: profile?.tel ?? '',
    pec: me.seller?.pec ?? '',
    taxCode: me.seller?.taxCode ?? '',
    language: profile?.language ?? me.language ?? language,
  };
}

/**
 * Whether the form offers the company fields (company name, VAT number, PEC): to agents and
 * construction firms, the domain's rule (seller-side.md §5: no PEC for private sellers).
 */
export function offersCompanyFields(values: Pick<SellerFormValues, 'sellerType'>): boolean {
  return hasCompanyFields(values.sellerType || undefined);
}

/**
 * A seller form's values as the domain's seller schemas read them: texts trimmed, no seller type
 * for an account that does not sell, and the company fields emptied where the form does not
 * offer them, so that nothing hidden is sent (seller-side.md §5: empty strings are removed
 * before sending; the schemas then leave the empty fields out).
 */
export function sellerFormInput(values: SellerFormValues): Record<string, unknown> {
  const { sellerType, ...fields } = values;
  return trimTexts({
    ...fields,
    ...(sellerType ? { sellerType } : {}),
    ...(offersCompanyFields(values) ? {} : { companyName: '', pec: '', taxCode: '' }),
  });
}

const resolvers = {
  seller: schemaResolver(sellerInputSchema, { sync: true }),
  profile: schemaResolver(profileInputSchema, { sync: true }),
};

/**
 * The form's checks in the interface language, the domain's seller schemas: e-mail or telephone
 * ('Inserire numero di telefono o email' on both) or, for the profile, a valid e-mail; name and
 * family name, or a construction firm's company name; valid e-mail and PEC; the domain's lengths.
 */
export function validateSellerForm(values: SellerFormValues, rules: SellerFormRules): FormErrors {
  return translateFormErrors(resolvers[rules](sellerFormInput(values)));
}

/**
 * The body of `POST /api/v1/sellers` (a new customer): empty strings removed, the PEC dropped
 * for private sellers (seller-side.md §5).
 */
export function sellerPayload(values: SellerFormValues): SellerInput {
  return sellerInputSchema.parse(sellerFormInput(values));
}

/**
 * The body's `values` of `PATCH /api/v1/account/me` (the account's own profile, from the profile
 * dialog or the sell wizard's step 0): empty strings removed, the PEC dropped for private
 * sellers. The call replaces the profile, so what the form does not show is sent as the profile
 * has it (postal address, fiscal code), and a seller who gives only a telephone number keeps the
 * address they log in with as contact e-mail.
 */
export function profilePayload(values: SellerFormValues, me: Me): ProfileInput {
  const input = sellerFormInput(values);
  const address = me.seller?.address ?? me.client?.address;
  return profileInputSchema.parse({
    ...input,
    email: input.email || me.email,
    ...(address ? { address } : {}),
    ...(me.seller?.fiscalCode ? { fiscalCode: me.seller.fiscalCode } : {}),
  });
}

/** A customer as the sell wizard's step 0 holds it: a picked seller or a listing's owner. */
export interface CustomerRef {
  _id: string;
  name?: string | null;
  familyName?: string | null;
  companyName?: string | null;
  email?: string | null;
  tel?: string | null;
  sellerType?: SellerType;
}

/**
 * The customer of a seller picked in the customer dialog or of a listing's owner: who they are
 * and how to reach them, nothing else of the record.
 */
export function customerRef(seller: CustomerRef): CustomerRef {
  return {
    _id: seller._id,
    name: seller.name ?? null,
    familyName: seller.familyName ?? null,
    companyName: seller.companyName ?? null,
    email: seller.email ?? null,
    tel: seller.tel ?? null,
    ...(seller.sellerType ? { sellerType: seller.sellerType } : {}),
  };
}
