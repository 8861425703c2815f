/**
 * The values of the step-3 form, derived from the category registry (decision 020): the fields
 * of every category's `detailsShape` (`category-details.ts`) and the common fields its module's
 * form sections name, each held the way a form holds it, so that no form keeps a field table of
 * its own. A sixth category's fields appear here, typed and with their empty values, from its
 * module and its schemas alone.
 *
 * How a field is held follows from its schema: a value with a schema default starts at that
 * default; a {@link measure} (count, area, floor) at 0; any other number, and a choice, at null
 * (not given); a text at ''; an on/off field at false; a list at []; an object field as an object
 * of its parts. Fields of the same name in several categories share one value (their parts
 * merged: the room kinds of residential and commercial listings side by side), so that a change
 * of subtype keeps what still applies.
 */
import type { z } from 'zod';
import { CATEGORIES, type Category } from '../../core/constants.ts';
import { isMeasure, type Measure } from '../../core/common.schema.ts';
import { commonInputShape } from '../property.schema.ts';
import { categoryDetails, type CATEGORY_DETAILS } from './category-details.ts';
import type { CategoryModule } from './category-module.ts';
import { CATEGORY_MODULES, type CATEGORY_REGISTRY } from './category-registry.ts';

type Registry = typeof CATEGORY_REGISTRY;
type Details = typeof CATEGORY_DETAILS;

/** The field names a module's form sections list. */
type SectionFieldsOf<M> = M extends { form: { sections: infer S } }
  ? { [K in keyof S]: S[K] extends readonly (infer F)[] ? F : never }[keyof S]
  : never;

/** Every field name of a category's own fields. */
type DetailKeyOf<C extends Category> = keyof Details[C]['detailsShape'];

/** The common (non-category) fields that some category's form shows. */
type CommonFormKey = Extract<
  { [C in Category]: Exclude<SectionFieldsOf<Registry[C]>, DetailKeyOf<C>> }[Category],
  keyof typeof commonInputShape
>;

/**
 * How a form holds the value of a field with schema `S` (see the file's comment).
 */
export type FormValue<S> =
  S extends z.ZodOptional<infer I>
    ? FormValue<I>
    : S extends z.ZodNullable<infer I>
      ? FormValue<I>
      : S extends z.ZodDefault
        ? z.output<S>
        : S extends z.ZodObject<infer Shape>
          ? { -readonly [K in keyof Shape]-?: FormValue<Shape[K]> }
          : S extends z.ZodArray
            ? z.output<S>
            : S extends Measure
              ? number
              : z.output<S> extends boolean
                ? boolean
                : string extends z.output<S>
                  ? string
                  : z.output<S> | null;

/** The form values of a set of fields. */
type FormValuesOf<Shape> = { -readonly [K in keyof Shape]-?: FormValue<Shape[K]> };

type KeysOfUnion<U> = U extends unknown ? keyof U : never;
type ValueAt<U, K extends PropertyKey> = U extends unknown
  ? K extends keyof U
    ? U[K]
    : never
  : never;

/** One object of the union's objects, their keys side by side; lists and plain values as they are. */
type Merged<U> = [U] extends [readonly unknown[]]
  ? U
  : [U] extends [Record<string, unknown>]
    ? { [K in KeysOfUnion<U>]: Merged<ValueAt<U, K>> }
    : U;

/**
 * The step-3 form's values: every field of every category and the common fields the forms show,
 * under the property's own names (so that problem paths such as `rooms.bed` or
 * `cultivation.0.area` match the API's). Plain JSON, so that the wizard can keep it in browser
 * storage.
 */
export type DetailsFormValues = Merged<
  | { [C in Category]: FormValuesOf<Details[C]['detailsShape']> }[Category]
  | FormValuesOf<Pick<typeof commonInputShape, CommonFormKey>>
>;

type Json = Record<string, unknown>;
type Introspected = z.ZodType & {
  unwrap?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: readonly z.ZodType[];
  def: { defaultValue?: unknown };
};

