/**
 * The `admin` namespace in it (reference): the admin application's table headers, listing
 * statuses, row and bulk actions, the CSV export (issue 15), and the frame, navigation,
 * no-access and not-found pages of the application. Italian addresses staff with
 * "Lei" like the rest of the site.
 */
export const adminIt = {
  columns: {
    image: 'Foto',
    property_id: 'Numero',
    type: 'Tipologia',
    place: 'Comune e zona',
    rent: 'Vendita o affitto',
    price: 'Prezzo',
    baths: 'Bagni',
    owner: 'Proprietario',
    externalAgent: 'Agente esterno',
    agent: 'Agente responsabile',
    status: 'Stato',
    createdAt: 'Creato',
    updatedAt: 'Modificato',
  },
  rent: {
    true: 'Affitto',
    false: 'Vendita',
  },
  status: {
    draft: 'Bozza',
    awaitingConfirmation: 'In attesa di conferma',
    published: 'Pubblicato',
    withdrawn: 'Ritirato',
  },
  actions: {
    edit: 'Modifica',
    confirm: 'Conferma',
    withdraw: 'Ritira',
    publish: 'Pubblica di nuovo',
    assignAgent: 'Assegna agente responsabile',
    delete: 'Elimina',
  },
  csv: {
    fileName: 'immobili-{{category}}-{{date}}.csv',
  },
  app: {
    title: 'Amministrazione',
    agentTitle: 'Area riservata',
    skipToContent: 'Vai al contenuto',
    loading: 'Caricamento…',
  },
  nav: {
    label: 'Navigazione dell’amministrazione',
    overview: 'Panoramica',
    listings: 'Immobili',
    queue: 'Da confermare',
    site: 'Al sito',
    logout: 'Esci',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
  },
  noAccess: {
    title: 'Accesso non consentito',
    text: 'Quest’area è riservata al personale dell’agenzia. Con l’account {{email}} non può accedervi.',
    textNoEmail:
      'Quest’area è riservata al personale dell’agenzia. Con questo account non può accedervi.',
    site: 'Torna al sito',
    otherAccount: 'Accedi con un altro account',
  },
  notFound: {
    title: 'Pagina non trovata',
    text: 'Questa pagina dell’amministrazione non esiste.',
    overview: 'Alla panoramica',
  },
  redirecting: 'Accesso richiesto: La porto alla pagina di accesso…',
} as const;
