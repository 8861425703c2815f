/**
 * The `find` namespace in it: the texts of the buyer's pages (buyer-side.md §2 Find page, Matches
 * page, Budget helper dialog): the find page, the saved-search form with its location picker and
 * drawing map, the new-client dialog, the budget helper, the matches page and the email alerts.
 * Kept apart from `common` so that only those pages load them. Italian is the reference.
 */
export const findIt = {
  /** A failed load's button. */
  retry: 'Riprova',
  page: {
    title: 'Cerca casa',
    heading: 'Trovare casa in Alto Adige, senza cercare ogni giorno',
    intro:
      'Cerchi subito tra gli immobili in vendita e in affitto, oppure salvi una ricerca: confrontiamo ogni nuovo immobile con i Suoi criteri e Le scriviamo appena ne arriva uno adatto.',
    search: 'Cerca tra gli immobili',
    create: 'Crea una ricerca',
    budget: 'Calcola il Suo budget',
    howTitle: 'Come funziona',
    steps: {
      criteria:
        'Indichi che cosa cerca e dove: comuni, zone, vie o una zona disegnata sulla mappa.',
      alerts: 'Riceve un’email per ogni nuovo immobile adatto, senza impegno.',
      answer: 'Risponde a ogni proposta: visita, consulenza, ci penso o non mi interessa.',
    },
    formTitle: 'La Sua ricerca',
    formIntro:
      'I campi con l’asterisco sono obbligatori. Senza account Le chiediamo solo nome e email al momento del salvataggio.',
    draftRestored: 'Abbiamo conservato la ricerca che stava inserendo: la controlli e la salvi.',
    draftDiscard: 'Ricomincia da capo',
    verified:
      'Indirizzo email confermato: d’ora in poi Le scriveremo appena arriva un immobile adatto alle Sue ricerche.',
    savedSearches: 'Le Sue ricerche salvate',
    openSearch: 'Vedi gli immobili corrispondenti',
  },
  form: {
    titleEdit: 'Modifica la ricerca',
    unusable:
      'Queste località non si possono più usare e non verranno salvate: {{names}}. Le aggiunga di nuovo con la ricerca qui sotto.',
    mode: 'Acquisto o affitto',
    buy: 'Acquisto',
    rent: 'Affitto',
    type: 'Tipologia',
    typePlaceholder: 'Scelga una tipologia',
    locations: 'Località',
    locationsHint:
      'Aggiunga uno o più comuni, zone o vie, oppure disegni la zona che Le interessa sulla mappa.',
    placeSearch: 'Cerca comune, zona o via',
    placePlaceholder: 'Per esempio Merano, Gries o Via Museo',
    nothingFound: 'Nessuna località trovata',
    searching: 'Ricerca delle località…',
    chosen: 'Località scelte',
    noneChosen: 'Nessuna località scelta',
    remove: 'Rimuovi {{name}}',
    drawZone: 'Disegna una zona',
    tooManyLocations: 'Al massimo {{max}} località per ricerca',
    bedrooms: 'Camere da letto (almeno)',
    bedroomsAny: 'Qualsiasi numero',
    budget: 'Budget massimo',
    budgetHint: 'Lasci 0 per vedere immobili di ogni prezzo.',
    budgetRentHint: 'Canone mensile massimo; lasci 0 per ogni canone.',
    budgetHelper: 'Calcola il budget',
    save: 'Salva la ricerca',
    saveChanges: 'Salva le modifiche',
    cancel: 'Annulla',
    saved: 'La ricerca è stata salvata.',
    failed: 'La ricerca non è stata salvata. I dati inseriti restano nel modulo: riprovi.',
  },
  draw: {
    title: 'Disegna una zona',
    name: 'Nome della zona',
    defaultName: 'Zona disegnata',
    hint: 'Tocchi o clicchi sulla mappa per aggiungere i vertici della zona, poi prema «Chiudi la zona».',
    hintDone: 'Zona pronta. Può trascinare i vertici per correggerla, oppure ricominciare da capo.',
    map: 'Mappa per disegnare la zona',
    loading: 'Caricamento della mappa…',
    mapFailed: 'La mappa non si è caricata. Controlli la connessione e riprovi.',
    addPoint: 'Aggiungi un punto qui',
    keyboardHint:
      'Con la tastiera: sposti la mappa con i tasti freccia (+ e − per lo zoom) e prema Invio sulla mappa (o «Aggiungi un punto qui») per il punto sotto la croce.',
    crossing: 'Il contorno non può incrociarsi: metta il punto altrove o tolga l’ultimo.',
    tooManyPoints: 'Una zona può avere al massimo {{max}} punti: ne tolga alcuni o ricominci.',
    undo: 'Annulla l’ultimo punto',
    finish: 'Chiudi la zona',
    restart: 'Ricomincia',
    cancel: 'Annulla',
    save: 'Usa questa zona',
    discardQuestion: 'Scartare la zona disegnata finora?',
    keepDrawing: 'Continua a disegnare',
    discard: 'Scarta',
    points_one: '{{count}} punto',
    points_other: '{{count}} punti',
  },
  client: {
    title: 'Salvi la Sua ricerca',
    intro:
      'Le scriveremo a questo indirizzo quando arriva un immobile adatto. Riceverà anche un’email per confermare l’indirizzo.',
    email: 'Email',
    name: 'Nome',
    familyName: 'Cognome',
    privacy: 'Ho letto l’informativa sulla privacy e acconsento al trattamento dei miei dati.',
    privacyLink: 'Leggi l’informativa sulla privacy',
    submit: 'Crea account e salva',
    cancel: 'Annulla',
    login: 'Ha già un account? Acceda',
    created:
      'Ricerca salvata. Confermi il Suo indirizzo con il link che Le abbiamo inviato via email: solo allora Le scriveremo dei nuovi immobili.',
  },
  budget: {
    title: 'Quanto posso spendere?',
    intro:
      'Una stima senza impegno: il 40% del reddito netto mensile paga la rata di un mutuo al tasso indicato.',
    ownFunds: 'Capitale proprio',
    income: 'Reddito netto mensile',
    duration: 'Durata del mutuo',
    years_one: '{{count}} anno',
    years_other: '{{count}} anni',
    rate: 'Tasso',
    fixed: 'Fisso {{rate}}%',
    variable: 'Variabile {{rate}}%',
    result: 'Budget stimato',
    instalment: 'Rata mensile: {{amount}}',
    loan: 'Mutuo: {{amount}}',
    use: 'Usa come budget massimo',
    close: 'Chiudi',
  },
  matches: {
    title: 'Risultati della ricerca',
    loading: 'Caricamento dei risultati…',
    notFound: 'Questa ricerca non esiste o non appartiene al Suo account.',
    backToAccount: 'Alle mie ricerche',
    edit: 'Modifica la ricerca',
    newTitle: 'Nuovi risultati',
    newEmpty: 'Nessun nuovo risultato nelle ultime 24 ore.',
    olderTitle: 'Risultati precedenti',
    showOlder_one: 'Mostra {{count}} risultato precedente',
    showOlder_other: 'Mostra i {{count}} risultati precedenti',
    states: {
      new: 'Nuovo',
      wait: 'Ci penso',
      not_interested: 'Non mi interessa',
      consulting: 'Consulenza richiesta',
      visit: 'Visita richiesta',
    },
    answers: {
      wait: 'Ci penso',
      not_interested: 'Non mi interessa',
      consulting: 'Vorrei una consulenza',
      visit: 'Vorrei visitarlo',
    },
    answerGroup: 'La Sua risposta per l’immobile n. {{number}}',
    answered: 'La Sua richiesta è stata inoltrata alla nostra agenzia: La contatteremo a breve.',
    recommendationsTitle: 'Immobili che potrebbero interessarLe',
    recommendationsIntro:
      'Nessun immobile corrisponde ancora a tutti i Suoi criteri; questi sono vicini per zona o prezzo.',
  },
  alerts: {
    label: 'Avvisi via email per i nuovi immobili',
    on: 'Gli avvisi via email sono attivi.',
    off: 'Gli avvisi via email sono disattivati.',
    frequency: {
      label: 'Quanto spesso',
      instant: 'Subito',
      daily: 'Ogni giorno',
      weekly: 'Ogni settimana',
      hint: {
        instant: 'Riceve un’email appena un nuovo immobile corrisponde alla ricerca.',
        daily: 'Riceve un’unica email al giorno, alle 8:00, con i nuovi immobili.',
        weekly: 'Riceve un’unica email a settimana, il lunedì alle 8:00, con i nuovi immobili.',
      },
    },
    unverified:
      'Confermi il Suo indirizzo email con il link che Le abbiamo inviato: solo allora riceverà gli avvisi e potrà chiedere una visita o una consulenza.',
    optOutTitle: 'Disattivare gli avvisi per questa ricerca?',
    optOutText:
      'Non riceverà più email sui nuovi immobili di questa ricerca. La ricerca resta salvata e può riattivare gli avvisi dal Suo account.',
    optOutButton: 'Disattiva gli avvisi',
    optOutDone: 'Gli avvisi per questa ricerca sono disattivati.',
    optOutFailed: 'Il link non è valido o è scaduto. Acceda al Suo account per gestire gli avvisi.',
    login: 'Accedi per vedere i risultati',
  },
  matchAnswer: {
    title: 'La Sua risposta',
    ask: {
      visit: 'Desidera visitare questo immobile?',
      consulting: 'Desidera una consulenza su questo immobile?',
      not_interested: 'Questo immobile non Le interessa?',
    },
    confirm: {
      visit: 'Sì, chiedo una visita',
      consulting: 'Sì, chiedo una consulenza',
      not_interested: 'Confermo: non mi interessa',
    },
    done: {
      visit: 'La Sua richiesta di visita è arrivata alla nostra agenzia: La contatteremo a breve.',
      consulting:
        'La Sua richiesta di consulenza è arrivata alla nostra agenzia: La contatteremo a breve.',
      not_interested: 'Preso nota: questo immobile non Le verrà più proposto come interessante.',
    },
    final: 'Per questo immobile ha già risposto: {{state}}. La nostra agenzia La contatterà.',
    expired:
      'Questo link è scaduto. Acceda al Suo account per rispondere dalla pagina dei risultati.',
    tampered: 'Questo link non è valido.',
    loading: 'Caricamento…',
    loadFailed: 'Non è stato possibile leggere il link.',
    retry: 'Riprova',
    home: 'Alla pagina iniziale',
    login: 'Accedi',
  },
};

/** The shape of the `find` namespace (the other languages carry exactly these keys). */
export type FindCatalog = typeof findIt;
