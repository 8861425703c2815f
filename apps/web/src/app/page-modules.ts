/**
 * The web app's own files a page needs, by page name (issue 31 point 3): the route module the
 * router loads for each public page, and each language's text catalog. The build writes this
 * table beside its manifest (PAGE_MODULES_FILE, build/page-modules.plugin.ts), where the server
 * finds the files to name in a page's head, so that only the web app knows how its files are
 * named. The router keeps its own `import()` of each module, so that the table is no code the
 * browser loads; page-modules.test.ts checks that both name the same module for every page.
 */
import type { Language } from '@domus/domain/core/constants';
import type { PageName } from '@domus/domain/pages/page-contract';

/** Each page's route module, from the web app's root. */
export const PAGE_ROUTE_MODULES = {
  home: 'src/app/routes/home.route.tsx',
  search: 'src/app/routes/search.route.tsx',
  property: 'src/app/routes/property.route.tsx',
  find: 'src/app/routes/find.route.tsx',
  findSearch: 'src/app/routes/find-search.route.tsx',
  sell: 'src/app/routes/sell.route.tsx',
  // Editing a listing is the sell wizard again, on the listing's values.
  edit: 'src/app/routes/sell.route.tsx',
  account: 'src/app/routes/account.route.tsx',
  contact: 'src/app/routes/contact.route.tsx',
  login: 'src/app/routes/login.route.tsx',
  confirm: 'src/app/routes/confirm.route.tsx',
  logout: 'src/app/routes/logout.route.tsx',
  impressum: 'src/app/routes/impressum.route.tsx',
  privacy: 'src/app/routes/privacy.route.tsx',
  aboutUs: 'src/app/routes/about-us.route.tsx',
  testimonies: 'src/app/routes/testimonies.route.tsx',
  viewing: 'src/app/routes/viewing.route.tsx',
  viewingFeedback: 'src/app/routes/viewing-feedback.route.tsx',
  favourites: 'src/app/routes/favourites.route.tsx',
  matchAnswer: 'src/app/routes/match-answer.route.tsx',
  notFound: 'src/app/routes/not-found.route.tsx',
} as const satisfies Record<PageName, `src/app/routes/${string}.route.tsx`>;

/**
 * The app's code a rendered page runs once painted (apps/web main.tsx starts it), from the web
 * app's root.
 */
export const APP_MODULE = 'src/start-app.tsx';

/** Each language's text catalog, from the web app's root, which a page drawn by the browser loads. */
export const CATALOG_MODULES = {
  it: 'src/shared/i18n/catalogs/it.ts',
  de: 'src/shared/i18n/catalogs/de.ts',
  en: 'src/shared/i18n/catalogs/en.ts',
} as const satisfies Record<Language, string>;

/** Where the build writes the table, beside Vite's manifest in the build's folder. */
export const PAGE_MODULES_FILE = '.vite/page-modules.json';

/** The table as the build writes it and the server reads it. */
export interface PageModules {
  app: string;
  routes: Readonly<Record<PageName, string>>;
  catalogs: Readonly<Record<Language, string>>;
}
