/**
 * The exposé call (buyer-side.md §7: GET /api/v1/expose/pdf?type=&id=&lang=&long=1, "link for the
 * expose PDF"; seller-side.md §3 "long and short expose"): its query, its answer and its path, so
 * that the API and the web app's buttons agree on one shape.
 */
import { z } from 'zod';
import type { Category, Language } from '../constants.ts';
import { idSchema, languageSchema } from './common.schema.ts';
import { categorySchema } from './property-type.schema.ts';

/** The two exposés: one or two pages, or everything the detail page shows. */
export const EXPOSE_KINDS = ['short', 'long'] as const;
/** An exposé kind. */
export type ExposeKind = (typeof EXPOSE_KINDS)[number];

/** The API path of the exposé call. */
export const EXPOSE_API_PATH = '/api/v1/expose/pdf';

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

/**
 * The exposé call for a listing, as a same-site link: a browser opening it is sent on to the PDF,
 * a client asking for JSON gets {@link ExposeLink}.
 * @param listing the listing's category and `_id`
 * @param language the exposé's language
 * @param kind short or long
 */
export function exposeHref(
  listing: { category: Category; id: string },
  language: Language,
  kind: ExposeKind,
): string {
  const query = new URLSearchParams({ type: listing.category, id: listing.id, lang: language });
  if (kind === 'long') query.set('long', '1');
  return `${EXPOSE_API_PATH}?${query}`;
}

/** The product's name at the head of every exposé's file name. */
export const EXPOSE_FILE_PREFIX = 'Domus';

/**
 * The download name of an exposé: Domus-1024-expose-breve-it.pdf (it: breve/lungo, de:
 * kurz/lang, en: short/long).
 * @param propertyNumber the listing's number
 * @param kindWord the kind in the exposé's language (the `expose` catalog's `fileKind`)
 * @param language the exposé's language
 */
export function exposeFileName(
  propertyNumber: number,
  kindWord: string,
  language: Language,
): string {
  return `${EXPOSE_FILE_PREFIX}-${propertyNumber}-expose-${kindWord}-${language}.pdf`;
}

/** The shape of an exposé's download name, for the route that serves it. */
export const EXPOSE_FILE_NAME_PATTERN =
  /^Domus-\d{1,9}-expose-(breve|lungo|kurz|lang|short|long)-(it|de|en)\.pdf$/;
