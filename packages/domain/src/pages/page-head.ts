/**
 * The head of a public page as search engines and link previews read it (issue 3 §7): title,
 * description, canonical URL, language versions, Open Graph, JSON-LD and the images fetched
 * first. The pages declare theirs (public-pages.ts); the server writes them into the HTML.
 */
import { agencyConfig } from '../core/agency.config.ts';
import { DEFAULT_LANGUAGE, type Language } from '../core/constants.ts';
import { CARD_PHOTO, MAIN_GALLERY_PHOTO, PHONE_GALLERY_PHOTO } from '../core/image-slots.ts';
import type { ImagePreload } from './hydration.ts';

export type { ImagePreload };

/** Everything a page's head says beyond the template. */
export type PageHead = {
  lang: Language;
  title: string;
  description: string;
  canonical: string;
  /** Language versions of the page for hreflang links (x-default is the Italian one). */
  alternates: { lang: Language; url: string }[];
  openGraph?: {
    type: string;
    image?: { url: string; width?: number; height?: number; alt: string } | undefined;
  };
  jsonLd?: unknown;
  /** Image sets the page shows first (the listing's main photo), fetched with the entry script. */
  imagePreloads?: ImagePreload[];
  /** Keeps the page out of search indexes (unknown listings). */
  noindex?: boolean;
};

/** The head of a page that does not exist: its language and no index, nothing else to say. */
export type NoIndexHead = Pick<PageHead, 'lang' | 'noindex'>;

/** A text of the web app's catalogs in `lang` (`ns:key` for another namespace than `common`). */
export type Translate = (
  lang: Language,
  key: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** What a page's head needs of the site it is on. */
export type HeadContext = {
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
  t: Translate;
  /** The URL of a stored file (a photo's rendition). */
  fileUrl: (key: string) => string;
};

/** The longest description search engines show in full. */
const DESCRIPTION_LENGTH = 160;

/**
 * What index.html said of every page before the pages had heads of their own: the description of
 * a page without one (the logged-in pages, the contact page, unknown addresses).
 */
export const SITE_DESCRIPTION =
  'Domus Immobiliare: case, appartamenti, immobili commerciali e terreni in vendita e in affitto in Alto Adige.';

/** Whitespace collapsed and cut at a word boundary to at most `max` characters, with an ellipsis. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** A page's URL in `lang`: Italian has no `?lang=`, the others carry it. */
export function localizedUrl(publicUrl: string, path: string, lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? `${publicUrl}${path}` : `${publicUrl}${path}?lang=${lang}`;
}

/** A page's title followed by the agency's name, or the name alone. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${agencyConfig.name}` : agencyConfig.name;
}

/**
 * The head of a page with its own title and description in `lang`, a canonical URL and a link to
 * each language version it has.
 */
export function websiteHead(
  publicUrl: string,
  path: string,
  lang: Language,
  languages: readonly Language[],
  texts: { title: string; description: string },
): PageHead {
  return {
    lang,
    title: texts.title,
    description: texts.description,
    canonical: localizedUrl(publicUrl, path, lang),
    alternates: languages.map((l) => ({ lang: l, url: localizedUrl(publicUrl, path, l) })),
    openGraph: { type: 'website' },
  };
}

/** The renditions of one stored photo, by name. */
export type PhotoVariants = Record<
  string,
  { webp: string; jpeg: string; width: number; height: number }
>;

/**
 * The main photo as the property page's gallery shows it first (apps/web property-gallery.tsx):
 * on phones the carousel's first slide, from the `sm` breakpoint (48em) the large grid tile. The
 * URLs and sizes must be the page's own, or the browser fetches the photo twice.
 */
export function mainImagePreloads(
  variants: PhotoVariants | undefined,
  fileUrl: (key: string) => string,
): ImagePreload[] {
  if (!variants) return [];
  const set = (names: readonly string[]) =>
    names
      .map((n) => variants[n])
      .filter((v) => v !== undefined)
      .map((v) => `${fileUrl(v.webp)} ${v.width}w`)
      .join(', ');
  return [PHONE_GALLERY_PHOTO, MAIN_GALLERY_PHOTO].flatMap(({ renditions, sizes, media }) => {
    const srcset = set(renditions);
    return srcset ? [{ srcset, sizes, media }] : [];
  });
}

/**
 * The first result card's photo as the search page shows it (apps/web property-card.tsx with
 * responsive-image.tsx): the card and card2x WebP renditions, narrowest first, in the card's
 * slot. The URLs and sizes must be the page's own, or the browser fetches the photo twice.
 */
export function cardImagePreload(
  image: { variants?: Record<string, { webp: string; width: number }> | undefined } | null,
): ImagePreload | undefined {
  const variants = CARD_PHOTO.renditions
    .map((n) => image?.variants?.[n])
    .filter((v) => v !== undefined)
    .sort((a, b) => a.width - b.width);
  if (variants.length === 0) return undefined;
  return {
    srcset: variants.map((v) => `${v.webp} ${v.width}w`).join(', '),
    sizes: CARD_PHOTO.sizes,
  };
}

/**
 * A URL as a link from outside the site needs it: as given when already absolute (files on S3 or
 * a CDN), else on the site's public address.
 */
export function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url}`;
}
