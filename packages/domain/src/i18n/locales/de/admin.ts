import type { adminIt } from '../it/admin.ts';

/** The `admin` namespace in de (same keys as {@link adminIt}). */
export const adminDe = {
  columns: {
    image: 'Foto',
    property_id: 'Nummer',
    type: 'Typ',
    place: 'Gemeinde und Ortsteil',
    rent: 'Kauf oder Miete',
    price: 'Preis',
    baths: 'Bäder',
    owner: 'Eigentümer',
    externalAgent: 'Externer Makler',
    agent: 'Zuständiger Makler',
    status: 'Status',
    createdAt: 'Erstellt',
    updatedAt: 'Geändert',
  },
  rent: {
    true: 'Miete',
    false: 'Kauf',
  },
  status: {
    draft: 'Entwurf',
    awaitingConfirmation: 'Wartet auf Bestätigung',
    published: 'Veröffentlicht',
    withdrawn: 'Zurückgezogen',
  },
  actions: {
    edit: 'Bearbeiten',
    confirm: 'Bestätigen',
    withdraw: 'Zurückziehen',
    publish: 'Wieder veröffentlichen',
    assignAgent: 'Zuständigen Makler zuweisen',
    delete: 'Löschen',
  },
  units: {
    euro: '€',
  },
  csv: {
    fileName: 'immobilien-{{category}}-{{date}}.csv',
  },
} as const satisfies Record<keyof typeof adminIt, unknown>;
