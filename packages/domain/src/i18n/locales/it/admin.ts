/**
 * The `admin` namespace in it: the texts of the admin application (/admin; issue 15): its frame
 * and navigation, the no-access page, the overview, the listing tables and the confirmation
 * queue. Only the admin application loads it. Italian is the reference.
 */
export const adminIt = {
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
};

/** The shape of the `admin` namespace; the other languages must match it. */
export type AdminCatalog = typeof adminIt;
