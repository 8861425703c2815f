/**
 * A web build for the tests of server-rendered pages: the web app's own index.html as the
 * template, a small build manifest, and the web app's real server renderer (decision 034), in a
 * scratch directory the API is pointed at with WEB_DIST_DIR.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WEB = new URL('../../../web/', import.meta.url).pathname;

/** The entry, the libraries' chunk, the app and the routes the pages preload. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    dynamicImports: ['src/start-app.tsx'],
    css: ['assets/index-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js', name: 'framework' },
  'src/start-app.tsx': {
    file: 'assets/start-app-1.js',
    name: 'start-app',
    isDynamicEntry: true,
    imports: ['_framework-1.js'],
  },
  'src/app/routes/home.route.tsx': {
    file: 'assets/home.route-1.js',
    imports: ['_framework-1.js', 'src/start-app.tsx'],
  },
  'src/app/routes/property.route.tsx': { file: 'assets/property.route-1.js' },
  'src/app/routes/not-found.route.tsx': { file: 'assets/not-found.route-1.js' },
};

/**
 * The web build's table of each page's modules (apps/web src/app/page-modules.ts), as its build
 * writes it beside the manifest, for the pages of the manifests here.
 */
const PAGE_MODULES = {
  app: 'src/start-app.tsx',
  routes: {
    home: 'src/app/routes/home.route.tsx',
    property: 'src/app/routes/property.route.tsx',
    notFound: 'src/app/routes/not-found.route.tsx',
  },
  catalogs: {
    it: 'src/shared/i18n/catalogs/it.ts',
    de: 'src/shared/i18n/catalogs/de.ts',
    en: 'src/shared/i18n/catalogs/en.ts',
  },
};

/** Writes the table of each page's modules into a scratch build. */
export function writePageModules(dist: string): void {
  writeFileSync(path.join(dist, '.vite', 'page-modules.json'), JSON.stringify(PAGE_MODULES));
}

/**
 * Places the renderer where the API looks for it (beside the web build): the build's, linked,
 * else built there. Its path keeps `dist` in it: Vitest then imports the bundle as it is instead
 * of transforming its half megabyte first.
 */
export function placeRenderer(scratch: string): void {
  const target = path.join(scratch, 'dist-ssr');
  const built = path.join(WEB, 'dist-ssr');
  if (existsSync(path.join(built, 'entry-server.js'))) {
    symlinkSync(built, target);
    return;
  }
  const vite = path.join(WEB, 'node_modules', '.bin', 'vite');
  const bin = existsSync(vite) ? vite : path.join(WEB, '..', '..', 'node_modules', '.bin', 'vite');
  // Built for production as `npm run build` does, not in the tests' NODE_ENV.
  const run = spawnSync(bin, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', target], {
    cwd: WEB,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error('the web app server renderer did not build');
}

/** A scratch web build with the real renderer: `dist` goes into WEB_DIST_DIR. */
export function renderedSite(): { scratch: string; dist: string } {
  const scratch = mkdtempSync(path.join(tmpdir(), 'domus-rendered-site-'));
  const dist = path.join(scratch, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(WEB, 'index.html')));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writePageModules(dist);
  placeRenderer(scratch);
  return { scratch, dist };
}
