/**
 * The `account` namespace in it: the texts of the login, confirmation and logout pages and of the
 * account area (buyer-side.md §2), kept apart from `common` so that only those pages load them.
 * Italian is the reference.
 */
export const accountIt = {
  login: {
    title: 'Accedi',
    intro:
      'Inserisca il Suo indirizzo email: Le invieremo un link per accedere, senza bisogno di password.',
    email: 'Email',
    emailPlaceholder: 'nome@esempio.it',
    captchaLabel: 'Verifica anti-spam',
    captchaHint: 'La verifica si completa da sola in pochi secondi.',
    submit: 'Invia il link di accesso',
    rateLimited: 'Troppe richieste: riprovi tra un’ora.',
    /** Followed by when to try again (`errors:global.errors.retryIn`, issue 30 point 1). */
    tooManyLinks: 'Troppe richieste di link di accesso.',
  },
  confirm: {
    title: 'Email di conferma inviata!',
    text: 'Le abbiamo inviato un’email con un link per accedere. Il link è valido per 10 minuti e si può usare una sola volta.',
    again: 'Non ha ricevuto l’email? Richieda un nuovo link',
  },
  logout: {
    pending: 'Disconnessione in corso…',
  },
  session: {
    pending: 'Accesso in corso…',
    failed: 'Il link di accesso non è valido o è scaduto.',
    failedHint: 'Ogni link è valido per 10 minuti e si può usare una sola volta.',
    loginAgain: 'Richieda un nuovo link',
  },
  emailConfirmation: {
    pending:
      'In attesa di conferma: {{email}}. Abbiamo inviato un link a questo indirizzo; finché non viene aperto, il profilo mantiene l’indirizzo attuale.',
    confirming: 'Conferma dell’indirizzo…',
    done: 'L’indirizzo {{email}} è confermato ed è ora quello del Suo profilo.',
    failed: 'Non è stato possibile confermare l’indirizzo.',
    toAccount: 'Al mio account',
    toHome: 'Alla pagina iniziale',
  },
  page: {
    title: 'Il mio account',
    loading: 'Caricamento…',
    editProfile: 'Modifica profilo',
    admin: 'Admin',
    tabs: { properties: 'Immobili', searches: 'Ricerche' },
    empty: 'Non ha ancora inserito nessun immobile.',
    emptySearches: 'Non ha ancora salvato nessuna ricerca.',
    emptyUnconfirmed: 'Nessun immobile da confermare.',
    unconfirmed: 'Immobili da confermare',
    newProperties: 'Nuovi immobili',
    unconfirmedBadge: 'In attesa di conferma',
    draftBadge: 'Bozza',
    continue: 'Continua',
    continueListing: 'Continua {{name}}',
    sell: 'Vendi un immobile',
    find: 'Cerca un immobile',
    edit: 'Modifica',
    editListing: 'Modifica {{name}}',
    deleteListing: 'Elimina {{name}}',
    searchOpen: 'Vedi i risultati',
    searchOpenLabel: 'Vedi i risultati della ricerca {{name}}',
    searchEditLabel: 'Modifica la ricerca {{name}}',
    searchDeleteLabel: 'Elimina la ricerca {{name}}',
    searchAlertsOff: 'Avvisi email disattivati',
    deleteSearch: {
      title: 'Eliminare la ricerca',
      question: 'Vuole davvero eliminare questa ricerca? Anche i suoi risultati andranno persi.',
      yes: 'Sì',
      no: 'No',
    },
    delete: {
      button: 'Elimina',
      title: 'Eliminare l’immobile',
      question: 'Vuole davvero eliminare questo immobile?',
      yes: 'Sì',
      no: 'No',
    },
    privacy: {
      title: 'I miei dati',
      intro:
        'Può scaricare tutti i dati che conserviamo su di Lei oppure eliminare il Suo account con tutti i dati personali.',
      export: 'Esporta i miei dati',
      exportHint: 'Un file ZIP con i Suoi dati (JSON) e i file dei Suoi immobili.',
      exportFailed: 'Non è stato possibile preparare l’esportazione. Riprovi più tardi.',
      delete: 'Elimina il mio account',
      deleteTitle: 'Eliminare l’account',
      deleteWarning:
        'L’eliminazione è definitiva. Verranno cancellati il Suo account, i Suoi dati personali, le ricerche salvate con i loro risultati e gli avvisi email; i Suoi immobili verranno ritirati dal sito e non saranno più collegati a Lei.',
      deleteExportFirst: 'Se desidera conservare una copia dei Suoi dati, li esporti prima.',
      confirmLabel: 'Per confermare, digiti il Suo indirizzo email ({{email}})',
      confirm: 'Elimina definitivamente',
      cancel: 'Annulla',
      deleted:
        'Il Suo account e i Suoi dati personali sono stati eliminati ed è stato disconnesso. Grazie di averci scelto.',
      close: 'Chiudi',
    },
    profile: {
      title: 'Modifica profilo',
      save: 'Salva',
      cancel: 'Annulla',
    },
  },
  customers: {
    open: 'Clienti',
    title: 'Scegli un cliente',
    search: 'Cerca cliente',
    searchPlaceholder: 'Nome, azienda, email o telefono',
    results: 'Clienti',
    loading: 'Caricamento dei clienti…',
    none: 'Nessun cliente trovato.',
    new: 'Nuovo cliente',
    newTitle: 'Nuovo cliente',
    create: 'Crea cliente',
    back: 'Indietro',
    details: 'Cliente',
  },
  expose: {
    short: 'Scheda breve',
    long: 'Scheda completa',
    failed: 'Non è stato possibile preparare la scheda. Riprovare più tardi.',
  },
};

/** The shape of the `account` namespace (the other languages carry exactly these keys). */
export type AccountCatalog = typeof accountIt;
