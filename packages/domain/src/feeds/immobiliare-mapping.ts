/**
 * The immobiliare.it import feed (version 2.8, namespace http://feed.immobiliare.it) as pure
 * data (issue 32 point 2, decision 061): what a listing becomes in the feed and what the portal
 * requires that a listing lacks. The XML itself is written by the API's feed builder; this module
 * decides the values, so the admin's readiness and the feed cannot disagree.
 */
import { categoryFacts } from '../core/category-facts.ts';
import type { Category, Subtype } from '../core/constants.ts';
import { FIELD_LIST } from '../listing/categories/field-definitions.ts';
import {
  FEED_LANGUAGES,
  type FeedLanguage,
  type FeedListing,
  type FeedReadinessIssue,
} from './feed-listing.ts';

/** The languages the feed carries descriptions in (the format takes more; Domus writes these). */
export const IMMOBILIARE_LANGUAGES = FEED_LANGUAGES;
export type ImmobiliareLanguage = FeedLanguage;
export type { FeedListing, FeedReadinessIssue };

/** The fewest pictures a listing is sent with: the portal ranks listings without photos last. */
export const IMMOBILIARE_MIN_PICTURES = 3;

/**
 * The building map of each subtype: category/type/subtype of the portal's tree. The XSD only
 * checks the three levels; the names follow immobiliare.it's category list.
 */
const BUILDING_MAP: Record<Category, Partial<Record<Subtype, string>>> = {
  residential: {
    apartment: 'Residenziale/Appartamento/Appartamento',
    house: 'Residenziale/Casa indipendente/Casa indipendente',
    villa: 'Residenziale/Villa/Villa',
    townhouse: 'Residenziale/Villetta a schiera/Villetta a schiera',
  },
  garage: {
    garage: 'Commerciale/Garage/Box',
    parkingLot: 'Commerciale/Garage/Posto auto',
  },
  commercial: {
    hotel: 'Commerciale/Albergo/Albergo',
    industry: 'Commerciale/Capannone/Capannone industriale',
    workshop: 'Commerciale/Laboratorio/Laboratorio',
    warehouse: 'Commerciale/Magazzino/Magazzino',
    office: 'Commerciale/Ufficio/Ufficio',
    store: 'Commerciale/Negozio/Negozio',
    bar: 'Commerciale/Attività/Bar',
    restaurant: 'Commerciale/Attività/Ristorante',
  },
  buildingland: {
    residential: 'Terreno/Terreno edificabile/Edificabile residenziale',
    industrial: 'Terreno/Terreno edificabile/Edificabile industriale',
    hotel: 'Terreno/Terreno edificabile/Edificabile commerciale',
  },
  agriculture: { agriculture: 'Terreno/Terreno agricolo/Terreno agricolo' },
};

/** Domus's energy classes in the feed's; `undefined` (not yet certified) has none. */
const ENERGY_CLASS: Record<string, string | undefined> = {
  gold: 'A4',
  A: 'A',
  B: 'B',
  C: 'C',
  D: 'D',
  E: 'E',
  F: 'F',
  G: 'G',
};

/** A listing's entry in the feed, its values decided; the builder only writes them. */
export interface ImmobiliareProperty {
  uniqueId: string;
  dateUpdated: string;
  transaction: { type: 'S' | 'R'; price: number };
  buildingMap: string;
  location: {
    city: string;
    istatCode: string;
    postalCode?: string;
    latitude?: number;
    longitude?: number;
  };
  size?: number;
  descriptions: { language: ImmobiliareLanguage; title?: string; content: string }[];
  /** The feed's class, `esente` where the category needs no certificate. */
  energyClass: string;
  /** The IPE in kWh/m² per year, when known. */
  energyPerformance?: number;
  /** Elements of extra-features, in the field definitions' order. */
  extraFeatures: { element: string; value: string }[];
  pictures: string[];
}

function energyClassOf(listing: FeedListing): string | undefined {
  if (!categoryFacts(listing.category).energyCertificate) return 'esente';
  const value = listing.details.energyClass;
  return typeof value === 'string' ? ENERGY_CLASS[value] : undefined;
}

/**
 * What immobiliare.it requires that the listing lacks, empty when it is ready: a price, the
 * energy class where the category needs a certificate, the municipality's ISTAT code, the
 * minimum of pictures and a description in Italian, the portal's language.
 */
