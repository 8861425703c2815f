import type { errorsIt } from '../it/errors.ts';

/** The message of an unexpected failure, which the web app also writes by itself. */
export const internalErrorDe = 'Fehler: Bitte versuchen Sie es später erneut';

/** The API's error messages, which the server writes into its answers in the caller's language. */
const apiDe = {
  validation_error: 'Einige Angaben sind ungültig.',
  malformed_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  bad_request: 'Ungültige Anfrage.',
  not_found: 'Die angeforderte Ressource gibt es nicht.',
  unauthorized: 'Bitte melden Sie sich an, um fortzufahren.',
  forbidden: 'Für diesen Vorgang fehlt Ihnen die Berechtigung.',
  address_unverified:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link, den wir Ihnen geschickt haben. Danach können Sie fortfahren.',
  awaiting_confirmation:
    'Das Inserat wartet auf die Bestätigung durch die Agentur und kann bis dahin nicht geändert werden.',
  last_super_admin:
    'Sie sind der letzte Super-Admin und können sich diese Rolle nicht selbst entziehen. Geben Sie die Rolle zuerst einer anderen Person.',
  staff_account:
    'Ein Mitarbeiterkonto kann nicht gelöscht werden: Zuerst müssen ihm die Rollen als Makler oder Administrator entzogen werden.',
  confirmation_invalid: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.',
  confirmation_expired:
    'Dieser Bestätigungslink ist abgelaufen. Speichern Sie das Profil mit der Adresse erneut, um einen neuen zu erhalten.',
  confirmation_foreign:
    'Dieser Link bestätigt eine Adresse eines anderen Kontos. Melden Sie sich ab und öffnen Sie ihn erneut.',
  merge_verified_accounts:
    'Beide Kunden haben ein eigenes bestätigtes Konto: beim Zusammenführen gehen die Immobilien oder Suchen einer Person an eine andere über. Bestätigen Sie das Zusammenführen ausdrücklich, um fortzufahren.',
  payload_too_large: 'Die gesendeten Daten sind zu groß.',
  unsupported_media_type: 'Dieses Datenformat wird nicht unterstützt.',
  rate_limited: 'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
  too_many_requests: 'Zu viele Anfragen.',
  captcha_invalid: 'Die Spam-Prüfung ist fehlgeschlagen. Bitte erneut versuchen.',
  viewing_conflict:
    'Der Makler hat zu dieser Zeit schon eine andere Besichtigung: bitte eine andere Zeit oder einen anderen Makler wählen.',
  viewing_state:
    'Diese Besichtigung kann so nicht mehr geändert werden: Sie wurde inzwischen geändert.',
  viewing_not_requested:
    'Bitte eine der gewünschten Zeiten bestätigen oder eine andere vorschlagen',
  viewing_link_invalid:
    'Dieser Link ist ungültig: Bitte den Link aus der letzten E-Mail zur Besichtigung verwenden.',
  viewing_link_expired:
    'Dieser Link ist abgelaufen: Die Besichtigung hat schon begonnen oder ist vorbei.',
  viewing_link_superseded:
    'Die Besichtigung wurde nach dieser E-Mail geändert: Bitte die Links der neuesten E-Mail verwenden.',
  viewing_feedback_link_expired:
    'Dieser Link ist abgelaufen: Antworten nehmen wir bis 30 Tage nach der Besichtigung entgegen. Schreiben Sie uns oder rufen Sie uns an.',
  invalid_token: 'Der Anmeldelink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  file_too_large: 'Die Datei ist zu groß.',
  unsupported_file:
    'Dateityp nicht unterstützt: bitte JPEG-, PNG-, WebP-, HEIC- oder AVIF-Bilder hochladen, für Pläne auch PDF.',
  invalid_file: 'Die Datei ist beschädigt oder unvollständig und kann nicht gelesen werden.',
  unsafe_file:
    'Die Datei enthält Skripte, automatische Aktionen oder Anhänge und wird nicht angenommen.',
  too_many_files: 'Zu viele Dateien in einem Upload.',
  no_file: 'Bitte mindestens eine Datei zum Hochladen wählen.',
  portal_delivery: 'Dieses Portal nimmt diese Übertragungsart nicht an.',
  portal_endpoint_url:
    'Geben Sie die vollständige Webadresse der Übertragung an, beginnend mit https://.',
  portal_host: 'Geben Sie den Servernamen ohne Protokoll und Pfad an, zum Beispiel ftp.portal.de.',
  portal_credentials: 'Für die Übertragung auf einen Server sind Benutzername und Passwort nötig.',
  portal_fingerprint:
    'Der Schlüssel-Fingerabdruck gilt nur für SFTP und hat die Form SHA256:… (43 Zeichen).',
  ownerReportNoAddress:
    'Der Verkäufer dieser Immobilie hat keine E-Mail-Adresse: Der Bericht kann nicht gesendet werden.',
  ownerReportOff: 'Der Verkäufer hat den Wochenbericht abbestellt: Er wird nicht gesendet.',
  ownerReportNothingPublished:
    'Der Verkäufer hat keine veröffentlichten Immobilien: Der Bericht hätte nichts zu zeigen.',
  listing_unavailable: 'Diese Immobilie ist nicht veröffentlicht: Sie kann nicht gemerkt werden.',
  favourites_full:
    'Ihre Merkliste ist voll: Bitte entfernen Sie eine Immobilie, bevor Sie eine weitere merken.',
  internal_error: internalErrorDe,
} satisfies typeof errorsIt.api;