/**
 * The empty value of a field with this schema, as the file's comment says.
 * @param schema the field's schema
 */
function emptyValue(schema: z.ZodType): unknown {
  const s = schema as Introspected;
  switch (s.type) {
    case 'optional':
    case 'nullable':
      return emptyValue(s.unwrap!());
    case 'default':
      return s.def.defaultValue;
    case 'object':
      return Object.fromEntries(
        Object.entries(s.shape!).map(([key, field]) => [key, emptyValue(field)]),
      );
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'string':
      return '';
    case 'union':
      return s.options!.some((option) => emptyValue(option) === '') ? '' : null;
    case 'number':
      return isMeasure(schema) ? 0 : null;
    default:
      return null;
  }
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `b`'s keys added to `a`, objects merged all the way down; where both have a value, `a`'s. */
function mergeEmpty(a: unknown, b: unknown): unknown {
  if (!isPlainObject(a) || !isPlainObject(b)) return a;
  const out: Json = { ...a };
  for (const [key, value] of Object.entries(b)) {
    out[key] = key in out ? mergeEmpty(out[key], value) : value;
  }
  return out;
}

/** The fields a module's form sections list, in order. */
function sectionFields(module: CategoryModule): string[] {
  return Object.values(module.form.sections).flatMap((fields) => fields ?? []);
}

/**
 * The common fields some category's form shows (those its sections name that are not its own
 * fields), in the order the forms name them.
 */
export const COMMON_FORM_FIELDS: readonly CommonFormKey[] = [
  ...new Set(
    CATEGORY_MODULES.flatMap((module) => {
      const own = new Set(module.detailFields);
      return sectionFields(module).filter((field) => !own.has(field));
    }),
  ),
] as CommonFormKey[];

/**
 * The empty value of every field, per category first, so that a field's parts are those of each
 * category that has it.
 */
const EMPTY: Json = (() => {
  const shapes: Record<string, z.ZodType>[] = [
    ...CATEGORIES.map(
      (category) => categoryDetails(category).detailsShape as Record<string, z.ZodType>,
    ),
    Object.fromEntries(COMMON_FORM_FIELDS.map((key) => [key, commonInputShape[key] as z.ZodType])),
  ];
  return shapes.reduce<Json>(
    (all, shape) =>
      mergeEmpty(
        all,
        Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, emptyValue(field)])),
      ) as Json,
    {},
  );
})();

/**
 * Every field of the step-3 form empty: counts, areas and floors 0, texts '', switches off,
 * lists empty, schema defaults as they are (no garden, no rooms), every other value not given
 * (null). A new object on each call.
 */
export function emptyDetailsFormValues(): DetailsFormValues {
  return structuredClone(EMPTY) as DetailsFormValues;
}

/**
 * The empty value of each category's own fields, one category at a time (for checks that the
 * categories agree on their shared fields).
 * @param category the property category
 */
export function emptyCategoryFormValues(category: Category): Json {
  const shape = categoryDetails(category).detailsShape as Record<string, z.ZodType>;
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, emptyValue(field)]));
}

/**
 * The fields every category's form shows (the price, notes, cadastral data and property number):
 * they mean the same whatever the category, so they are kept when a listing changes category.
 */
export function fieldsOfEveryForm(): string[] {
  const [first, ...rest] = CATEGORY_MODULES.map((module) => new Set(sectionFields(module)));
  return [...(first ?? [])].filter((field) => rest.every((fields) => fields.has(field)));
}

/**
 * The keys of a category's object field (`rooms`, `areas`, `parking`), or null for a field that
 * is not an object or not the category's.
 * @param category the property category
 * @param field the field name
 */
export function fieldPartsOf(category: Category, field: string): string[] | null {
  let schema = (categoryDetails(category).detailsShape as Record<string, Introspected>)[field];
  while (schema && !schema.shape && typeof schema.unwrap === 'function') {
    schema = schema.unwrap();
  }
  return schema?.shape ? Object.keys(schema.shape) : null;
}
