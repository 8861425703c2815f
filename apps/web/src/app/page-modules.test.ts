/**
 * The table of each page's modules, which the build hands the server for a page's preloads
 * (issue 31 point 3), names the module the router really loads for the page: a route moved to
 * another file without the table would leave the page without its early hints.
 */
import { publicPages } from '@domus/domain/pages/public-pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTE_MODULES } from './page-modules';
import { appRoutes } from './router';

/** Every route of the tree with an id, depth first. */
function routesById(routes: RouteObject[], into = new Map<string, RouteObject>()) {
  for (const route of routes) {
    if (route.id) into.set(route.id, route);
    if (route.children) routesById(route.children, into);
  }
  return into;
}

const ROUTE_FILES = import.meta.glob('./routes/*.route.tsx');

describe('page modules (issue 31 point 3)', () => {
  const routes = routesById(appRoutes());

  it.each(Object.entries(PAGE_ROUTE_MODULES))(
    'the page %s is loaded from the module the table names',
    async (page, file) => {
      const route = routes.get(page);
      expect(route?.lazy, page).toBeTypeOf('function');
      const loaded = await (route!.lazy as () => Promise<Record<string, unknown>>)();
      const named = await ROUTE_FILES[`./${file.slice('src/app/'.length)}`]!();
      expect(loaded).toBe(named);
    },
  );

  it('names a module for every public page the domain declares', () => {
    expect(Object.keys(PAGE_ROUTE_MODULES).sort()).toEqual(
      publicPages.map((page) => page.name).sort(),
    );
  });
});
