/**
 * The idealista properties feed (feeds v6, JSON schemas of https://feeds.idealista.com/v6/) as
 * pure data (issue 32 point 2, decision 066): what a listing becomes in the customer file's
 * `customerProperties` and what idealista requires that a listing lacks. The API's builder only
 * writes the JSON; this module decides the values, so the admin's readiness and the export
 * cannot disagree.
 */
import { categoryFacts } from '../core/category-facts.ts';
import type { Category, Subtype } from '../core/constants.ts';
import { FIELD_LIST } from '../listing/categories/field-definitions.ts';
import type { FeedContact, FeedLanguage, FeedListing, FeedReadinessIssue } from './feed-listing.ts';

export type { FeedListing, FeedReadinessIssue };

/** The schema version the export follows (the folder of its schemas at idealista). */
export const IDEALISTA_VERSION = 'v6';
/** The country of the customer and of every address: Domus sells in South Tyrol. */
export const IDEALISTA_COUNTRY = 'Italy';
/** The schema's longest description text (`rules.json#/stringTo4000`). */
export const IDEALISTA_MAX_DESCRIPTION = 4000;
/** The fewest pictures a listing is sent with: a listing without photos is not worth a place. */
export const IDEALISTA_MIN_PICTURES = 1;
/** The schema's highest image order (`images.json`: imageOrder 1–200). */
const MAX_IMAGES = 200;

/** idealista's name of each feed language (`description.json`, descriptionLanguage). */
const LANGUAGE_NAMES = { it: 'italian', de: 'german', en: 'english' } as const satisfies Record<
  FeedLanguage,
  string
>;

/** The kinds of `propertyFeatures`, one schema each (homes.json, garage.json, …). */
export type IdealistaKind =
  'homes' | 'garage' | 'premises' | 'offices' | 'building' | 'storage' | 'land';

interface TypeMapping {
  kind: IdealistaKind;
  /** The schema's featuresType. */
  type: string;
  /** Features the type always carries (a garage's parking type, a plot's classification). */
  fixed?: Readonly<Record<string, string | boolean>>;
}

/**
 * The idealista type of each Domus subtype. Every subtype has one; a subtype added later without
 * one is named not ready (`type`) rather than sent under a guess.
 */
const TYPE_MAP: Record<Category, Partial<Record<Subtype, TypeMapping>>> = {
  residential: {
    apartment: { kind: 'homes', type: 'flat' },
    house: { kind: 'homes', type: 'house_independent' },
    // house_villa is one of the types idealista offers in Italy only.
    villa: { kind: 'homes', type: 'house_villa' },
    townhouse: { kind: 'homes', type: 'house_terraced' },
  },
  garage: {
    garage: { kind: 'garage', type: 'garage', fixed: { featuresParkingType: 'depot' } },
    parkingLot: { kind: 'garage', type: 'garage', fixed: { featuresParkingType: 'parking_space' } },
  },
  commercial: {
    // idealista has no hotel type; a hotel is sold or let as a whole building classified for hotels.
    hotel: { kind: 'building', type: 'building', fixed: { featuresClassificationHotel: true } },
    industry: { kind: 'premises', type: 'premises_industrial' },
    workshop: { kind: 'premises', type: 'premises_industrial' },
    warehouse: { kind: 'storage', type: 'storage' },
    office: { kind: 'offices', type: 'office' },
    store: { kind: 'premises', type: 'premises_commercial' },
    bar: { kind: 'premises', type: 'premises_commercial' },
    restaurant: { kind: 'premises', type: 'premises_commercial' },
  },
  buildingland: {
    residential: { kind: 'land', type: 'land_urban' },
    industrial: {
      kind: 'land',
      type: 'land_urban',
      fixed: { featuresClassificationIndustrial: true },
    },
    hotel: { kind: 'land', type: 'land_urban', fixed: { featuresClassificationHotel: true } },
  },
  // Agricultural green in South Tyrol is land the listing does not say may be built on.
  agriculture: { agriculture: { kind: 'land', type: 'land_countrynonbuildable' } },
};

