// @vitest-environment jsdom
import { redirect, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes, createRouter, firstPageData } from './router';

/** Puts the jsdom page at `path`, as the browser would have it for a server-rendered page. */
function visit(path: string): void {
  window.history.replaceState(null, '', path);
}

afterEach(() => visit('/'));

/** The route object the address `path` ends on, found by id in the list. */
function routeById(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = routeById(route.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

describe('firstPageData: the router starts with the server-rendered page (issue 17)', () => {
  it("puts the matched page's code into its route and runs its loader", async () => {
    let ran = 0;
    const routes: RouteObject[] = [
      {
        id: 'root',
        children: [
          {
            id: 'page',
            path: '/property/:type/:id',
            lazy: () =>
              Promise.resolve({
                loader: ({ params }: { params: Record<string, string | undefined> }) => {
                  ran += 1;
                  return { type: params.type };
                },
                Component: () => null,
              }),
          },
          { id: 'other', path: '/other', lazy: () => Promise.reject(new Error('not loaded')) },
        ],
      },
    ];
    visit('/property/residential/42');

    const data = await firstPageData(routes);

    expect(data).toEqual({ loaderData: { page: { type: 'residential' } } });
    expect(ran).toBe(1);
    const page = routeById(routes, 'page');
    expect(page?.lazy).toBeUndefined();
    expect(typeof page?.Component).toBe('function');
    // A page the address does not match keeps loading on its first visit.
    expect(typeof routeById(routes, 'other')?.lazy).toBe('function');
  });

  it('leaves the start to the router when a loader redirects or fails', async () => {
    visit('/moved');
    const redirecting: RouteObject[] = [
      { id: 'moved', path: '/moved', loader: () => redirect('/') },
    ];
    expect(await firstPageData(redirecting)).toBeUndefined();

    const failing: RouteObject[] = [
      {
        id: 'moved',
        path: '/moved',
        loader: () => {
          throw new Error('offline');
        },
      },
    ];
    expect(await firstPageData(failing)).toBeUndefined();
  });

  it('starts the real router initialised on a page without a loader: no first navigation', async () => {
    visit('/search?type=residential');
    const routes = appRoutes();

    const data = await firstPageData(routes);
    const router = createRouter(routes, data);

    expect(data).toEqual({ loaderData: {} });
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.matches.map((match) => match.route.id)).toEqual([
      'root',
      'pages',
      'search',
    ]);
    router.dispose();
  });
});
