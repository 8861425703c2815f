/**
 * The OpenImmo 1.2.7b export that the German-language portals take (ImmobilienScout24,
 * immowelt, willhaben) as pure data (issue 32 point 2, decision 063): what a listing becomes in
 * the file and what the portals require that a listing lacks. The XML is written by the API's
 * builder in the schema's element order; this module decides the values, so the admin's
 * readiness and the export cannot disagree.
 *
 * The tables below are read in both directions: the OpenImmo import (OpenImmo → Domus) reads
 * the same element choices backwards (`openImmoSubtypeOf`, `OPENIMMO_CONDITION`, …), so that a
 * listing exported and imported again comes back as the same type and values where the format
 * can carry them.
 */
import { categoryFacts } from '../core/category-facts.ts';
import {
  REGION_NAMES,
  type Category,
  type SubtypeOf,
  type Subtype,
  type Language,
} from '../core/constants.ts';
import { agencyIsoDay } from '../format/locale-format.ts';
import { FIELD_LIST } from '../listing/categories/field-definitions.ts';
import { roomTotal } from '../listing/rooms.ts';
import type { FeedContact, FeedListing, FeedMedia, FeedReadinessIssue } from './feed-listing.ts';

export type { FeedListing, FeedReadinessIssue };

/** The format's version as the file's `uebertragung` names it. */
export const OPENIMMO_VERSION = '1.2.7b';
/** The sending system, as `sendersoftware` and `kennung_ursprung` name it. */
export const OPENIMMO_SENDER = 'Domus';
/** The fewest pictures a listing is sent with: the portals list an entry without one last. */
export const OPENIMMO_MIN_PICTURES = 1;

// ---------------------------------------------------------------------------------------------
// Tables both directions read
// ---------------------------------------------------------------------------------------------

/** The children of `objektart`, one per kind of property. */
export type OpenImmoObjektart =
  | 'wohnung'
  | 'haus'
  | 'grundstueck'
  | 'buero_praxen'
  | 'einzelhandel'
  | 'gastgewerbe'
  | 'hallen_lager_prod'
  | 'land_und_forstwirtschaft'
  | 'parken'
  | 'sonstige';

/** A subtype's place in OpenImmo: its `objektart` child, the child's type attribute and value. */
export interface OpenImmoType {
  /** `nutzungsart`: homes (and their garages) are WOHNEN, everything else GEWERBE. */
  nutzung: 'WOHNEN' | 'GEWERBE';
  element: OpenImmoObjektart;
  attribute: string;
  value: string;
}

const type = (
  nutzung: OpenImmoType['nutzung'],
  element: OpenImmoObjektart,
  attribute: string,
  value: string,
): OpenImmoType => ({ nutzung, element, attribute, value });

/**
 * Every Domus category and subtype in OpenImmo (`objektkategorie/objektart`). The type checks
 * that each subtype of the registry has an entry. Choices: a townhouse is a REIHENHAUS (its
 * position refines it, `townhouseType`); hotel building land is SONDERNUTZUNG, the German
 * planning law's special zone for tourist lodging; agricultural land is a GRUNDSTUECK of
 * LAND_FORSTWIRSCHAFT, since Domus sells the land, not a farm business.
 */
