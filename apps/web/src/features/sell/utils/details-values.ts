import {
  DETAILS_SECTIONS,
  type DetailsSectionId,
} from '@domus/domain/listing/categories/category-module';
import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import {
  COMMON_FORM_FIELDS,
  emptyDetailsFormValues,
  fieldPartsOf,
  fieldsOfEveryForm,
  type DetailsFormValues,
} from '@domus/domain/listing/categories/form-values';
import type { Category, Subtype } from '@domus/domain/core/constants';
import { defaultDetails } from '@domus/domain/listing/defaults';
import { priceIssues } from '@domus/domain/listing/price';
import { prepareListing } from '@domus/domain/listing/prepare-listing';
import {
  categoryDetailKeys,
  categoryInputSchema,
  type Property,
} from '@domus/domain/listing/property.schema';

/**
 * The step-3 part of a listing as the forms hold it, derived from the category registry
 * (`DetailsFormValues`): one plain, JSON-serialisable object with every field of every category
 * under the property's own names (so that error paths such as `rooms.bed` or
 * `cultivation.0.area` match the API's), so the wizard can keep it in browser storage and a
 * change of subtype keeps what still applies. Counts, areas and floors are numbers (0 when not
 * given); values that may be unknown (prices, construction year, indices, choices) are `null`
 * until given. {@link detailsToPropertyFields} turns it into the listing's fields.
 */
export type DetailsValues = DetailsFormValues;

/** A room kind of any category (residential and commercial rooms side by side). */
export type RoomKind = keyof DetailsValues['rooms'];
/** An additional area kind of any category. */
export type AreaKind = keyof DetailsValues['areas'];

export type { DetailsSectionId } from '@domus/domain/listing/categories/category-module';

/**
 * The values a new listing of a subtype starts with: the domain's defaults (seller-side.md §9:
 * condition 1, energy class G, the current year, units 8 or 3, floors, garage floor -1, hotel
 * stars 3) over empty fields.
 * @param category the property category
 * @param subtype the subtype code
 * @param today the current date (the default construction year)
 */
export function initialDetailsValues(
  category: Category,
  subtype: Subtype,
  today: Date,
): DetailsValues {
  const empty = emptyDetailsFormValues() as unknown as Json;
  const defaults = defaultDetails(category, subtype, today) as Json;
  const values: Json = { ...empty };
  for (const [key, value] of Object.entries(defaults)) {
    const base = empty[key];
    values[key] = isPlainObject(base) && isPlainObject(value) ? mergeObject(base, value) : value;
  }
  return values as unknown as DetailsValues;
}

/** What step 3 holds after a change of the listing's type ({@link retypeDetails}). */
export interface RetypedDetails {
  values: DetailsValues;
  /** Whether values the user entered are dropped: the wizard asks before. */
  discards: boolean;
}

/**
 * The step-3 values after the listing's type changed (seller-side.md §2 step 1; §9 defaults).
 * Within a category every value stays: the values share one shape across subtypes, and fields
 * the new subtype does not show are cleaned when the listing is sent. Fields still as the old
 * subtype started them take the new subtype's defaults (a villa made an apartment gets 8 units);
 * a value the user set, even 0, stays. A range (the floors) moves as one, so it never ends up
 * half old and half new. Another category has other fields: it starts from its own defaults,
 * keeping the price, the notes, the cadastral data and the property number; `discards` tells
 * whether anything else had been entered.
 * @param from the type the values were entered for
 * @param to the type chosen
 * @param values the values entered
 * @param today the current date (the default construction year)
 */
