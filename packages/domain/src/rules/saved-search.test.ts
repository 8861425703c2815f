import { describe, expect, it } from 'vitest';
import { meetsSearchCriteria, searchUsesBedrooms, type MatchCriteria } from './saved-search.ts';

const search: MatchCriteria['search'] = {
  rent: false,
  typeId: 't1',
  budget: 300000,
  bedrooms: 2,
  category: 'residential',
};
const listing: MatchCriteria['listing'] = {
  isConfirmed: true,
  rent: false,
  typeId: 't1',
  price: 300000,
  bedrooms: 2,
};

describe('saved-search criteria (decisions.md Saved searches and matching)', () => {
  it('matches a confirmed listing of the same type and rent flag within budget', () => {
    expect(meetsSearchCriteria({ search, listing })).toBe(true);
  });

  it('rejects an unconfirmed listing, another type or the other rent flag', () => {
    expect(meetsSearchCriteria({ search, listing: { ...listing, isConfirmed: false } })).toBe(
      false,
    );
    expect(meetsSearchCriteria({ search, listing: { ...listing, typeId: 't2' } })).toBe(false);
    expect(meetsSearchCriteria({ search, listing: { ...listing, rent: true } })).toBe(false);
  });

  it('applies the budget only when it is above 0', () => {
    expect(meetsSearchCriteria({ search, listing: { ...listing, price: 300001 } })).toBe(false);
    expect(
      meetsSearchCriteria({
        search: { ...search, budget: 0 },
        listing: { ...listing, price: 9e6 },
      }),
    ).toBe(true);
  });

  it('asks for bedrooms only for residential types', () => {
    expect(meetsSearchCriteria({ search, listing: { ...listing, bedrooms: 1 } })).toBe(false);
    expect(searchUsesBedrooms('residential')).toBe(true);
    expect(searchUsesBedrooms('commercial')).toBe(false);
    expect(
      meetsSearchCriteria({
        search: { ...search, category: 'garage' },
        listing: { ...listing, bedrooms: 0 },
      }),
    ).toBe(true);
  });
});
