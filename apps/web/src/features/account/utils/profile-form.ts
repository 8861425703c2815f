import type { Me } from '@domus/domain/account/account.schema';
import type { Salutation } from '@domus/domain/person/seller.schema';

/** The name the account page shows: given and family name, else nothing. */
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
