import type { Language } from '@domus/domain/core/constants';
import type { Coordinates } from '@domus/domain/core/common.schema';
import { useLocationSearch } from '../../../shared/api/search-locations';
import type { ChosenPlace } from '../utils/saved-search-form';

/**
 * Where a chosen place lies when the form does not know it: a saved search answers its places
 * without positions, so the place is looked up by its name among the place suggestions (the same
 * kind and id; a street by its name in the same municipality). Asks only while `enabled` and only
 * for a place without a `point`; `point` is null when the place is not found.
 */
export function usePlacePoint(
  place: ChosenPlace | null,
  language: Language,
  enabled: boolean,
): { point: Coordinates | null; locating: boolean } {
  const wanted = enabled && place !== null && !place.point;
  const search = useLocationSearch(wanted ? place.name : '', language);
  if (!wanted) return { point: place?.point ?? null, locating: false };
  const found = (search.data ?? []).find((suggestion) =>
    place.type === 'street'
      ? suggestion.type === 'street' &&
        suggestion.name.toLowerCase() === place.name.toLowerCase() &&
        (!place.municipalityId || suggestion.municipality?.id === place.municipalityId)
      : suggestion.type === place.type && suggestion.id === place.id,
  );
  return { point: found?.point ?? null, locating: search.isLoading };
}
