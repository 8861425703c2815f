import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