/** The kinds whose schema carries an energy certificate (rating and performance). */
const ENERGY_KINDS: ReadonlySet<IdealistaKind> = new Set([
  'homes',
  'premises',
  'offices',
  'building',
]);

/**
 * Domus's energy classes (CasaClima) in the schema's ratings, as immobiliare.it takes them (gold
 * as A4); `undefined` (not yet certified) has none.
 */
const ENERGY_RATING: Record<string, string | undefined> = {
  gold: 'A4',
  A: 'A',
  B: 'B',
  C: 'C',
  D: 'D',
  E: 'E',
  F: 'F',
  G: 'G',
};

/**
 * The 1:1 fields each kind's schema takes (additionalProperties is false, so a field another kind
 * has is refused), by the schema field the field definitions' `feeds.idealista` names.
 */
const ONE_TO_ONE_BY_KIND: Record<IdealistaKind, readonly string[]> = {
  homes: ['featuresBuiltYear', 'featuresFloorsBuilding', 'featuresLiftAvailable'],
  garage: ['featuresLiftAvailable'],
  building: ['featuresBuiltYear', 'featuresFloorsBuilding'],
  premises: ['featuresFloorsBuilding'],
  offices: ['featuresBuiltYear', 'featuresFloorsBuilding'],
  storage: [],
  land: [],
};

/** The schema's bounds of each 1:1 field (features.json and rules.json). */
const ONE_TO_ONE_VALUE: Record<string, (value: unknown) => number | boolean | undefined> = {
  featuresBuiltYear: (value) => integerIn(value, 1700, 2100),
  featuresFloorsBuilding: (value) => integerIn(value, 1, 99),
  featuresLiftAvailable: (value) => (typeof value === 'boolean' ? value : undefined),
};

/** The fields that map 1:1 to a feature, by their `feeds` entry. */
const ONE_TO_ONE_FIELDS = FIELD_LIST.filter((field) => field.feeds?.idealista);

/** A contact as the schema's `contact.json` takes it; each part only when it fits the rules. */
export interface IdealistaContact {
  contactName?: string;
  contactEmail?: string;
  contactPrimaryPhonePrefix?: string;
  contactPrimaryPhoneNumber?: string;
}

/** An address as `address.json` takes it. */
export interface IdealistaAddress {
  addressVisibility: 'full' | 'hidden';
  addressCountry: typeof IDEALISTA_COUNTRY;
  addressTown?: string;
  addressStreetName?: string;
  addressStreetNumber?: string;
  addressPostalCode?: string;
  addressNsiCode?: string;
  addressFloor?: string;
  addressCoordinatesPrecision?: 'exact' | 'moved';
  addressCoordinatesLatitude?: number;
  addressCoordinatesLongitude?: number;
}

/** A listing's entry in `customerProperties`, its values decided; the builder only writes it. */
export interface IdealistaProperty {
  propertyCode: string;
  propertyReference: string;
  propertyVisibility: 'idealista';
  propertyOperation: {
    operationType: 'sale' | 'rent';
    operationPrice: number;
    operationPriceCommunity?: number;
  };
  propertyContact?: IdealistaContact;
  propertyAddress: IdealistaAddress;
  propertyFeatures: { featuresType: string } & Record<string, string | number | boolean>;
  propertyDescriptions: {
    descriptionLanguage: (typeof LANGUAGE_NAMES)[FeedLanguage];
    descriptionText: string;
  }[];
  propertyImages: { imageOrder: number; imageUrl: string; imageLabel?: 'plan' }[];
}

function integerIn(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const rounded = Math.round(value);
  return rounded >= min && rounded <= max ? rounded : undefined;
}

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * A text as the schema's strings take it: every `rules.json` string is `^.{0,n}$`, and `.`
 * matches no line break, so breaks and the blanks around them become one space.
 */
export function idealistaText(text: string): string {
  return text.replace(/\s*[\r\n\u0085\u2028\u2029]+\s*/g, ' ').trim();
}

/** A text when it fits the schema's `stringToN`, else none. */
function fitting(text: string | null | undefined, max: number): string | undefined {
  const clean = idealistaText(text ?? '');
  return clean && clean.length <= max ? clean : undefined;
}

