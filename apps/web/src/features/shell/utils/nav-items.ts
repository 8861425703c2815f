import type { Language } from '@domus/domain/core/constants';
import { webPaths } from '@domus/domain/core/web-routes';

/** Translation keys of the navigation bar's page links. */
export type NavLabelKey =
  'nav.home' | 'nav.properties' | 'nav.aboutUs' | 'nav.testimonies' | 'nav.contact';

/** One page link of the navigation bar. */
export interface NavItem {
  to: string;
  label: NavLabelKey;
  /** Active only on exactly this path (the home page). */
  end?: boolean;
}

/**
 * The navigation bar's page links (buyer-side.md §2 Navigation bar): about us and testimonies
 * are not offered in English, where those pages redirect home.
 */
export function navItems(language: Language): NavItem[] {
  return [
    { to: webPaths.home, label: 'nav.home', end: true },
    { to: webPaths.search, label: 'nav.properties' },
    ...(language === 'en'
      ? []
      : [
          { to: webPaths.aboutUs, label: 'nav.aboutUs' } as const,
          { to: webPaths.testimonies, label: 'nav.testimonies' } as const,
        ]),
    { to: webPaths.contact, label: 'nav.contact' },
  ];
}
