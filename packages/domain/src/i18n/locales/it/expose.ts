/**
 * The `expose` namespace in it: the fixed texts of the exposé PDFs, short and long (buyer-side.md
 * §2 Property detail, seller-side.md §3). Only the server reads it. Italian is the reference.
 */
export const exposeIt = {
  /** The word of the file name for each kind: Domus-1024-expose-breve-it.pdf. */
  fileKind: { short: 'breve', long: 'lungo' },
  documentTitle: 'Scheda dell’immobile n. {{number}}',
  kind: { short: 'Scheda breve', long: 'Scheda completa' },
  propertyNumber: 'Immobile n. {{number}}',
  offer: { sale: 'In vendita', rent: 'In affitto' },
  price: 'Prezzo',
  rent: 'Canone',
  perMonth: '{{price}} al mese',
  priceOnRequest: 'Prezzo su richiesta',
  energy: {
    title: 'Prestazione energetica',
    class: 'Classe energetica',
    consumption: 'Indice di prestazione energetica (IPE)',
    notGiven: 'non indicato',
    notCertified: 'in fase di certificazione',
  },
  description: 'Descrizione',
  images: 'Foto',
  plans: 'Planimetrie e documenti',
  planPdf: '{{name}} (documento PDF, prima pagina)',
  location: 'Posizione',
  approximate:
    'Posizione approssimativa: l’immobile si trova entro {{radius}} m dal punto indicato.',
  mapLegend: {
    municipality: 'Confine comunale di {{name}}',
    property: 'Immobile',
    zone: 'Località',
    streets: 'Strade: © contributori di OpenStreetMap',
  },
  contact: {
    title: 'Contatto',
    person: 'Referente: {{name}}',
    phone: 'Tel. {{phone}}',
    email: 'Email {{email}}',
  },
  qr: 'L’annuncio online',
  feeNote: 'La provvigione dell’agenzia è dovuta soltanto dall’acquirente.',
  feeNoteRent: 'La provvigione dell’agenzia è dovuta soltanto dal conduttore.',
  madeOn: 'Creato il {{date}}',
  page: 'Pagina {{page}} di {{count}}',
  legal: {
    title: 'Note legali',
    text:
      'Le informazioni, le superfici e le planimetrie di questa scheda provengono dal venditore e ' +
      'sono fornite senza garanzia; non costituiscono offerta contrattuale. Fanno fede i ' +
      'documenti del rogito. Prezzi in euro, imposte e spese notarili escluse.',
    company:
      '{{legalName}} · {{address}} · P. IVA {{vat}} · REA {{rea}} · Capitale sociale {{capital}} i.v.',
    places: 'Dati cartografici: {{attributions}}',
  },
};

/** The shape every language's `expose` catalog has. */
export type ExposeCatalog = typeof exposeIt;
