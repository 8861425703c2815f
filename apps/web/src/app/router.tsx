import { webPaths } from '@domus/domain/web-routes';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouteError } from '../features/errors/components/route-error';
import { getLanguage } from '../shared/i18n/current-language';
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
 * made from the same list, so that the server writes what the browser then hydrates.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: PageLoader,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, lazy: () => import('./routes/home.route') },
            { path: webPaths.search, lazy: () => import('./routes/search.route') },
            { path: webPaths.property, lazy: () => import('./routes/property.route') },
            { path: webPaths.find, lazy: () => import('./routes/find.route') },
            { path: webPaths.findSearch, lazy: () => import('./routes/find-search.route') },
            { path: webPaths.sell, lazy: () => import('./routes/sell.route') },
            { path: webPaths.edit, lazy: () => import('./routes/sell.route') },
            { path: webPaths.account, lazy: () => import('./routes/account.route') },
            { path: webPaths.contact, lazy: () => import('./routes/contact.route') },
            { path: webPaths.login, lazy: () => import('./routes/login.route') },
            { path: webPaths.confirm, lazy: () => import('./routes/confirm.route') },
            { path: webPaths.logout, lazy: () => import('./routes/logout.route') },
            { path: webPaths.impressum, lazy: () => import('./routes/impressum.route') },
            { path: webPaths.privacy, lazy: () => import('./routes/privacy.route') },
            {
              path: webPaths.aboutUs,
              loader: homeInEnglish,
              lazy: () => import('./routes/about-us.route'),
            },
            {
              path: webPaths.testimonies,
              loader: homeInEnglish,
              lazy: () => import('./routes/testimonies.route'),
            },
            { path: '*', lazy: () => import('./routes/not-found.route') },
          ],
        },
      ],
    },
  ];
}

/** The browser's router of the pages. */
export function createRouter() {
  return createBrowserRouter(appRoutes());
}
