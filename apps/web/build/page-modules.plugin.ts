/**
 * Writes the web app's table of page modules (src/app/page-modules.ts) beside the build's
 * manifest, so that the server finds a page's route module and text catalog in the manifest
 * without knowing how the web app names its files (issue 31 point 3). Each module named must be
 * in the build: a page whose file was renamed fails the build, not the page's preloads in
 * production.
 */
import type { Plugin } from 'vite';
import {
  APP_MODULE,
  CATALOG_MODULES,
  PAGE_MODULES_FILE,
  PAGE_ROUTE_MODULES,
  type PageModules,
} from '../src/app/page-modules.ts';

/** The plugin; for the browser's build only (the server's renderer has no manifest). */
export function pageModules(): Plugin {
  let root = '';
  return {
    name: 'domus-page-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const built = new Set(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' && item.facadeModuleId
            ? [item.facadeModuleId.slice(root.length + 1).replaceAll('\\', '/')]
            : [],
        ),
      );
      const table: PageModules = {
        app: APP_MODULE,
        routes: PAGE_ROUTE_MODULES,
        catalogs: CATALOG_MODULES,
      };
      const named = [table.app, ...Object.values(table.routes), ...Object.values(table.catalogs)];
      const missing = named.filter((file) => !built.has(file));
      if (missing.length > 0) {
        this.error(`page-modules.ts names files the build has no chunk of: ${missing.join(', ')}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_MODULES_FILE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
