import type { ExposeCatalog } from '../it/expose.ts';

/** The `expose` namespace in en: the fixed texts of the exposé PDFs. */
export const exposeEn: ExposeCatalog = {
  fileKind: { short: 'short', long: 'long' },
  documentTitle: 'Exposé of property no. {{number}}',
  kind: { short: 'Short exposé', long: 'Full exposé' },
  propertyNumber: 'Property no. {{number}}',
  offer: { sale: 'For sale', rent: 'For rent' },
  price: 'Price',
  rent: 'Rent',
  perMonth: '{{price}} per month',
  priceOnRequest: 'Price on request',
  energy: {
    title: 'Energy performance',
    class: 'Energy class',
    consumption: 'Energy performance index (IPE)',
    notGiven: 'not given',
    notCertified: 'certification pending',
  },
  description: 'Description',
  images: 'Photos',
  plans: 'Floor plans and documents',
  planPdf: '{{name}} (PDF document, first page)',
  location: 'Location',
  approximate: 'Approximate position: the property lies within {{radius}} m of the point.',
  mapLegend: {
    municipality: 'Municipal boundary of {{name}}',
    property: 'Property',
    zone: 'Locality',
    streets: 'Streets: © OpenStreetMap contributors',
  },
  contact: {
    title: 'Contact',
    person: 'Your contact: {{name}}',
    phone: 'Phone {{phone}}',
    email: 'E-mail {{email}}',
  },
  qr: 'The listing online',
  feeNote: 'The agency’s fee is paid by the buyer only.',
  feeNoteRent: 'The agency’s fee is paid by the tenant only.',
  madeOn: 'Made on {{date}}',
  page: 'Page {{page}} of {{count}}',
  legal: {
    title: 'Legal notes',
    text:
      'The information, areas and floor plans of this exposé come from the seller and are given ' +
      'without warranty; they are not a contractual offer. The deed’s documents prevail. Prices ' +
      'in euros, excluding taxes and notary fees.',
    company:
      '{{legalName}} · {{address}} · VAT no. {{vat}} · REA {{rea}} · Share capital {{capital}} fully paid',
    places: 'Map data: {{attributions}}',
  },
};
