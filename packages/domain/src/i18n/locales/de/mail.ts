import type { mailIt } from '../it/mail.ts';

/** The `mail` namespace in de (same keys as {@link mailIt}). */
export const mailDe = {
  layout: {
    automatic: 'Diese Nachricht wurde automatisch von {{agency}} gesendet.',
    contact: 'Tel. {{phone}} · {{email}}',
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
  matchAlert: {
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
} satisfies typeof mailIt;
