import { canOpenAdminPage, type AdminPageName } from '@domus/domain/person/permissions';
import { adminPaths } from '@domus/domain/core/web-routes';
import { RouteError } from '@domus/web/features/errors/components/route-error';
import { useSession } from '@domus/web/shared/auth/session-store';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { AdminRoot } from './layouts/admin-root';
import { PageLoader } from './layouts/page-loader';

/**
 * A page only some staff open (`canOpenAdminPage`): for anyone else it is no page at all, the
 * not-found page, as the navigation leaves it out; its own chunk and data are not loaded then.
 */
function pageFor(page: AdminPageName, load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((route) => ({ default: route.Component })));
  return async () => {
    const { Component: NotFound } = await import('./routes/not-found.route');
    function Guarded() {
      const session = useSession();
      if (!canOpenAdminPage(session?.admin, page)) return <NotFound />;
      return (
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      );
    }
    return { Component: Guarded };
  };
}

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
            {
              path: adminPaths.customers,
              lazy: async () => {
                const route = await import('./routes/customers.route');
                return { Component: route.Component, loader: route.customersLoader(queryClient) };
              },
            },
            { path: adminPaths.customer, lazy: () => import('./routes/customer.route') },
            {
              path: adminPaths.queue,
              lazy: pageFor('queue', () => import('./routes/queue.route')),
            },
            { path: adminPaths.requests, lazy: () => import('./routes/requests.route') },
            { path: adminPaths.messages, lazy: () => import('./routes/messages.route') },
            { path: adminPaths.matches, lazy: () => import('./routes/recent-matches.route') },
            {
              path: adminPaths.mails,
              lazy: pageFor('mails', () => import('./routes/mails.route')),
            },
            {
              path: adminPaths.history,
              lazy: pageFor('history', () => import('./routes/history.route')),
            },
            {
              path: adminPaths.staff,
              lazy: pageFor('staff', () => import('./routes/staff.route')),
            },
            {
              path: adminPaths.imports,
              lazy: pageFor('imports', () => import('./routes/imports.route')),
            },
            { path: adminPaths.viewings, lazy: () => import('./routes/viewings.route') },
            { path: adminPaths.viewingHours, lazy: () => import('./routes/viewing-hours.route') },
            { path: adminPaths.portals, lazy: () => import('./routes/portals.route') },
            {
              path: adminPaths.portalTransfer,
              lazy: () => import('./routes/portal-transfer.route'),
            },
            {
              path: adminPaths.clientSearches,
              lazy: () => import('./routes/client-searches.route'),
            },
            { path: '*', lazy: () => import('./routes/not-found.route') },
          ],
        },
      ],
    },
  ]);
}
