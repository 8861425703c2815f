import { webPaths } from '@domus/domain/core/web-routes';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  RouterContextProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { RouteError } from '../features/errors/components/route-error';
import { getLanguage } from '../shared/i18n/current-language';
import { nextTask } from '../shared/lib/next-task';
import { PageLoader } from './layouts/page-loader';
import { RootLayout } from './layouts/root-layout';

/** About us and testimonies are not offered in English: they send the visitor home (§2). */
function homeInEnglish() {
  return getLanguage() === 'en' ? redirect(webPaths.home) : null;
}

/**
 * The pages of the site, each loaded on first visit. Paths come from the shared route list, which
 * the server also uses to answer unknown paths with 404; pages of later releases are absent and
 * fall to the 404 page until built. The browser's router and the server's (entry-server.tsx) are
 * made from the same list, so that the server writes what the browser then hydrates. Each route has
 * an id of its own, by which `firstPageData` hands the first page's loader data to the router.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: PageLoader,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteError,
          children: [
            { id: 'home', index: true, lazy: () => import('./routes/home.route') },
            { id: 'search', path: webPaths.search, lazy: () => import('./routes/search.route') },
            {
              id: 'property',
              path: webPaths.property,
              lazy: () => import('./routes/property.route'),
            },
            { id: 'find', path: webPaths.find, lazy: () => import('./routes/find.route') },
            {
              id: 'findSearch',
              path: webPaths.findSearch,
              lazy: () => import('./routes/find-search.route'),
            },
            { id: 'sell', path: webPaths.sell, lazy: () => import('./routes/sell.route') },
            { id: 'edit', path: webPaths.edit, lazy: () => import('./routes/sell.route') },
            { id: 'account', path: webPaths.account, lazy: () => import('./routes/account.route') },
            { id: 'contact', path: webPaths.contact, lazy: () => import('./routes/contact.route') },
            { id: 'login', path: webPaths.login, lazy: () => import('./routes/login.route') },
            { id: 'confirm', path: webPaths.confirm, lazy: () => import('./routes/confirm.route') },
            { id: 'logout', path: webPaths.logout, lazy: () => import('./routes/logout.route') },
            {
              id: 'impressum',
              path: webPaths.impressum,
              lazy: () => import('./routes/impressum.route'),
            },
            { id: 'privacy', path: webPaths.privacy, lazy: () => import('./routes/privacy.route') },
            {
              id: 'aboutUs',
              path: webPaths.aboutUs,
              loader: homeInEnglish,
              lazy: () => import('./routes/about-us.route'),
            },
            {
              id: 'testimonies',
              path: webPaths.testimonies,
              loader: homeInEnglish,
              lazy: () => import('./routes/testimonies.route'),
            },
            { id: 'viewing', path: webPaths.viewing, lazy: () => import('./routes/viewing.route') },
            {
              id: 'viewingFeedback',
              path: webPaths.viewingFeedback,
              lazy: () => import('./routes/viewing-feedback.route'),
            },
            {
              id: 'favourites',
              path: webPaths.favourites,
              lazy: () => import('./routes/favourites.route'),
            },
            {
              id: 'matchAnswer',
              path: webPaths.matchAnswer,
              lazy: () => import('./routes/match-answer.route'),
            },
            { id: 'notFound', path: '*', lazy: () => import('./routes/not-found.route') },
          ],
        },
      ],
    },
  ];
}

/**
 * What the router's start would do first for the page the server rendered, done before the router
 * exists, in tasks of their own (issue 17: on a phone the router's start was one task of up to
 * 160 ms): the code of the routes the address matches is put into their route objects, and their
 * loaders run. The loaders' results are the router's hydration data, so that it starts with the
 * page instead of a first navigation. Undefined when a loader answers with a redirect or fails: the
 * router then starts as it would without this.
 */
export async function firstPageData(routes: RouteObject[]): Promise<HydrationState | undefined> {
  const matches = matchRoutes(routes, window.location) ?? [];
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy());
    delete route.lazy;
  }
  await nextTask();
  const url = new URL(window.location.href);
  const request = new Request(url);
  const context = new RouterContextProvider();
  const loaderData: Record<string, unknown> = {};
  for (const [index, { route, params }] of matches.entries()) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    // The route's full path, as the router would name it ("/property/:type/:id").
    const pattern = `/${matches
      .slice(0, index + 1)
      .map((match) => match.route.path?.replace(/^\/|\/$/g, ''))
      .filter(Boolean)
      .join('/')}`;
    let data: unknown;
    try {
      data = await route.loader({ request, url, pattern, params, context });
    } catch {
      // The router runs it again and shows the page's error as on any navigation.
      return undefined;
    }
    if (data instanceof Response) return undefined;
    loaderData[route.id] = data ?? null;
  }
  return { loaderData };
}

/**
 * The browser's router of the pages.
 * @param routes the route list (`appRoutes()`, possibly with the first page's code put in)
 * @param hydrationData the first page's loader data, when `firstPageData` ran them
 */
export function createRouter(routes = appRoutes(), hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
