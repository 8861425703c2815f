/**
 * The contact form (buyer-side.md §2 Contact page, §5): name, e-mail and message required,
 * telephone optional; `id` and `type` name the property asked about.
 */
import { z } from 'zod';
import { MAX_LENGTH } from '../core/constants.ts';
import { emailSchema, idSchema, requiredTextSchema, telSchema } from '../core/common.schema.ts';
import { categorySchema } from './property-type.schema.ts';

/** Body of `POST /api/v1/contact`. */
export const contactMessageInputSchema = z.object({
  name: requiredTextSchema(MAX_LENGTH.name),
  email: emailSchema,
  tel: z
    .union([z.literal(''), telSchema])
    .optional()
    .transform((v) => v || undefined),
  message: requiredTextSchema(MAX_LENGTH.contactMessage),
  id: z
    .union([z.literal(''), idSchema])
    .optional()
    .transform((v) => v || undefined),
  type: z
    .union([z.literal(''), categorySchema])
    .optional()
    .transform((v) => v || undefined),
  captcha: z.string().max(10_000).optional(),
});
/** A contact message as sent. */
export type ContactMessageInput = z.output<typeof contactMessageInputSchema>;
