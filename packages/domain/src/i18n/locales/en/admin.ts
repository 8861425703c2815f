import type { adminIt } from '../it/admin.ts';

/** The `admin` namespace in en (same keys as {@link adminIt}). */
export const adminEn = {
  columns: {
    image: 'Picture',
    property_id: 'Number',
    type: 'Type',
    place: 'Municipality and zone',
    rent: 'Sale or rent',
    price: 'Price',
    baths: 'Baths',
    owner: 'Owner',
    externalAgent: 'External agent',
    agent: 'Responsible agent',
    status: 'Status',
    createdAt: 'Created',
    updatedAt: 'Changed',
  },
  rent: {
    true: 'Rent',
    false: 'Sale',
  },
  status: {
    draft: 'Draft',
    awaitingConfirmation: 'Awaiting confirmation',
    published: 'Published',
    withdrawn: 'Withdrawn',
  },
  actions: {
    edit: 'Edit',
    confirm: 'Confirm',
    withdraw: 'Withdraw',
    publish: 'Publish again',
    assignAgent: 'Assign responsible agent',
    delete: 'Delete',
  },
  csv: {
    fileName: 'listings-{{category}}-{{date}}.csv',
  },
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
} as const satisfies Record<keyof typeof adminIt, unknown>;
