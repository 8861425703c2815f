/**
 * The exposé's links and file names (buyer-side.md §7, seller-side.md §3 "long and short
 * expose"): plain functions without zod, because the public detail page builds its exposé
 * buttons from them and would otherwise load the schema library (issue 17). The call's schemas
 * are in listing/expose.schema.ts.
 */
import type { Category, Language } from '../core/constants.ts';

/** The two exposés: one or two pages, or everything the detail page shows. */
export const EXPOSE_KINDS = ['short', 'long'] as const;
/** An exposé kind. */
export type ExposeKind = (typeof EXPOSE_KINDS)[number];

/** The API path of the exposé call. */
export const EXPOSE_API_PATH = '/api/v1/expose/pdf';

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
