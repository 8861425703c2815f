/** The `common` namespace in de: every text of the web interface (keys as in Italian). */
export const commonDe = {
  meta: {
    tagline: 'Immobilien zum Kauf und zur Miete in Südtirol',
  },
  seo: {
    privacy:
      'Wie {{name}} die personenbezogenen Daten aller verarbeitet, die die Website besuchen, eine Immobilie suchen oder der Agentur anvertrauen.',
    listingSale: '{{type}} zu verkaufen in {{place}}',
    listingRent: '{{type}} zu vermieten in {{place}}',
    region: 'Südtirol',
  },
  a11y: {
    skipToContent: 'Zum Hauptinhalt springen',
    mainNavigation: 'Hauptnavigation',
    footerNavigation: 'Informationen zur Website',
    homeLink: '{{name}}, Startseite',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    loading: 'Wird geladen …',
  },
  nav: {
    home: 'Startseite',
    properties: 'Immobilien',
    aboutUs: 'Über uns',
    testimonies: 'Kundenstimmen',
    contact: 'Kontakt',
    account: 'Mein Konto',
    login: 'Anmelden',
    callUs: 'Rufen Sie uns an: {{phone}}',
  },
  language: {
    switcher: 'Sprache',
    it: 'Italiano',
    de: 'Deutsch',
    en: 'English',
  },
  cookies: {
    label: 'Cookie-Hinweis',
    text: 'Diese Website verwendet ausschließlich technisch notwendige Cookies und den lokalen Speicher Ihres Browsers, etwa um sich Ihre Sprache und Ihre Anmeldung zu merken. Wir setzen weder Profiling-Cookies noch Tracking-Dienste ein.',
    accept: 'Akzeptieren',
    moreInfo: 'Weitere Informationen',
  },
  footer: {
    description:
      'Ihre Immobilienagentur in Bozen: Verkauf, Vermietung und Bewertung von Immobilien in ganz Südtirol.',
    contactHeading: 'Kontakt',
    linksHeading: 'Informationen',
    companyHeading: 'Unternehmensdaten',
    phone: 'Tel.',
    email: 'E-Mail',
    pec: 'PEC',
    vat: 'MwSt.-Nr.',
    rea: 'REA-Nr.',
    dataSources: 'Geodaten',
    impressum: 'Impressum',
    privacy: 'Datenschutz',
    contact: 'Kontakt',
    rights: 'Alle Rechte vorbehalten.',
  },
  home: {
    hero: {
      title: 'Ihr neues Zuhause in Südtirol',
      text: 'Wohnungen, Häuser, Gewerbeimmobilien und Grundstücke zum Kauf und zur Miete – von Bozen bis Bruneck, vom Vinschgau bis ins Unterland.',
    },
    servicesHeading: 'Wie wir Ihnen helfen',
    find: {
      title: 'Sie suchen eine Immobilie?',
      text: 'Sagen Sie uns, was Sie suchen: Wir speichern Ihren Suchauftrag und benachrichtigen Sie per E-Mail, sobald ein passendes Objekt hereinkommt. {{clients}} Kundinnen und Kunden haben uns bereits ihr Vertrauen geschenkt.',
      action: 'Suchauftrag anlegen',
    },
    sell: {
      title: 'Sie möchten verkaufen oder vermieten?',
      text: 'Stellen Sie Ihre Immobilie in wenigen Schritten ein: Wir bewerten sie, stellen sie unseren Kunden vor und organisieren die Besichtigungen. Für Sie als Verkäufer ist unser Service kostenlos – unsere Provision zahlt nur der Käufer.',
      action: 'Immobilie einstellen',
    },
  },
  search: {
    label: 'Immobilien suchen',
    mode: 'Kauf oder Miete',
    buy: 'Kaufen',
    rent: 'Mieten',
    location: 'Ort',
    locationPlaceholder: 'Gemeinde oder Ortschaft',
    locationNothingFound: 'Kein Ort gefunden',
    clearLocation: 'Ort löschen',
    locationTypes: {
      municipality: 'Gemeinde',
      zone: 'Ortschaft',
      street: 'Straße',
    },
    type: 'Immobilienart',
    allTypes: 'Alle Immobilienarten',
    rooms: 'Zimmer',
    anyRooms: 'Beliebig',
    budget: 'Preis',
    budgetFrom: 'Von',
    budgetTo: 'Bis',
    budgetAny: 'Beliebiger Preis',
    budgetFromValue: 'ab {{min}}',
    budgetUpToValue: 'bis {{max}}',
    budgetBetween: '{{min}} – {{max}}',
    submit: 'Suchen',
  },
  website: {
    search: {
      empty: 'Keine Immobilie entspricht Ihrer Suche. Versuchen Sie es mit anderen Filtern.',
    },
    find: {
      matches: {
        empty:
          'Zu diesem Suchauftrag gibt es noch keine passenden Immobilien. Wir benachrichtigen Sie per E-Mail, sobald eine hereinkommt.',
      },
    },
    account: {
      empty: 'Sie haben noch keine Immobilie eingestellt.',
      emptySearches: 'Sie haben noch keinen Suchauftrag gespeichert.',
    },
  },
  contact: {
    success: 'Ihre Nachricht wurde erfolgreich gesendet.',
    error: 'Fehler: Bitte versuchen Sie es später erneut.',
  },
  feedback: {
    requestSent: 'Ihre Anfrage wurde gesendet.',
    confirmationEmailSent: 'Bestätigungs-E-Mail gesendet!',
    unsavedChanges: 'Alle nicht gespeicherten Änderungen gehen verloren. Fortfahren?',
    deleteProperty: 'Möchten Sie diese Immobilie wirklich löschen?',
    yes: 'Ja',
    no: 'Nein',
  },
  impressum: {
    title: 'Impressum',
    intro:
      'Angaben zum Betreiber dieser Website gemäß Art. 7 des Gesetzesvertretenden Dekrets Nr. 70/2003.',
    companyHeading: 'Betreiber der Website',
    address: 'Rechtssitz',
    phone: 'Telefon',
    email: 'E-Mail',
    pec: 'PEC (zertifizierte E-Mail)',
    vat: 'MwSt.-Nr.',
    taxCode: 'Steuernummer',
    register: 'Handelsregister',
    registerValue: '{{chamber}}, REA-Nr. {{rea}}',
    shareCapital: 'Gesellschaftskapital',
    shareCapitalValue: '{{amount}}, voll eingezahlt',
    representative: 'Gesetzliche Vertretung',
    professionHeading: 'Immobilienvermittlung',
    professionText:
      'Die Gesellschaft ist als Immobilienvermittler tätig und im Handelsregister sowie im REA-Verzeichnis der {{chamber}} eingetragen (Art. 73 GvD Nr. 59/2010), die auch die zuständige Aufsichtsbehörde ist. Eine Berufshaftpflichtversicherung gemäß Gesetz Nr. 39/1989 besteht.',
    listingsHeading: 'Angebote',
    listingsText:
      'Die Angaben zu den Immobilien stammen von den Eigentümern und werden sorgfältig geprüft, stellen aber kein verbindliches Vertragsangebot dar. Maßgeblich sind die vor der Unterzeichnung übergebenen Unterlagen. Preise, Flächen und Grundrisse sind unverbindlich.',
    copyrightHeading: 'Urheberrecht',
    copyrightText:
      'Texte, Fotos und Grundrisse dieser Website gehören {{name}} oder den jeweiligen Eigentümern und dürfen ohne Genehmigung nicht vervielfältigt werden.',
    dataSourcesHeading: 'Quellen der Geodaten',
    dataSourcesText:
      'Die Gemeindegrenzen und Ortsnamen der Suche stammen aus offenen Daten, die unter folgenden Lizenzen veröffentlicht sind:',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    updated: 'Stand: {{date}}',
  },
  aboutUs: {
    title: 'Über uns',
    lead: 'Wir sind eine Immobilienagentur in Bozen und kennen Südtirol von Dorf zu Dorf. Wir sprechen Deutsch und Italienisch – wie unsere Kunden.',
    story: {
      title: 'Unsere Geschichte',
      text: 'Domus Immobiliare wurde in Bozen mit einer einfachen Überzeugung gegründet: Wer ein Zuhause sucht, verdient ehrliche und kompetente Beratung. Seitdem haben wir {{clients}} Kundinnen und Kunden beim Kauf, Verkauf und bei der Vermietung von Wohnungen, Häusern, Gewerbeflächen, Grundstücken und Höfen begleitet.',
    },
    approach: {
      title: 'So arbeiten wir',
      text: 'Wir bewerten jede Immobilie vor Ort, kümmern uns um Fotos, Grundrisse und Exposés und stellen sie den richtigen Menschen vor: Wer einen passenden Suchauftrag gespeichert hat, erhält sofort eine E-Mail. Wir begleiten Besichtigungen und Verhandlungen und erledigen alle Formalitäten bis zum Notartermin.',
    },
    fee: {
      title: 'Kostenlos für Verkäufer',
      text: 'Unsere Provision zahlt ausschließlich der Käufer. Wer mit uns verkauft oder vermietet, hat keinerlei Vermittlungskosten.',
    },
    team: {
      title: 'Unser Team',
      text: 'Beraterinnen und Berater, Techniker und eine sorgfältige Verwaltung: ein kleines Team Südtiroler Fachleute, eingetragen im Verzeichnis der Immobilienvermittler, das jede Anfrage persönlich beantwortet.',
    },
    cta: 'Kontaktieren Sie uns',
  },
  testimonies: {
    title: 'Kundenstimmen',
    lead: 'Was Kundinnen und Kunden erzählen, die mit uns gekauft, verkauft oder gemietet haben.',
    empty: 'Es gibt noch keine Kundenstimmen.',
    retry: 'Erneut versuchen',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Hoppla! Diese Seite gibt es nicht (Error 404)',
    home: 'Zur Startseite',
  },
  error: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Die Seite konnte nicht richtig geladen werden. Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.',
    reload: 'Seite neu laden',
  },
};
