// Mantine styles of the frame (header, footer, cookie notice, loader, error page) only: each page
// brings those of its own components (shared/ui/mantine-page.css), see docs/decisions/005. The
// `.layer` files put them in the `mantine` cascade layer: the site's styles win in any load order.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import './shared/ui/global.css';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { onUnauthorized } from './shared/api/api-client';
import { dropExpiredSession } from './shared/auth/session-store';
import { startLanguage } from './shared/i18n/current-language';
import { initI18n } from './shared/i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const language = startLanguage();
// buyer-side.md §4 Session: an expired session is dropped at start and the visitor goes home,
// before the router reads the address; a login link being opened stays, it brings a new session.
const openingLoginLink = new URLSearchParams(window.location.search).has('token');
if (dropExpiredSession() && !openingLoginLink && window.location.pathname !== '/') {
  window.history.replaceState(null, '', '/');
}
// The router starts fetching the first page's code while the texts load.
const router = createRouter();
// Any 401 answer has cleared the session: home, without the page that needed it in the history.
onUnauthorized(() => void router.navigate('/', { replace: true }));

/**
 * Takes index.html's painted shell away in the same frame as the app's first render: the header
 * bar, and the top of the page the server may have painted below it (apps/api page-shell.ts).
 */
function RemoveAppShell() {
  useLayoutEffect(() => {
    document.getElementById('app-shell')?.remove();
    document.getElementById('app-shell-page')?.remove();
  }, []);
  return null;
}

/**
 * Resolves once the router has the first page's code and data. Rendering before that would
 * replace the painted shell with the loading indicator, and then the indicator with the page.
 */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// Rendered once the texts and the first page are there, without a top-level await: rolldown does
// not merge shared modules into an entry chunk that awaits at top level, so with one the frame's
// code came as about twenty small chunks, each a request of its own on HTTP/1.1.
// The first render is a transition: React then works in slices that leave the main thread free
// between them (the painted shell stays until the commit), instead of one long task that holds
// up the visitor's first tap.
void Promise.all([initI18n(language), routerReady()]).then(() => {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
        <RemoveAppShell />
      </StrictMode>,
    );
  });
});