/** `rules.json#/emailFormat`, which is stricter than Domus's e-mail check. */
const EMAIL = /^(([a-zA-Z0-9-_.])+)@((?:[a-zA-Z0-9-_]+\.)+)([a-zA-Z]{2,5})$/;

/**
 * A contact in the schema's terms: the phone as prefix and number (Italian numbers written
 * nationally take the prefix 39; another country's number is left out, its prefix unknown).
 * @param contact the agency or the listing's agent
 */
export function idealistaContact(contact: FeedContact): IdealistaContact | undefined {
  const name = fitting(contact.name, 60);
  const email = EMAIL.test(contact.email.trim()) ? contact.email.trim() : undefined;
  const raw = contact.phone.trim();
  const digits = raw.replace(/\D/g, '');
  const national = raw.startsWith('+39')
    ? digits.slice(2)
    : raw.startsWith('0039')
      ? digits.slice(4)
      : raw.startsWith('+') || raw.startsWith('00')
        ? undefined
        : digits;
  const phone = national && /^[0-9]{5,12}$/.test(national) ? national : undefined;
  const result: IdealistaContact = {
    ...(name ? { contactName: name } : {}),
    ...(email ? { contactEmail: email } : {}),
    ...(phone ? { contactPrimaryPhonePrefix: '39', contactPrimaryPhoneNumber: phone } : {}),
  };
  return Object.keys(result).length > 0 ? result : undefined;
}

/** The floor as `address.json` writes it: bj the ground floor, ss below the second basement. */
function floorOf(details: Record<string, unknown>): string | undefined {
  const floor = details.floor ?? details.minFloor;
  if (typeof floor !== 'number' || !Number.isInteger(floor)) return undefined;
  if (floor === 0) return 'bj';
  if (floor >= 1 && floor <= 60) return String(floor);
  if (floor === -1 || floor === -2) return String(floor);
  return floor < -2 ? 'ss' : undefined;
}

/**
 * The address idealista takes, or none when it has neither a street with its town nor
 * coordinates (the schema's anyOf for Italy). An approximate position is sent as `moved`
 * coordinates and a hidden address: idealista then shows the zone, not the house.
 */
export function idealistaAddress(listing: FeedListing): IdealistaAddress | undefined {
  const town = fitting(listing.municipality.name, 50);
  const street = fitting(listing.address?.street, 200);
  const number = fitting(listing.address?.streetNumber, 10);
  const { latitude, longitude } = listing;
  const coordinates =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  const withStreet = street !== undefined && town !== undefined;
  if (!withStreet && !coordinates) return undefined;
  const approximate = listing.address?.approximate ?? !withStreet;
  const floor = floorOf(listing.details);
  return {
    addressVisibility: approximate ? 'hidden' : 'full',
    addressCountry: IDEALISTA_COUNTRY,
    ...(town ? { addressTown: town } : {}),
    ...(withStreet
      ? { addressStreetName: street, ...(number ? { addressStreetNumber: number } : {}) }
      : {}),
    ...(listing.postalCode && /^[0-9]{5}$/.test(listing.postalCode)
      ? { addressPostalCode: listing.postalCode }
      : {}),
    // The NSI code is Italy's ISTAT municipality code.
    ...(listing.municipality.istatCode && /^[0-9]{6}$/.test(listing.municipality.istatCode)
      ? { addressNsiCode: listing.municipality.istatCode }
      : {}),
    ...(floor ? { addressFloor: floor } : {}),
    ...(coordinates
      ? {
          addressCoordinatesPrecision: approximate ? 'moved' : 'exact',
          addressCoordinatesLatitude: latitude,
          addressCoordinatesLongitude: longitude,
        }
      : {}),
  };
}

/** The constructed area (a plot's area for land) in whole square metres, within the schema. */
function areaOf(kind: IdealistaKind, details: Record<string, unknown>): number | undefined {
  const keys =
    kind === 'land'
      ? ['grossArea', 'catastralArea', 'area']
      : ['area', 'nettoArea', 'overGroundArea'];
  const max = kind === 'land' ? 99_999_999 : 99_999;
  for (const key of keys) {
    if (numberOf(details[key]) > 0) return integerIn(details[key], 1, max);
  }
  return undefined;
}

