import { describe, expect, it } from 'vitest';
import {
  buildSearchParams,
  defaultSearchFilters,
  parseSearchParams,
  SEARCH_SORTS,
} from './search-query.ts';
import { propertySearchQuerySchema } from './schemas/property-search.schema.ts';

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
});
