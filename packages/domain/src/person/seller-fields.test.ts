import { describe, expect, it } from 'vitest';
import { profileInputSchema, sellerInputSchema } from './seller.schema.ts';
import {
  companyReplacesName,
  hasCompanyFields,
  missingNames,
  SELLER_MAX_LENGTH,
} from './seller-fields.ts';

describe('seller fields (seller-side.md §3 Seller, §5 Seller step; buyer-side.md §5 Profile dialog)', () => {
  it('gives agents and construction firms the company fields, private sellers not (§5: pec dropped for private sellers)', () => {
    expect(hasCompanyFields('agent')).toBe(true);
    expect(hasCompanyFields('construction')).toBe(true);
    expect(hasCompanyFields('private')).toBe(false);
    expect(hasCompanyFields(undefined)).toBe(false);
  });

  it('lets only construction firms give the company name instead of name and family name (buyer-side.md §5)', () => {
    expect(companyReplacesName('construction')).toBe(true);
    expect(companyReplacesName('agent')).toBe(false);
    expect(companyReplacesName('private')).toBe(false);
    const firm = { sellerType: 'construction' as const, companyName: 'Edilizia Adige Spa' };
    expect(missingNames(firm)).toEqual([]);
    expect(missingNames({ ...firm, sellerType: 'agent' })).toEqual(['name', 'familyName']);
    expect(missingNames({ sellerType: 'construction', name: 'Paola' })).toEqual(['familyName']);
    expect(missingNames({ name: 'Paola', familyName: 'Fontana' })).toEqual([]);
  });

  it('limits the seller schemas to the lengths the forms use, the PEC by its own limit', () => {
    const base = { sellerType: 'agent', name: 'A', familyName: 'B', email: 'a@b.it' };
    const long = (n: number) => `${'x'.repeat(n - '@pec.it'.length)}@pec.it`;
    for (const schema of [sellerInputSchema, profileInputSchema]) {
      expect(schema.safeParse({ ...base, pec: long(SELLER_MAX_LENGTH.pec) }).success).toBe(true);
      expect(schema.safeParse({ ...base, pec: long(SELLER_MAX_LENGTH.pec + 1) }).success).toBe(
        false,
      );
      const companyName = 'x'.repeat(SELLER_MAX_LENGTH.companyName + 1);
      expect(schema.safeParse({ ...base, companyName }).success).toBe(false);
      const name = 'x'.repeat(SELLER_MAX_LENGTH.name + 1);
      expect(schema.safeParse({ ...base, name }).success).toBe(false);
    }
  });
});
