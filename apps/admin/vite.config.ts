import { precompress } from '@domus/web/build/precompress.plugin';
import { stableMantineId } from '@domus/web/build/stable-mantine-id.plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API process in development (`npm run dev`), which the dev server forwards to. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The admin application: its own build under /admin, served by the API process beside the web
 * app (docs/decisions/027). Nothing of it is in the web app's build, so the public pages never
 * load it.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), stableMantineId(), precompress()],
  resolve: {
    // The web app's modules it bundles must use the same React, router, i18n and Mantine as the
    // admin's own code: two copies would mean two contexts (no MantineProvider found, say).
    dedupe: [
      'react',
      'react-dom',
      'react-router',
      'i18next',
      'react-i18next',
      '@tanstack/react-query',
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/notifications',
    ],
  },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // As in the web app: the libraries every page runs in one chunk, cached across pages.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
