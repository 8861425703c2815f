import type { mailIt } from '../it/mail.ts';
import { viewingFollowupMailDe } from './viewing-followup-mail.ts';

/** The `mail` namespace in de (same keys as {@link mailIt}). */
export const mailDe = {
  layout: {
    automatic: 'Diese Nachricht wurde automatisch von {{agency}} gesendet.',
    contact: 'Tel. {{phone}} · {{email}}',
  },
  portalTransfer: {
    failedSubject: 'Portal {{account}}: die Übertragung schlägt fehl',
    failedIntro:
      'Die Übertragung der Inserate an das Portal {{account}} ({{portal}}) ist auch nach {{attempts}} Versuchen nicht gelungen. Die Inserate bleiben auf dem Portal, wie sie bei der letzten gelungenen Übertragung waren.',
    failedError: 'Letzter Fehler: {{error}}',
    refusedSubject_one: 'Portal {{account}}: 1 Inserat abgelehnt',
    refusedSubject_other: 'Portal {{account}}: {{count}} Inserate abgelehnt',
    refusedIntro:
      'Das Portal {{account}} ({{portal}}) hat bei der letzten Übertragung diese Inserate abgelehnt:',
    refusedLine: 'Inserat {{number}}: {{message}}',
    button: 'Übertragungsprotokoll öffnen',
  },
  loginLink: {
    subject: 'Ihr Anmeldelink für {{agency}}',
    greeting: 'Guten Tag,',
    intro: 'um sich bei Ihrem Konto auf {{agency}} anzumelden, öffnen Sie diesen Link:',
    button: 'Anmelden',
    expiry:
      'Der Link ist {{minutes}} Minuten gültig und kann nur einmal verwendet werden. Ist er abgelaufen, fordern Sie einfach einen neuen an.',
    ignore:
      'Falls Sie diese Anmeldung nicht angefordert haben, können Sie diese Nachricht ignorieren: Ohne den Link kann sich niemand anmelden.',
  },
  profileEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für {{agency}}',
    greeting: 'Guten Tag,',
    intro:
      'in Ihrem Profil bei {{agency}} wurde diese E-Mail-Adresse angegeben. Um sie zu verwenden, bestätigen Sie sie über diesen Link:',
    button: 'Adresse bestätigen',
    expiry:
      'Der Link ist {{hours}} Stunden gültig und kann einmal verwendet werden. Bis zur Bestätigung behält das Profil die bisherige Adresse.',
    ignore:
      'Wenn Sie diese Adresse nicht angegeben haben, können Sie diese Nachricht ignorieren: ohne den Link wird die Adresse nicht verwendet.',
  },
  contact: {
    subject: 'Nachricht von {{name}} über die Website',
    subjectProperty: 'Anfrage zur Immobilie Nr. {{number}}: {{title}}',
    subjectPropertyNoTitle: 'Anfrage zur Immobilie Nr. {{number}}',
    intro: 'Neue Nachricht über das Kontaktformular der Website.',
    name: 'Name',
    email: 'E-Mail',
    tel: 'Telefon',
    noTel: 'nicht angegeben',
    language: 'Sprache der Website',
    languages: { it: 'Italienisch', de: 'Deutsch', en: 'Englisch' },
    property: 'Immobilie',
    propertyValue: 'Nr. {{number}}: {{title}}',
    propertyNumber: 'Nr. {{number}}',
    message: 'Nachricht',
    replyHint: 'Eine Antwort auf diese E-Mail geht direkt an {{email}}.',
  },
  listing: {
    newSubject: 'Neue Immobilie Nr. {{number}} zu bestätigen',
    newIntro:
      '{{seller}} hat eine neue Immobilie auf der Website eingestellt. Bitte prüfen und bestätigen:',
    changedSubject: 'Immobilie Nr. {{number}} vom Eigentümer geändert',
    changedIntro:
      '{{seller}} hat die bestätigte Immobilie Nr. {{number}} geändert; sie bleibt veröffentlicht. Geänderte Felder:',
    link: 'Immobilie öffnen: {{url}}',
  },
  matchRequest: {
    subjectVisit: 'Besichtigungswunsch: Immobilie Nr. {{number}}',
    subjectConsulting: 'Beratungswunsch: Immobilie Nr. {{number}}',
    introVisit:
      '{{client}} möchte die Immobilie Nr. {{number}} ({{title}}) besichtigen, die ihm zu seiner gespeicherten Suche vorgeschlagen wurde.',
    introConsulting:
      '{{client}} wünscht eine Beratung zur Immobilie Nr. {{number}} ({{title}}), die ihm zu seiner gespeicherten Suche vorgeschlagen wurde.',
    contact: 'Kontakt: {{email}} · {{tel}}',
    noTel: 'keine Telefonnummer angegeben',
    button: 'Immobilie öffnen',
  },
  viewingNotice: {
    greeting: 'Guten Tag {{name}},',
    greetingNoName: 'Guten Tag,',
    time: '{{time}} (Ortszeit in Südtirol, {{zone}})',
    requestSubject: 'Neue Besichtigungsanfrage: Immobilie Nr. {{number}}',
    requestProposals:
      '{{buyer}} möchte die Immobilie Nr. {{number}} ({{title}}) zu einer dieser Zeiten besichtigen:',
    requestSlot:
      '{{buyer}} hat eine freie Zeit gewählt, um die Immobilie Nr. {{number}} ({{title}}) zu besichtigen:',
    fromMatch:
      'Die Anfrage antwortet auf eine Immobilie, die ihre gespeicherte Suche vorgeschlagen hat.',
    contact: 'Kontakt: {{email}} · {{tel}}',
    noTel: 'kein Telefon angegeben',
    message: 'Ihre Nachricht: {{message}}',
    openRequests: 'Anfragen öffnen',
    cancelledSubject: 'Besichtigung vom Interessenten abgesagt: Immobilie Nr. {{number}}',
    cancelledIntro:
      '{{buyer}} hat die Besichtigung der Immobilie Nr. {{number}} am {{time}} abgesagt.',
    rescheduleSubject: 'Andere Zeit gewünscht: Immobilie Nr. {{number}}',
    rescheduleIntro:
      '{{buyer}} wünscht für die Besichtigung der Immobilie Nr. {{number}} eine andere Zeit als {{time}}.',
    rescheduleTimes: 'Die vorgeschlagenen Zeiten:',
    rescheduleNoTimes:
      'Es wurden keine Zeiten angegeben: bitte Kontakt aufnehmen, um eine zu vereinbaren.',
    declinedSubject: 'Ihre Besichtigungsanfrage: Immobilie Nr. {{number}}',
    declinedIntro:
      'leider können wir Ihnen zu den gewünschten Zeiten keine Besichtigung der Immobilie Nr. {{number}} ({{title}}) anbieten.',
    agentMessage: 'Die Nachricht des Maklers: {{message}}',
    callUs:
      'Antworten Sie auf diese E-Mail oder rufen Sie uns unter {{phone}} an: Wir finden gemeinsam eine Zeit.',
    askedSubject: 'Ihr Wunsch nach einer anderen Zeit: Immobilie Nr. {{number}}',
    askedIntro:
      'wir haben Ihren Wunsch nach einer anderen Zeit für die Besichtigung der Immobilie Nr. {{number}} erhalten. Die Besichtigung am {{time}} wird aus Ihrem Kalender genommen; wir bestätigen Ihnen bald eine neue Zeit.',
    view: 'Immobilie ansehen',
  },
  matchAlert: {
    answers: {
      visit: 'Besichtigung vereinbaren',
      consulting: 'Beratung anfragen',
      not_interested: 'Kein Interesse',
    },
    subject_one: 'Ein neues Angebot für Ihre Suche: {{search}}',
    subject_other: '{{count}} neue Angebote für Ihre Suche: {{search}}',
    greeting: 'Guten Tag {{name}},',
    greetingNoName: 'Guten Tag,',
    intro_one: 'ein neues Angebot passt zu Ihrer gespeicherten Suche „{{search}}“:',
    intro_other: '{{count}} neue Angebote passen zu Ihrer gespeicherten Suche „{{search}}“:',
    more_one: 'Ein weiteres neues Angebot finden Sie auf der Seite Ihrer Suche.',
    more_other: '{{count}} weitere neue Angebote finden Sie auf der Seite Ihrer Suche.',
    sale: '{{type}} zum Kauf · {{places}}',
    rent: '{{type}} zur Miete · {{places}}',
    perMonth: '{{price}} im Monat',
    priceOnRequest: 'Preis auf Anfrage',
    number: 'Immobilie Nr. {{number}}',
    view: 'Angebot ansehen',
    button: 'Vorschläge ansehen',
    answer:
      'Auf der Seite Ihrer Suche können Sie uns zu jedem Angebot sagen, ob es Sie interessiert, und eine Besichtigung oder Beratung anfragen.',
    stop: 'Sie möchten für diese Suche keine E-Mails mehr erhalten?',
    stopLink: 'Benachrichtigungen abbestellen',
  },
  ownerReport: {
    subject: 'Ihre Immobilien in der Woche vom {{from}} bis {{to}}',
    greeting: 'Guten Tag {{name}},',
    greetingNoName: 'Guten Tag,',
    intro_one:
      'so lief Ihre veröffentlichte Immobilie in der Woche vom {{from}} bis {{to}}, verglichen mit der Woche davor:',
    intro_other:
      'so liefen Ihre {{count}} veröffentlichten Immobilien in der Woche vom {{from}} bis {{to}}, verglichen mit der Woche davor:',
    number: 'Immobilie Nr. {{number}}',
    view_one: '{{count}} Aufruf der Seite',
    view_other: '{{count}} Aufrufe der Seite',
    exposeDownload: 'Heruntergeladene Exposés: {{count}}',
    contactRequest: 'Kontaktanfragen: {{count}}',
    visitRequest: 'Besichtigungswünsche aus gespeicherten Suchen: {{count}}',
    viewingRequest: 'Angefragte Besichtigungstermine: {{count}}',
    viewingHeld: 'Durchgeführte Besichtigungen: {{count}}',
    feedback:
      'Rückmeldungen nach Besichtigungen: interessiert {{interested}}, Angebote {{offer}}, nicht interessiert {{notInterested}}',
    up: '(+{{by}})',
    down: '(−{{by}})',
    same: '(unverändert)',
    statistics: 'Statistik ansehen',
    privacy:
      'Wer angefragt hat, wird hier nicht genannt: Die Agentur meldet sich bei Ihnen für die nächsten Schritte.',
    stop: 'Möchten Sie diesen Wochenbericht nicht mehr erhalten?',
    stopLink: 'Abbestellen',
  },
  viewing: {
    summary: 'Besichtigung: {{title}}',
    time: '{{date}}, {{start}}–{{end}} Uhr',
    zone: 'Ortszeit in Südtirol, {{zone}}',
    subjectConfirmed: 'Besichtigung bestätigt: {{title}}, {{when}}',
    subjectMoved: 'Besichtigung verschoben: {{title}}, {{when}}',
    subjectCancelled: 'Besichtigung abgesagt: {{title}}, {{when}}',
    greeting: 'Guten Tag {{name}},',
    greetingNoName: 'Guten Tag,',
    buyerConfirmed: 'wir bestätigen Ihre Besichtigung der Immobilie Nr. {{number}}:',
    buyerMoved: 'Ihre Besichtigung der Immobilie Nr. {{number}} wurde verschoben. Der neue Termin:',
    buyerCancelled: 'Ihre Besichtigung der Immobilie Nr. {{number}} wurde abgesagt:',
    sellerConfirmed: 'für Ihre Immobilie Nr. {{number}} ist eine Besichtigung vereinbart:',
    sellerMoved:
      'die Besichtigung Ihrer Immobilie Nr. {{number}} wurde verschoben. Der neue Termin:',
    sellerCancelled: 'die Besichtigung Ihrer Immobilie Nr. {{number}} wurde abgesagt:',
    cancelledTime: 'Abgesagt: {{time}}',
    agent: 'Ansprechpartner: {{agent}}',
    number: 'Immobilie Nr. {{number}}',
    view: 'Immobilie ansehen',
    calendar:
      'Die angehängte Einladung trägt die Besichtigung in Ihren Kalender ein; ändert sich der Termin, erhalten Sie eine Aktualisierung.',
    calendarCancelled: 'Mit der angehängten Absage entfernt Ihr Kalender den Termin.',
    reschedule: 'Der Termin passt Ihnen nicht mehr?',
    rescheduleLink: 'Anderen Termin anfragen',
    cancel: 'Sie können nicht kommen?',
    cancelLink: 'Besichtigung absagen',
  },
  viewingFollowup: viewingFollowupMailDe,
} satisfies typeof mailIt;
