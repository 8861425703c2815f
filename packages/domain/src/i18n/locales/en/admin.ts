import type { AdminCatalog } from '../it/admin.ts';

/** The `admin` namespace in en (see it/admin.ts). */
export const adminEn: AdminCatalog = {
  app: {
    title: 'Administration',
    agentTitle: 'Private area',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
  },
  nav: {
    label: 'Administration navigation',
    overview: 'Overview',
    listings: 'Properties',
    queue: 'To confirm',
    site: 'To the website',
    logout: 'Log out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  noAccess: {
    title: 'No access',
    text: 'This area is for the agency’s staff only. The account {{email}} has no access to it.',
    textNoEmail: 'This area is for the agency’s staff only. This account has no access to it.',
    site: 'Back to the website',
    otherAccount: 'Log in with another account',
  },
  notFound: {
    title: 'Page not found',
    text: 'This page of the administration does not exist.',
    overview: 'To the overview',
  },
  redirecting: 'Login needed: taking you to the login page…',
};
