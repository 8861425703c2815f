/**
 * What search engines and link previews read without running the web app: each page's head
 * (title, description, canonical, hreflang, Open Graph, Twitter card, JSON-LD), the sitemap and
 * robots.txt.
 */
import {
  CARD_PHOTO,
  MAIN_GALLERY_PHOTO,
  PHONE_GALLERY_PHOTO,
} from '@domus/domain/format/image-slots';
import { agencyConfig } from '@domus/domain/agency.config';
import { CURRENCY, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@domus/domain/constants';
import type { StoredVariants } from '../files/files.service.ts';
import {
  listingPlaceName,
  placeName as domainPlaceName,
  type PlaceNameSet,
} from '@domus/domain/rules/place-name';
import { translateCommon } from '../../lib/i18n.ts';
import { isLanguage } from '../../lib/language.ts';
import { absoluteUrl, listingPath } from '../../lib/site-urls.ts';
import type { PublicListing, SitemapListing } from './seo.repository.ts';

const t = translateCommon;

/** The page language a URL asks for: `?lang=` when it is one of ours, else Italian. */
export function pageLanguage(queryLang: unknown): Language {
  return isLanguage(queryLang) ? queryLang : DEFAULT_LANGUAGE;
}

/** Open Graph locales of the interface languages. */
const OG_LOCALE: Record<Language, string> = { it: 'it_IT', de: 'de_DE', en: 'en_GB' };

/** The longest description search engines show in full. */
const DESCRIPTION_LENGTH = 160;

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as Unicode escapes, so
 * no text of a listing can close the script element or open a comment; JSON parsers read the
 * escapes back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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

/** One responsive image to fetch early: its WebP set, for the screens `media` names if given. */
export type ImagePreload = { srcset: string; sizes: string; media?: string };

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

function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${agencyConfig.name}` : agencyConfig.name;
}

/** The static pages of the site that search engines should know, with their languages. */
export const STATIC_PAGES: readonly {
  path: string;
  languages: readonly Language[];
  title: (lang: Language) => string;
  description: (lang: Language) => string;
}[] = [
  {
    path: '/',
    languages: LANGUAGES,
    title: (lang) => pageTitle(t(lang, 'meta.tagline')),
    description: (lang) => summarize(t(lang, 'home.hero.text')),
  },
  {
    path: '/impressum',
    languages: LANGUAGES,
    title: (lang) => pageTitle(t(lang, 'impressum.title')),
    description: (lang) => summarize(t(lang, 'impressum.intro')),
  },
  {
    path: '/privacy',
    languages: LANGUAGES,
    title: (lang) => pageTitle(t(lang, 'privacy.title')),
    description: (lang) => summarize(t(lang, 'seo.privacy', { name: agencyConfig.name })),
  },
  // The buyer's entry page (buyer-side.md §2 Find page); its texts live in the `find` namespace.
  {
    path: '/find',
    languages: LANGUAGES,
    title: (lang) => pageTitle(t(lang, 'find:page.title')),
    description: (lang) => summarize(t(lang, 'find:page.intro')),
  },
  // Not offered in English (buyer-side.md §2): the web app sends English readers home.
  {
    path: '/about-us',
    languages: ['it', 'de'],
    title: (lang) => pageTitle(t(lang, 'aboutUs.title')),
    description: (lang) => summarize(t(lang, 'aboutUs.lead')),
  },
  {
    path: '/testimonies',
    languages: ['it', 'de'],
    title: (lang) => pageTitle(t(lang, 'testimonies.title')),
    description: (lang) => summarize(t(lang, 'testimonies.lead')),
  },
];

/** The head of a static page, or undefined for a path that is none of them. */
export function staticPageHead(
  publicUrl: string,
  path: string,
  requested: Language,
): PageHead | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  const page = STATIC_PAGES.find((p) => p.path === normalized);
  if (!page) return undefined;
  const lang = page.languages.includes(requested) ? requested : DEFAULT_LANGUAGE;
  return {
    lang,
    title: page.title(lang),
    description: page.description(lang),
    canonical: localizedUrl(publicUrl, page.path, lang),
    alternates: page.languages.map((l) => ({
      lang: l,
      url: localizedUrl(publicUrl, page.path, l),
    })),
    openGraph: { type: 'website' },
  };
}

/** A place's names as the domain's place-name rules read them. */
function namesOf(place: { nameIt: string | null; nameDe: string | null }): PlaceNameSet {
  return { it: place.nameIt, de: place.nameDe };
}

/** A place name in `lang`: English shows the Italian name (conventions). */
export function placeName(names: { nameIt: string | null; nameDe: string | null }, lang: Language) {
  return domainPlaceName(namesOf(names), lang);
}

/**
 * The head of a listing's page in `lang`: its own title and description, its main image for
 * link previews and a schema.org RealEstateListing with the offer, the place and, for a listing
 * shown only approximately, coordinates rounded to about a kilometre.
 */
export function listingHead(
  publicUrl: string,
  listing: PublicListing,
  lang: Language,
  fileUrl: (key: string) => string,
): PageHead {
  const path = listingPath(listing);
  const canonical = localizedUrl(publicUrl, path, lang);
  const typeName = listing.typeName[lang] || listing.typeName.it;
  const municipality = listing.municipality ? placeName(listing.municipality, lang) : '';
  const placeText = listingPlaceName(
    {
      municipality: listing.municipality && namesOf(listing.municipality),
      zone: listing.zone && namesOf(listing.zone),
    },
    lang,
  );
  const fallback = t(lang, listing.rent ? 'seo.listingRent' : 'seo.listingSale', {
    type: typeName,
    place: placeText || t(lang, 'seo.region'),
  });
  const ownTitle = (listing.title[lang] || listing.title.it || '').trim();
  const title = ownTitle || fallback;
  const ownDescription = (listing.description[lang] || listing.description.it || '').trim();
  const description = summarize(ownDescription || fallback);

  const images = listing.images
    .map((v) => v.full ?? v.gallery)
    .filter((v) => v !== undefined)
    .map((v) => ({
      url: absoluteUrl(publicUrl, fileUrl(v.jpeg)),
      width: v.width,
      height: v.height,
    }));
  const main = images[0];

  const round = (n: number) => (listing.approximate ? Math.round(n * 100) / 100 : n);
  const offerPrice = listing.price ?? undefined;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    description,
    url: canonical,
    inLanguage: lang,
    identifier: String(listing.propertyNumber),
    datePosted: listing.createdAt.toISOString(),
    dateModified: listing.updatedAt.toISOString(),
    ...(images.length > 0 ? { image: images.map((i) => i.url) } : {}),
    ...(offerPrice !== undefined
      ? {
          offers: {
            '@type': 'Offer',
            price: offerPrice,
            priceCurrency: CURRENCY,
            availability: 'https://schema.org/InStock',
            businessFunction: listing.rent
              ? 'http://purl.org/goodrelations/v1#LeaseOut'
              : 'http://purl.org/goodrelations/v1#Sell',
            ...(listing.rent
              ? {
                  priceSpecification: {
                    '@type': 'UnitPriceSpecification',
                    price: offerPrice,
                    priceCurrency: CURRENCY,
                    unitCode: 'MON',
                    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
                  },
                }
              : {}),
            seller: {
              '@type': 'RealEstateAgent',
              name: agencyConfig.name,
              telephone: agencyConfig.phoneE164,
              email: agencyConfig.email,
              url: publicUrl,
            },
          },
        }
      : {}),
    contentLocation: {
      '@type': 'Place',
      ...(placeText ? { name: placeText } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(municipality ? { addressLocality: municipality } : {}),
        addressRegion: t(lang, 'seo.region'),
        addressCountry: 'IT',
      },
      ...(listing.point
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: round(listing.point.y),
              longitude: round(listing.point.x),
            },
          }
        : {}),
    },
    ...(listing.area !== null
      ? {
          floorSize: { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'MTK' },
        }
      : {}),
  };

  return {
    lang,
    title: pageTitle(title),
    description,
    canonical,
    alternates: LANGUAGES.map((l) => ({ lang: l, url: localizedUrl(publicUrl, path, l) })),
    openGraph: {
      type: 'website',
      image: main ? { ...main, alt: title } : undefined,
    },
    jsonLd,
    imagePreloads: mainImagePreloads(listing.images[0], fileUrl),
  };
}

/**
 * The main photo as the property page's gallery shows it first (apps/web property-gallery.tsx):
 * on phones the carousel's first slide (card2x, gallery, full at 100vw), from the `sm`
 * breakpoint (48em) the large grid tile (gallery, full). The URLs and sizes must be the page's
 * own, or the browser fetches the photo twice.
 */
export function mainImagePreloads(
  variants: StoredVariants | undefined,
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
  sizes: string,
): ImagePreload | undefined {
  const variants = CARD_PHOTO.renditions
    .map((n) => image?.variants?.[n])
    .filter((v) => v !== undefined)
    .sort((a, b) => a.width - b.width);
  if (variants.length === 0) return undefined;
  return { srcset: variants.map((v) => `${v.webp} ${v.width}w`).join(', '), sizes };
}

/** A `<link rel="preload">` of one responsive image, fetched early and with high priority. */
export function imagePreloadTag(p: ImagePreload): string {
  const e = escapeHtml;
  const media = p.media ? ` media="${e(p.media)}"` : '';
  return `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${e(p.srcset)}" imagesizes="${e(p.sizes)}"${media} />`;
}

