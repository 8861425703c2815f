/**
 * Testimonies: a name and a text per language (buyer-side.md §3).
 */
import { z } from 'zod';
import { MAX_LENGTH } from '../core/constants.ts';
import {
  idSchema,
  localizedTextInputSchema,
  localizedTextSchema,
  requiredTextSchema,
} from '../core/common.schema.ts';

/** A testimony as answered. */
export const testimonySchema = z.object({
  _id: idSchema,
  name: z.string(),
  text: localizedTextSchema,
});
/** A testimony. */
export type Testimony = z.infer<typeof testimonySchema>;

/** A testimony as staff enter it. */
export const testimonyInputSchema = z.object({
  name: requiredTextSchema(MAX_LENGTH.testimonyName),
  text: localizedTextInputSchema(MAX_LENGTH.testimonyText),
});