export const OPENIMMO_OBJEKTART: { [C in Category]: Record<SubtypeOf<C>, OpenImmoType> } = {
  residential: {
    apartment: type('WOHNEN', 'wohnung', 'wohnungtyp', 'ETAGE'),
    house: type('WOHNEN', 'haus', 'haustyp', 'EINFAMILIENHAUS'),
    villa: type('WOHNEN', 'haus', 'haustyp', 'VILLA'),
    townhouse: type('WOHNEN', 'haus', 'haustyp', 'REIHENHAUS'),
  },
  garage: {
    garage: type('WOHNEN', 'parken', 'parken_typ', 'EINZELGARAGE'),
    parkingLot: type('WOHNEN', 'parken', 'parken_typ', 'STELLPLATZ'),
  },
  commercial: {
    hotel: type('GEWERBE', 'gastgewerbe', 'gastgew_typ', 'HOTELS'),
    industry: type('GEWERBE', 'hallen_lager_prod', 'hallen_typ', 'INDUSTRIEHALLE'),
    workshop: type('GEWERBE', 'hallen_lager_prod', 'hallen_typ', 'WERKSTATT'),
    warehouse: type('GEWERBE', 'hallen_lager_prod', 'hallen_typ', 'LAGER'),
    office: type('GEWERBE', 'buero_praxen', 'buero_typ', 'BUEROFLAECHE'),
    store: type('GEWERBE', 'einzelhandel', 'handel_typ', 'LADENLOKAL'),
    bar: type('GEWERBE', 'gastgewerbe', 'gastgew_typ', 'BAR'),
    restaurant: type('GEWERBE', 'gastgewerbe', 'gastgew_typ', 'RESTAURANT'),
  },
  buildingland: {
    residential: type('WOHNEN', 'grundstueck', 'grundst_typ', 'WOHNEN'),
    industrial: type('GEWERBE', 'grundstueck', 'grundst_typ', 'INDUSTRIE'),
    hotel: type('GEWERBE', 'grundstueck', 'grundst_typ', 'SONDERNUTZUNG'),
  },
  agriculture: {
    agriculture: type('GEWERBE', 'grundstueck', 'grundst_typ', 'LAND_FORSTWIRSCHAFT'),
  },
};

/** A townhouse's `haustyp` by its position in the row (the import reads it back). */
export const OPENIMMO_TOWNHOUSE_POSITION = {
  outside: 'REIHENEND',
  center: 'REIHENMITTEL',
} as const;

/**
 * OpenImmo type values Domus does not write, as the nearest value it does of the same
 * `objektart` child (for the import).
 */
export const OPENIMMO_NEAREST: Readonly<Record<string, string>> = {
  REIHENEND: 'REIHENHAUS',
  REIHENMITTEL: 'REIHENHAUS',
  REIHENECK: 'REIHENHAUS',
  TIEFGARAGE: 'EINZELGARAGE',
  DOPPELGARAGE: 'EINZELGARAGE',
  DUPLEX: 'STELLPLATZ',
  CARPORT: 'STELLPLATZ',
  TIEFGARAGENSTELLPLATZ: 'STELLPLATZ',
  CAFE: 'BAR',
  GASTRONOMIE: 'RESTAURANT',
  LAGERFLAECHEN: 'LAGER',
  LAGER_MIT_FREIFLAECHE: 'LAGER',
  HOCHREGALLAGER: 'LAGER',
  SPEDITIONSLAGER: 'LAGER',
  GEWERBE: 'INDUSTRIE',
  GEWERBEPARK: 'INDUSTRIE',
  FREIZEIT: 'SONDERNUTZUNG',
};

/** `objektart` children Domus does not write, as the child and value it writes instead. */
export const OPENIMMO_NEAREST_ELEMENT: Readonly<
  Record<string, { element: OpenImmoObjektart; value: string }>
> = {
  land_und_forstwirtschaft: { element: 'grundstueck', value: 'LAND_FORSTWIRSCHAFT' },
};

/**
 * The Domus category and subtype of an OpenImmo type, for the import: the table above read
 * backwards, then the nearest subtype for the values Domus does not write (any flat is an
 * apartment, any row house a townhouse, any farm property agriculture).
 * @param element the child of `objektart`
 * @param value its type attribute's value, if any
 */
export function openImmoSubtypeOf(
  element: string,
  value?: string,
): { category: Category; subtype: Subtype } | undefined {
  for (const [category, subtypes] of Object.entries(OPENIMMO_OBJEKTART)) {
    for (const [subtype, entry] of Object.entries(subtypes as Record<string, OpenImmoType>)) {
      if (entry.element === element && entry.value === value) {
        return { category: category as Category, subtype: subtype as Subtype };
      }
    }
  }
  const alias = OPENIMMO_NEAREST_ELEMENT[element];
  if (alias) return openImmoSubtypeOf(alias.element, alias.value);
  const nearest = value === undefined ? undefined : OPENIMMO_NEAREST[value];
  if (nearest) return openImmoSubtypeOf(element, nearest);
  // Else the first subtype of that kind (a farmhouse is a house, a guesthouse a hotel).
  for (const [category, subtypes] of Object.entries(OPENIMMO_OBJEKTART)) {
    for (const [subtype, entry] of Object.entries(subtypes as Record<string, OpenImmoType>)) {
      if (entry.element === element) {
        return { category: category as Category, subtype: subtype as Subtype };
      }
    }
  }
  return undefined;
}

