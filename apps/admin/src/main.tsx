// Staff work on a desktop most of the day and reopen the application from the cache: the whole
// of Mantine's styles in one file costs them less than a list per page (the public site's budget,
// docs/decisions/005, does not apply to this application; decision 027).
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import 'mantine-datatable/styles.layer.css';
import '@domus/web/shared/ui/global.css';
import { getMe, meQueryKey } from '@domus/web/features/account/api/get-me';
import { createQueryClient } from '@domus/web/shared/api/query-client';
import { dropExpiredSession, getSession } from '@domus/web/shared/auth/session-store';
import { startLanguage } from '@domus/web/shared/i18n/current-language';
import { initI18n } from '@domus/web/shared/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { loadAdminTexts } from './shared/i18n/load-admin-texts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// The language the visitor chose on the site (same browser storage, same ?lang=).
const language = startLanguage();
// buyer-side.md §4 Session: an expired session is dropped at start; the access gate then sends the
// visitor to the login page with a callback back here. A 401 answer clears the session the same
// way (the shared API client), and the gate reacts to that too.
dropExpiredSession();
// The query cache exists before React does, so that the first page's data is read while its code
// and the texts load: the account (whose id keys the column choice) at once, the first table's page
// from its route's loader.
const queryClient = createQueryClient();
if (getSession()) {
  void queryClient.prefetchQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
}
// The router starts fetching the first page's code while the texts load.
const router = createRouter(queryClient);

void Promise.all([initI18n(language), loadAdminTexts(language)]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
