import { adminPaths } from '@domus/domain/web-routes';
import { RouteError } from '@domus/web/features/errors/components/route-error';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { AdminRoot } from './layouts/admin-root';
import { PageLoader } from './layouts/page-loader';

/**
 * The pages of the admin application, each loaded on first visit. Paths are the domain's
 * (`adminPaths`), which the server also uses to answer unknown paths below /admin with 404.
 */
export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      Component: AdminRoot,
      HydrateFallback: PageLoader,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { path: adminPaths.overview, lazy: () => import('./routes/overview.route') },
            {
              path: adminPaths.listings,
              lazy: async () => {
                const route = await import('./routes/listings.route');
                return { Component: route.Component, loader: route.listingsLoader(queryClient) };
              },
            },
            { path: adminPaths.queue, lazy: () => import('./routes/queue.route') },
            { path: adminPaths.requests, lazy: () => import('./routes/requests.route') },
            { path: adminPaths.messages, lazy: () => import('./routes/messages.route') },
            { path: adminPaths.matches, lazy: () => import('./routes/recent-matches.route') },
            { path: adminPaths.mails, lazy: () => import('./routes/mails.route') },
            { path: '*', lazy: () => import('./routes/not-found.route') },
          ],
        },
      ],
    },
  ]);
}