function roomsOf(details: Record<string, unknown>): Record<string, number> {
  const rooms = details.rooms;
  if (typeof rooms !== 'object' || rooms === null) return {};
  return Object.fromEntries(
    Object.entries(rooms).map(([key, value]) => [key, Math.max(0, Math.round(numberOf(value)))]),
  );
}

/** Bathrooms (baths and WCs), bedrooms and the rooms one lives in, each within 1–99. */
function homeCounts(details: Record<string, unknown>) {
  const rooms = roomsOf(details);
  const count = (...keys: string[]) =>
    integerIn(
      keys.reduce((sum, key) => sum + (rooms[key] ?? 0), 0),
      1,
      99,
    );
  return {
    bathrooms: count('bath', 'wc'),
    bedrooms: count('bed'),
    rooms: count('bed', 'room', 'living', 'dining'),
  };
}

function energyRatingOf(listing: FeedListing): string | undefined {
  const value = listing.details.energyClass;
  return typeof value === 'string' ? ENERGY_RATING[value] : undefined;
}

/** Whether the listing needs an energy rating: its category is certified and its type takes one. */
function needsEnergy(listing: FeedListing, kind: IdealistaKind): boolean {
  return categoryFacts(listing.category).energyCertificate && ENERGY_KINDS.has(kind);
}

/** The descriptions idealista takes, it, de and en, each on one line. */
function descriptionsOf(listing: FeedListing): IdealistaProperty['propertyDescriptions'] {
  return (Object.keys(LANGUAGE_NAMES) as FeedLanguage[]).flatMap((language) => {
    const text = idealistaText(listing.descriptions[language]?.text ?? '');
    return text ? [{ descriptionLanguage: LANGUAGE_NAMES[language], descriptionText: text }] : [];
  });
}

/** A URL idealista can fetch (`rules.json#/urlFormat`): absolute, http or https, one line. */
function isPublicUrl(url: string): boolean {
  return /^https?:\/\/[^\s]+$/.test(url);
}

function imagesOf(listing: FeedListing): IdealistaProperty['propertyImages'] {
  const pictures = listing.pictures.filter(isPublicUrl).map((url) => ({ url, plan: false }));
  // Plans that are images go after the pictures, labelled; a PDF plan is no image to idealista.
  const plans = (listing.plans ?? [])
    .filter((plan) => plan.mime.startsWith('image/') && isPublicUrl(plan.url))
    .map((plan) => ({ url: plan.url, plan: true }));
  return [...pictures, ...plans].slice(0, MAX_IMAGES).map(({ url, plan }, index) => ({
    imageOrder: index + 1,
    imageUrl: url,
    ...(plan ? { imageLabel: 'plan' as const } : {}),
  }));
}

/**
 * What idealista requires that the listing lacks, empty when it is ready: a price within the
 * schema, an idealista type for its subtype, premises rather than a business alone, the area
 * (and for homes bathrooms and rooms) the type's schema requires, the energy class where the
 * type carries one, an address or coordinates, a picture by public URL, and an Italian
 * description, descriptions within the schema's length.
 */
