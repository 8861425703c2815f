import { getSession, subscribeSession } from '@domus/web/shared/auth/session-store';
import { cssVariablesResolver, localizedTheme } from '@domus/web/shared/ui/theme';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
  // Every dialog's close button named in the page's language, as in the web app.
  const { t } = useTranslation();
  const theme = useMemo(
    () =>
      mergeThemeOverrides(localizedTheme(t('a11y.close')), {
        // Menus open inside the main landmark, not in a portal outside every landmark.
        components: { Menu: { defaultProps: { portalProps: { target: '#admin-content' } } } },
      }),
    [t],
  );
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
