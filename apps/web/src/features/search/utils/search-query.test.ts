import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_PAGE,
  SEARCH_SORTS,
  buildSearchParams,
  defaultSearchFilters,
  parseSearchParams,
  type SearchFilters,
} from '@domus/domain/search/search-query';
import { searchHref } from './search-query';

const full: SearchFilters = {
  rent: true,
  location: { id: '021008', type: 'municipality', name: 'Bolzano' },
  type: { category: 'residential', code: 'apartment' },
  numOfRooms: 3,
  budget: { min: 200_000, max: 500_000 },
  shape: null,
  sort: 'price_desc',
  page: 2,
};

describe('search query (buyer-side.md §7 search filters)', () => {
  it('writes every filter under the names of the specification', () => {
    expect(Object.fromEntries(buildSearchParams(full))).toEqual({
      rent: 'true',
      locationId: '021008',
      locationType: 'municipality',
      locationName: 'Bolzano',
      type: 'residential',
      propertyType: 'apartment',
      numOfRooms: '3',
      'budget[min]': '200000',
      'budget[max]': '500000',
      sort: 'price_desc',
      page: '2',
    });
  });

  it('leaves out what the default range 0 to open and "All" mean (buyer-side.md §9)', () => {
    expect(buildSearchParams(defaultSearchFilters).toString()).toBe('rent=false');
    expect(searchHref({ ...defaultSearchFilters, budget: { min: 0, max: 300_000 } })).toBe(
      '/search?rent=false&budget%5Bmax%5D=300000',
    );
  });

  it('reads back what it wrote', () => {
    expect(parseSearchParams(buildSearchParams(full))).toEqual(full);
    expect(parseSearchParams(buildSearchParams(defaultSearchFilters))).toEqual(
      defaultSearchFilters,
    );
  });

  it('keeps a place name with spaces and accents through the address', () => {
    const filters: SearchFilters = {
      ...defaultSearchFilters,
      location: { id: 'z-17', type: 'zone', name: 'Gries-San Quirino / Gries-Quirein' },
    };
    const href = searchHref(filters);
    expect(parseSearchParams(new URL(href, 'http://x').searchParams)).toEqual(filters);
  });

  it('falls back to defaults for malformed or unoffered values instead of failing', () => {
    const parsed = parseSearchParams(
      new URLSearchParams(
        'rent=yes&locationId=1&locationType=planet&type=castle&propertyType=apartment' +
          '&numOfRooms=9&budget[min]=-5&budget[max]=abc&page=0',
      ),
    );
    expect(parsed).toEqual(defaultSearchFilters);
  });

  it('rooms filter accepts +1 to +6 only (buyer-side.md §9)', () => {
    expect(parseSearchParams(new URLSearchParams('numOfRooms=1')).numOfRooms).toBe(1);
    expect(parseSearchParams(new URLSearchParams('numOfRooms=6')).numOfRooms).toBe(6);
    expect(parseSearchParams(new URLSearchParams('numOfRooms=7')).numOfRooms).toBeNull();
  });

  it('opens the range when "up to" lies below "from"', () => {
    const parsed = parseSearchParams(new URLSearchParams('budget[min]=500000&budget[max]=100000'));
    expect(parsed.budget).toEqual({ min: 500_000, max: null });
  });

  it('filters by a whole category when only `type` is given (buyer-side.md §7)', () => {
    const filters: SearchFilters = {
      ...defaultSearchFilters,
      type: { category: 'residential', code: null },
    };
    expect(searchHref(filters)).toBe('/search?rent=false&type=residential');
    expect(parseSearchParams(new URLSearchParams('type=residential')).type).toEqual({
      category: 'residential',
      code: null,
    });
    expect(parseSearchParams(buildSearchParams(filters))).toEqual(filters);
  });

  it('reads a category with one of its subtypes (buyer-side.md §7)', () => {
    expect(
      parseSearchParams(new URLSearchParams('type=garage&propertyType=parkingLot')).type,
    ).toEqual({ category: 'garage', code: 'parkingLot' });
    // Codes repeat across categories: the category decides which one is meant.
    expect(
      parseSearchParams(new URLSearchParams('type=buildingland&propertyType=residential')).type,
    ).toEqual({ category: 'buildingland', code: 'residential' });
  });

  it('keeps the category but drops a subtype of another category', () => {
    expect(
      parseSearchParams(new URLSearchParams('type=garage&propertyType=apartment')).type,
    ).toEqual({ category: 'garage', code: null });
  });

  it('ignores unknown categories and subtypes', () => {
    expect(parseSearchParams(new URLSearchParams('type=castle')).type).toBeNull();
    expect(
      parseSearchParams(new URLSearchParams('type=castle&propertyType=apartment')).type,
    ).toBeNull();
    expect(parseSearchParams(new URLSearchParams('propertyType=apartment')).type).toBeNull();
    expect(
      parseSearchParams(new URLSearchParams('type=residential&propertyType=castle')).type,
    ).toEqual({ category: 'residential', code: null });
  });

  it('drops building land for rent (decisions.md Rent and type choice)', () => {
    expect(parseSearchParams(new URLSearchParams('rent=true&type=buildingland')).type).toBeNull();
    expect(parseSearchParams(new URLSearchParams('rent=false&type=buildingland')).type).toEqual({
      category: 'buildingland',
      code: null,
    });
  });

  it('keeps the order of the results in the address, newest first by default', () => {
    for (const sort of SEARCH_SORTS) {
      const href = searchHref({ ...defaultSearchFilters, sort });
      expect(parseSearchParams(new URL(href, 'http://x').searchParams).sort).toBe(sort);
    }
    expect(searchHref(defaultSearchFilters)).not.toContain('sort');
    expect(parseSearchParams(new URLSearchParams('sort=cheapest')).sort).toBe('newest');
  });

  it('keeps the page within what the API accepts', () => {
    expect(parseSearchParams(new URLSearchParams('page=3')).page).toBe(3);
    expect(parseSearchParams(new URLSearchParams('page=1000000000')).page).toBe(MAX_SEARCH_PAGE);
    expect(parseSearchParams(new URLSearchParams('page=-2')).page).toBe(1);
  });
});
