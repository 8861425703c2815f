import type { AccountCatalog } from '../it/account.ts';

/** The `account` namespace in de: login, confirmation, logout and account area (keys as in Italian). */
export const accountDe: AccountCatalog = {
  login: {
    title: 'Anmelden',
    intro:
      'Geben Sie Ihre E-Mail-Adresse ein: Wir senden Ihnen einen Link zum Anmelden, ganz ohne Passwort.',
    email: 'E-Mail',
    emailPlaceholder: 'name@beispiel.de',
    captchaLabel: 'Spamschutz',
    captchaHint: 'Die Prüfung erledigt sich in wenigen Sekunden von selbst.',
    submit: 'Anmeldelink senden',
    rateLimited: 'Zu viele Anfragen: Bitte versuchen Sie es in einer Stunde erneut.',
    tooManyLinks: 'Zu viele Anmeldelinks angefordert.',
  },
  confirm: {
    title: 'Bestätigungs-E-Mail gesendet!',
    text: 'Wir haben Ihnen eine E-Mail mit einem Anmeldelink gesendet. Der Link ist 10 Minuten gültig und kann nur einmal verwendet werden.',
    again: 'Keine E-Mail erhalten? Neuen Link anfordern',
  },
  logout: {
    pending: 'Sie werden abgemeldet…',
  },
  session: {
    pending: 'Anmeldung läuft…',
    failed: 'Der Anmeldelink ist ungültig oder abgelaufen.',
    failedHint: 'Jeder Link ist 10 Minuten gültig und kann nur einmal verwendet werden.',
    loginAgain: 'Neuen Link anfordern',
  },
  emailConfirmation: {
    pending:
      'Wartet auf Bestätigung: {{email}}. Wir haben einen Link an diese Adresse gesendet; bis er geöffnet wird, behält das Profil die bisherige Adresse.',
    confirming: 'Adresse wird bestätigt…',
    done: 'Die Adresse {{email}} ist bestätigt und ist jetzt die Ihres Profils.',
    failed: 'Die Adresse konnte nicht bestätigt werden.',
    toAccount: 'Zu meinem Konto',
    toHome: 'Zur Startseite',
  },
  page: {
    title: 'Mein Konto',
    loading: 'Wird geladen…',
    editProfile: 'Profil bearbeiten',
    admin: 'Admin',
    tabs: { properties: 'Immobilien', searches: 'Suchen' },
    empty: 'Sie haben noch keine Immobilie eingestellt.',
    emptySearches: 'Sie haben noch keine Suche gespeichert.',
    emptyUnconfirmed: 'Keine Immobilien zu bestätigen.',
    unconfirmed: 'Zu bestätigende Immobilien',
    newProperties: 'Neue Immobilien',
    unconfirmedBadge: 'Wartet auf Bestätigung',
    draftBadge: 'Entwurf',
    continue: 'Fortsetzen',
    continueListing: '{{name}} fortsetzen',
    sell: 'Immobilie verkaufen',
    find: 'Immobilie suchen',
    edit: 'Bearbeiten',
    editListing: '{{name}} bearbeiten',
    deleteListing: '{{name}} löschen',
    searchOpen: 'Ergebnisse ansehen',
    searchOpenLabel: 'Ergebnisse ansehen: Suche {{name}}',
    searchEditLabel: 'Bearbeiten: Suche {{name}}',
    searchDeleteLabel: 'Löschen: Suche {{name}}',
    searchAlertsOff: 'E-Mail-Benachrichtigungen aus',
    deleteSearch: {
      title: 'Suche löschen',
      question: 'Möchten Sie diese Suche wirklich löschen? Auch ihre Ergebnisse gehen verloren.',
      yes: 'Ja',
      no: 'Nein',
    },
    delete: {
      button: 'Löschen',
      title: 'Immobilie löschen',
      question: 'Möchten Sie diese Immobilie wirklich löschen?',
      yes: 'Ja',
      no: 'Nein',
    },
    privacy: {
      title: 'Meine Daten',
      intro:
        'Sie können alle Daten herunterladen, die wir über Sie speichern, oder Ihr Konto mit allen personenbezogenen Daten löschen.',
      export: 'Meine Daten exportieren',
      exportHint: 'Eine ZIP-Datei mit Ihren Daten (JSON) und den Dateien Ihrer Immobilien.',
      exportFailed:
        'Der Export konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.',
      delete: 'Mein Konto löschen',
      deleteTitle: 'Konto löschen',
      deleteWarning:
        'Das Löschen ist endgültig. Ihr Konto, Ihre personenbezogenen Daten, Ihre gespeicherten Suchen mit ihren Treffern und die E-Mail-Benachrichtigungen werden gelöscht; Ihre Immobilien werden von der Website genommen und nicht mehr mit Ihnen verknüpft.',
      deleteExportFirst:
        'Wenn Sie eine Kopie Ihrer Daten behalten möchten, exportieren Sie sie vorher.',
      confirmLabel: 'Geben Sie zur Bestätigung Ihre E-Mail-Adresse ein ({{email}})',
      confirm: 'Endgültig löschen',
      cancel: 'Abbrechen',
      deleted:
        'Ihr Konto und Ihre personenbezogenen Daten wurden gelöscht, und Sie wurden abgemeldet. Danke, dass Sie uns gewählt haben.',
      close: 'Schließen',
    },
    profile: {
      title: 'Profil bearbeiten',
      save: 'Speichern',
      cancel: 'Abbrechen',
    },
  },
  customers: {
    open: 'Kunden',
    title: 'Kunden wählen',
    search: 'Kunden suchen',
    searchPlaceholder: 'Name, Firma, E-Mail oder Telefon',
    results: 'Kunden',
    loading: 'Kunden werden geladen…',
    none: 'Keine Kunden gefunden.',
    new: 'Neuer Kunde',
    newTitle: 'Neuer Kunde',
    create: 'Kunden anlegen',
    back: 'Zurück',
    details: 'Kunde',
  },
  expose: {
    short: 'Kurzexposé',
    long: 'Ausführliches Exposé',
    failed: 'Das Exposé konnte nicht erstellt werden. Bitte später erneut versuchen.',
  },
};
