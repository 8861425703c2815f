/**
 * A saved search as the API answers it (buyer-side.md §3 Search), one mapping for the account
 * page's list and the searches calls.
 */
import { alertFrequencyOf } from '@domus/domain/search/alert-frequency';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import type { propertyTypes, savedSearches } from '../../db/schema.ts';
import type { findSavedSearchLocations } from './searches.repository.ts';

/** A location of a saved search as answered. */
type SearchLocation = SavedSearch['locations'][number];
/** A location row as read with its places' names and the drawn zone as GeoJSON text. */
export type SearchLocationRow = Awaited<ReturnType<typeof findSavedSearchLocations>>[number];

/**
 * A location row as the saved search answers it: places by the ids the search takes back (a
 * street by its gazetteer id, null for one the gazetteer no longer knows).
 */
export function toSearchLocation(row: SearchLocationRow): SearchLocation {
  const id =
    row.kind === 'municipality'
      ? row.municipalityId
      : row.kind === 'zone'
        ? row.zoneId
        : row.kind === 'street'
          ? row.streetId
          : null;
  return {
    _id: row.id,
    type: row.kind as SearchLocation['type'],
    id,
    name: row.name,
    municipality:
      row.municipalityId && row.kind !== 'municipality'
        ? { id: row.municipalityId, name: row.municipalityNames?.it ?? '' }
        : null,
    geoJson: row.geoJson ? (JSON.parse(row.geoJson) as SearchLocation['geoJson']) : null,
  };
}

/** A saved search row with its type and locations as answered. */
export function toSavedSearch(
  search: typeof savedSearches.$inferSelect,
  type: typeof propertyTypes.$inferSelect,
  locations: SearchLocationRow[],
): SavedSearch {
  return {
    _id: search.id,
    client: search.clientId,
    rent: search.rent,
    type: {
      _id: type.id,
      id: type.code,
      type: type.category as SavedSearch['type']['category'],
      category: type.category as SavedSearch['type']['category'],
      name: type.name,
    },
    budget: search.budget,
    locations: locations.filter((l) => l.searchId === search.id).map(toSearchLocation),
    rooms: search.rooms as SavedSearch['rooms'],
    alerts: search.alertsEnabled,
    alertFrequency: alertFrequencyOf(search.alertFrequency),
    createdAt: search.createdAt.toISOString(),
    updatedAt: search.updatedAt.toISOString(),
  };
}
