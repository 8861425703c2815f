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
  units: {
    euro: '€',
  },
  csv: {
    fileName: 'listings-{{category}}-{{date}}.csv',
  },
} as const satisfies Record<keyof typeof adminIt, unknown>;
