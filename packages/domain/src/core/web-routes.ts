/**
 * The routes of the web application (buyer-side.md §2, seller-side.md §2), shared by the web
 * router and the API server: the server answers paths the web app does not know with status 404
 * (the web app still renders its own 404 page there), so both must agree on one list.
 *
 * Patterns use the router's syntax: `:name` matches one non-empty path segment, a final `*`
 * matches the rest of the path (also nothing).
 */

/** The path pattern of every page of the web application. */
export const webPaths = {
  home: '/',
  search: '/search',
  property: '/property/:type/:id',
  find: '/find',
  findSearch: '/find/searches/:id',
  sell: '/sell',
  edit: '/edit/:type/:id',
  account: '/account',
  confirm: '/confirm',
  login: '/login',
  logout: '/logout',
  contact: '/contact',
  impressum: '/impressum',
  privacy: '/privacy',
  aboutUs: '/about-us',
  testimonies: '/testimonies',
  /**
   * The page a viewing mail's signed link opens, `?action=cancel|reschedule&token=…` (issue 33
   * point 2, decision 069): it asks before it acts.
   */
  viewing: '/viewing/:id',
  /**
   * The page a "how was it?" mail's link opens, `?answer=interested|offer|not_interested&token=…`
   * (issue 33 point 3): it asks before it records the buyer's answer.
   */
  viewingFeedback: '/viewing/:id/feedback',
  /** The listings a visitor keeps, from the browser or the account (issue 34 point 3). */
  favourites: '/favourites',
  /**
   * The page an alert mail's one-click answer opens, `?state=visit|consulting|not_interested&token=…`
   * (issue 34 point 5, decision 074): it asks for a click before it answers.
   */
  matchAnswer: '/match/:id',
  admin: '/admin/*',
} as const;

/**
 * The pages of the admin application under {@link webPaths}.admin (issue 15): the day's
 * overview, one listing table per category, the confirmation queue, and the lists of open visit
 * and consultation requests and contact messages behind the overview's numbers; the customers
 * table and one customer's page (issue 16 point 1).
 */
export const adminPaths = {
  overview: '/admin',
  listings: '/admin/listings/:category',
  queue: '/admin/queue',
  requests: '/admin/requests',
  messages: '/admin/messages',
  /** The matches found since a day (the overview's "new matches"). */
  matches: '/admin/matches',
  /** The mails that could not be delivered (admins). */
  mails: '/admin/mails',
  history: '/admin/history',
  staff: '/admin/staff',
  /** A buyer's saved searches and matches (issue 16 point 4). */
  clientSearches: '/admin/customers/client/:id/searches',
  /** Sellers and clients in one table (issue 16 point 1). */
  customers: '/admin/customers',
  /** One customer's page, `kind` seller or client (issue 16 point 2). */
  customer: '/admin/customers/:kind/:id',
  /** The portal accounts and the transfer log (issue 32 points 3 and 4). */
  portals: '/admin/portals',
  /** One transfer of the log with its per-listing lines. */
  portalTransfer: '/admin/portals/transfers/:id',
  /** The import from another CRM's OpenImmo export (issue 32 point 5, admins). */
  imports: '/admin/imports',
  /** The calendar of viewings, a day or a week, one agent's or the agency's (issue 33 point 2). */
  viewings: '/admin/viewings',
  /** An agent's weekly viewing hours and absences (issue 33 point 1). */
  viewingHours: '/admin/viewings/hours',
} as const;

/**
 * A page's path with its `:name` segments filled in, each encoded as one path segment.
 * @param pattern a pattern of {@link webPaths}
 * @param params the value of each `:name` segment
 */
export function fillWebPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The detail page of a listing (buyer-side.md §2 Property detail: /property/{category}/{_id}),
 * for links in the web app, in mails and in the server's pages alike.
 * @param category the listing's category
 * @param id the listing's `_id`
 */
export function listingHref(category: string, id: string): string {
  return fillWebPath(webPaths.property, { type: category, id });
}

/**
 * The page of an alert mail's one-click answer (decision 074): the match, the answer and its
 * signed token, in the buyer's language.
 * @param matchId the match the mail shows
 * @param state the answer the link gives
 * @param token the link's signed token
 * @param lang the language the page opens in
 */
export function matchAnswerHref(
  matchId: string,
  state: string,
  token: string,
  lang: string,
): string {
  const query = new URLSearchParams({ state, token, lang });
  return `${fillWebPath(webPaths.matchAnswer, { id: matchId })}?${query.toString()}`;
}

/**
 * The sell wizard editing a listing (seller-side.md §2 Screens and routes: /edit/{category}/{_id}).
 * @param category the listing's category
 * @param id the listing's `_id`
 */
export function editListingHref(category: string, id: string): string {
  return fillWebPath(webPaths.edit, { type: category, id });
}

/**
 * The query parameters of the account page that open the staff confirm dialog of a listing
 * (buyer-side.md §2 Account page: /account?newproperty=<id>&type=<category>).
 */
export const confirmListingParams = { id: 'newproperty', category: 'type' } as const;

/**
 * The account page opening the confirm dialog of a listing, where the sell wizard sends staff
 * after submitting a listing that waits for confirmation (seller-side.md §4 Confirm dialog).
 * @param category the listing's category
 * @param id the listing's `_id`
 */
export function confirmListingHref(category: string, id: string): string {
  const query = new URLSearchParams({
    [confirmListingParams.id]: id,
    [confirmListingParams.category]: category,
  });
  return `${webPaths.account}?${query}`;
}

/** The name of a page of the web application. */
export type WebRouteName = keyof typeof webPaths;

/** One page of the web application and whether the current build serves it. */
export interface WebRoute {
  name: WebRouteName;
  path: (typeof webPaths)[WebRouteName];
  /** `false` while the page is not built yet: its URL gets the 404 page and status 404. */
  available: boolean;
}

/** Pages the web application serves today; the others answer 404 until they are built. */
const availableNames: ReadonlySet<WebRouteName> = new Set<WebRouteName>([
  'home',
  'impressum',
  'privacy',
  'aboutUs',
  'testimonies',
  'search',
  'property',
  'contact',
  'login',
  'confirm',
  'account',
  'logout',
  'find',
  'findSearch',
  'sell',
  'edit',
  'viewing',
  'viewingFeedback',
  'favourites',
  'matchAnswer',
]);

/** Every route of the specifications, each flagged with whether it is served yet. */
export const webRoutes: readonly WebRoute[] = (Object.keys(webPaths) as WebRouteName[]).map(
  (name) => ({ name, path: webPaths[name], available: availableNames.has(name) }),
);

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Whether `pathname` matches the route `pattern`. Like the web router, static segments compare
 * case-insensitively and a trailing slash is ignored.
 */
export function matchesWebPath(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  for (let i = 0; i < wanted.length; i += 1) {
    const w = wanted[i] as string;
    if (w === '*' && i === wanted.length - 1) return true;
    const g = given[i];
    if (g === undefined) return false;
    if (w.startsWith(':')) continue;
    const decoded = safeDecode(g);
    if (decoded === undefined || decoded.toLowerCase() !== w.toLowerCase()) return false;
  }
  return given.length === wanted.length;
}

/**
 * Whether the web application has a page at `pathname` (no query string). The server uses it to
 * send the web app with status 200, or with 404 for unknown paths.
 */
export function isWebPage(pathname: string): boolean {
  return webRoutes.some((r) => r.available && matchesWebPath(r.path, pathname));
}
