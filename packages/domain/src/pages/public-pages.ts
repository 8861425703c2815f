/**
 * The public pages of the web app, one declaration each (issue 31 point 3, decision 058): a new
 * page adds its route component, its declaration here and its catalog texts.
 */
import { agencyConfig } from '../core/agency.config.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../core/constants.ts';
import { matchesWebPath, webPaths } from '../core/web-routes.ts';
import { listingHead } from './listing-head.ts';
import { definePage, type PageContract, type PageName } from './page-contract.ts';
import { type HeadContext, type PageHead, pageTitle, summarize, websiteHead } from './page-head.ts';

/** Not offered in English (buyer-side.md §2): the web app sends English readers home. */
const IT_DE: readonly Language[] = ['it', 'de'];

/**
 * The head of a page of one address with the catalog's texts `titleKey` and `descriptionKey`, in
 * `lang` when the page is offered in it, else in Italian.
 */
function textPage(
  name: PageName,
  path: string,
  keys: { title: string; description: string; values?: Record<string, string> },
  languages: readonly Language[] = LANGUAGES,
): PageContract {
  return definePage({
    name,
    path,
    ssr: true,
    data: 'types',
    languages,
    sitemap: true,
    head: (_data, requested, { publicUrl, t }: HeadContext): PageHead => {
      const lang = languages.includes(requested) ? requested : DEFAULT_LANGUAGE;
      return websiteHead(publicUrl, path, lang, languages, {
        title: pageTitle(t(lang, keys.title)),
        description: summarize(t(lang, keys.description, keys.values)),
      });
    },
  });
}

/** A page the browser draws: its content depends on the session, which lives there. */
function browserPage(name: PageName, path: string): PageContract {
  return definePage({ name, path, ssr: false, data: 'none', languages: LANGUAGES, sitemap: false });
}

/** Every public page, the 404 page last: it takes any address no other page has. */
export const publicPages: readonly PageContract[] = [
  {
    ...textPage('home', webPaths.home, { title: 'meta.tagline', description: 'home.hero.text' }),
    data: 'typesAndListings',
  },
  definePage({
    name: 'search',
    path: webPaths.search,
    ssr: true,
    data: 'listings',
    languages: LANGUAGES,
    sitemap: false,
  }),
  definePage({
    name: 'property',
    path: webPaths.property,
    ssr: true,
    data: 'listing',
    languages: LANGUAGES,
    sitemap: false,
    head: listingHead,
  }),
  // The buyer's entry page (buyer-side.md §2 Find page); its texts live in the `find` namespace.
  textPage('find', webPaths.find, { title: 'find:page.title', description: 'find:page.intro' }),
  browserPage('findSearch', webPaths.findSearch),
  browserPage('sell', webPaths.sell),
  browserPage('edit', webPaths.edit),
  browserPage('account', webPaths.account),
  browserPage('confirm', webPaths.confirm),
  browserPage('login', webPaths.login),
  browserPage('logout', webPaths.logout),
  // A viewing mail's link: drawn by the browser, so that a mail scanner fetching it runs nothing.
  browserPage('viewing', webPaths.viewing),
  browserPage('viewingFeedback', webPaths.viewingFeedback),
  // An alert mail's one-click answer: the same, so that a scanner answers nothing.
  browserPage('matchAnswer', webPaths.matchAnswer),
  // A visitor's own list, kept in their browser: nothing for the server to render.
  browserPage('favourites', webPaths.favourites),
  definePage({
    name: 'contact',
    path: webPaths.contact,
    ssr: true,
    data: 'types',
    languages: LANGUAGES,
    sitemap: false,
  }),
  textPage('impressum', webPaths.impressum, {
    title: 'impressum.title',
    description: 'impressum.intro',
  }),
  textPage('privacy', webPaths.privacy, {
    title: 'privacy.title',
    description: 'seo.privacy',
    values: { name: agencyConfig.name },
  }),
  textPage(
    'aboutUs',
    webPaths.aboutUs,
    { title: 'aboutUs.title', description: 'aboutUs.lead' },
    IT_DE,
  ),
  textPage(
    'testimonies',
    webPaths.testimonies,
    { title: 'testimonies.title', description: 'testimonies.lead' },
    IT_DE,
  ),
  // Any other address: the 404 page, rendered, never kept (there is no end to such addresses).
  definePage({
    name: 'notFound',
    path: '*',
    ssr: true,
    data: 'none',
    languages: LANGUAGES,
    sitemap: false,
  }),
];

/** The page at `pathname` (no query string), the 404 page for an address that is none. */
export function findPage(pathname: string): PageContract {
  return (
    publicPages.find((page) => page.name !== 'notFound' && matchesWebPath(page.path, pathname)) ??
    publicPages[publicPages.length - 1]!
  );
}

/** The values of the `:name` segments of `pattern` in `pathname` (which matches it). */
export function pageParams(pattern: string, pathname: string): Record<string, string> {
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  pattern
    .split('/')
    .filter(Boolean)
    .forEach((segment, i) => {
      if (!segment.startsWith(':')) return;
      try {
        params[segment.slice(1)] = decodeURIComponent(given[i] ?? '');
      } catch {
        params[segment.slice(1)] = '';
      }
    });
  return params;
}
