/**
 * Starts the web app in the browser: hydrates the page the server rendered (decision 034), or
 * draws a page the server does not render. Loaded by main.tsx, after the first paint of a
 * rendered page.
 */
import { HYDRATION_STATE_ID, type HydrationState } from '@domus/domain/pages/hydration';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { appRoutes, createRouter, firstPageData } from './app/router';
import { onUnauthorized } from './shared/api/api-client';
import { createQueryClient } from './shared/api/query-client';
import { dropExpiredSession } from './shared/auth/session-store';
import { startLanguage } from './shared/i18n/current-language';
import { initI18n } from './shared/i18n/i18n';
import { LANGUAGE_QUERY_PARAM } from '@domus/domain/core/languages';
import { nextTask } from './shared/lib/next-task';
import { pageCodeRan } from './shared/lib/page-code';

type Router = ReturnType<typeof createRouter>;

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

/** The page the server wrote into #root, with what the browser needs to hydrate it. */
function readServerState(): HydrationState | null {
  const element = document.getElementById(HYDRATION_STATE_ID);
  element?.remove();
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as HydrationState) : null;
  } catch {
    return null;
  }
}

/**
 * Resolves once the router has the first page's code and data (its texts). Rendering before that
 * would show the loading indicator, and hydrating it would not match the server's page.
 */
function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The address as the server read it: without `?lang=`, which the server rendered already. */
function currentPath(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_QUERY_PARAM);
  return url.pathname + url.search;
}

/**
 * Starts the app in steps, each its own task (issue 17: on a phone one long start-up task holds
 * every tap until it ends): reading the server's page, the router, the texts, then hydration, which
 * React does in slices.
 */
async function start(root: HTMLElement): Promise<void> {
  // Apart from the evaluation of this module and the libraries' set-up it runs.
  await nextTask();
  const serverState = readServerState();
  const language = startLanguage();
  // buyer-side.md §4 Session: an expired session is dropped at start and the visitor goes home,
  // before the router reads the address; a login link being opened stays, it brings a new session.
  const openingLoginLink = new URLSearchParams(window.location.search).has('token');
  if (dropExpiredSession() && !openingLoginLink && window.location.pathname !== '/') {
    window.history.replaceState(null, '', '/');
  }
  // The server's page is hydrated when it shows what the app would: same address, same language
  // (the visitor's stored choice may differ from the one the server was told). Else the app
  // draws the page anew in place of it (decision 034).
  const hydrating =
    serverState !== null && serverState.lang === language && serverState.path === currentPath();
  const queryClient = createQueryClient();
  if (hydrating) {
    // Fresh as of now: the server checked the data's version when it sent the page, and the page
    // itself is never taken from the browser's cache (no-cache), so a page the server kept
    // rendered since an earlier visit shows what a new request would.
    const now = Date.now();
    for (const { key, data } of serverState.queries) {
      queryClient.setQueryData(key, data, { updatedAt: now });
    }
  }
  await nextTask();
  // The route's chunks have run by then, each in a task of its own (main.tsx); else the router
  // would run them as part of its start.
  await pageCodeRan;
  const routes = appRoutes();
  let router: Router;
  if (hydrating) {
    await initI18n(language, serverState.texts);
    await nextTask();
    // The page's code and loaders in tasks of their own: the router then starts with the page.
    const hydrationData = await firstPageData(routes);
    await nextTask();
    router = createRouter(routes, hydrationData);
  } else {
    // The router starts fetching the first page's code while the texts load.
    router = createRouter(routes);
    await nextTask();
    await initI18n(language);
  }
  // Any 401 answer has cleared the session: home, without the page that needed it in the history.
  onUnauthorized(() => void router.navigate('/', { replace: true }));
  await routerReady(router);
  await nextTask();

  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (hydrating) {
    // A transition too: hydration in one piece held a phone's main thread for over a second
    // (total blocking time); in slices the page stays responsive while it becomes interactive.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  root.replaceChildren();
  const reactRoot = createRoot(root);
  // A transition: React works in slices that leave the main thread free between them.
  startTransition(() => {
    reactRoot.render(app);
  });
}

// Started without a top-level await: rolldown does not merge shared modules into an entry chunk
// that awaits at top level, so with one the frame's code came as about twenty small chunks, each
// a request of its own on HTTP/1.1.
void start(root);
