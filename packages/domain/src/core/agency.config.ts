/**
 * The agency's own details, in one place: the site's footer, the legal notice, the privacy
 * text and the e-mails all read them from here. An operator running the product for a real
 * agency edits this file and nothing else.
 */

/** A postal address with the street and town written per interface language. */
export interface AgencyAddress {
  /** Street and number per language (South Tyrol names streets in Italian and German). */
  street: { it: string; de: string; en: string };
  postalCode: string;
  /** Town per language; English uses the Italian name, as for every place name. */
  town: { it: string; de: string; en: string };
  /** Province code as written after the town, e.g. "BZ". */
  province: string;
  country: { it: string; de: string; en: string };
}

/** Everything the site and the mails say about the agency itself. */
export interface AgencyConfig {
  /** Trading name, used as logo text and in page titles. */
  name: string;
  /** Registered company name with its legal form. */
  legalName: string;
  address: AgencyAddress;
  /** Phone number as shown to people. */
  phone: string;
  /** The same number in E.164 form for `tel:` links. */
  phoneE164: string;
  email: string;
  /** Certified e-mail (PEC), required of Italian companies. */
  pec: string;
  /** Partita IVA (VAT number), without the country prefix. */
  vatNumber: string;
  /** Codice fiscale of the company (equal to the VAT number for most companies). */
  taxCode: string;
  /** Registration in the business register of the chamber of commerce (REA number). */
  rea: string;
  /** Chamber of commerce keeping the register, per language. */
  chamberOfCommerce: { it: string; de: string; en: string };
  /** Share capital in euros, fully paid in. */
  shareCapital: number;
  /** The company's legal representative (managing director). */
  legalRepresentative: string;
  /** Number of clients the agency has served; quoted in the agency's texts. */
  clientCount: number;
  /** Public website address, used in mails and the legal notice. */
  website: string;
}

/** The agency running this site. Demo details: replace them with the real agency's. */
export const agencyConfig: AgencyConfig = {
  name: 'Domus Immobiliare',
  legalName: 'Domus Immobiliare S.r.l.',
  address: {
    street: { it: 'Via Museo 26', de: 'Museumstraße 26', en: 'Via Museo 26' },
    postalCode: '39100',
    town: { it: 'Bolzano', de: 'Bozen', en: 'Bolzano' },
    province: 'BZ',
    country: { it: 'Italia', de: 'Italien', en: 'Italy' },
  },
  phone: '+39 0471 978 450',
  phoneE164: '+390471978450',
  email: 'info@domus-immobiliare.example',
  pec: 'domus-immobiliare@pec.example',
  vatNumber: '02948170218',
  taxCode: '02948170218',
  rea: 'BZ-216873',
  chamberOfCommerce: {
    it: 'Camera di commercio di Bolzano',
    de: 'Handelskammer Bozen',
    en: 'Bolzano Chamber of Commerce',
  },
  shareCapital: 20000,
  legalRepresentative: 'Martina Gasser',
  clientCount: 3468,
  website: 'https://www.domus-immobiliare.example',
};

/**
 * One source of the place data with what it covers, in each language; the licensor's name and
 * licence stay as the licensor words them.
 */
export type PlaceDataSource = {
  subject: Record<'it' | 'de' | 'en', string>;
  source: string;
};

/**
 * The sources of the place data whose licences (CC BY) require an attribution: municipal
 * boundaries, localities and the street register.
 */
export const placeDataSources: readonly PlaceDataSource[] = [
  {
    subject: { it: 'Confini comunali', de: 'Gemeindegrenzen', en: 'Municipal boundaries' },
    source: 'ISTAT / openpolis, CC BY 4.0',
  },
  {
    subject: { it: 'Località', de: 'Ortschaften', en: 'Localities' },
    source: "Who's On First, GeoNames (CC BY), Quattroshapes (CC BY)",
  },
  {
    subject: {
      it: 'Vie e numeri civici',
      de: 'Straßen und Hausnummern',
      en: 'Streets and house numbers',
    },
    source: 'ANNCSU – Agenzia delle Entrate / ISTAT, CC BY 4.0',
  },
  {
    subject: { it: 'Codici postali', de: 'Postleitzahlen', en: 'Postal codes' },
    source: 'IndicePA – AgID, CC BY 4.0',
  },
];

/**
 * The attributions the place data's licences require, one line per source in the reader's
 * language ("Gemeindegrenzen: ISTAT / openpolis, CC BY 4.0"); shown in the footer, the legal
 * notice and the exposé.
 * @param lang the language of the page or document
 */
export function placeDataAttributions(lang: 'it' | 'de' | 'en'): string[] {
  return placeDataSources.map(({ subject, source }) => `${subject[lang]}: ${source}`);
}

/** The agency's address as one line in the given language, e.g. "Via Museo 26, 39100 Bolzano (BZ)". */
export function formatAgencyAddress(
  lang: 'it' | 'de' | 'en',
  config: AgencyConfig = agencyConfig,
): string {
  const a = config.address;
  return `${a.street[lang]}, ${a.postalCode} ${a.town[lang]} (${a.province})`;
}
