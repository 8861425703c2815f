/**
 * The contract of a public page of the web app (issue 31 point 3, decision 058): its path, whether
 * the server renders it, the data the server reads before it does and its head. The pages'
 * declarations (public-pages.ts) are read by both sides: the web app's renderer finds the page's
 * queries by its name (apps/web app/page-data.ts), the API finds the page for an address, reads
 * its data, renders it, writes its head and state into the HTML, and keeps it by its version.
 */
import type { Language } from '../core/constants.ts';
import type { WebRouteName } from '../core/web-routes.ts';
import type { ListingHeadData } from './listing-head.ts';
import type { HeadContext, PageHead } from './page-head.ts';

/** A public page's name: a web route's, or the 404 page's for any address that is none. */
export type PageName = Exclude<WebRouteName, 'admin'> | 'notFound';

/**
 * What the server reads for a page before it renders it: the version the rendered page is kept
 * for, and the data its head is made of.
 * - `none`: nothing; the page is not kept (the browser draws it, or an address without end).
 * - `types`: the property types' number (the page shows them and the build's texts).
 * - `typesAndListings`: the types and the listings' last change and number (the home page's
 *   newest listings, issue 30.10).
 * - `listings`: the listings' last change and number (search results).
 * - `listing`: the listing the address names, read once for its version and its head; a page
 *   without one is answered 404 and kept out of search indexes.
 */
export type PageDataOf = {
  none: undefined;
  types: undefined;
  typesAndListings: undefined;
  listings: undefined;
  listing: ListingHeadData;
};

/** The kind of data a page reads, see {@link PageDataOf}. */
export type PageDataSource = keyof PageDataOf;

/** One public page. */
export type PageContract<S extends PageDataSource = PageDataSource> = {
  name: PageName;
  /** Its path pattern (domain core/web-routes.ts). */
  path: string;
  /** Whether the server renders it; else the browser draws it (the logged-in pages). */
  ssr: boolean;
  data: S;
  /** The languages the page is offered in; another one gets the Italian head. */
  languages: readonly Language[];
  /** Whether the sitemap names it (pages of one address; the listings are named apart). */
  sitemap: boolean;
  /**
   * The head in `lang` (the language `?lang=` asks for), made of the page's data; none: the
   * template's title and the site's description. A method: each page reads its own data.
   */
  head?(data: PageDataOf[S], lang: Language, context: HeadContext): PageHead;
};

/** A page's declaration, its data's type checked against its head. */
export function definePage<S extends PageDataSource>(page: PageContract<S>): PageContract {
  return page;
}