/** Domus's condition (1 perfect … 4 to renovate) as `zustand/@zustand_art`. */
export const OPENIMMO_CONDITION: Record<1 | 2 | 3 | 4, string> = {
  1: 'NEUWERTIG',
  2: 'GEPFLEGT',
  3: 'TEIL_VOLLRENOVIERUNGSBED',
  4: 'SANIERUNGSBEDUERFTIG',
};

/**
 * Domus's energy classes as `energiepass/wertklasse`. KlimaHaus Gold, below A, is written A+,
 * the class above A on the German scale the portals show; `undefined` (not yet certified) has
 * none.
 */
export const OPENIMMO_ENERGY_CLASS: Record<string, string | undefined> = {
  gold: 'A+',
  A: 'A',
  B: 'B',
  C: 'C',
  D: 'D',
  E: 'E',
  F: 'F',
  G: 'G',
};

/** Domus's heating systems as an attribute of `heizungsart` (a flat's own heating is ETAGE). */
export const OPENIMMO_HEATING: Record<string, string> = {
  central: 'ZENTRAL',
  centralWithCal: 'ZENTRAL',
  autonom: 'ETAGE',
};

/** Domus's heating energy sources as an attribute of `befeuerung`. */
export const OPENIMMO_HEATING_TYPE: Record<string, string | undefined> = {
  gas: 'GAS',
  oil: 'OEL',
  district: 'FERN',
  pellets: 'PELLET',
  renewable: 'ALTERNATIV',
};

/** Domus's orientations as attributes of `ausricht_balkon_terrasse`. */
export const OPENIMMO_ORIENTATION: Record<string, string> = {
  N: 'NORD',
  NE: 'NORDOST',
  E: 'OST',
  SE: 'SUEDOST',
  S: 'SUED',
  SW: 'SUEDWEST',
  W: 'WEST',
  NW: 'NORDWEST',
};

/** Domus's furnishing as `moebliert/@moeb`; an empty property has no `moebliert`. */
export const OPENIMMO_FURNISHING: Record<string, string | undefined> = {
  full: 'VOLL',
  part: 'TEIL',
};

/**
 * The fields written 1:1, by their `feeds.openimmo` entry (`<parent>/<element>`): a number or
 * yes/no of the listing is the element's text, and the import reads it back the same way.
 */
export const OPENIMMO_FIELDS: readonly { field: string; parent: string; element: string }[] =
  FIELD_LIST.filter((field) => field.feeds?.openimmo).map((field) => {
    const [parent, element] = field.feeds!.openimmo!.split('/') as [string, string];
    return { field: field.name, parent, element };
  });

// ---------------------------------------------------------------------------------------------
// The entry of a listing
// ---------------------------------------------------------------------------------------------

/** An element's content: its text, or its attributes (and text). */
export type OpenImmoValue = string | { attributes: Record<string, string>; text?: string };
/** A section's children by element name; the builder writes them in the schema's order. */
export type OpenImmoSection = Record<string, OpenImmoValue>;

/** A picture or plan shipped in the ZIP beside the XML. */
export interface OpenImmoAttachment {
  gruppe: 'TITELBILD' | 'BILD' | 'GRUNDRISS' | 'DOKUMENTE';
  /** The file's MIME type (`format`). */
  format: string;
  /** Its name in the ZIP, relative to the XML (`daten/pfad`). */
  path: string;
  /** The storage key the file is read from. */
  key: string;
}

/** A listing's `immobilie`, its values decided; the builder only writes them. */
export interface OpenImmoProperty {
  id: string;
  objektkategorie: {
    nutzungsart: { WOHNEN: boolean; GEWERBE: boolean };
    vermarktungsart: { KAUF: boolean; MIETE_PACHT: boolean };
    objektart: { element: OpenImmoObjektart; attribute: string; value: string };
  };
  geo: OpenImmoSection;
  kontaktperson: OpenImmoSection;
  preise: OpenImmoSection;
  flaechen: OpenImmoSection;
  ausstattung: OpenImmoSection;
  zustand_angaben: OpenImmoSection;
  /** `energiepass` of `zustand_angaben`, its children. */
  energiepass?: OpenImmoSection;
  freitexte: OpenImmoSection;
  /** Other languages' titles and texts as `user_defined_simplefield` of `freitexte`. */
  otherLanguages: { feldname: string; text: string }[];
  anhaenge: OpenImmoAttachment[];
  verwaltung_objekt: OpenImmoSection;
  verwaltung_techn: OpenImmoSection;
}

