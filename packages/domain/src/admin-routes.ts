/**
 * The routes of the admin application (seller-side.md §2 and buyer-side.md §2: "/admin: separate
 * admin application"), shared by its router, the web app's links into it, the server that serves
 * it and the mails that point staff at a listing. Patterns use the router's syntax, as
 * {@link webPaths} does.
 */
import { CATEGORIES, type Category } from './constants.ts';
import { matchesWebPath } from './web-routes.ts';

/** Where the admin application lives: every path below it is its own, never the web app's. */
export const ADMIN_BASE = '/admin';

/** The path pattern of every page of the admin application. */
export const adminPaths = {
  /** The day's overview: numbers that each lead to a filtered table. */
  overview: '/admin',
  /** The listing table of one category (one tab per category). */
  listings: '/admin/listings/:category',
  /** The listings awaiting confirmation, oldest first. */
  queue: '/admin/queue',
} as const;

/** The name of a page of the admin application. */
export type AdminRouteName = keyof typeof adminPaths;

/**
 * The query parameter of the confirmation queue naming the listing to show first (the mail to
 * staff about a new listing and the account page link to its row).
 */
export const QUEUE_LISTING_PARAM = 'listing';

/**
 * Whether `pathname` belongs to the admin application (`/admin` and anything below it), so that
 * the web app leaves it with a full page load and the server answers it with the admin app.
 * @param pathname a path without query string
 */
export function isAdminPath(pathname: string): boolean {
  // The web router's rule (`/admin/*`, letter case ignored) without its matcher: the web app
  // calls this in its login pages, whose chunks would otherwise import the matcher from the
  // entry chunk and add to the home page's JavaScript.
  return /^\/admin(\/|$)/i.test(pathname);
}

/**
 * Whether the admin application has a page at `pathname`: the overview, the queue, or the table of
 * a category of the registry. The server answers other paths under /admin with status 404.
 * @param pathname a path without query string
 */
export function isAdminPage(pathname: string): boolean {
  if (matchesWebPath(adminPaths.overview, pathname) || matchesWebPath(adminPaths.queue, pathname)) {
    return true;
  }
  if (!matchesWebPath(adminPaths.listings, pathname)) return false;
  const category = pathname.split('/').filter((s) => s !== '')[2];
  return (CATEGORIES as readonly string[]).includes(category ?? '');
}

/** Query parameters of an admin page; empty and undefined values are left out. */
export type AdminQuery = Readonly<Record<string, string | number | undefined | null>>;

function withQuery(path: string, query: AdminQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The listing table of `category`, with a view (filters, sort, page) as query parameters.
 * @param category the table's category
 * @param query the view's parameters, as the admin listings query names them
 */
export function adminListingsHref(category: Category, query?: AdminQuery): string {
  return withQuery(adminPaths.listings.replace(':category', encodeURIComponent(category)), query);
}

/**
 * The confirmation queue; with `listingId`, the row of that listing is shown and marked
 * (buyer-side.md §4 Property: "unconfirmed ones link to the admin page for admins").
 * @param listingId the `_id` of a listing awaiting confirmation
 */
export function adminQueueHref(listingId?: string): string {
  return withQuery(adminPaths.queue, { [QUEUE_LISTING_PARAM]: listingId });
}
