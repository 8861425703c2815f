import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../shared/api/query-client';
import { getSession, subscribeSession } from '../shared/auth/session-store';
import type { createRouter } from './router';
import { cssVariablesResolver, localizedTheme } from '../shared/ui/theme';

/** The application: theme, query cache and the router made at start-up. */
export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  const [queryClient] = useState(createQueryClient);
  const { t } = useTranslation();
  const theme = useMemo(() => localizedTheme(t('a11y.close')), [t]);
  // Answers may depend on who asked (own listings, staff views): a logout forgets them all.
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