/** The head of a page that does not exist: no index, nothing else to say. */
export function notFoundHead(lang: Language): Pick<PageHead, 'lang' | 'noindex'> {
  return { lang, noindex: true };
}

/** The tags of `head`, one per line, all values escaped. */
export function headTags(head: PageHead): string {
  const e = escapeHtml;
  const tags = [
    `<meta name="description" content="${e(head.description)}" />`,
    `<link rel="canonical" href="${e(head.canonical)}" />`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.lang}" href="${e(a.url)}" />`,
    ),
  ];
  const xDefault = head.alternates.find((a) => a.lang === DEFAULT_LANGUAGE);
  if (xDefault)
    tags.push(`<link rel="alternate" hreflang="x-default" href="${e(xDefault.url)}" />`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.openGraph) {
    const og = head.openGraph;
    tags.push(
      `<meta property="og:site_name" content="${e(agencyConfig.name)}" />`,
      `<meta property="og:type" content="${e(og.type)}" />`,
      `<meta property="og:title" content="${e(head.title)}" />`,
      `<meta property="og:description" content="${e(head.description)}" />`,
      `<meta property="og:url" content="${e(head.canonical)}" />`,
      `<meta property="og:locale" content="${OG_LOCALE[head.lang]}" />`,
      ...head.alternates
        .filter((a) => a.lang !== head.lang)
        .map((a) => `<meta property="og:locale:alternate" content="${OG_LOCALE[a.lang]}" />`),
    );
    if (og.image) {
      tags.push(`<meta property="og:image" content="${e(og.image.url)}" />`);
      if (og.image.width)
        tags.push(`<meta property="og:image:width" content="${og.image.width}" />`);
      if (og.image.height)
        tags.push(`<meta property="og:image:height" content="${og.image.height}" />`);
      tags.push(`<meta property="og:image:alt" content="${e(og.image.alt)}" />`);
    }
    tags.push(
      `<meta name="twitter:card" content="${og.image ? 'summary_large_image' : 'summary'}" />`,
      `<meta name="twitter:title" content="${e(head.title)}" />`,
      `<meta name="twitter:description" content="${e(head.description)}" />`,
    );
    if (og.image) tags.push(`<meta name="twitter:image" content="${e(og.image.url)}" />`);
  }
  for (const p of head.imagePreloads ?? []) tags.push(imagePreloadTag(p));
  if (head.jsonLd !== undefined) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/** The web app's markup of a page as the server rendered it, and what the browser hydrates it with. */