export function idealistaReadiness(listing: FeedListing): FeedReadinessIssue[] {
  const issues: FeedReadinessIssue[] = [];
  if (integerIn(listing.price, 1, 99_999_999) === undefined) {
    issues.push({ key: 'admin:feeds.idealista.price', field: 'price' });
  }
  const mapping = TYPE_MAP[listing.category][listing.subtype];
  if (!mapping) {
    issues.push({ key: 'admin:feeds.idealista.type', field: 'type' });
  } else {
    // A business without its premises (cessione or affitto d'azienda) has no idealista type:
    // sent as premises it would offer buyers walls that are not for sale.
    if (listing.details.sellType === 'activity') {
      issues.push({ key: 'admin:feeds.idealista.sellType', field: 'sellType' });
    }
    if (areaOf(mapping.kind, listing.details) === undefined) {
      issues.push({ key: 'admin:feeds.idealista.area', field: 'area' });
    }
    if (mapping.kind === 'homes') {
      const counts = homeCounts(listing.details);
      if (counts.bathrooms === undefined) {
        issues.push({ key: 'admin:feeds.idealista.bathrooms', field: 'rooms' });
      }
      if (counts.rooms === undefined && counts.bedrooms === undefined) {
        issues.push({ key: 'admin:feeds.idealista.rooms', field: 'rooms' });
      }
    }
    if (needsEnergy(listing, mapping.kind) && energyRatingOf(listing) === undefined) {
      issues.push({ key: 'admin:feeds.idealista.energyClass', field: 'energyClass' });
    }
  }
  if (idealistaAddress(listing) === undefined) {
    issues.push({ key: 'admin:feeds.idealista.location', field: 'location' });
  }
  if (listing.pictures.filter(isPublicUrl).length < IDEALISTA_MIN_PICTURES) {
    issues.push({
      key: 'admin:feeds.idealista.pictures',
      field: 'images',
      values: { min: IDEALISTA_MIN_PICTURES },
    });
  }
  if (!idealistaText(listing.descriptions.it?.text ?? '')) {
    issues.push({ key: 'admin:feeds.idealista.descriptionIt', field: 'description' });
  }
  if (descriptionsOf(listing).some((d) => d.descriptionText.length > IDEALISTA_MAX_DESCRIPTION)) {
    issues.push({
      key: 'admin:feeds.idealista.descriptionLength',
      field: 'description',
      values: { max: IDEALISTA_MAX_DESCRIPTION },
    });
  }
  return issues;
}

/**
 * Domus's conditions in the schema's conservation: 1 and 2 (perfect, good) are good, 4 (to
 * renovate) is to restore; 3 (habitable) has no match, and "new" is for new developments only.
 */
const CONSERVATION: Readonly<Record<number, string>> = { 1: 'good', 2: 'good', 4: 'toRestore' };

/** The features a rule decides (not 1:1): condition, orientation, heating, garden and more. */
function ruledFeatures(
  listing: FeedListing,
  kind: IdealistaKind,
): Record<string, string | number | boolean> {
  const details = listing.details;
  const features: Record<string, string | number | boolean> = {};
  const takes = (...kinds: IdealistaKind[]) => kinds.includes(kind);
  if (needsEnergy(listing, kind)) {
    features.featuresEnergyCertificateRating = energyRatingOf(listing)!;
    const performance = details.energyConsumption;
    if (typeof performance === 'number' && performance >= 1 && performance <= 999) {
      features.featuresEnergyCertificatePerformance = performance;
    }
  }
  if (takes('homes', 'building', 'premises', 'offices')) {
    const conservation = CONSERVATION[details.condition as number];
    if (conservation) features.featuresConservation = conservation;
  }
  if (takes('homes', 'offices') && Array.isArray(details.orientation)) {
    const sides = new Set((details.orientation as string[]).join(''));
    for (const [letter, name] of [
      ['N', 'North'],
      ['S', 'South'],
      ['E', 'East'],
      ['W', 'West'],
    ] as const) {
      if (sides.has(letter)) features[`featuresOrientation${name}`] = true;
    }
  }
  if (kind === 'homes') {
    const counts = homeCounts(details);
    if (counts.bathrooms !== undefined) features.featuresBathroomNumber = counts.bathrooms;
    if (counts.bedrooms !== undefined) features.featuresBedroomNumber = counts.bedrooms;
    if (counts.rooms !== undefined) features.featuresRooms = counts.rooms;
    const netto = integerIn(details.nettoArea, 1, 99_999);
    if (netto !== undefined) features.featuresAreaUsable = netto;
    const garden = (details.garden as { type?: string } | undefined)?.type;
    if (garden) features.featuresGarden = garden !== 'no';
    if (details.furnishing === 'full') features.featuresEquippedWithFurniture = true;
    if (details.furnishing === 'empty') features.featuresEquippedWithFurniture = false;
    const heating = heatingTypeOf(details);
    if (heating) features.featuresHeatingType = heating;
    const parking = (details.parking ?? {}) as Record<string, { number?: number } | boolean>;
    const spots = ['garage', 'parkingLot'].some(
      (key) => numberOf((parking[key] as { number?: number } | undefined)?.number) > 0,
    );
    if (spots || parking.common === true) features.featuresParkingAvailable = true;
    const areas = (details.areas ?? {}) as Record<string, { amount?: number } | undefined>;
    const has = (key: string) => numberOf(areas[key]?.amount) > 0;
    if (has('terrace') || has('coveredTerrace')) features.featuresTerrace = true;
    if (has('balcony')) features.featuresBalcony = true;
    if (has('cellar')) features.featuresStorage = true;
  }
  if (takes('premises', 'offices')) {
    const rooms = roomsOf(details);
    const baths = integerIn((rooms.bath ?? 0) + (rooms.wc ?? 0), 1, 99);
    if (baths !== undefined) features.featuresBathroomNumber = baths;
    const cellar = (details.areas as Record<string, { amount?: number }> | undefined)?.cellar;
    if (numberOf(cellar?.amount) > 0) features.featuresStorage = true;
  }
  return features;
}

