import { createQueryClient } from '@domus/web/shared/api/query-client';
import { getSession, subscribeSession } from '@domus/web/shared/auth/session-store';
import { cssVariablesResolver, theme } from '@domus/web/shared/ui/theme';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { createRouter } from './router';

/** The admin application: the site's theme, a query cache and the router made at start-up. */
export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  const [queryClient] = useState(createQueryClient);
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
