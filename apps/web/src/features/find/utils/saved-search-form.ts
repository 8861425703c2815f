import { SAVED_SEARCH_DEFAULTS, type Category } from '@domus/domain/core/constants';
import { isTypeSelectable } from '@domus/domain/listing/rent';
import { searchUsesBedrooms } from '@domus/domain/search/saved-search';
import type { Coordinates } from '@domus/domain/core/common.schema';
import type { PolygonGeometry, SearchLocationInput } from '@domus/domain/place/location.schema';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import type { ApiError } from '../../../shared/api/api-error';
import { placeLabel } from '../../../shared/lib/place-label';

/** A gazetteer place chosen in the form: its kind, id, name, label and where it lies. */
export interface ChosenPlace {
  type: 'municipality' | 'zone' | 'street';
  id: string;
  name: string;
  /** How the list shows it: a zone or street with its municipality, "Gries (Bolzano)". */
  label: string;
  /** Where the place lies, when known: the drawing map opens there. */
  point?: Coordinates;
  /** The municipality of a zone or street, when known. */
  municipalityId?: string;
}

/** A zone drawn on the map: its name and polygon. */
export interface DrawnZone {
  type: 'polygon';
  name: string;
  geoJson: PolygonGeometry;
}

/** A location of the form: a place or a drawn zone. */
export type ChosenLocation = ChosenPlace | DrawnZone;

/**
 * The saved-search form's values (buyer-side.md §3 Search form values): rent as the form holds it
 * ('true'/'false'), the type's id ('' when none is chosen), the locations, the least number of
 * bedrooms (0 = any) and the maximum budget (0 = any; '' while the field is emptied).
 */
export interface SavedSearchFormValues {
  rent: 'true' | 'false';
  type: string;
  locations: ChosenLocation[];
  bedrooms: number;
  budget: number | '';
}

/** The body of `POST /api/v1/searches` and `PATCH /api/v1/searches/{id}`. */
export interface SavedSearchBody {
  rent: boolean;
  type: string;
  budget: number;
  locations: SearchLocationInput[];
  rooms: { living: number; bed: number; bath: number };
}

/** A new search: sale, budget 0, no bedrooms asked for (buyer-side.md §9 defaults). */
export function emptySavedSearch(): SavedSearchFormValues {
  return {
    rent: SAVED_SEARCH_DEFAULTS.rent ? 'true' : 'false',
    type: '',
    locations: [],
    bedrooms: SAVED_SEARCH_DEFAULTS.rooms.bed,
    budget: SAVED_SEARCH_DEFAULTS.budget,
  };
}

/**
 * The names of a saved search's locations that cannot be kept when it is changed (a place
 * without its id, a drawn zone without its polygon): the edit dialog names them rather than
 * dropping them unsaid.
 */
export function unusableLocations(search: SavedSearch): string[] {
  return search.locations
    .filter((location) => (location.type === 'polygon' ? !location.geoJson : !location.id))
    .map((location) => location.name);
}

/**
 * The form's values of a saved search, for editing it; the locations that cannot be kept
 * (`unusableLocations`) are left out.
 */
export function savedSearchValues(search: SavedSearch): SavedSearchFormValues {
  const locations = search.locations.flatMap((location): ChosenLocation[] => {
    if (location.type === 'polygon') {
      return location.geoJson
        ? [{ type: 'polygon', name: location.name, geoJson: location.geoJson }]
        : [];
    }
    if (!location.id) return [];
    return [
      {
        type: location.type,
        id: location.id,
        name: location.name,
        label: placeLabel(location),
        ...(location.municipality ? { municipalityId: location.municipality.id } : {}),
      },
    ];
  });
  return {
    rent: search.rent ? 'true' : 'false',
    type: search.type._id,
    locations,
    bedrooms: search.rooms.bed,
    budget: search.budget,
  };
}

/** The category of the chosen type, or null when none (or an unknown one) is chosen. */
export function chosenCategory(
  values: Pick<SavedSearchFormValues, 'type'>,
  types: readonly PropertyType[],
): Category | null {
  return types.find((type) => type._id === values.type)?.category ?? null;
}

/**
 * Whether the form asks for bedrooms: for residential types only (decisions.md Saved searches
 * and matching; buyer-side.md §9: rooms are removed from the profile otherwise).
 */
export function asksForBedrooms(
  values: Pick<SavedSearchFormValues, 'type'>,
  types: readonly PropertyType[],
): boolean {
  const category = chosenCategory(values, types);
  return category !== null && searchUsesBedrooms(category);
}

/**
 * The values after a switch between buying and renting: a type that cannot be rented (building
 * land, decisions.md Seller wizard) is dropped, since the list no longer offers it.
 */
export function withRent(
  values: SavedSearchFormValues,
  rent: 'true' | 'false',
  types: readonly PropertyType[],
): SavedSearchFormValues {
  const category = chosenCategory(values, types);
  const keepType = category === null || isTypeSelectable(category, rent === 'true');
  return { ...values, rent, type: keepType ? values.type : '' };
}

/** The body the API takes: bedrooms only for residential types, budget 0 when left empty. */
export function savedSearchBody(
  values: SavedSearchFormValues,
  types: readonly PropertyType[],
): SavedSearchBody {
  return {
    rent: values.rent === 'true',
    type: values.type,
    budget: values.budget === '' ? 0 : values.budget,
    locations: values.locations.map((location): SearchLocationInput => {
      if (location.type === 'polygon') return location;
      return { type: location.type, id: location.id, name: location.name };
    }),
    rooms: {
      ...SAVED_SEARCH_DEFAULTS.rooms,
      bed: asksForBedrooms(values, types) ? values.bedrooms : 0,
    },
  };
}

/** The form field an error of the API or the schema belongs to (`locations.0.geoJson` → locations). */
export function formField(path: string): string {
  if (path === 'rooms.bed' || path.startsWith('rooms')) return 'bedrooms';
  const [head] = path.split('.');
  return head && ['rent', 'type', 'budget', 'locations'].includes(head) ? head : 'form';
}

/**
 * The API's validation errors by form field, in the language the server answered in (the
 * interface language); the first message of a field wins. Errors of no field sit on `form`.
 */
export function serverFieldErrors(error: ApiError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of error.fields) errors[formField(field)] ??= message;
  if (Object.keys(errors).length === 0) errors.form = error.message;
  return errors;
}
