/**
 * The routes of the admin application (seller-side.md §2 and buyer-side.md §2: "/admin: separate
 * admin application"), shared by its router, the web app's links into it, the server that serves
 * it. The pages' patterns are `adminPaths` of `core/web-routes.ts`; a table view's address is written
 * by `staff/admin-listings-query.ts`.
 */
import { CATEGORIES } from '../core/constants.ts';
import { adminPaths, matchesWebPath } from '../core/web-routes.ts';

/** Where the admin application lives: every path below it is its own, never the web app's. */
export const ADMIN_BASE = '/admin';

/**
 * The query parameter of the confirmation queue naming one listing: its row is marked and its
 * confirm dialog opens (the account page's link for an unconfirmed listing).
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
 * Whether the admin application has a page at `pathname`: one of {@link adminPaths}, a table only
 * for a category of the registry, a customer's page only for a seller or a client. The server answers other paths under /admin with status 404.
 * @param pathname a path without query string
 */
export function isAdminPage(pathname: string): boolean {
  const { listings, customer, ...fixed } = adminPaths;
  if (Object.values(fixed).some((pattern) => matchesWebPath(pattern, pathname))) return true;
  if (matchesWebPath(customer, pathname)) {
    // A customer's page only for the two kinds of customer (seller, client).
    return ['seller', 'client'].includes(pathname.split('/').filter((s) => s !== '')[2] ?? '');
  }
  if (!matchesWebPath(listings, pathname)) return false;
  const category = pathname.split('/').filter((s) => s !== '')[2];
  return (CATEGORIES as readonly string[]).includes(category ?? '');
}

/**
 * The confirmation queue; with `listingId`, the row of that listing is marked and its confirm
 * dialog opens (buyer-side.md §4 Property: "unconfirmed ones link to the admin page for admins").
 * @param listingId the `_id` of a listing awaiting confirmation
 */
export function adminQueueHref(listingId?: string): string {
  // `adminPaths.queue` spelled out (a test keeps them equal): the web app's account page calls
  // this, and taking the pattern from web-routes would make its chunk import it from the entry
  // chunk, which the home page loads (docs/decisions/005 budget).
  const queue = `${ADMIN_BASE}/queue`;
  return listingId
    ? `${queue}?${new URLSearchParams({ [QUEUE_LISTING_PARAM]: listingId })}`
    : queue;
}
