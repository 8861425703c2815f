import { describe, expect, it } from 'vitest';
import {
  areaContains,
  bedroomSearchCategories,
  matchesSearch,
  meetsSearchCriteria,
  ringCovers,
  searchUsesBedrooms,
  streetNames,
  type MatchCriteria,
} from './saved-search.ts';

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

describe('saved-search locations (decisions.md Saved searches and matching)', () => {
  const place = { municipalityId: 'm1', zoneId: 'z1', street: 'Via Museo', point: { x: 1, y: 1 } };
  const square: [number, number][] = [
    [0, 0],
    [2, 0],
    [2, 2],
    [0, 2],
    [0, 0],
  ];

  it('never matches a draft', () => {
    expect(meetsSearchCriteria({ search, listing: { ...listing, isDraft: true } })).toBe(false);
  });

  it('takes the bedrooms rule for its categories from searchUsesBedrooms', () => {
    expect(bedroomSearchCategories()).toEqual(['residential']);
  });

  it('knows a street by both its names, without case', () => {
    const names = streetNames('via museo', [
      { nameIt: 'Via Museo', nameDe: 'Museumstraße' },
      { nameIt: 'Via Roma', nameDe: null },
    ]);
    expect(names.sort()).toEqual(['museumstraße', 'via museo']);
    const area = { kind: 'street', municipalityId: 'm1', names } as const;
    expect(areaContains(area, { ...place, street: 'MUSEUMSTRAßE' })).toBe(true);
    expect(areaContains(area, { ...place, street: 'Via Roma' })).toBe(false);
    expect(areaContains(area, { ...place, municipalityId: 'm2' })).toBe(false);
  });

  it('a drawn zone covers its inside and its edge, not what lies outside', () => {
    expect(ringCovers(square, { x: 1, y: 1 })).toBe(true);
    expect(ringCovers(square, { x: 2, y: 1 })).toBe(true);
    expect(ringCovers(square, { x: 0, y: 0 })).toBe(true);
    expect(ringCovers(square, { x: 2.001, y: 1 })).toBe(false);
    expect(areaContains({ kind: 'polygon', ring: square }, { ...place, point: null })).toBe(false);
  });

  it('matches when the criteria hold and one location contains the listing', () => {
    const locations = [
      { kind: 'municipality', municipalityId: 'm2' },
      { kind: 'zone', zoneId: 'z1' },
    ] as const;
    expect(
      matchesSearch({ search: { ...search, locations }, listing: { ...listing, ...place } }),
    ).toBe(true);
    expect(
      matchesSearch({
        search: { ...search, locations: locations.slice(0, 1) },
        listing: { ...listing, ...place },
      }),
    ).toBe(false);
  });
});
