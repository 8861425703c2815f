import type { Language } from '@domus/domain/constants';
import type { Me } from '@domus/domain/schemas/account.schema';
import {
  profileInputSchema,
  type ProfileInput,
  type Salutation,
  type SellerType,
} from '@domus/domain/schemas/seller.schema';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { translateFormErrors, trimTexts } from '../../../shared/lib/form-errors';

/** The profile dialog's fields as the form holds them: every text a string, '' when not given. */
export interface ProfileFormValues {
  salutation: Salutation | '';
  name: string;
  familyName: string;
  companyName: string;
  email: string;
  tel: string;
  language: Language;
  /** The account's seller type, not editable here; '' for an account without a seller profile. */
  sellerType: SellerType | '';
}

/**
 * The dialog's starting values: the seller profile, else the client profile, else only the
 * account's e-mail address and language.
 */
export function profileFormValues(me: Me, fallbackLanguage: Language): ProfileFormValues {
  const profile = me.seller ?? me.client;
  return {
    salutation: profile?.salutation ?? '',
    name: profile?.name ?? '',
    familyName: profile?.familyName ?? '',
    companyName: profile?.companyName ?? '',
    email: profile?.email || me.email,
    tel: profile?.tel ?? '',
    language: profile?.language ?? me.language ?? fallbackLanguage,
    sellerType: me.seller?.sellerType ?? '',
  };
}

/** Whether the dialog offers the company name: only to construction firms (buyer-side.md §5). */
export function offersCompanyName(values: Pick<ProfileFormValues, 'sellerType'>): boolean {
  return values.sellerType === 'construction';
}

/** The values as the schema reads them: no seller type for an account that does not sell. */
function toInput(values: ProfileFormValues): Record<string, unknown> {
  const { sellerType, companyName, ...rest } = values;
  return trimTexts({
    ...rest,
    ...(sellerType ? { sellerType } : {}),
    ...(offersCompanyName(values) ? { companyName } : {}),
  });
}

const resolve = schemaResolver(profileInputSchema, { sync: true });

/**
 * The dialog's checks, the domain's profile rules (buyer-side.md §5 Profile dialog): a valid
 * e-mail, name and family name, or for construction firms the company name instead; messages in
 * the interface language.
 */
export function validateProfile(values: ProfileFormValues): FormErrors {
  return translateFormErrors(resolve(toInput(values)));
}

/** The body's `values` of `PATCH /api/v1/account/me`: trimmed, empty fields left out. */
export function profilePayload(values: ProfileFormValues): ProfileInput {
  return profileInputSchema.parse(toInput(values));
}

/** The name the account page shows: given and family name, else the company, else nothing. */
export function profileName(me: Me): string {
  const profile = me.seller ?? me.client;
  return [profile?.name, profile?.familyName].filter(Boolean).join(' ');
}

/** The company a construction firm or agency gives, if any. */
export function profileCompany(me: Me): string {
  return me.seller?.companyName ?? me.client?.companyName ?? '';
}

/** The salutation code of the profile, if any. */
export function profileSalutation(me: Me): Salutation | null {
  return (me.seller ?? me.client)?.salutation ?? null;
}

/** Whether the account is staff: agent or admin (they pick customers). */
export function isStaff(me: Pick<Me, 'admin'>): boolean {
  return me.admin.isAgent || me.admin.isAdmin || me.admin.isSuperAdmin;
}

/** Whether the account is an admin (super admins are admins too). */
export function isAdmin(me: Pick<Me, 'admin'>): boolean {
  return me.admin.isAdmin || me.admin.isSuperAdmin;
}
