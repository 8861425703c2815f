import type { Language } from '@domus/domain/constants';
import type { Me } from '@domus/domain/schemas/account.schema';
import {
  profileInputSchema,
  sellerInputSchema,
  type ProfileInput,
  type Salutation,
  type SellerType,
} from '@domus/domain/schemas/seller.schema';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { translateFormErrors } from '../../../shared/lib/form-errors';
import { sellerFormInput } from '../../../shared/lib/seller-form';

/** The seller's own data as step 0 holds them: '' when not given. */
export interface OwnSellerValues {
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

/** A customer as step 0 shows it: a picked seller, or the owner of a listing opened for editing. */
export interface CustomerRef {
  _id: string;
  name?: string | null;
  familyName?: string | null;
  companyName?: string | null;
  email?: string | null;
  tel?: string | null;
  sellerType?: SellerType;
}

/** The staff flags the step reads. */
type Flags = Me['admin'];

/** Whether the account is staff (agents and admins pick customers, seller-side.md §2 step 0). */
export function isStaffAccount(flags: Flags): boolean {
  return flags.isAgent || flags.isAdmin || flags.isSuperAdmin;
}

/** Whether the account is an admin (super admins are admins too). */
export function isAdminAccount(flags: Flags): boolean {
  return flags.isAdmin || flags.isSuperAdmin;
}

/**
 * The own data step 0 starts from: the seller profile, else the client profile, else the
 * account's address and language. An agent selling in their own name is an agent.
 */
export function ownSellerValues(me: Me, language: Language): OwnSellerValues {
  const profile = me.seller ?? me.client;
  const fallbackType: SellerType = me.admin.isAgent ? 'agent' : 'private';
  return {
    sellerType: me.seller?.sellerType ?? fallbackType,
    salutation: profile?.salutation ?? '',
    name: profile?.name ?? '',
    familyName: profile?.familyName ?? '',
    companyName: profile?.companyName ?? '',
    email: profile?.email ?? me.email,
    tel: profile?.tel ?? '',
    pec: me.seller?.pec ?? '',
    taxCode: me.seller?.taxCode ?? '',
    language: profile?.language ?? me.language ?? language,
  };
}

/** The values as the seller schema reads them; company fields only where they apply. */
const toInput = (values: OwnSellerValues) => sellerFormInput(values);

const resolveSeller = schemaResolver(sellerInputSchema, { sync: true });

/**
 * The seller-step rules (seller-side.md §5 Seller step) in the interface language: e-mail or
 * telephone ('Inserire numero di telefono o email' on both), name and family name (a
 * construction firm may give its company name instead), valid e-mail and PEC.
 */
export function validateOwnSeller(values: OwnSellerValues): FormErrors {
  return translateFormErrors(resolveSeller(toInput(values)));
}

/**
 * The body's `values` of `PATCH /api/v1/account/me`: empty strings removed, the PEC dropped for
 * private sellers (seller-side.md §5). The profile keeps a contact e-mail: a seller who gives
 * only a telephone number keeps the address they log in with. The postal address and fiscal
 * code, which step 0 does not show, are sent as the profile has them so that they stay.
 */
export function ownSellerPayload(values: OwnSellerValues, me: Me): ProfileInput {
  const input = toInput(values);
  return profileInputSchema.parse({
    ...input,
    email: input.email || me.email,
    ...(me.seller?.address ? { address: me.seller.address } : {}),
    ...(me.seller?.fiscalCode ? { fiscalCode: me.seller.fiscalCode } : {}),
  });
}

/**
 * Whether the own data must be saved: the account has no seller profile yet, or the values
 * differ from it.
 */
export function ownSellerChanged(values: OwnSellerValues, me: Me, language: Language): boolean {
  if (!me.seller) return true;
  const saved = ownSellerValues(me, language);
  const a = toInput(values);
  const b = toInput(saved);
  return Object.keys(a).some((key) => a[key] !== b[key]);
}

/** A customer's name: given and family name, else the company, else the e-mail or telephone. */
export function customerLabel(customer: CustomerRef): string {
  const person = [customer.name, customer.familyName].filter(Boolean).join(' ');
  return person || customer.companyName || customer.email || customer.tel || '';
}