export function immobiliareReadiness(listing: FeedListing): FeedReadinessIssue[] {
  const issues: FeedReadinessIssue[] = [];
  if (listing.price === null || !(listing.price > 0)) {
    issues.push({ key: 'admin:feeds.immobiliare.price', field: 'price' });
  }
  if (energyClassOf(listing) === undefined) {
    issues.push({ key: 'admin:feeds.immobiliare.energyClass', field: 'energyClass' });
  }
  if (!listing.municipality.istatCode || !/^\d{6}$/.test(listing.municipality.istatCode)) {
    issues.push({ key: 'admin:feeds.immobiliare.istatCode', field: 'location' });
  }
  if (listing.pictures.length < IMMOBILIARE_MIN_PICTURES) {
    issues.push({
      key: 'admin:feeds.immobiliare.pictures',
      field: 'images',
      values: { min: IMMOBILIARE_MIN_PICTURES },
    });
  }
  if (!listing.descriptions.it?.text.trim()) {
    issues.push({ key: 'admin:feeds.immobiliare.descriptionIt', field: 'description' });
  }
  if (!BUILDING_MAP[listing.category][listing.subtype]) {
    issues.push({ key: 'admin:feeds.immobiliare.type', field: 'type' });
  }
  return issues;
}

/** The fields that map 1:1 to an element of extra-features, by their `feeds` entry. */
const EXTRA_FEATURE_FIELDS = FIELD_LIST.filter((field) => field.feeds?.immobiliare);

function extraFeatureValue(element: string, value: unknown): string | undefined {
  if (typeof value === 'boolean') return String(value);
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  // build-year is bounded by the schema (1000–2050); a year outside says nothing to a buyer.
  if (element === 'build-year' && (value < 1000 || value > 2050)) return undefined;
  return String(value);
}

function sizeOf(details: Record<string, unknown>): number | undefined {
  for (const key of ['nettoArea', 'grossArea', 'area']) {
    const value = details[key];
    if (typeof value === 'number' && value > 0) return Math.round(value);
  }
  return undefined;
}

/**
 * The listing's entry in the feed, or its readiness issues when the portal would refuse it.
 * @param listing the listing as the feed reads it
 */
export function toImmobiliareProperty(
  listing: FeedListing,
): { ok: true; property: ImmobiliareProperty } | { ok: false; issues: FeedReadinessIssue[] } {
  const issues = immobiliareReadiness(listing);
  if (issues.length > 0) return { ok: false, issues };
  const details = listing.details;
  const energy = details.energyConsumption;
  return {
    ok: true,
    property: {
      uniqueId: listing.id,
      dateUpdated: listing.updatedAt.toISOString(),
      transaction: { type: listing.rent ? 'R' : 'S', price: Math.round(listing.price!) },
      buildingMap: BUILDING_MAP[listing.category][listing.subtype]!,
      location: {
        city: listing.municipality.name,
        istatCode: listing.municipality.istatCode!,
        ...(listing.postalCode ? { postalCode: listing.postalCode } : {}),
        ...(listing.latitude != null && listing.longitude != null
          ? { latitude: listing.latitude, longitude: listing.longitude }
          : {}),
      },
      ...(sizeOf(details) !== undefined ? { size: sizeOf(details) } : {}),
      descriptions: IMMOBILIARE_LANGUAGES.flatMap((language) => {
        const text = listing.descriptions[language];
        if (!text?.text.trim()) return [];
        return [{ language, ...(text.title ? { title: text.title } : {}), content: text.text }];
      }),
      energyClass: energyClassOf(listing)!,
      // An exempt category's consumption is left out: the portal shows it beside the class.
      ...(categoryFacts(listing.category).energyCertificate &&
      typeof energy === 'number' &&
      Number.isFinite(energy) &&
      energy >= 0
        ? { energyPerformance: energy }
        : {}),
      extraFeatures: EXTRA_FEATURE_FIELDS.flatMap((field) => {
        const element = field.feeds!.immobiliare!;
        const value = extraFeatureValue(element, details[field.name]);
        return value === undefined ? [] : [{ element, value }];
      }),
      pictures: [...listing.pictures],
    },
  };
}