/**
 * The heating as one of the schema's types: a central system by its source (district heating is
 * central whatever it burns), an autonomous one by gas or as "other".
 */
function heatingTypeOf(details: Record<string, unknown>): string | undefined {
  const system = details.heating;
  const source = details.heatingType;
  if (typeof system !== 'string' || typeof source !== 'string' || source === 'undefined') {
    return undefined;
  }
  if (source === 'district') return 'centralOther';
  if (system === 'autonom') return source === 'gas' ? 'individualGas' : 'individualOther';
  return source === 'gas' ? 'centralGas' : source === 'oil' ? 'centralFuelOil' : 'centralOther';
}

/** The features object of the listing's type: required area, the 1:1 fields, the ruled ones. */
function featuresOf(
  listing: FeedListing,
  mapping: TypeMapping,
): IdealistaProperty['propertyFeatures'] {
  const { kind, type } = mapping;
  const area = areaOf(kind, listing.details)!;
  const oneToOne: Record<string, number | boolean> = {};
  for (const field of ONE_TO_ONE_FIELDS) {
    const name = field.feeds!.idealista!;
    if (!ONE_TO_ONE_BY_KIND[kind].includes(name)) continue;
    // The schema takes a lift for homes of the flat type only.
    if (name === 'featuresLiftAvailable' && kind === 'homes' && type !== 'flat') continue;
    const value = ONE_TO_ONE_VALUE[name]?.(listing.details[field.name]);
    if (value !== undefined) oneToOne[name] = value;
  }
  return {
    featuresType: type,
    ...(kind === 'land' ? { featuresAreaPlot: area } : { featuresAreaConstructed: area }),
    ...mapping.fixed,
    ...oneToOne,
    ...ruledFeatures(listing, kind),
  };
}

/**
 * The listing's entry in the customer file, or its readiness issues when idealista would refuse
 * it.
 * @param listing the listing as the feeds read it
 */
export function toIdealistaProperty(
  listing: FeedListing,
): { ok: true; property: IdealistaProperty } | { ok: false; issues: FeedReadinessIssue[] } {
  const issues = idealistaReadiness(listing);
  if (issues.length > 0) return { ok: false, issues };
  const mapping = TYPE_MAP[listing.category][listing.subtype]!;
  const fees = integerIn(numberOf(listing.details.fees) / 12, 1, 9999);
  const contact = listing.contact ? idealistaContact(listing.contact) : undefined;
  return {
    ok: true,
    property: {
      // The agency's property number, as on every portal; idealista unsets a listing whose
      // code changes, so it must stay the same for the listing's life.
      propertyCode: listing.id,
      propertyReference: listing.id,
      propertyVisibility: 'idealista',
      propertyOperation: {
        operationType: listing.rent ? 'rent' : 'sale',
        operationPrice: Math.round(listing.price!),
        // Domus keeps the fees per year; idealista shows the community fees per month.
        ...(fees !== undefined ? { operationPriceCommunity: fees } : {}),
      },
      ...(contact ? { propertyContact: contact } : {}),
      propertyAddress: idealistaAddress(listing)!,
      propertyFeatures: featuresOf(listing, mapping),
      propertyDescriptions: descriptionsOf(listing),
      propertyImages: imagesOf(listing),
    },
  };
}
