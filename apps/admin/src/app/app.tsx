import { getSession, subscribeSession } from '@domus/web/shared/auth/session-store';
import { cssVariablesResolver, theme } from '@domus/web/shared/ui/theme';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { createRouter } from './router';

/** The admin application: the site's theme, the query cache and the router made at start-up. */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createRouter>;
  queryClient: QueryClient;
}) {
  // Staff answers depend on who asked: a logout (here or in another tab) forgets them all.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSession()) queryClient.removeQueries();
      }),
    [queryClient],
  );
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