export function retypeDetails(
  from: { category: Category; subtype: Subtype },
  to: { category: Category; subtype: Subtype },
  values: DetailsValues,
  today: Date,
): RetypedDetails {
  const before = initialDetailsValues(from.category, from.subtype, today) as unknown as Json;
  const after = initialDetailsValues(to.category, to.subtype, today) as unknown as Json;
  const entered = values as unknown as Json;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (from.category === to.category) {
    const out: Json = { ...entered };
    const ranges = categoryModule(to.category).form.ranges ?? [];
    const grouped = new Set(ranges.flat());
    const untouched = (keys: readonly string[]) => keys.every((k) => same(entered[k], before[k]));
    const groups = [
      ...ranges,
      ...Object.keys(after)
        .filter((key) => !grouped.has(key))
        .map((key) => [key]),
    ];
    for (const keys of groups) {
      if (untouched(keys)) for (const key of keys) out[key] = after[key];
    }
    return { values: out as unknown as DetailsValues, discards: false };
  }
  // The fields every category's form shows mean the same in each: the price, the notes, the
  // cadastral data and the property number.
  const kept = new Set<string>(fieldsOfEveryForm());
  const out: Json = { ...after };
  for (const key of kept) out[key] = entered[key];
  const discards = Object.keys(entered).some(
    (key) => !kept.has(key) && !same(entered[key], before[key]),
  );
  return { values: out as unknown as DetailsValues, discards };
}

/**
 * The sub-steps of step 3 for a subtype, in order, so that the long residential and commercial
 * forms come in parts: characteristics; building and plot (house, industry); hotel (hotels);
 * rooms and areas; land (building land, agriculture); price, parking and further information.
 * @param category the property category
 * @param subtype the subtype code
 */
export function detailsSections(category: Category, subtype: Subtype): readonly DetailsSectionId[] {
  const { form } = categoryModule(category);
  return DETAILS_SECTIONS.filter((id) => form.sections[id] && form.showsSection(id, subtype));
}

/**
 * The sub-step that shows a field (a path such as `rooms.bed`), or null when step 3 does not
 * show it.
 * @param category the property category
 * @param subtype the subtype code
 * @param path the field path
 */
export function detailsSectionOf(
  category: Category,
  subtype: Subtype,
  path: string,
): DetailsSectionId | null {
  const field = path.split('.')[0] ?? '';
  return (
    detailsSections(category, subtype).find((id) =>
      categoryModule(category).form.sections[id]?.includes(field),
    ) ?? null
  );
}

type Json = Record<string, unknown>;

/** Texts trimmed, deep; nothing left out (list entries keep their empty fields to be checked). */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]));
  }
  return value;
}

