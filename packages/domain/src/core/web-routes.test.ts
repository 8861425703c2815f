import { describe, expect, it } from 'vitest';
import {
  confirmListingHref,
  editListingHref,
  listingHref,
  isWebPage,
  matchesWebPath,
  webPaths,
  webRoutes,
} from './web-routes.ts';

describe('web routes (buyer-side.md §2)', () => {
  it('lists every route of the specification', () => {
    expect(webRoutes.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/sell',
        '/edit/:type/:id',
        '/find',
        '/find/searches/:id',
        '/account',
        '/confirm',
        '/login',
        '/impressum',
        '/privacy',
        '/about-us',
        '/testimonies',
        '/contact',
        '/search',
        '/property/:type/:id',
        '/logout',
        '/viewing/:id',
        '/viewing/:id/feedback',
        // Issue 34 point 3.
        '/favourites',
        // Issue 34 point 5: an alert mail's one-click answer (decision 074).
        '/match/:id',
        '/admin/*',
      ].sort(),
    );
  });

  it('matches parameters, trailing slashes and letter case like the router', () => {
    expect(matchesWebPath(webPaths.property, '/property/residential/0b7c')).toBe(true);
    expect(matchesWebPath(webPaths.property, '/property/residential')).toBe(false);
    expect(matchesWebPath(webPaths.property, '/property/residential/0b7c/x')).toBe(false);
    expect(matchesWebPath(webPaths.impressum, '/Impressum/')).toBe(true);
    expect(matchesWebPath(webPaths.home, '/')).toBe(true);
    expect(matchesWebPath(webPaths.home, '')).toBe(true);
    expect(matchesWebPath(webPaths.admin, '/admin')).toBe(true);
    expect(matchesWebPath(webPaths.admin, '/admin/properties/1')).toBe(true);
    expect(matchesWebPath(webPaths.aboutUs, '/about-us%ZZ')).toBe(false);
  });

  it('knows the pages served today and answers anything else as unknown ("anything else": error page)', () => {
    for (const p of ['/', '/impressum', '/privacy', '/about-us', '/testimonies', '/testimonies/']) {
      expect(isWebPage(p), p).toBe(true);
    }
    for (const p of ['/nope', '/impressum/extra', '/about', '/%E0%A4%A']) {
      expect(isWebPage(p), p).toBe(false);
    }
  });
});

describe('the account page opening the confirm dialog (buyer-side.md §2 Account page)', () => {
  it('names the listing by ?newproperty=<id>&type=<category>', () => {
    expect(confirmListingHref('garage', 'a b')).toBe('/account?newproperty=a+b&type=garage');
  });
});

describe('listing pages (buyer-side.md §2 Property detail, seller-side.md §2 Screens and routes)', () => {
  it('writes the listing pages from their patterns (buyer-side.md §2 Property detail)', () => {
    expect(listingHref('residential', 'a1')).toBe('/property/residential/a1');
    expect(matchesWebPath(webPaths.property, listingHref('garage', 'x y'))).toBe(true);
    expect(editListingHref('garage', 'b2')).toBe('/edit/garage/b2');
  });
});
