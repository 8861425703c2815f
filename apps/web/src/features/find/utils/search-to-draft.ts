import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import type { SearchFilters } from '@domus/domain/search/search-query';
import { decodeShape } from '@domus/domain/search/search-shape';
import { emptySavedSearch, withRent, type SavedSearchFormValues } from './saved-search-form';

/**
 * The saved-search form's values for a search of the results page (issue 34 point 2, "Save
 * this search"): buy or rent, the place, the subtype, the highest budget. What a saved search
 * cannot hold stays for the buyer to choose: a category without a subtype (a saved search names
 * one type), the least number of rooms (the form asks for bedrooms, which are not the same) and
 * the lowest budget (a saved search has only a highest). A drawn area becomes the search's drawn
 * zone, named `areaName`; one the address carries broken is left out, as the results page says.
 */
export function draftFromSearch(
  filters: SearchFilters,
  types: readonly PropertyType[],
  areaName: string,
): SavedSearchFormValues {
  const empty = emptySavedSearch();
  const type = filters.type?.code
    ? types.find((t) => t.category === filters.type!.category && t.id === filters.type!.code)
    : undefined;
  const area = filters.shape ? decodeShape(filters.shape) : null;
  const values: SavedSearchFormValues = {
    ...empty,
    type: type?._id ?? '',
    locations: filters.location
      ? [{ ...filters.location, label: filters.location.name }]
      : area
        ? [{ type: 'polygon', name: areaName, geoJson: { type: 'Polygon', coordinates: [area] } }]
        : empty.locations,
    budget: filters.budget.max ?? empty.budget,
  };
  // Renting keeps the type only where it may be rented, as the form's own switch does.
  return withRent(values, filters.rent ? 'true' : 'false', types);
}