export type RenderedApp = { html: string; state: unknown; lang: Language };

/** The id of the script element with the hydration state (apps/web main.tsx reads it). */
export const HYDRATION_STATE_ID = 'domus-hydration';

/**
 * Fills index.html for one page: its head (title, description, canonical, language links,
 * JSON-LD), further head tags (`extra`: preloads, styles) and, when the server rendered the page
 * (decision 034), the app's markup in #root with its hydration state. index.html's header bar and
 * its notice for browsers without JavaScript are only for pages the browser draws itself.
 */
export function renderPage(
  template: string,
  head: PageHead | Pick<PageHead, 'lang' | 'noindex'> | undefined,
  /** Further tags for the head, e.g. preloads of the page's code. */
  extra = '',
  app?: RenderedApp,
): string {
  // The template's own parts first, while the document is small; the rendered page and its
  // state (a hundred kB) are put in last.
  let html = template;
  if (app) {
    // The document speaks the language its text is in; Mantine's light scheme from the first paint.
    html = html
      .replace(/<html\b[^>]*>/i, `<html lang="${app.lang}" data-mantine-color-scheme="light">`)
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, '')
      .replace(/\s*<div id="app-shell"[\s\S]*?<\/div>\s*<\/div>/i, '');
  } else if (head) {
    html = html.replace(/<html\b[^>]*>/i, `<html lang="${head.lang}">`);
  }
  let tags: string;
  if (head && 'title' in head) {
    // Replacement functions, so that `$` in a listing's text is never read as a pattern.
    html = html
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
    tags = headTags(head);
  } else {
    tags = head?.noindex ? '<meta name="robots" content="noindex" />' : '';
  }
  const state = app
    ? `<script type="application/json" id="${HYDRATION_STATE_ID}">${stateJson(app.state)}</script>`
    : '';
  const all = [tags, extra, state].filter(Boolean).join('\n    ');
  if (all) html = html.replace(/<\/head>/i, () => `  ${all}\n  </head>`);
  if (!app) return html;
  return html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${app.html}</div>`);
}

/** The texts objects the renderer hands over (one per language), written out once each. */
const textsJson = new WeakMap<object, string>();

/**
 * The hydration state as JSON for its script element (jsonForScript). Its `texts`, the same
 * object for every page in a language, is written out once and reused.
 */
function stateJson(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('texts' in state)) {
    return jsonForScript(state);
  }
  const { texts, ...rest } = state;
  if (typeof texts !== 'object' || texts === null) return jsonForScript(state);
  let written = textsJson.get(texts);
  if (written === undefined) {
    written = jsonForScript(texts);
    textsJson.set(texts, written);
  }
  const others = jsonForScript(rest);
  return `${others.slice(0, -1)}${others.length > 2 ? ',' : ''}"texts":${written}}`;
}

/** A sitemap file holds at most this many URLs (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

function xml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** The `<url>` entries of one page, one per language, each naming every language version. */
function urlEntries(
  publicUrl: string,
  path: string,
  languages: readonly Language[],
  lastmod?: Date,
): string {
  const links = languages
    .map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(localizedUrl(publicUrl, path, l))}"/>\n`,
    )
    .join('');
  const xDefault = `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(localizedUrl(publicUrl, path, DEFAULT_LANGUAGE))}"/>\n`;
  const mod = lastmod ? `    <lastmod>${lastmod.toISOString()}</lastmod>\n` : '';
  return languages
    .map(
      (l) =>
        `  <url>\n    <loc>${xml(localizedUrl(publicUrl, path, l))}</loc>\n${mod}${links}${xDefault}  </url>\n`,
    )
    .join('');
}

/** The number of sitemap URLs a listing takes: one per language. */
export const URLS_PER_LISTING = LANGUAGES.length;

/** The sitemap entries of the static pages. */
export function staticPageEntries(publicUrl: string): string {
  return STATIC_PAGES.map((p) => urlEntries(publicUrl, p.path, p.languages)).join('');
}

/** The number of sitemap URLs of the static pages. */
export const STATIC_URL_COUNT = STATIC_PAGES.reduce((n, p) => n + p.languages.length, 0);

/** The sitemap entries of some listings. */
export function listingEntries(publicUrl: string, listings: readonly SitemapListing[]): string {
  return listings
    .map((l) => urlEntries(publicUrl, listingPath(l), LANGUAGES, l.updatedAt))
    .join('');
}

/** A sitemap index naming `locations`. */
export function sitemapIndex(locations: readonly string[], lastmod?: Date): string {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    locations.map((loc) => `  <sitemap><loc>${xml(loc)}</loc>${mod}</sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/** robots.txt: everything but the API and the private pages, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /account',
    'Disallow: /edit/',
    'Disallow: /admin/',
    'Disallow: /login',
    'Disallow: /logout',
    'Disallow: /confirm',
    'Disallow: /find/searches/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
