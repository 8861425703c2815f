import { describe, expect, it } from 'vitest';
import {
  buildSearchParams,
  defaultSearchFilters,
  parseSearchParams,
  SEARCH_SORTS,
  searchTypeValue,
} from './search-query.ts';
import { propertySearchQuerySchema } from './property-search.schema.ts';

describe('search query string (buyer-side.md §7 Search filters)', () => {
  it('writes only rent for the default search', () => {
    expect(buildSearchParams(defaultSearchFilters).toString()).toBe('rent=false');
  });

  it('cleans an address the way the results page does, so the server asks for the same URL', () => {
    const page = new URLSearchParams(
      'type=garage&propertyType=villa&numOfRooms=9&budget[min]=0&sort=newest&page=1&x=1',
    );
    expect(buildSearchParams(parseSearchParams(page)).toString()).toBe('rent=false&type=garage');
  });

  it('offers every order the API accepts, and the API accepts every order it writes', () => {
    for (const sort of SEARCH_SORTS) {
      const params = buildSearchParams({ ...defaultSearchFilters, sort });
      const parsed = propertySearchQuerySchema.parse(Object.fromEntries(params));
      expect(parsed.sort).toBe(sort);
    }
  });

  it('reads the search box sent as a plain form, without JavaScript (issue 17 §3)', () => {
    const form = new URLSearchParams(
      'rent=true&type=residential%3Aapartment&numOfRooms=any&budget%5Bmin%5D=0&budget%5Bmax%5D=open&sort=price_asc',
    );
    expect(buildSearchParams(parseSearchParams(form)).toString()).toBe(
      'rent=true&type=residential&propertyType=apartment&sort=price_asc',
    );
    expect(parseSearchParams(new URLSearchParams('type=all')).type).toBeNull();
    expect(parseSearchParams(new URLSearchParams('type=residential')).type).toEqual({
      category: 'residential',
      code: null,
    });
  });

  it('writes a type choice in the form it reads back', () => {
    for (const type of [
      { category: 'residential', code: 'apartment' },
      { category: 'garage', code: null },
    ] as const) {
      const filters = parseSearchParams(new URLSearchParams({ type: searchTypeValue(type) }));
      expect(filters.type).toEqual(type);
    }
  });
});

describe('drawn area in the search address (issue 34 point 2, decision 072)', () => {
  const shape = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';

  it('writes and reads the shape, and a place wins over it', () => {
    const drawn = { ...defaultSearchFilters, shape };
    expect([...buildSearchParams(drawn)]).toEqual([
      ['rent', 'false'],
      ['shape', shape],
    ]);
    expect(parseSearchParams(buildSearchParams(drawn)).shape).toBe(shape);
    const place = { id: '021008', type: 'municipality' as const, name: 'Bolzano' };
    expect(buildSearchParams({ ...drawn, location: place }).has('shape')).toBe(false);
    const both = new URLSearchParams({ locationId: '021008', locationType: 'municipality', shape });
    expect(parseSearchParams(both)).toMatchObject({ shape: null, location: { id: '021008' } });
  });

  it('passes a broken shape on for the API to refuse, rather than searching everywhere', () => {
    expect(parseSearchParams(new URLSearchParams('shape=%20abc%20')).shape).toBe('abc');
  });
});