/**
 * The texts of the `errors` namespace the web app shows by itself (form validation, the global
 * messages). The public pages carry these and the message of an unexpected failure, not every
 * message of the API, which answers in the visitor's language already.
 */
export const clientErrorsDe = {
  validation: {
    invalid: 'Ungültiger Wert',
    invalidType: {
      string: 'Bitte geben Sie einen Text ein',
      number: 'Bitte geben Sie eine Zahl ein',
      integer: 'Bitte geben Sie eine ganze Zahl ein',
      boolean: 'Bitte geben Sie ja oder nein (true oder false) an',
      array: 'Erwartet wird eine Liste von Werten',
      object: 'Erwartet wird ein Objekt',
      date: 'Bitte geben Sie ein gültiges Datum ein',
    },
    tooLong_one: 'Höchstens {{count}} Zeichen',
    tooLong_other: 'Höchstens {{count, number}} Zeichen',
    tooShort_one: 'Mindestens {{count}} Zeichen',
    tooShort_other: 'Mindestens {{count, number}} Zeichen',
    tooFewItems_one: 'Bitte mindestens {{count}} Eintrag angeben',
    tooFewItems_other: 'Bitte mindestens {{count, number}} Einträge angeben',
    tooManyItems_one: 'Höchstens {{count}} Eintrag erlaubt',
    tooManyItems_other: 'Höchstens {{count, number}} Einträge erlaubt',
    tooBig: 'Der Wert darf höchstens {{maximum}} betragen',
    tooBigExclusive: 'Der Wert muss kleiner als {{maximum}} sein',
    tooSmall: 'Der Wert muss mindestens {{minimum}} betragen',
    tooSmallExclusive: 'Der Wert muss größer als {{minimum}} sein',
    notMultipleOf: 'Der Wert muss ein Vielfaches von {{divisor}} sein',
    notAllowed: 'Unzulässiger Wert. Erlaubt sind: {{values}}',
    unknownKeys: 'Unbekannte Felder: {{keys}}',
    controlCharacters: 'Der Text enthält unzulässige Zeichen',
    format: {
      email: 'Ungültige E-Mail-Adresse',
      uuid: 'Ungültige Kennung',
      url: 'Ungültige Webadresse',
      date: 'Bitte geben Sie ein gültiges Datum ein',
      datetime: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit ein',
      other: 'Ungültiges Format',
    },
    language: 'Nicht unterstützte Sprache: bitte it, de oder en verwenden',
  },
  global: {
    errors: {
      required: 'Dieses Feld darf nicht leer sein',
      email: 'Ungültige E-Mail-Adresse',
      emailOrTel: 'Bitte geben Sie eine Telefonnummer oder E-Mail-Adresse an',
      duplicateEmail: 'Diese E-Mail-Adresse wird bereits verwendet.',
      duplicateEmailLogin:
        'Diese E-Mail-Adresse wird bereits verwendet. Bitte melden Sie sich an, um sie zu nutzen.',
      error: 'Fehler: Bitte versuchen Sie es später erneut',
      addressNotFound: 'Adresse nicht gefunden',
      contactRateLimit: 'Sie können nicht mehrere Nachrichten direkt hintereinander senden.',
      retryIn: {
        seconds_one: 'Bitte versuchen Sie es in einer Sekunde erneut.',
        seconds_other: 'Bitte versuchen Sie es in {{count}} Sekunden erneut.',
        minutes_one: 'Bitte versuchen Sie es in einer Minute erneut.',
        minutes_other: 'Bitte versuchen Sie es in {{count}} Minuten erneut.',
        hours_one: 'Bitte versuchen Sie es in einer Stunde erneut.',
        hours_other: 'Bitte versuchen Sie es in {{count}} Stunden erneut.',
      },
      tel: 'Ungültige Telefonnummer',
      streetNumber: 'Die Hausnummer muss angegeben werden',
      mainImages: 'Bitte wählen Sie 4 Hauptbilder aus (alle, wenn es weniger als 4 sind)',
      video: 'Ungültiger YouTube-Link',
      sellType: 'Diese Verkaufsart ist für diese Immobilie nicht möglich',
      forSaleOnly: 'Diese Immobilienart gibt es nur zum Kauf',
      money: 'Bitte geben Sie einen nicht negativen Betrag mit höchstens 2 Nachkommastellen ein',
      floors: 'Das unterste Stockwerk darf nicht über dem obersten liegen',
      companyOrName: 'Bitte geben Sie Vor- und Nachnamen oder den Firmennamen an',
      privacy: 'Bitte akzeptieren Sie die Datenschutzerklärung',
      polygon: 'Das eingezeichnete Gebiet muss ein geschlossener Umriss sein',
      outsideSouthTyrol: 'Die Position muss in Südtirol liegen',
      polygonCrossing: 'Die Ränder des eingezeichneten Gebiets dürfen sich nicht kreuzen',
      polygonOutside: 'Das eingezeichnete Gebiet muss in Südtirol liegen',
      shapeBroken:
        'Das eingezeichnete Gebiet in dieser Adresse ist beschädigt: Bitte zeichnen Sie es neu',
      matchState: 'Diese Antwort ist für diesen Treffer nicht mehr möglich',
      offerUnpublished: 'Nur veröffentlichte Inserate können angeboten werden',
      offerMatched: 'Dieses Inserat ist bereits ein Treffer dieser Suche',
      inboxHandler: 'Bitte wählen Sie eine Person aus dem Team',
      callback: 'Ungültige Rücksprungadresse',
      cultivation: 'Die Fläche muss größer als 0 sein',
      duplicate: 'Jeder Wert kann nur einmal gewählt werden',
      minImages: 'Laden Sie mindestens 4 Bilder hoch',
      draftSubmitted: 'Ein eingereichtes Inserat kann kein Entwurf mehr werden',
      draftConfirmed: 'Ein Entwurf kann nicht bestätigt werden: Er muss zuerst eingereicht werden',
      agentSellerType: 'Als Makler können Sie keine Kunden vom Typ Makler anlegen',
      fileTooLarge: '{{name}}: höchstens {{max}} MB pro Datei',
      fileUnsupported: '{{name}}: Dateityp nicht unterstützt',
      fileInvalid: '{{name}}: Datei beschädigt oder unvollständig',
      fileEmpty: '{{name}}: die Datei ist leer',
      fileTooManyPixels: '{{name}}: das Bild hat mehr als {{max}} Megapixel',
      fileUnsafe: '{{name}}: das PDF enthält Skripte, automatische Aktionen oder Anhänge',
      tooManyFiles: 'Höchstens {{max}} Dateien pro Upload',
      /** Viewing hours, absences and requests (issue 33 points 1–2, decision 069). */
      viewingTime: 'Bitte eine Uhrzeit im Format HH:MM angeben',
      viewingDate: 'Bitte ein gültiges Datum angeben',
      viewingGrid: 'Uhrzeiten bitte in Viertelstunden angeben (:00, :15, :30, :45)',
      viewingRangeOrder: 'Das Ende muss nach dem Beginn liegen',
      viewingRangesOverlap: 'Die Zeiträume eines Tages dürfen sich nicht überschneiden',
      viewingAbsenceOrder: 'Die Abwesenheit muss nach ihrem Beginn enden',
      viewingNonexistentTime:
        'Diese Uhrzeit gibt es nicht: an diesem Tag springt die Uhr von 02:00 auf 03:00',
      viewingPast: 'Dieser Zeitpunkt liegt in der Vergangenheit',
      viewingTooSoon: 'Dieser Zeitpunkt ist zu kurzfristig: bitte einen späteren wählen',
      viewingProposalsOverlap: 'Die vorgeschlagenen Zeiten dürfen sich nicht überschneiden',
      viewingOutsideHours: 'Zu dieser Zeit bietet der Makler keine Besichtigungen an',
      viewingAbsent: 'Der Makler ist zu dieser Zeit abwesend',
      viewingTaken: 'Zu dieser Zeit ist bereits eine andere Besichtigung geplant',
      /** What happened at a viewing and the buyer's feedback (issue 33 point 3). */
      viewingNotYetPast:
        'Die Besichtigung hat noch nicht begonnen: Sie wird nach ihrer Zeit erfasst',
      viewingFeedbackNotHeld: 'Eine Rückmeldung wird für eine stattgefundene Besichtigung erfasst',
      viewingFeedbackReasonOnly: 'Ein Grund wird nur bei „kein Interesse“ angegeben',
    },
  },
} satisfies Omit<typeof errorsIt, 'api'>;

/** The `errors` namespace in de (same keys as {@link errorsIt}). */
export const errorsDe = { api: apiDe, ...clientErrorsDe };
