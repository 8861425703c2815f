import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { defaultSearchFilters, type SearchFilters } from '@domus/domain/search/search-query';
import { describe, expect, it } from 'vitest';
import { apartmentType } from '../../../shared/test/fixtures';
import { emptySavedSearch } from './saved-search-form';
import { draftFromSearch } from './search-to-draft';
import { encodeShape } from '@domus/domain/search/search-shape';

const landType: PropertyType = {
  _id: '00000000-0000-4000-8000-0000000000bb',
  id: 'residential',
  type: 'buildingland',
  category: 'buildingland',
  name: { it: 'Residenziale', de: 'Wohnbau', en: 'Residential' },
};
const types = [apartmentType, landType];
const gries = { id: '00000000-0000-4000-8000-000000000011', type: 'zone', name: 'Gries' } as const;
const search = (changes: Partial<SearchFilters>): SearchFilters => ({
  ...defaultSearchFilters,
  ...changes,
});

describe('"Save this search" fills the saved-search form (issue 34 point 2)', () => {
  it('takes buy or rent, the place, the subtype and the highest budget', () => {
    const values = draftFromSearch(
      search({
        rent: true,
        location: gries,
        type: { category: 'residential', code: 'apartment' },
        budget: { min: 500, max: 1200 },
        numOfRooms: 3,
      }),
      types,
      'Drawn area',
    );
    expect(values).toEqual({
      ...emptySavedSearch(),
      rent: 'true',
      type: apartmentType._id,
      locations: [{ ...gries, label: 'Gries' }],
      budget: 1200,
    });
  });

  it('leaves to the buyer what a saved search holds otherwise: a category without subtype, rooms, an open budget', () => {
    const values = draftFromSearch(
      search({ type: { category: 'residential', code: null }, numOfRooms: 2 }),
      types,
      'Drawn area',
    );
    expect(values).toEqual(emptySavedSearch());
  });

  it('drops a type that may not be rented when the search is for renting, as the form does', () => {
    const values = draftFromSearch(
      search({ rent: true, type: { category: 'buildingland', code: 'residential' } }),
      types,
      'Drawn area',
    );
    expect(values.type).toBe('');
    expect(values.rent).toBe('true');
  });

  it("takes a drawn area as the saved search's drawn zone, and leaves a broken one out", () => {
    const shape = encodeShape([
      [11.3, 46.45],
      [11.4, 46.45],
      [11.4, 46.55],
    ]);
    expect(draftFromSearch(search({ shape }), types, 'Drawn area').locations).toEqual([
      {
        type: 'polygon',
        name: 'Drawn area',
        geoJson: {
          type: 'Polygon',
          coordinates: [
            [
              [11.3, 46.45],
              [11.4, 46.45],
              [11.4, 46.55],
              [11.3, 46.45],
            ],
          ],
        },
      },
    ]);
    expect(draftFromSearch(search({ shape: 'abc def' }), types, 'Drawn area').locations).toEqual(
      [],
    );
  });
});
