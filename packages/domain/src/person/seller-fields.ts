/**
 * Which fields a seller has and how long they may be (seller-side.md §3 Seller, §5 Seller step;
 * buyer-side.md §5 Profile dialog). The seller schemas, the API and every seller form of the web
 * app (the sell wizard's own data, the staff's new customer, the profile dialog) read these
 * rules, so that they cannot disagree.
 */
import { MAX_LENGTH, type SELLER_TYPES } from '../core/constants.ts';

/** A seller type. */
type SellerTypeCode = (typeof SELLER_TYPES)[number];

/**
 * Whether a seller of this type has the company fields (company name, VAT number, PEC): agents
 * and construction firms do; a private seller has none, and their PEC is dropped (seller-side.md
 * §5). An account without a seller profile (undefined) has none either.
 * @param sellerType the seller's type
 */
export function hasCompanyFields(sellerType: SellerTypeCode | undefined): boolean {
  return sellerType === 'agent' || sellerType === 'construction';
}

/**
 * Whether the company name may stand in for name and family name: for construction firms only
 * (buyer-side.md §5 Profile dialog: "for construction sellers either name plus familyName or
 * companyName"); everyone else gives name and family name (seller-side.md §5).
 * @param sellerType the seller's type
 */
export function companyReplacesName(sellerType: SellerTypeCode | undefined): boolean {
  return sellerType === 'construction';
}

/**
 * The names a seller still has to give: none when name and family name are there, or when a
 * construction firm gave its company name instead.
 * @param seller the seller's type and (trimmed) names
 * @returns the missing fields among `name` and `familyName`
 */
export function missingNames(seller: {
  sellerType?: SellerTypeCode | undefined;
  name?: string | undefined;
  familyName?: string | undefined;
  companyName?: string | undefined;
}): ('name' | 'familyName')[] {
  if (companyReplacesName(seller.sellerType) && seller.companyName) return [];
  return (['name', 'familyName'] as const).filter((field) => !seller[field]);
}

/** The longest text each seller field takes, in characters; schemas and forms share it. */
export const SELLER_MAX_LENGTH = {
  name: MAX_LENGTH.name,
  familyName: MAX_LENGTH.name,
  companyName: MAX_LENGTH.companyName,
  email: MAX_LENGTH.email,
  tel: MAX_LENGTH.tel,
  pec: MAX_LENGTH.pec,
  taxCode: MAX_LENGTH.taxCode,
  fiscalCode: MAX_LENGTH.fiscalCode,
} as const;
