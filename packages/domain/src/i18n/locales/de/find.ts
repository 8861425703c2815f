import type { FindCatalog } from '../it/find.ts';

/** The `find` namespace in de: find page, saved searches, matches, budget helper (keys as in Italian). */
export const findDe: FindCatalog = {
  retry: 'Erneut versuchen',
  page: {
    title: 'Immobilie finden',
    heading: 'Ein Zuhause in Südtirol finden, ohne jeden Tag zu suchen',
    intro:
      'Suchen Sie gleich unter den Immobilien zum Kauf und zur Miete, oder speichern Sie eine Suche: Wir vergleichen jede neue Immobilie mit Ihren Wünschen und schreiben Ihnen, sobald eine passende kommt.',
    search: 'Immobilien durchsuchen',
    create: 'Suche anlegen',
    budget: 'Ihr Budget berechnen',
    howTitle: 'So funktioniert es',
    steps: {
      criteria:
        'Sagen Sie uns, was Sie suchen und wo: Gemeinden, Fraktionen, Straßen oder ein auf der Karte gezeichnetes Gebiet.',
      alerts: 'Sie erhalten für jede neue passende Immobilie eine E-Mail, unverbindlich.',
      answer:
        'Sie antworten auf jeden Vorschlag: Besichtigung, Beratung, Bedenkzeit oder kein Interesse.',
    },
    formTitle: 'Ihre Suche',
    formIntro:
      'Felder mit Sternchen sind Pflichtfelder. Ohne Konto fragen wir beim Speichern nur nach Namen und E-Mail.',
    draftRestored:
      'Wir haben die Suche aufbewahrt, die Sie gerade eingegeben haben: Prüfen und speichern Sie sie.',
    draftDiscard: 'Neu beginnen',
    verified:
      'E-Mail-Adresse bestätigt: Ab jetzt benachrichtigen wir Sie, sobald eine Immobilie zu Ihren gespeicherten Suchen passt.',
    savedSearches: 'Ihre gespeicherten Suchen',
    openSearch: 'Passende Immobilien ansehen',
  },
  form: {
    titleEdit: 'Suche bearbeiten',
    unusable:
      'Diese Orte können nicht mehr verwendet werden und werden beim Speichern weggelassen: {{names}}. Fügen Sie sie mit der Suche unten neu hinzu.',
    mode: 'Kauf oder Miete',
    buy: 'Kauf',
    rent: 'Miete',
    type: 'Immobilienart',
    typePlaceholder: 'Wählen Sie eine Immobilienart',
    locations: 'Orte',
    locationsHint:
      'Fügen Sie eine oder mehrere Gemeinden, Fraktionen oder Straßen hinzu, oder zeichnen Sie das gewünschte Gebiet auf der Karte.',
    placeSearch: 'Gemeinde, Fraktion oder Straße suchen',
    placePlaceholder: 'Zum Beispiel Meran, Gries oder Museumstraße',
    nothingFound: 'Kein Ort gefunden',
    searching: 'Orte werden gesucht…',
    chosen: 'Gewählte Orte',
    noneChosen: 'Noch kein Ort gewählt',
    remove: '{{name}} entfernen',
    drawZone: 'Gebiet zeichnen',
    tooManyLocations: 'Höchstens {{max}} Orte pro Suche',
    bedrooms: 'Schlafzimmer (mindestens)',
    bedroomsAny: 'Beliebig viele',
    budget: 'Höchstbudget',
    budgetHint: 'Lassen Sie 0 stehen, um Immobilien jeden Preises zu sehen.',
    budgetRentHint: 'Höchste Monatsmiete; 0 für jede Miete.',
    budgetHelper: 'Budget berechnen',
    save: 'Suche speichern',
    saveChanges: 'Änderungen speichern',
    cancel: 'Abbrechen',
    saved: 'Die Suche wurde gespeichert.',
    failed:
      'Die Suche wurde nicht gespeichert. Ihre Eingaben bleiben im Formular: Versuchen Sie es erneut.',
  },
  draw: {
    title: 'Gebiet zeichnen',
    name: 'Name des Gebiets',
    defaultName: 'Gezeichnetes Gebiet',
    hint: 'Tippen oder klicken Sie auf die Karte, um die Eckpunkte des Gebiets zu setzen, und drücken Sie dann „Gebiet schließen“.',
    hintDone:
      'Gebiet fertig. Sie können die Eckpunkte verschieben, um es zu korrigieren, oder neu beginnen.',
    map: 'Karte zum Zeichnen des Gebiets',
    loading: 'Karte wird geladen…',
    mapFailed:
      'Die Karte konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    addPoint: 'Punkt hier setzen',
    keyboardHint:
      'Mit der Tastatur: Verschieben Sie die Karte mit den Pfeiltasten (+ und − zum Zoomen) und drücken Sie auf der Karte die Eingabetaste (oder „Punkt hier setzen“) für den Punkt unter dem Kreuz.',
    crossing:
      'Der Umriss darf sich nicht kreuzen: Setzen Sie den Punkt anderswo oder entfernen Sie den letzten.',
    tooManyPoints:
      'Ein Gebiet darf höchstens {{max}} Punkte haben: Entfernen Sie einige oder beginnen Sie neu.',
    undo: 'Letzten Punkt entfernen',
    finish: 'Gebiet schließen',
    restart: 'Neu beginnen',
    cancel: 'Abbrechen',
    save: 'Dieses Gebiet verwenden',
    discardQuestion: 'Das bisher gezeichnete Gebiet verwerfen?',
    keepDrawing: 'Weiterzeichnen',
    discard: 'Verwerfen',
    points_one: '{{count}} Punkt',
    points_other: '{{count}} Punkte',
  },
  client: {
    title: 'Ihre Suche speichern',
    intro:
      'An diese Adresse schreiben wir Ihnen, wenn eine passende Immobilie kommt. Sie erhalten außerdem eine E-Mail, um die Adresse zu bestätigen.',
    email: 'E-Mail',
    name: 'Vorname',
    familyName: 'Nachname',
    privacy:
      'Ich habe die Datenschutzerklärung gelesen und stimme der Verarbeitung meiner Daten zu.',
    privacyLink: 'Datenschutzerklärung lesen',
    submit: 'Konto anlegen und speichern',
    cancel: 'Abbrechen',
    login: 'Sie haben schon ein Konto? Melden Sie sich an',
    created:
      'Suche gespeichert. Bestätigen Sie Ihre Adresse mit dem Link, den wir Ihnen per E-Mail geschickt haben: Erst dann schreiben wir Ihnen über neue Immobilien.',
  },
  budget: {
    title: 'Wie viel kann ich ausgeben?',
    intro:
      'Eine unverbindliche Schätzung: 40 % des monatlichen Nettoeinkommens zahlen die Rate eines Darlehens zum angegebenen Zinssatz.',
    ownFunds: 'Eigenkapital',
    income: 'Monatliches Nettoeinkommen',
    duration: 'Laufzeit des Darlehens',
    years_one: '{{count}} Jahr',
    years_other: '{{count}} Jahre',
    rate: 'Zinssatz',
    fixed: 'Fix {{rate}} %',
    variable: 'Variabel {{rate}} %',
    result: 'Geschätztes Budget',
    instalment: 'Monatliche Rate: {{amount}}',
    loan: 'Darlehen: {{amount}}',
    use: 'Als Höchstbudget übernehmen',
    close: 'Schließen',
  },
  matches: {
    title: 'Ergebnisse der Suche',
    loading: 'Ergebnisse werden geladen…',
    notFound: 'Diese Suche gibt es nicht, oder sie gehört nicht zu Ihrem Konto.',
    backToAccount: 'Zu meinen Suchen',
    edit: 'Suche bearbeiten',
    newTitle: 'Neue Ergebnisse',
    newEmpty: 'Keine neuen Ergebnisse in den letzten 24 Stunden.',
    olderTitle: 'Frühere Ergebnisse',
    showOlder_one: '{{count}} früheres Ergebnis zeigen',
    showOlder_other: 'Die {{count}} früheren Ergebnisse zeigen',
    states: {
      new: 'Neu',
      wait: 'Bedenkzeit',
      not_interested: 'Kein Interesse',
      consulting: 'Beratung angefragt',
      visit: 'Besichtigung angefragt',
    },
    answers: {
      wait: 'Ich überlege noch',
      not_interested: 'Kein Interesse',
      consulting: 'Beratung gewünscht',
      visit: 'Besichtigung gewünscht',
    },
    answerGroup: 'Ihre Antwort zur Immobilie Nr. {{number}}',
    answered: 'Ihre Anfrage ist bei uns eingegangen: Wir melden uns in Kürze.',
    recommendationsTitle: 'Immobilien, die Sie interessieren könnten',
    recommendationsIntro:
      'Noch passt keine Immobilie zu allen Ihren Wünschen; diese kommen ihnen nach Lage oder Preis am nächsten.',
  },
  alerts: {
    label: 'E-Mail-Benachrichtigungen für neue Immobilien',
    on: 'Die E-Mail-Benachrichtigungen sind eingeschaltet.',
    off: 'Die E-Mail-Benachrichtigungen sind ausgeschaltet.',
    frequency: {
      label: 'Wie oft',
      instant: 'Sofort',
      daily: 'Täglich',
      weekly: 'Wöchentlich',
      hint: {
        instant: 'Sie erhalten eine E-Mail, sobald eine neue Immobilie zu Ihrer Suche passt.',
        daily: 'Sie erhalten eine E-Mail am Tag, um 8:00 Uhr, mit den neuen Immobilien.',
        weekly:
          'Sie erhalten eine E-Mail pro Woche, montags um 8:00 Uhr, mit den neuen Immobilien.',
      },
    },
    unverified:
      'Bestätigen Sie Ihre E-Mail-Adresse mit dem Link, den wir Ihnen geschickt haben: Erst dann erhalten Sie Benachrichtigungen und können eine Besichtigung oder Beratung anfragen.',
    optOutTitle: 'Benachrichtigungen für diese Suche ausschalten?',
    optOutText:
      'Sie erhalten keine E-Mails mehr über neue Immobilien dieser Suche. Die Suche bleibt gespeichert; in Ihrem Konto können Sie die Benachrichtigungen wieder einschalten.',
    optOutButton: 'Benachrichtigungen ausschalten',
    optOutDone: 'Die Benachrichtigungen für diese Suche sind ausgeschaltet.',
    optOutFailed:
      'Der Link ist ungültig oder abgelaufen. Melden Sie sich an, um die Benachrichtigungen zu verwalten.',
    login: 'Anmelden, um die Ergebnisse zu sehen',
  },
  matchAnswer: {
    title: 'Ihre Antwort',
    ask: {
      visit: 'Möchten Sie diese Immobilie besichtigen?',
      consulting: 'Möchten Sie eine Beratung zu dieser Immobilie?',
      not_interested: 'Diese Immobilie interessiert Sie nicht?',
    },
    confirm: {
      visit: 'Ja, Besichtigung anfragen',
      consulting: 'Ja, Beratung anfragen',
      not_interested: 'Bestätigen: kein Interesse',
    },
    done: {
      visit:
        'Ihre Besichtigungsanfrage ist bei unserer Agentur angekommen: Wir melden uns in Kürze.',
      consulting:
        'Ihre Beratungsanfrage ist bei unserer Agentur angekommen: Wir melden uns in Kürze.',
      not_interested: 'Notiert: Diese Immobilie gilt für Sie nicht mehr als interessant.',
    },
    final:
      'Zu dieser Immobilie haben Sie bereits geantwortet: {{state}}. Unsere Agentur meldet sich bei Ihnen.',
    expired:
      'Dieser Link ist abgelaufen. Melden Sie sich an, um auf der Ergebnisseite zu antworten.',
    tampered: 'Dieser Link ist nicht gültig.',
    loading: 'Wird geladen …',
    loadFailed: 'Der Link konnte nicht gelesen werden.',
    retry: 'Erneut versuchen',
    home: 'Zur Startseite',
    login: 'Anmelden',
  },
};
