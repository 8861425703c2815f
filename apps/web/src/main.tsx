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
import './app/global.css';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { startLanguage } from './shared/i18n/current-language';
import { initI18n } from './shared/i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const language = startLanguage();
// The router starts fetching the first page's code while the texts load.
const router = createRouter();
await initI18n(language);

/** Takes index.html's painted shell away in the same frame as the app's first render. */
function RemoveAppShell() {
  useLayoutEffect(() => document.getElementById('app-shell')?.remove(), []);
  return null;
}

createRoot(root).render(
  <StrictMode>
    <App router={router} />
    <RemoveAppShell />
  </StrictMode>,
);
