import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { getSession, subscribeSession } from '../shared/auth/session-store';
import type { createRouter } from './router';
import { cssVariablesResolver, localizedTheme } from '../shared/ui/theme';

/**
 * Theme and query cache around the pages: the same on the server (entry-server.tsx, around its
 * static router) and in the browser, so that the browser hydrates what the server wrote.
 */
export function AppFrame({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useMemo(() => localizedTheme(t('a11y.close')), [t]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** The application in the browser: the frame with the router made at start-up. */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createRouter>;
  queryClient: QueryClient;
}) {
  // Answers may depend on who asked (own listings, staff views): a logout forgets them all.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSession()) queryClient.removeQueries();
      }),
    [queryClient],
  );
  // Says that the page now answers to clicks and typing: until then a server-rendered page only
  // looks ready. End-to-end tests wait for it before they act (e2e/support/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
