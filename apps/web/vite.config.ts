import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.plugin.ts';
import { pageModules } from './build/page-modules.plugin.ts';
import { precompress } from './build/precompress.plugin.ts';
import { stableMantineId } from './build/stable-mantine-id.plugin.ts';
import { APP_MODULE, PAGE_ROUTE_MODULES } from './src/app/page-modules.ts';

/** The API process in development (`npm run dev`), which the dev server forwards to. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The browser's build, and with `--ssr` the server's renderer of the public pages
 * (src/entry-server.tsx → dist-ssr/, decision 034): no budget, copies or manifest there.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), stableMantineId()]
    : [
        react(),
        stableMantineId(),
        // Brotli and gzip copies of the build, which the server sends as they are.
        precompress(),
        // The pages' route modules and catalogs, for the server's preloads (issue 31 point 3).
        pageModules(),
        // Home page JavaScript at most 180 kB gzip (issue 2 targets); the build fails above it.
        bundleBudget({
          maxGzipBytes: 180_000,
          // The app's code after the first paint and the home page's code, which the server names;
          // the texts come with the server's page, not as a catalog file (decision 034).
          lazyModules: [APP_MODULE, PAGE_ROUTE_MODULES.home],
          // Building zod's schemas held a phone's main thread for up to half a second at
          // start-up; these pages load them with a form's first use (docs/decisions/040).
          forbidden: {
            routes: [
              PAGE_ROUTE_MODULES.home,
              PAGE_ROUTE_MODULES.search,
              PAGE_ROUTE_MODULES.property,
              PAGE_ROUTE_MODULES.find,
              PAGE_ROUTE_MODULES.contact,
            ],
            packages: ['zod'],
          },
        }),
      ],
  ssr: {
    // The renderer carries its libraries (Mantine's CSS modules need bundling anyway), built for
    // production like the browser's: React's development build renders pages several times slower
    // and would be chosen by the server's NODE_ENV at run time.
    noExternal: isSsrBuild ? true : [],
  },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? { target: 'node24', outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true }
    : {
        target: 'es2022',
        sourcemap: true,
        // The server reads it to preload each page's route module and text catalog with the entry.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // One chunk for the libraries every page runs: many small chunks compress worse and
              // cost the home page kilobytes of its budget (docs/decisions/005).
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
}));
