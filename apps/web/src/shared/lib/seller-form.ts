import type { SellerType } from '@domus/domain/schemas/seller.schema';
import { trimTexts } from './form-errors';

/** The fields of a seller form that only firms and agents have: company name, VAT number, PEC. */
export interface SellerCompanyFields {
  sellerType: SellerType;
  companyName: string;
  pec: string;
  taxCode: string;
}

/**
 * Whether a seller form offers the company fields (company name, VAT number, PEC): not to private
 * sellers (seller-side.md §3 Seller; §5: no PEC for private sellers).
 */
export function offersCompanyFields(values: Pick<SellerCompanyFields, 'sellerType'>): boolean {
  return values.sellerType !== 'private';
}

/**
 * A seller form's values as the domain's seller schemas read them: texts trimmed, and the company
 * fields emptied where the form does not offer them, so that nothing hidden is sent
 * (seller-side.md §5: empty strings are removed before sending).
 */
export function sellerFormInput<T extends SellerCompanyFields>(values: T): Record<string, unknown> {
  return trimTexts(
    offersCompanyFields(values) ? values : { ...values, companyName: '', pec: '', taxCode: '' },
  );
}
