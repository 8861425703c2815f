import type { ExposeCatalog } from '../it/expose.ts';

/** The `expose` namespace in de: the fixed texts of the exposé PDFs. */
export const exposeDe: ExposeCatalog = {
  fileKind: { short: 'kurz', long: 'lang' },
  documentTitle: 'Exposé der Immobilie Nr. {{number}}',
  kind: { short: 'Kurzexposé', long: 'Ausführliches Exposé' },
  propertyNumber: 'Immobilie Nr. {{number}}',
  offer: { sale: 'Zu verkaufen', rent: 'Zu vermieten' },
  price: 'Preis',
  rent: 'Miete',
  perMonth: '{{price}} pro Monat',
  priceOnRequest: 'Preis auf Anfrage',
  energy: {
    title: 'Energieeffizienz',
    class: 'Energieklasse',
    consumption: 'Energieeffizienzindex (IPE)',
    notGiven: 'nicht angegeben',
    notCertified: 'in Zertifizierung',
  },
  description: 'Beschreibung',
  images: 'Fotos',
  plans: 'Grundrisse und Unterlagen',
  planPdf: '{{name}} (PDF-Dokument, erste Seite)',
  location: 'Lage',
  approximate:
    'Ungefähre Lage: Die Immobilie liegt im Umkreis von {{radius}} m um den markierten Punkt.',
  mapLegend: {
    municipality: 'Gemeindegrenze von {{name}}',
    property: 'Immobilie',
    zone: 'Fraktion',
    streets: 'Straßen: © OpenStreetMap-Mitwirkende',
  },
  contact: {
    title: 'Kontakt',
    person: 'Ansprechperson: {{name}}',
    phone: 'Tel. {{phone}}',
    email: 'E-Mail {{email}}',
  },
  qr: 'Das Inserat online',
  feeNote: 'Die Maklerprovision zahlt ausschließlich der Käufer.',
  feeNoteRent: 'Die Maklerprovision zahlt ausschließlich der Mieter.',
  madeOn: 'Erstellt am {{date}}',
  page: 'Seite {{page}} von {{count}}',
  legal: {
    title: 'Rechtliche Hinweise',
    text:
      'Angaben, Flächen und Grundrisse dieses Exposés stammen vom Verkäufer und sind ohne Gewähr; ' +
      'sie sind kein Vertragsangebot. Maßgeblich sind die Unterlagen des Kaufvertrags. Preise in ' +
      'Euro, ohne Steuern und Notarkosten.',
    company:
      '{{legalName}} · {{address}} · MwSt.-Nr. {{vat}} · REA {{rea}} · Gesellschaftskapital {{capital}} voll eingezahlt',
    places: 'Kartendaten: {{attributions}}',
  },
};
