/**
 * The `detail` namespace in it: the texts of the property detail page (buyer-side.md §2), kept
 * apart from `common` so that only that page loads them. Italian is the reference.
 */
export const detailIt = {
  loading: 'Caricamento dell’immobile…',
  propertyNumber: 'Immobile n. {{number}}',
  pageTitle: '{{type}} a {{place}}',
  breadcrumb: 'Posizione dell’immobile',
  perMonth: 'al mese',
  priceOnRequest: 'Prezzo su richiesta',
  summary: 'Dati principali',
  rooms_one: '{{count}} locale',
  rooms_other: '{{count}} locali',
  baths_one: '{{count}} bagno',
  baths_other: '{{count}} bagni',
  gallery: {
    label: 'Foto dell’immobile',
    open: 'Apri la foto {{index}} di {{count}}',
    showAll: 'Tutte le foto ({{count}})',
    photo: 'Foto {{index}} di {{count}}',
    previous: 'Foto precedente',
    next: 'Foto successiva',
    thumbnails: 'Miniature',
    thumbnail: 'Mostra la foto {{index}}',
    close: 'Chiudi la galleria',
  },
  sections: {
    description: 'Descrizione',
    amenities: 'Dotazioni',
    properties: 'Caratteristiche',
    rooms: 'Locali',
    areas: 'Superfici',
    cultivation: 'Colture',
    plans: 'Planimetrie e documenti',
    video: 'Video',
    map: 'Posizione',
    information: 'Ulteriori informazioni',
  },
  areaEntry: '{{amount}} × {{area}}',
  parkingEntry: '{{number}} × {{price}}',
  openPdf: 'Apri il PDF: {{name}}',
  openPlan: 'Ingrandisci: {{name}}',
  video: 'Video dell’immobile',
  map: 'Mappa con la posizione dell’immobile',
  mapLoading: 'Caricamento della mappa…',
  mapPlace: 'L’immobile si trova a {{place}}.',
  approximate: 'La posizione indicata è approssimativa.',
  contact: {
    title: 'Le interessa questo immobile?',
    text: 'Ci chiami o ci scriva indicando il numero dell’immobile: Le risponderemo al più presto.',
    formText: 'Ci chiami o ci scriva qui: il messaggio riguarderà l’immobile n. {{number}}.',
    phone: 'Telefono: {{phone}}',
    email: 'Scrivere un’email',
    subject: 'Immobile n. {{number}}',
    bookViewing: 'Prenotare una visita',
  },
  share: 'Condividi',
  copied: 'Link copiato negli appunti',
  copyFailed: 'Non è stato possibile copiare il link: {{url}}',
  expose: {
    short: 'Scheda breve',
    long: 'Scheda completa',
    failed: 'Non è stato possibile preparare la scheda. Riprovare più tardi.',
  },
};

/** The shape every language's `detail` catalog has. */
export type DetailCatalog = typeof detailIt;
