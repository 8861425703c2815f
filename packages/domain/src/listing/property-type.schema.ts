/**
 * Property types (seller-side.md §3 Type, buyer-side.md §3 Property type).
 */
import { z } from 'zod';
import { CATEGORIES, SUBTYPE_CODES } from '../core/constants.ts';
import { idSchema, localizedTextSchema } from '../core/common.schema.ts';

/** A property category. */
export const categorySchema = z.enum(CATEGORIES);

/** A subtype code of any category. */
export const subtypeSchema = z.enum(SUBTYPE_CODES as [string, ...string[]]);

/**
 * A property type as answered: `id` is the subtype code (e.g. `apartment`), `type` and
 * `category` both carry the category, `name` the name per language.
 */
export const propertyTypeSchema = z.object({
  _id: idSchema,
  id: subtypeSchema,
  type: categorySchema,
  category: categorySchema,
  name: localizedTextSchema,
});
/** A property type. */
export type PropertyType = z.infer<typeof propertyTypeSchema>;

/** Query of `GET /api/v1/types`: `sort=-type` orders by category descending. */
export const propertyTypeListQuerySchema = z.object({
  sort: z.enum(['type', '-type']).optional(),
});