/** Leaves out what was not given: null, empty text after trimming, empty objects. */
function given(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return trimmed(value);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Json)
      .map(([key, item]) => [key, given(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

const pick = <T extends Json>(source: T, keys: readonly string[]): Json =>
  Object.fromEntries(keys.map((key) => [key, source[key]]));

/**
 * The category's own fields out of the form values, before the visibility rules. The values keep
 * every kind of room, area and parking of every category: each nested field keeps the kinds its
 * category's schema has.
 */
function categoryFields(category: Category, values: DetailsValues): Json {
  const out: Json = {};
  for (const key of categoryDetailKeys(category)) {
    let value = (values as unknown as Json)[key];
    const kinds = fieldPartsOf(category, key);
    if (kinds && isPlainObject(value)) value = pick(value, kinds);
    const kept = given(value);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

/**
 * The area the category's module derives from the values as the seller types: the sales area of
 * a residential listing (seller-side.md §9: the domain's formula over the cleaned areas; for a
 * house above plus below ground).
 * @param category the property category
 * @param subtype the subtype code
 * @param values the form values
 */
export function salesAreaOf(category: Category, subtype: Subtype, values: DetailsValues): number {
  const prepared = prepareListing(
    { category, rent: false, ...categoryFields(category, values) },
    subtype,
    new Date(),
  ) as Json;
  return prepared.area as number;
}

/**
 * The fields of step 3 to merge into the body of `POST /api/v1/properties/{type}` and
 * `PATCH /api/v1/properties/{type}/{id}`, prepared by the domain's `prepareListing` as the API
 * prepares them: the category fields with the subtype's defaults, hidden fields dropped and
 * switched-off values reset, the residential sales area computed, a sell type only where allowed
 * for sale or rent, plus the common fields the forms show (price, rentPrice where offered,
 * informations, cataster, property_id). Values not given are left out.
 * @param category the property category
 * @param subtype the subtype code
 * @param rent true when renting
 * @param values the form values
 */
export function detailsToPropertyFields(
  category: Category,
  subtype: Subtype,
  rent: boolean,
  values: DetailsValues,
): Record<string, unknown> {
  const common: Json = {};
  for (const key of COMMON_FORM_FIELDS) {
    const kept = given((values as unknown as Json)[key]);
    if (kept !== undefined) common[key] = kept;
  }
  // Category and rent are the body's own fields (listingBody), not step 3's.
  const {
    category: _category,
    rent: _rent,
    ...fields
  } = prepareListing(
    { category, rent, ...categoryFields(category, values), ...common },
    subtype,
    new Date(),
  ) as Json & { category: Category; rent: boolean };
  // A rent price the listing does not offer comes back null: left out as not given.
  for (const key of COMMON_FORM_FIELDS) {
    if (fields[key] === null || fields[key] === undefined) delete fields[key];
  }
  return fields;
}

// Step 3 is checked with the listing's own schema: the fields of the other steps are filled
// with this stand-in and their issues ignored.
const STAND_IN_TYPE = '00000000-0000-4000-8000-000000000000';

/**
 * Every problem of step 3: the listing's input schema (ranges, lengths, e-mail and telephone of
 * the building manager, crops, floors in order, sell type for sale or rent) and the required
 * price rules (seller-side.md §5), as field path → message key of the `errors` namespace.
 * @param category the property category
 * @param subtype the subtype code
 * @param rent true when renting
 * @param values the form values
 */
export function validateDetails(
  category: Category,
  subtype: Subtype,
  rent: boolean,
  values: DetailsValues,
): Record<string, string> {
  const fields = detailsToPropertyFields(category, subtype, rent, values);
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => {
    if (detailsSectionOf(category, subtype, path) && !(path in errors)) {
      errors[path] = message.startsWith('global.errors.') ? message : 'validation.invalid';
    }
  };
  const result = categoryInputSchema(category).safeParse({
    ...fields,
    category,
    type: STAND_IN_TYPE,
    rent,
  });
  for (const issue of result.error?.issues ?? []) add(issue.path.join('.'), issue.message);
  // Also from the rule itself, in case the schema stopped before its cross-field checks.
  for (const issue of priceIssues(category, fields)) add(issue.field, issue.message);
  return errors;
}

/**
 * The problems of one sub-step (the wizard checks the shown one before moving on), as field
 * path → message key of the `errors` namespace; empty when the sub-step may be left.
 * @param category the property category
 * @param subtype the subtype code
 * @param rent true when renting
 * @param sectionIndex the sub-step, 0 .. detailsSections(...).length - 1
 * @param values the form values
 */
export function validateDetailsSection(
  category: Category,
  subtype: Subtype,
  rent: boolean,
  sectionIndex: number,
  values: DetailsValues,
): Record<string, string> {
  const section = detailsSections(category, subtype)[sectionIndex];
  if (!section) return {};
  return Object.fromEntries(
    Object.entries(validateDetails(category, subtype, rent, values)).filter(
      ([path]) => detailsSectionOf(category, subtype, path) === section,
    ),
  );
}

/**
 * The form values of a saved listing (edit mode): its category fields and the common fields the
 * forms show over empty values.
 * @param property the listing as the API answers it
 */
export function detailsFromProperty(property: Property): DetailsValues {
  const empty = emptyDetailsFormValues();
  const source = property as unknown as Json;
  const values: Json = { ...empty };
  for (const key of [...categoryDetailKeys(property.category), ...COMMON_FORM_FIELDS]) {
    const value = source[key];
    if (value === undefined || value === null) continue;
    const base = (empty as unknown as Json)[key];
    values[key] = isPlainObject(base) && isPlainObject(value) ? mergeObject(base, value) : value;
  }
  return values as unknown as DetailsValues;
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` over `base`, one level of nested objects deep (areas and parking spots). */
function mergeObject(base: Json, value: Json): Json {
  const out: Json = { ...base };
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    out[key] = isPlainObject(out[key]) && isPlainObject(item) ? { ...out[key], ...item } : item;
  }
  return out;
}
