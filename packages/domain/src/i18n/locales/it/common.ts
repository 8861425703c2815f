/**
 * The `common` namespace in it: every text of the web interface. Italian is the reference: de
 * and en carry exactly these keys. Texts the specifications quote are used verbatim; the keys
 * they name (`website.*`, `contact.*`) keep their names.
 */
export const commonIt = {
  meta: {
    tagline: 'Immobili in vendita e in affitto in Alto Adige',
  },
  seo: {
    privacy:
      'Come {{name}} tratta i dati personali di chi visita il sito, cerca casa o affida un immobile all’agenzia.',
    listingSale: '{{type}} in vendita a {{place}}',
    listingRent: '{{type}} in affitto a {{place}}',
    region: 'Alto Adige',
  },
  a11y: {
    skipToContent: 'Vai al contenuto principale',
    mainNavigation: 'Navigazione principale',
    footerNavigation: 'Informazioni sul sito',
    homeLink: '{{name}}, pagina iniziale',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    close: 'Chiudi',
    loading: 'Caricamento in corso…',
  },
  nav: {
    home: 'Home',
    properties: 'Immobili',
    aboutUs: 'Chi siamo',
    testimonies: 'Dicono di noi',
    contact: 'Contatti',
    account: 'Il mio account',
    login: 'Accedi',
    logout: 'Esci',
    admin: 'Admin',
    privateArea: 'Area riservata',
    callUs: 'Ci chiami al numero {{phone}}',
    favourites: 'Preferiti',
  },
  language: {
    switcher: 'Lingua',
    it: 'Italiano',
    de: 'Deutsch',
    en: 'English',
  },
  cookies: {
    label: 'Informativa sui cookie',
    text: 'Questo sito usa soltanto cookie tecnici e la memoria locale del browser, necessari al suo funzionamento: per esempio per ricordare la lingua scelta e l’accesso. Non usiamo cookie di profilazione né strumenti di tracciamento.',
    accept: 'Accetta',
    moreInfo: 'Maggiori informazioni sui cookie',
  },
  footer: {
    description:
      'Agenzia immobiliare a Bolzano: vendita, affitto e valutazione di immobili in tutto l’Alto Adige.',
    contactHeading: 'Contatti',
    linksHeading: 'Informazioni',
    companyHeading: 'Dati societari',
    phone: 'Tel.',
    email: 'Email',
    pec: 'PEC',
    vat: 'P. IVA',
    rea: 'REA',
    dataSources: 'Dati geografici',
    impressum: 'Note legali',
    privacy: 'Privacy',
    contact: 'Contatti',
    rights: 'Tutti i diritti riservati.',
  },
  home: {
    unavailable:
      'L’immobile del link non è visibile: non è ancora stato pubblicato oppure non è più disponibile.',
    unavailableClose: 'Chiudi l’avviso',
    hero: {
      title: 'La casa giusta in Alto Adige',
      text: 'Appartamenti, case, locali commerciali e terreni in vendita e in affitto, da Bolzano a Brunico, dalla Val Venosta alla Bassa Atesina.',
    },
    servicesHeading: 'Come possiamo aiutarLa',
    find: {
      title: 'Cerca casa?',
      text: 'Ci dica che cosa cerca: salviamo la Sua ricerca e La avvisiamo via email non appena arriva un immobile adatto. Già {{clients}} clienti si sono affidati a noi.',
      action: 'Crea una ricerca',
    },
    sell: {
      title: 'Vuole vendere o affittare?',
      text: 'Inserisca il Suo immobile in pochi passi: lo valutiamo, lo presentiamo ai nostri clienti e organizziamo le visite. Per chi vende il nostro servizio è gratuito: la provvigione la paga solo l’acquirente.',
      action: 'Inserisca il Suo immobile',
    },
  },
  search: {
    saveThisSearch: 'Salva questa ricerca',
    label: 'Cerca immobili',
    mode: 'Acquisto o affitto',
    buy: 'Acquisto',
    rent: 'Affitto',
    location: 'Località',
    locationPlaceholder: 'Comune o zona',
    locationNothingFound: 'Nessuna località trovata',
    clearLocation: 'Cancella la località',
    locationTypes: {
      municipality: 'Comune',
      zone: 'Zona',
      street: 'Via',
      polygon: 'Zona disegnata',
    },
    type: 'Tipologia',
    allTypes: 'Tutte le tipologie',
    rooms: 'Locali',
    anyRooms: 'Qualsiasi',
    budget: 'Prezzo',
    budgetFrom: 'Da',
    budgetTo: 'Fino a',
    budgetAny: 'Qualsiasi prezzo',
    budgetFromValue: 'da {{min}}',
    budgetUpToValue: 'fino a {{max}}',
    budgetBetween: '{{min}} – {{max}}',
    submit: 'Cerca',
    titleSale: 'Immobili in vendita',
    titleRent: 'Immobili in affitto',
    titleSaleIn: 'Immobili in vendita a {{place}}',
    titleRentIn: 'Immobili in affitto a {{place}}',
    results: 'Risultati della ricerca',
    total: 'Immobili trovati: {{total}}',
    loading: 'Caricamento dei risultati…',
    sort: 'Ordina per',
    sortApply: 'Ordina',
    sorts: {
      newest: 'Più recenti',
      price_asc: 'Prezzo crescente',
      price_desc: 'Prezzo decrescente',
      area: 'Superficie maggiore',
    },
    pagination: 'Pagine dei risultati',
    retry: 'Riprova',
    page: 'Pagina {{page}}',
    pages: {
      first: 'Prima pagina',
      previous: 'Pagina precedente',
      next: 'Pagina successiva',
      last: 'Ultima pagina',
    },
  },
  /** A saved search in short (the matches page, the account page's searches). */
  savedSearch: {
    budget: 'Budget fino a {{budget}}',
    rentBudget: 'Canone fino a {{budget}} al mese',
    noBudget: 'Qualsiasi budget',
    bedrooms_one: 'Almeno {{count}} camera da letto',
    bedrooms_other: 'Almeno {{count}} camere da letto',
  },
  favourites: {
    keep: 'Salva nei preferiti: {{name}}',
    save: 'Salva nei preferiti',
    saved: 'Nei preferiti',
    title: 'I Suoi preferiti',
    list: 'Immobili preferiti',
    empty:
      'Non ha ancora salvato nessun immobile. Tocchi il cuore di un annuncio per ritrovarlo qui.',
    guest:
      'I preferiti sono salvati in questo browser. Acceda per ritrovarli su tutti i Suoi dispositivi.',
    search: 'Cerca immobili',
    loading: 'Caricamento dei preferiti…',
    failed: 'Non è stato possibile caricare i preferiti. Riprovi più tardi.',
    retry: 'Riprova',
  },
  properties: {
    card: {
      number: 'N. {{number}}',
      sale: 'In vendita',
      rent: 'In affitto',
      perMonth: '/ mese',
      priceOnRequest: 'Prezzo su richiesta',
      rooms: 'Locali: {{value}}',
      baths: 'Bagni: {{value}}',
      area: 'Superficie: {{value}}',
    },
    newest: {
      title: 'Gli ultimi immobili',
      all: 'Tutti gli immobili',
      loading: 'Caricamento degli ultimi immobili…',
    },
  },
  website: {
    search: {
      empty:
        'Nessun immobile corrisponde alla Sua ricerca. Provi a cercare in tutto il comune invece che in una zona, a scegliere tutte le tipologie o ad ampliare il budget.',
    },
    find: {
      matches: {
        empty:
          'Per questa ricerca non ci sono ancora immobili corrispondenti. La avviseremo via email appena ne arriva uno.',
      },
    },
    account: {
      empty: 'Non ha ancora inserito nessun immobile.',
      emptySearches: 'Non ha ancora salvato nessuna ricerca.',
    },
  },
  contact: {
    success: 'Il Suo messaggio è stato inviato!',
    error: 'Errore: riprovare più tardi',
  },
  feedback: {
    requestSent: 'La Sua richiesta è stata inviata.',
    confirmationEmailSent: 'Email di conferma inviata!',
    unsavedChanges: 'Tutte le modifiche non salvate andranno perse, continuare?',
    deleteProperty: 'Vuole davvero eliminare questo immobile?',
    yes: 'Sì',
    no: 'No',
  },
  impressum: {
    title: 'Note legali',
    intro: 'Informazioni sul gestore di questo sito ai sensi dell’art. 7 del D.Lgs. 70/2003.',
    companyHeading: 'Gestore del sito',
    address: 'Sede legale',
    phone: 'Telefono',
    email: 'Email',
    pec: 'PEC',
    vat: 'Partita IVA',
    taxCode: 'Codice fiscale',
    register: 'Registro delle imprese',
    registerValue: '{{chamber}}, REA {{rea}}',
    shareCapital: 'Capitale sociale',
    shareCapitalValue: '{{amount}} interamente versato',
    representative: 'Legale rappresentante',
    professionHeading: 'Attività di mediazione',
    professionText:
      'La società esercita l’attività di agente d’affari in mediazione immobiliare ed è iscritta nel registro delle imprese e nel REA presso la {{chamber}} (art. 73 D.Lgs. 59/2010), che ne è anche l’autorità di vigilanza. L’attività è coperta da polizza di responsabilità civile professionale come previsto dalla Legge 39/1989.',
    listingsHeading: 'Annunci',
    listingsText:
      'Le informazioni sugli immobili provengono dai proprietari e sono verificate con cura, ma non costituiscono proposta contrattuale. Fanno fede i documenti consegnati prima della firma. Prezzi, superfici e planimetrie sono indicativi.',
    copyrightHeading: 'Diritti d’autore',
    copyrightText:
      'Testi, fotografie e planimetrie di questo sito appartengono a {{name}} o ai rispettivi proprietari e non possono essere riprodotti senza autorizzazione.',
    dataSourcesHeading: 'Fonti dei dati geografici',
    dataSourcesText:
      'I confini dei comuni e i nomi delle località usati per la ricerca provengono da dati aperti, pubblicati con le seguenti licenze:',
  },
  privacy: {
    title: 'Informativa sulla privacy',
    updated: 'Ultimo aggiornamento: {{date}}',
  },
  aboutUs: {
    title: 'Chi siamo',
    lead: 'Siamo un’agenzia immobiliare di Bolzano e conosciamo l’Alto Adige paese per paese. Parliamo italiano e tedesco, come i nostri clienti.',
    story: {
      title: 'La nostra storia',
      text: 'Domus Immobiliare è nata a Bolzano con un’idea semplice: chi cerca casa merita una consulenza onesta e competente. Da allora abbiamo accompagnato {{clients}} clienti nell’acquisto, nella vendita e nell’affitto di appartamenti, case, locali commerciali, terreni e masi.',
    },
    approach: {
      title: 'Come lavoriamo',
      text: 'Valutiamo ogni immobile sul posto, curiamo fotografie, planimetrie e schede descrittive e lo presentiamo alle persone giuste: chi ha salvato una ricerca corrispondente riceve subito un’email. Seguiamo le visite, le trattative e tutte le pratiche fino al rogito dal notaio.',
    },
    fee: {
      title: 'Gratuito per chi vende',
      text: 'La nostra provvigione la paga soltanto l’acquirente. Chi vende o affitta un immobile con noi non sostiene alcun costo di mediazione.',
    },
    team: {
      title: 'Il nostro team',
      text: 'Consulenti, tecnici e un’amministrazione attenta: un piccolo team di professionisti altoatesini, iscritti al registro degli agenti d’affari in mediazione, che risponde personalmente a ogni richiesta.',
    },
    cta: 'Ci contatti',
  },
  testimonies: {
    title: 'Dicono di noi',
    lead: 'Che cosa raccontano i clienti che hanno comprato, venduto o affittato con noi.',
    empty: 'Non ci sono ancora testimonianze.',
    retry: 'Riprova',
  },
  notFound: {
    title: 'Pagina non trovata',
    text: 'Ops! Questa pagina non esiste (errore 404)',
    home: 'Torna alla home page',
  },
  error: {
    title: 'Qualcosa è andato storto',
    text: 'La pagina non si è caricata correttamente. Ricarichi la pagina o riprovi più tardi.',
    reload: 'Ricarica la pagina',
  },
};
