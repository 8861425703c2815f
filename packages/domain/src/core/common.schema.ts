/**
 * Building blocks shared by the entity schemas: ids, translated texts, money, areas, e-mail.
 */
import { z } from 'zod';
import { LANGUAGES, MAX_AREA, MAX_COUNT, MAX_LENGTH, MAX_MONEY } from './constants.ts';
import { MESSAGE_KEYS } from './message-keys.ts';

/**
 * A record id (`_id`). Any 8-4-4-4-12 hex id is accepted, as PostgreSQL's uuid type does, so that
 * fixed ids of demo data pass too.
 */
export const idSchema = z.guid();

/**
 * A reference to another record as clients send it: its id, or the populated object carrying
 * `_id` (a client that loaded a property may send it back whole). Parses to the id.
 */
export const refSchema = z
  .union([idSchema, z.looseObject({ _id: idSchema })])
  .transform((value) => (typeof value === 'string' ? value : value._id));

/** One of the interface languages. */
export const languageSchema = z.enum(LANGUAGES);

/**
 * A text per interface language as a client sends it; a missing language becomes ''.
 * @param max the maximum length of each language's text
 */
export const localizedTextInputSchema = (max: number) =>
  z.object({
    it: z.string().trim().max(max).default(''),
    de: z.string().trim().max(max).default(''),
    en: z.string().trim().max(max).default(''),
  });

/** A text per interface language as stored and answered. */
export const localizedTextSchema = z.object({ it: z.string(), de: z.string(), en: z.string() });
/** A text per interface language. */
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** An amount of euros: non-negative, at most two decimals (seller-side.md §5 money inputs). */
export const moneySchema = z
  .number()
  .min(0)
  .max(MAX_MONEY)
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
    message: MESSAGE_KEYS.money,
  });

declare const measureMark: unique symbol;

/**
 * The type mark of a {@link measure}: forms derived from a schema hold such a number as 0 when it
 * is not given, any other number as unknown (null).
 */
export type Measure = { readonly [measureMark]: true };

const MEASURES = new WeakSet<z.ZodType>();

/**
 * Marks a number schema as a measure (a count, an area, a floor): a form holds it as 0 while it
 * is not given, since no rooms or no cellar is a value of its own, whereas a price, a year or an
 * index not given is unknown and held as null (seller-side.md §5 number inputs).
 * @param schema the number schema
 */
export function measure<T extends z.ZodType<number>>(schema: T): T & Measure {
  MEASURES.add(schema);
  return schema as T & Measure;
}

/**
 * Whether a schema was marked by {@link measure}.
 * @param schema any schema
 */
export function isMeasure(schema: z.ZodType): boolean {
  return MEASURES.has(schema);
}

/** An area in m² (or another non-negative measure). */
export const areaSchema = measure(z.number().min(0).max(MAX_AREA));

/** A non-negative whole count (rooms, places, units). */
export const countSchema = measure(z.int().min(0).max(MAX_COUNT));

/** A percentage 0..100. */
export const percentSchema = z.number().min(0).max(100);

/**
 * An e-mail address: trimmed, checked on the lowercased text with the standard pattern and kept
 * lowercased (seller-side.md §5 Email).
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_LENGTH.email)
  .check(z.email({ message: MESSAGE_KEYS.email }));

/** A telephone number as typed: digits, spaces, +, -, /, parentheses and dots. */
export const telSchema = z
  .string()
  .trim()
  .max(MAX_LENGTH.tel)
  .regex(/^[+\d][\d\s\-/().]*$/, { message: MESSAGE_KEYS.tel });

/**
 * A required short text: trimmed and not empty (message 'Questo campo non deve essere vuoto').
 * @param max the maximum length
 */
export const requiredTextSchema = (max: number) =>
  z.string().trim().min(1, { message: MESSAGE_KEYS.required }).max(max);

/** Geographic coordinates in WGS84 degrees. */
export const coordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
/** Geographic coordinates. */
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** Place names as the gazetteer holds them: Italian, German and, where one exists, Ladin. */
export const placeNamesSchema = z.object({
  it: z.string(),
  de: z.string(),
  lld: z.string().optional(),
});
/** Place names of one place. */
export type PlaceNames = z.infer<typeof placeNamesSchema>;

/** Creation and change times as ISO strings, as answered by the API. */
export const timestampsSchema = z.object({
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
