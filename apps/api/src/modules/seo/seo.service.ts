/**
 * What the server writes into a page's HTML for search engines, link previews and hydration: the
 * tags of the head a page declares (packages/domain web-pages), its state; and the sitemap and
 * robots.txt.
 */
import { agencyConfig } from '@domus/domain/core/agency.config';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@domus/domain/core/constants';
import { HYDRATION_STATE_ID, type ImagePreload } from '@domus/domain/pages/hydration';
import {
  localizedUrl,
  type NoIndexHead,
  type PageHead,
  SITE_DESCRIPTION,
} from '@domus/domain/pages/page-head';
import { publicPages } from '@domus/domain/pages/public-pages';
import { isLanguage } from '@domus/domain/core/languages';
import { listingPath } from '../../lib/site-urls.ts';
import type { PageTemplate } from './page-template.ts';
import type { SitemapListing } from './seo.repository.ts';

/** The page language a URL asks for: `?lang=` when it is one of ours, else Italian. */
export function pageLanguage(queryLang: unknown): Language {
  return isLanguage(queryLang) ? queryLang : DEFAULT_LANGUAGE;
}

/** Open Graph locales of the interface languages. */
const OG_LOCALE: Record<Language, string> = { it: 'it_IT', de: 'de_DE', en: 'en_GB' };

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

/** A `<link rel="preload">` of one responsive image, fetched early and with high priority. */
export function imagePreloadTag(p: ImagePreload): string {
  const e = escapeHtml;
  const media = p.media ? ` media="${e(p.media)}"` : '';
  return `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${e(p.srcset)}" imagesizes="${e(p.sizes)}"${media} />`;
}

/** The head of a page that does not exist: no index, nothing else to say. */
export function notFoundHead(lang: Language): NoIndexHead {
  return { lang, noindex: true };
}

/** The Open Graph and Twitter card tags of `head`. */
function openGraphTags(head: PageHead, og: NonNullable<PageHead['openGraph']>): string[] {
  const e = escapeHtml;
  const tags = [
    `<meta property="og:site_name" content="${e(agencyConfig.name)}" />`,
    `<meta property="og:type" content="${e(og.type)}" />`,
    `<meta property="og:title" content="${e(head.title)}" />`,
    `<meta property="og:description" content="${e(head.description)}" />`,
    `<meta property="og:url" content="${e(head.canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[head.lang]}" />`,
    ...head.alternates
      .filter((a) => a.lang !== head.lang)
      .map((a) => `<meta property="og:locale:alternate" content="${OG_LOCALE[a.lang]}" />`),
  ];
  if (og.image) {
    tags.push(`<meta property="og:image" content="${e(og.image.url)}" />`);
    if (og.image.width) tags.push(`<meta property="og:image:width" content="${og.image.width}" />`);
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
  return tags;
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
  if (head.openGraph) tags.push(...openGraphTags(head, head.openGraph));
  for (const p of head.imagePreloads ?? []) tags.push(imagePreloadTag(p));
  if (head.jsonLd !== undefined) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/** The web app's markup of a page as the server rendered it, and what the browser hydrates it with. */
export type RenderedApp = { html: string; state: unknown; lang: Language };

/**
 * Said to visitors without JavaScript on the pages the browser draws; a page the server rendered
 * works without it.
 */
const NO_SCRIPT =
  '<noscript>\n      Per usare questo sito attivi JavaScript. · Bitte aktivieren Sie JavaScript. · Please enable\n      JavaScript to use this site.\n    </noscript>\n    ';

/**
 * Writes one page from index.html's parts (page-template.ts): its head (title, description,
 * canonical, language links, JSON-LD), further head tags (`extra`: preloads, styles) and, when
 * the server rendered the page (decision 034), the app's markup in #root with its hydration
 * state. A page without a head of its own has the template's title and the site's description.
 */
export function renderPage(
  template: PageTemplate,
  head: PageHead | NoIndexHead | undefined,
  /** Further tags for the head, e.g. preloads of the page's code. */
  extra = '',
  app?: RenderedApp,
): string {
  const titled = head !== undefined && 'title' in head;
  // The document speaks the language its text is in; Mantine's light scheme from the first paint.
  const htmlTag = app
    ? `<html lang="${app.lang}" data-mantine-color-scheme="light">`
    : head
      ? `<html lang="${head.lang}">`
      : template.htmlTag;
  const title =
    template.title === undefined
      ? ''
      : `<title>${titled ? escapeHtml(head.title) : template.title}</title>`;
  const tags = titled
    ? headTags(head)
    : [
        `<meta name="description" content="${escapeHtml(SITE_DESCRIPTION)}" />`,
        ...(head?.noindex ? ['<meta name="robots" content="noindex" />'] : []),
      ].join('\n    ');
  const state = app
    ? `<script type="application/json" id="${HYDRATION_STATE_ID}">${stateJson(app.state)}</script>`
    : '';
  const all = [tags, extra, state].filter(Boolean).join('\n    ');
  return [
    template.start,
    htmlTag,
    template.head,
    title,
    template.headEnd,
    `  ${all}\n  `,
    template.body,
    app ? '' : NO_SCRIPT,
    `<div id="root">${app ? app.html : ''}</div>`,
    template.end,
  ].join('');
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

/** The pages of one address the sitemap names (home, find, the legal pages, about us…). */
const SITEMAP_PAGES = publicPages.filter((page) => page.sitemap);

/** The sitemap entries of the static pages. */
export function staticPageEntries(publicUrl: string): string {
  return SITEMAP_PAGES.map((p) => urlEntries(publicUrl, p.path, p.languages)).join('');
}

/** The number of sitemap URLs of the static pages. */
export const STATIC_URL_COUNT = SITEMAP_PAGES.reduce((n, p) => n + p.languages.length, 0);

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
