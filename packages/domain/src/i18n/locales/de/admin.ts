import type { AdminCatalog } from '../it/admin.ts';

/** The `admin` namespace in de (see it/admin.ts). */
export const adminDe: AdminCatalog = {
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
};
