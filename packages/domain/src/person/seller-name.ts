/**
 * How a seller is named wherever the product shows one to staff or to the seller (seller-side.md
 * §2 Dialogs: the property card's client name and the confirm dialog; §2 step 0: the customer
 * chosen; §3 Seller: name, familyName, companyName; §5: e-mail or telephone is always given).
 */

/** The fields a seller, a customer or a listing's owner is named by; any may be missing. */
export type SellerNameFields = {
  name?: string | null;
  familyName?: string | null;
  companyName?: string | null;
  email?: string | null;
  tel?: string | null;
};

const text = (value: string | null | undefined): string => value?.trim() ?? '';

/**
 * A seller's name: given and family name, then the company after ' · ' when there is one
 * (`Sabine Kofler · Kofler Immobilien`); a firm that gave only its company by the company alone.
 * With `orContact`, a seller without any name is named by their e-mail address, else their
 * telephone number (for lists where every entry needs a label).
 * @param seller the seller's fields
 * @param options `orContact`: fall back to e-mail and telephone
 * @returns the name, or '' when there is nothing to name the seller by
 */
export function sellerName(
  seller: SellerNameFields,
  options: { orContact?: boolean } = {},
): string {
  const person = [text(seller.name), text(seller.familyName)].filter(Boolean).join(' ');
  const named = [person, text(seller.companyName)].filter(Boolean).join(' · ');
  if (named || !options.orContact) return named;
  return text(seller.email) || text(seller.tel);
}