/** What a transfer does with the entry: `undefined` is the format's ADD, for a full transfer. */
export type OpenImmoAction = 'CHANGE' | 'DELETE' | undefined;

/**
 * The language the file's texts are in: German, the portals' language, else Italian, the
 * listing's own language in Domus (decision 063).
 */
export function openImmoLanguage(listing: FeedListing): 'de' | 'it' | undefined {
  if (listing.descriptions.de?.text.trim()) return 'de';
  if (listing.descriptions.it?.text.trim()) return 'it';
  return undefined;
}

/** Whether the listing is a home: a flat or a house, whose living area the portals require. */
function isHome(listing: FeedListing): boolean {
  const { element } = typeOf(listing);
  return element === 'wohnung' || element === 'haus';
}

function needsEnergyClass(listing: FeedListing): boolean {
  return categoryFacts(listing.category).energyCertificate;
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The living area the portals show: the net area, else the sales area. */
function livingArea(details: Record<string, unknown>): number | undefined {
  if (positive(details.nettoArea)) return details.nettoArea;
  if (positive(details.area)) return details.area;
  return undefined;
}

/**
 * What the German-language portals require that the listing lacks, empty when it is ready: a
 * rent where it is rented (a sale may be on request), the energy class where the category needs
 * a certificate (Italian law asks it of every advertisement), the postal code (the portals
 * place a listing by it), a picture, a German or Italian description with its title, and the
 * living area of a home.
 */
export function openImmoReadiness(listing: FeedListing): FeedReadinessIssue[] {
  const issues: FeedReadinessIssue[] = [];
  if (listing.rent && !positive(listing.price)) {
    issues.push({ key: 'admin:feeds.openimmo.rent', field: 'price' });
  }
  if (needsEnergyClass(listing) && !energyClassOf(listing)) {
    issues.push({ key: 'admin:feeds.openimmo.energyClass', field: 'energyClass' });
  }
  if (!listing.postalCode || !/^\d{5}$/.test(listing.postalCode)) {
    issues.push({ key: 'admin:feeds.openimmo.postalCode', field: 'location' });
  }
  if ((listing.images?.length ?? 0) < OPENIMMO_MIN_PICTURES) {
    issues.push({
      key: 'admin:feeds.openimmo.pictures',
      field: 'images',
      values: { min: OPENIMMO_MIN_PICTURES },
    });
  }
  const language = openImmoLanguage(listing);
  if (!language) {
    issues.push({ key: 'admin:feeds.openimmo.description', field: 'description' });
  } else if (!listing.descriptions[language]?.title?.trim()) {
    issues.push({ key: 'admin:feeds.openimmo.title', field: 'description' });
  }
  if (isHome(listing) && livingArea(listing.details) === undefined) {
    issues.push({ key: 'admin:feeds.openimmo.area', field: 'nettoArea' });
  }
  return issues;
}

function energyClassOf(listing: FeedListing): string | undefined {
  const value = listing.details.energyClass;
  return typeof value === 'string' ? OPENIMMO_ENERGY_CLASS[value] : undefined;
}

/** A decimal as `xsd:decimal` takes it: no exponent, at most two decimals. */
export function openImmoDecimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The 1:1 value of a field, or nothing when it says nothing (an area or count of 0). */
function fieldValue(element: string, value: unknown): string | undefined {
  if (typeof value === 'boolean') return String(value);
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  // The ground floor is floor 0; every other count or area of 0 says nothing.
  if (element === 'etage') return Number.isInteger(value) ? String(value) : undefined;
  if (!(value > 0)) return undefined;
  if (element === 'anzahl_stellplaetze' || element === 'anzahl_etagen' || element === 'baujahr') {
    return Number.isInteger(value) ? String(value) : undefined;
  }
  return openImmoDecimal(value);
}

type Nested = Record<string, { amount?: number; area?: number; number?: number; price?: number }>;
const nested = (details: Record<string, unknown>, key: string): Nested =>
  (details[key] && typeof details[key] === 'object' ? details[key] : {}) as Nested;
const counts = (details: Record<string, unknown>, key: string): Record<string, number> =>
  nested(details, key) as unknown as Record<string, number>;

function put(section: OpenImmoSection, element: string, value: number | undefined): void {
  if (positive(value)) section[element] = openImmoDecimal(value);
}

/** The areas and counts besides the 1:1 fields, by category. */
/**
 * The element of each category's `area` field (the sales area of a home, the usable area of a
 * garage or business, the land of a farm); building land has its cadastral area (1:1) instead.
 */
export const OPENIMMO_AREA_ELEMENT: { readonly [C in Category]?: string } = {
  residential: 'gesamtflaeche',
  garage: 'nutzflaeche',
  commercial: 'nutzflaeche',
  agriculture: 'grundstuecksflaeche',
};

/** A business's area once more under its own name where the portals show it so. */
const BUSINESS_AREA_ELEMENT: Partial<Record<string, string>> = {
  office: 'bueroflaeche',
  store: 'verkaufsflaeche',
  warehouse: 'lagerflaeche',
  bar: 'gastroflaeche',
  restaurant: 'gastroflaeche',
};

type FlaechenWriter = (listing: FeedListing, flaechen: OpenImmoSection) => void;

/** The areas and counts of each category besides the 1:1 fields and the `area` field. */
const CATEGORY_FLAECHEN: { readonly [C in Category]?: FlaechenWriter } = {
  residential: ({ details }, flaechen) => {
    const rooms = counts(details, 'rooms');
    const areas = nested(details, 'areas');
    put(flaechen, 'wohnflaeche', livingArea(details));
    put(flaechen, 'anzahl_zimmer', roomTotal(rooms));
    put(flaechen, 'anzahl_schlafzimmer', rooms.bed);
    put(flaechen, 'anzahl_badezimmer', rooms.bath);
    put(flaechen, 'anzahl_sep_wc', rooms.wc);
    put(flaechen, 'anzahl_balkone', areas.balcony?.amount);
    const terraces = [areas.terrace, areas.coveredTerrace];
    put(flaechen, 'anzahl_terrassen', sum(terraces.map((entry) => entry?.amount)));
    put(
      flaechen,
      'balkon_terrasse_flaeche',
      sum([areas.balcony, ...terraces].map((entry) => entry?.area)),
    );
    const garden = details.garden as { type?: string; area?: number } | undefined;
    if (garden?.type === 'private') put(flaechen, 'gartenflaeche', garden.area);
    put(flaechen, 'dachbodenflaeche', areas.underroof?.area);
  },
  commercial: ({ details, subtype }, flaechen) => {
    const rooms = counts(details, 'rooms');
    const own = BUSINESS_AREA_ELEMENT[subtype];
    if (own && positive(details.area)) put(flaechen, own, details.area);
    put(flaechen, 'anzahl_badezimmer', rooms.bath);
    put(flaechen, 'anzahl_sep_wc', rooms.wc);
    put(flaechen, 'plaetze_gastraum', rooms.seats);
    const hotel = nested(details, 'hotel') as unknown as { sleepingPlaces?: number };
    put(flaechen, 'anzahl_betten', hotel.sleepingPlaces);
  },
};

const sum = (values: (number | undefined)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** The areas and counts besides the 1:1 fields. */
function flaechenOf(listing: FeedListing, flaechen: OpenImmoSection): void {
  const { details } = listing;
  const areaElement = OPENIMMO_AREA_ELEMENT[listing.category];
  if (areaElement && positive(details.area)) put(flaechen, areaElement, details.area);
  CATEGORY_FLAECHEN[listing.category]?.(listing, flaechen);
  put(flaechen, 'kellerflaeche', nested(details, 'areas').cellar?.area);
  // The share of the plot a building may cover, as the ratio German plans write (GRZ 0.4).
  if (positive(details.maxGroundCover)) {
    flaechen.grz = openImmoDecimal(details.maxGroundCover / 100);
  }
}

function ausstattungOf(listing: FeedListing): OpenImmoSection {
  const { details } = listing;
  const section: OpenImmoSection = {};
  const flag = (names: (string | undefined)[]) => {
    const attributes = Object.fromEntries(
      names.filter((name): name is string => !!name).map((name) => [name, 'true']),
    );
    return Object.keys(attributes).length > 0 ? { attributes } : undefined;
  };
  const heizung = flag([OPENIMMO_HEATING[details.heating as string]]);
  if (heizung) section.heizungsart = heizung;
  const befeuerung = flag([OPENIMMO_HEATING_TYPE[details.heatingType as string]]);
  if (befeuerung) section.befeuerung = befeuerung;
  if (details.lift === true) section.fahrstuhl = { attributes: { PERSONEN: 'true' } };
  const parking = nested(details, 'parking');
  const stellplatz = flag([
    positive(parking.garage?.number) ? 'GARAGE' : undefined,
    positive(parking.parkingLot?.number) || positive(parking.truckLot?.number)
      ? 'FREIPLATZ'
      : undefined,
  ]);
  if (stellplatz) section.stellplatzart = stellplatz;
  const garden = details.garden as { type?: string } | undefined;
  if (garden?.type === 'private' || garden?.type === 'community') section.gartennutzung = 'true';
  const orientation = Array.isArray(details.orientation) ? (details.orientation as string[]) : [];
  const ausrichtung = flag(orientation.map((value) => OPENIMMO_ORIENTATION[value]));
  if (ausrichtung) section.ausricht_balkon_terrasse = ausrichtung;
  const moeb = OPENIMMO_FURNISHING[details.furnishing as string];
  if (moeb) section.moebliert = { attributes: { moeb } };
  const areas = nested(details, 'areas');
  if (positive(areas.wintergarden?.amount)) section.wintergarten = 'true';
  if (positive(areas.cellar?.amount)) section.unterkellert = { attributes: { keller: 'JA' } };
  if (positive(counts(details, 'rooms').storage)) section.abstellraum = 'true';
  if ((parking as unknown as { bike?: boolean }).bike === true) section.fahrradraum = 'true';
  return section;
}

function preiseOf(listing: FeedListing): OpenImmoSection {
  const section: OpenImmoSection = {};
  if (listing.rent) section.kaltmiete = openImmoDecimal(listing.price!);
  else if (positive(listing.price)) section.kaufpreis = openImmoDecimal(listing.price);
  // A sale on request: the portals write "Preis auf Anfrage" instead of the 0.
  else section.kaufpreis = { attributes: { auf_anfrage: 'true' }, text: '0' };
  // Domus keeps the condominium fees per year; the portals show them per month.
  const fees = listing.details.fees;
  if (positive(fees))
    section[listing.rent ? 'nebenkosten' : 'hausgeld'] = openImmoDecimal(fees / 12);
  section.waehrung = { attributes: { iso_waehrung: 'EUR' } };
  const parking = nested(listing.details, 'parking');
  const priceAttribute = listing.rent ? 'stellplatzmiete' : 'stellplatzkaufpreis';
  const spot = (kind: string) => {
    const entry = parking[kind];
    if (!entry || !positive(entry.number)) return undefined;
    return {
      anzahl: String(entry.number),
      ...(positive(entry.price) ? { [priceAttribute]: openImmoDecimal(entry.price) } : {}),
    };
  };
  const lot = spot('parkingLot');
  if (lot) section.stp_freiplatz = { attributes: lot };
  const garage = spot('garage');
  if (garage) section.stp_garage = { attributes: garage };
  const truck = spot('truckLot');
  if (truck) {
    section.stp_sonstige = { attributes: { ...truck, platzart: 'SONSTIGES', bemerkung: 'LKW' } };
  }
  return section;
}

function energiepassOf(listing: FeedListing): OpenImmoSection {
  // A garage or a plot needs no certificate; the German portals still ask for the statement.
  if (!needsEnergyClass(listing)) return { jahrgang: 'nicht_noetig' };
  const energy = listing.details.energyConsumption;
  return {
    // The Italian APE is calculated from the building, a demand certificate.
    epart: 'BEDARF',
    ...(typeof energy === 'number' && Number.isFinite(energy) && energy >= 0
      ? { endenergiebedarf: openImmoDecimal(energy) }
      : {}),
    wertklasse: energyClassOf(listing)!,
    gebaeudeart: isHome(listing) ? 'wohn' : 'nichtwohn',
  };
}

function kontaktOf(contact: FeedContact | undefined, agency: FeedContact): OpenImmoSection {
  const section: OpenImmoSection = {};
  const set = (element: string, value: string | undefined) => {
    if (value?.trim()) section[element] = value.trim();
  };
  set('email_zentrale', agency.email);
  if (contact?.email !== agency.email) set('email_direkt', contact?.email);
  set('tel_zentrale', agency.phone);
  if (contact?.phone !== agency.phone) set('tel_durchw', contact?.phone);
  set('name', contact?.name || agency.name);
  set('firma', agency.name);
  return section;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
};

/** A listing id as a file name part: letters, digits, `-` and `_` only. */
export function openImmoFileId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_');
}

function attachmentsOf(listing: FeedListing): OpenImmoAttachment[] {
  const id = openImmoFileId(listing.id);
  const file = (media: FeedMedia, name: string, gruppe: OpenImmoAttachment['gruppe']) => {
    const extension = EXTENSIONS[media.mime] ?? /\.(\w+)$/.exec(media.name)?.[1] ?? 'bin';
    return {
      gruppe,
      format: media.mime,
      path: `${name}.${extension.toLowerCase()}`,
      key: media.key,
    };
  };
  const pad = (index: number) => String(index + 1).padStart(2, '0');
  return [
    ...(listing.images ?? []).map((media, index) =>
      file(media, `${id}_bild_${pad(index)}`, index === 0 ? 'TITELBILD' : 'BILD'),
    ),
    ...(listing.plans ?? []).map((media, index) =>
      file(
        media,
        `${id}_plan_${pad(index)}`,
        media.mime === 'application/pdf' ? 'DOKUMENTE' : 'GRUNDRISS',
      ),
    ),
  ];
}

/** The stable OpenImmo id of a listing, the same in every transfer and for its delete. */
export function openImmoObid(id: string): string {
  return `${OPENIMMO_SENDER.toUpperCase()}-${id}`;
}

function typeOf(listing: FeedListing): OpenImmoType {
  return (OPENIMMO_OBJEKTART[listing.category] as Record<string, OpenImmoType>)[listing.subtype]!;
}

function objektartOf(listing: FeedListing): OpenImmoProperty['objektkategorie']['objektart'] {
  const entry = typeOf(listing);
  const position = listing.details.townhousePosition as keyof typeof OPENIMMO_TOWNHOUSE_POSITION;
  const value =
    listing.subtype === 'townhouse' && OPENIMMO_TOWNHOUSE_POSITION[position]
      ? OPENIMMO_TOWNHOUSE_POSITION[position]
      : entry.value;
  return { element: entry.element, attribute: entry.attribute, value };
}

function textsOf(listing: FeedListing, language: 'de' | 'it') {
  const main = listing.descriptions[language]!;
  const others = (['de', 'it', 'en'] as const satisfies readonly Language[]).filter(
    (other) => other !== language && listing.descriptions[other]?.text.trim(),
  );
  const freitexte: OpenImmoSection = {
    objekttitel: main.title!.trim(),
    objektbeschreibung: main.text,
  };
  // The format's own element for one more language, which standard importers read.
  const first = others[0];
  if (first) {
    freitexte.objekt_text = {
      attributes: { lang: first },
      text: listing.descriptions[first]!.text,
    };
  }
  const otherLanguages = others.flatMap((other) => {
    const text = listing.descriptions[other]!;
    return [
      ...(text.title?.trim()
        ? [{ feldname: `objekttitel_${other}`, text: text.title.trim() }]
        : []),
      { feldname: `objektbeschreibung_${other}`, text: text.text },
    ];
  });
  return { freitexte, otherLanguages };
}

/**
 * The listing's `immobilie`, or its readiness issues when the portals would refuse it.
 * @param listing the listing as the feeds read it
 * @param options the agency (the contact when the listing has no agent of its own) and what the
 *   transfer does with the entry
 */
export function toOpenImmoProperty(
  listing: FeedListing,
  options: { agency: FeedContact; action?: OpenImmoAction },
): { ok: true; property: OpenImmoProperty } | { ok: false; issues: FeedReadinessIssue[] } {
  const issues = openImmoReadiness(listing);
  if (issues.length > 0) return { ok: false, issues };
  const { details } = listing;
  const objektart = objektartOf(listing);
  const nutzung = typeOf(listing).nutzung;
  const sections: Record<string, OpenImmoSection> = {
    geo: {},
    flaechen: {},
    zustand_angaben: {},
    verwaltung_objekt: {},
  };
  for (const { field, parent, element } of OPENIMMO_FIELDS) {
    const value = fieldValue(element, details[field]);
    if (value !== undefined && sections[parent]) sections[parent][element] = value;
  }
  const geo = sections.geo!;
  const address = listing.address;
  const located: OpenImmoSection = {
    plz: listing.postalCode!,
    ort: listing.municipality.nameDe || listing.municipality.name,
    ...(listing.latitude != null && listing.longitude != null
      ? {
          geokoordinaten: {
            attributes: {
              breitengrad: String(listing.latitude),
              laengengrad: String(listing.longitude),
            },
          },
        }
      : {}),
    ...(address?.street.trim() ? { strasse: address.street.trim() } : {}),
    ...(address?.streetNumber.trim() ? { hausnummer: address.streetNumber.trim() } : {}),
    bundesland: REGION_NAMES.de,
    land: { attributes: { iso_land: 'ITA' } },
    ...(listing.municipality.istatCode ? { gemeindecode: listing.municipality.istatCode } : {}),
  };
  // An apartment's floor is its lowest floor.
  if (geo.etage === undefined && typeof details.minFloor === 'number') {
    geo.etage = String(details.minFloor);
  }
  flaechenOf(listing, sections.flaechen!);
  const zustand = sections.zustand_angaben!;
  const condition = OPENIMMO_CONDITION[details.condition as 1];
  if (condition) zustand.zustand = { attributes: { zustand_art: condition } };
  const language = openImmoLanguage(listing)!;
  const { freitexte, otherLanguages } = textsOf(listing, language);
  const verwaltungObjekt = sections.verwaltung_objekt!;
  // The portals show the exact address only when allowed; an approximate one stays hidden.
  if (address) verwaltungObjekt.objektadresse_freigeben = String(!address.approximate);
  return {
    ok: true,
    property: {
      id: listing.id,
      objektkategorie: {
        nutzungsart: { WOHNEN: nutzung === 'WOHNEN', GEWERBE: nutzung === 'GEWERBE' },
        vermarktungsart: { KAUF: !listing.rent, MIETE_PACHT: listing.rent },
        objektart,
      },
      geo: { ...located, ...geo },
      kontaktperson: kontaktOf(listing.contact, options.agency),
      preise: preiseOf(listing),
      flaechen: sections.flaechen!,
      ausstattung: ausstattungOf(listing),
      zustand_angaben: zustand,
      energiepass: energiepassOf(listing),
      freitexte,
      otherLanguages,
      anhaenge: attachmentsOf(listing),
      verwaltung_objekt: verwaltungObjekt,
      verwaltung_techn: verwaltungTechn(listing.id, options.action, listing.updatedAt, language),
    },
  };
}

/**
 * The `verwaltung_techn` of an entry: the property number as `objektnr_intern` and
 * `objektnr_extern` (the number buyers quote, which an import elsewhere recognises the listing
 * by), the action, the stable `openimmo_obid`, Domus as origin and the day of the last change.
 * @param id the property number
 * @param action what the transfer does with the entry
 * @param changedAt when the listing last changed (or left)
 * @param language the texts' language, named when it is not German
 */
export function verwaltungTechn(
  id: string,
  action: OpenImmoAction,
  changedAt: Date,
  language: 'de' | 'it' = 'de',
): OpenImmoSection {
  return {
    objektnr_intern: id,
    objektnr_extern: id,
    aktion: { attributes: action ? { aktionart: action } : {} },
    openimmo_obid: openImmoObid(id),
    kennung_ursprung: OPENIMMO_SENDER,
    stand_vom: agencyIsoDay(changedAt),
    ...(language === 'de' ? {} : { sprache: 'it-IT' }),
  };
}
