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
  csv: {
    fileName: 'immobilien-{{category}}-{{date}}.csv',
  },
  app: {
    title: 'Verwaltung',
    agentTitle: 'Interner Bereich',
    skipToContent: 'Zum Inhalt springen',
    loading: 'Wird geladen…',
  },
  nav: {
    label: 'Navigation der Verwaltung',
    overview: 'Übersicht',
    listings: 'Immobilien',
    queue: 'Zu bestätigen',
    site: 'Zur Website',
    logout: 'Abmelden',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
  },
  noAccess: {
    title: 'Kein Zugang',
    text: 'Dieser Bereich ist den Mitarbeitern der Agentur vorbehalten. Mit dem Konto {{email}} haben Sie keinen Zugang.',
    textNoEmail:
      'Dieser Bereich ist den Mitarbeitern der Agentur vorbehalten. Mit diesem Konto haben Sie keinen Zugang.',
    site: 'Zurück zur Website',
    otherAccount: 'Mit einem anderen Konto anmelden',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Seite der Verwaltung gibt es nicht.',
    overview: 'Zur Übersicht',
  },
  redirecting: 'Anmeldung nötig: Sie werden zur Anmeldeseite weitergeleitet…',
} as const satisfies Record<keyof typeof adminIt, unknown>;
