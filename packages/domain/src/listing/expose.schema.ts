/**
 * The exposé call (buyer-side.md §7: GET /api/v1/expose/pdf?type=&id=&lang=&long=1, "link for the
 * expose PDF"; seller-side.md §3 "long and short expose"): its query and its answer, so
 * that the API and the web app's buttons agree on one shape. Its links and file names, which the
 * detail page needs without zod, are in format/expose-links.ts.
 */
import { z } from 'zod';
import { EXPOSE_KINDS } from '../format/expose-links.ts';
import { idSchema, languageSchema } from '../core/common.schema.ts';
import { categorySchema } from './property-type.schema.ts';

/**
 * The query of the exposé call: the listing's category and id, the language (else the request's)
 * and `long=1` for the long exposé. `long` takes 1/0 or true/false; anything else is refused.
 */
export const exposeQuerySchema = z.object({
  type: categorySchema,
  id: idSchema,
  lang: languageSchema.optional(),
  long: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
/** The exposé call's query as parsed. */
export type ExposeQuery = z.infer<typeof exposeQuerySchema>;

/** The answer of the exposé call: where the PDF is, and under which file name it downloads. */
export const exposeLinkSchema = z.object({
  data: z.object({
    url: z.string().describe('The PDF, kept for this version of the listing'),
    fileName: z.string().describe('e.g. Domus-1024-expose-breve-it.pdf'),
    kind: z.enum(EXPOSE_KINDS),
    lang: languageSchema,
  }),
});
/** The answer of the exposé call. */
export type ExposeLink = z.infer<typeof exposeLinkSchema>;
