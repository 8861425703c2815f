/**
 * The import interface of wohnen-in-suedtirol.it (WIS, interface version 2.2 of October 2015) as
 * pure data (issue 32 point 2, decision 065): what a listing becomes in `WIS_IMPORT.XML`, which
 * media files go beside it under which names, and what the portal requires that a listing
 * lacks. The API's builder writes the XML from these values; the admin's readiness reads the
 * same rule, so the two cannot disagree.
 */
import { AGENCY_TIME_ZONE, type Category, type SubtypeOf } from '../core/constants.ts';
import { categoryFacts } from '../core/category-facts.ts';
import { FIELD_LIST } from '../listing/categories/field-definitions.ts';
import { roomCountingCategories } from '../listing/categories/category-registry.ts';
import { roomTotal } from '../listing/rooms.ts';
import type { FeedListing, FeedMedia, FeedReadinessIssue } from './feed-listing.ts';
import { WIS_MUNICIPALITY_NAMES } from './wis-municipalities.ts';

export type { FeedListing, FeedReadinessIssue };

/** The data file's name; the portal fetches it with the media from the same folder. */
export const WIS_FILE_NAME = 'WIS_IMPORT.XML';

/**
 * The children of `<OBJEKT>` in the order the interface's DTD and the 2.2 documentation give:
 * the DTD's sequence with the fields of version 2.2 (address, coordinates, energy class) at the
 * places the documentation lists them.
 */
export const WIS_ELEMENTS = [
  'ID',
  'LOESCHEN',
  'GUELTIGBIS',
  'IMMOBILIENART',
  'ORT',
  'FRAKTION',
  'MIETEKAUF',
  'PREIS',
  'AUFANFRAGE',
  'NUTZFLAECHE',
  'FLAECHEART',
  'STRASSE',
  'HAUSNUMMER',
  'STIEGE',
  'LAT',
  'LNG',
  'FOERDERBAR',
  'KONVENTIONIERT',
  'ENERGIEEFFIZIENZKLASSE',
  'KUBATUR',
  'ZUSTAND',
  'ZIMMER',
  'STOCKWERKE',
  'STOCKWERK',
  'AUFZUG',
  'GARAGE',
  'ABSTELLPLATZ',
  'GRUENFLAECHE',
  'KELLER',
  'TERRASSE',
  'LOGGIA',
  'BALKON',
  'DACHBODEN',
  'HEIZUNG',
  'KLIMAHAUS',
  'UEBERGABEZEITPUNKT',
  'BAUJAHR',
  'INFODE',
  'INFOIT',
  'BILD1',
  'BILD2',
  'BILD3',
  'BILD4',
  'BILD5',
  'BILD6',
  'BILD7',
  'BILD8',
  'BILD9',
  'BILD10',
  'DOWNLOAD1',
  'DOWNLOAD2',
  'DOWNLOAD3',
] as const;
export type WisElement = (typeof WIS_ELEMENTS)[number];

/** The elements version 2.2 documents and the older DTD of the interface does not declare. */
export const WIS_ELEMENTS_SINCE_2_2 = [
  'STRASSE',
  'HAUSNUMMER',
  'STIEGE',
  'LAT',
  'LNG',
  'ENERGIEEFFIZIENZKLASSE',
] as const satisfies readonly WisElement[];

/** Picture slots (`BILD1`–`BILD10`) and download slots (`DOWNLOAD1`–`DOWNLOAD3`) of the DTD. */
export const WIS_MAX_PICTURES = 10;
export const WIS_MAX_DOWNLOADS = 3;

/**
 * How long an entry stays valid at the portal after a transfer (`GUELTIGBIS`, at most 6 months).
 * The portal keeps what a file leaves out until that date, so every nightly file renews it; a
 * listing Domus stops sending without a delete (its portal account switched off, transfers
 * failing) leaves the portal by itself after this time instead of staying for half a year.
 */
export const WIS_VALIDITY_DAYS = 30;

/** The largest amount the interface's numbers take: 10 digits, 2 of them decimals. */
export const WIS_MAX_AMOUNT = 99_999_999.99;

/** The portal's object types (`IMMOBILIENART`). */
export type WisPropertyType =
  | 'bauernhof'
  | 'baugrund'
  | 'buero'
  | 'einfamilienhaus'
  | 'garage'
  | 'gastgewerbeobjekt'
  | 'geschaeft'
  | 'gewerbehalle'
  | 'kulturgrund'
  | 'reihenhaus'
  | 'wald'
  | 'wohnung';

/**
 * The portal's object type of every Domus subtype. Total by its type, so a new subtype does not
 * compile until it is placed. The portal has no villa, parking space, hotel land or bar: a
 * villa is a detached house, a parking space is filed under garages (the garage flag off, the
 * parking flag on), building land of any use is building land, bar and restaurant are
 * hospitality; workshop, warehouse and industry are commercial halls.
 */
export const WIS_PROPERTY_TYPES: { [C in Category]: Record<SubtypeOf<C>, WisPropertyType> } = {
  residential: {
    apartment: 'wohnung',
    house: 'einfamilienhaus',
    villa: 'einfamilienhaus',
    townhouse: 'reihenhaus',
  },
  garage: { garage: 'garage', parkingLot: 'garage' },
  commercial: {
    hotel: 'gastgewerbeobjekt',
    industry: 'gewerbehalle',
    workshop: 'gewerbehalle',
    warehouse: 'gewerbehalle',
    office: 'buero',
    store: 'geschaeft',
    bar: 'gastgewerbeobjekt',
    restaurant: 'gastgewerbeobjekt',
  },
  buildingland: { residential: 'baugrund', industrial: 'baugrund', hotel: 'baugrund' },
  agriculture: { agriculture: 'kulturgrund' },
};

/** Domus's energy classes (KlimaHaus classes, Gold best) in the portal's values. */
const ENERGY_CLASS: Record<string, string | undefined> = {
  gold: 'A gold',
  A: 'A',
  B: 'B',
  C: 'C',
  D: 'D',
  E: 'E',
  F: 'F',
  G: 'G',
};

/** The portal's object type of a listing, undefined for a subtype its category does not have. */
export function wisPropertyType(listing: Pick<FeedListing, 'category' | 'subtype'>) {
  const types = WIS_PROPERTY_TYPES[listing.category] as Record<string, WisPropertyType>;
  return Object.hasOwn(types, listing.subtype) ? types[listing.subtype] : undefined;
}

/** The portal's name of the listing's municipality, undefined when its list has none. */
export function wisMunicipality(listing: Pick<FeedListing, 'municipality'>): string | undefined {
  const code = listing.municipality.istatCode;
  return code && Object.hasOwn(WIS_MUNICIPALITY_NAMES, code)
    ? WIS_MUNICIPALITY_NAMES[code]
    : undefined;
}

function energyClassOf(listing: FeedListing): string | undefined {
  const value = listing.details.energyClass;
  return typeof value === 'string' ? ENERGY_CLASS[value] : undefined;
}

/**
 * What wohnen-in-suedtirol.it requires that the listing lacks, empty when it is ready:
 * - a municipality of the portal's list (`ORT` takes only those names);
 * - an energy class where the category carries a certificate: the portal shows "G" for a
 *   building sent without one, which would misstate the listing;
 * - a price the interface can carry (10 digits with 2 decimals); a listing without a price
 *   goes as "on request" and needs nothing;
 * - a description in German or Italian, the portal's two languages (`INFODE`, `INFOIT`): the
 *   interface takes them as optional, but an entry without either says nothing beyond figures.
 */
export function wisReadiness(listing: FeedListing): FeedReadinessIssue[] {
  const issues: FeedReadinessIssue[] = [];
  if (wisMunicipality(listing) === undefined) {
    issues.push({ key: 'admin:feeds.wis.municipality', field: 'location' });
  }
  if (categoryFacts(listing.category).energyCertificate && energyClassOf(listing) === undefined) {
    issues.push({ key: 'admin:feeds.wis.energyClass', field: 'energyClass' });
  }
  if (listing.price !== null && !(listing.price >= 0 && listing.price <= WIS_MAX_AMOUNT)) {
    issues.push({ key: 'admin:feeds.wis.price', field: 'price' });
  }
  if (!listing.descriptions.de?.text.trim() && !listing.descriptions.it?.text.trim()) {
    issues.push({ key: 'admin:feeds.wis.description', field: 'description' });
  }
  if (wisPropertyType(listing) === undefined) {
    issues.push({ key: 'admin:feeds.wis.type', field: 'type' });
  }
  return issues;
}

/** A file that goes beside `WIS_IMPORT.XML`: its name there and where Domus stores it. */
export interface WisMediaFile {
  /** The element that names it (`BILD3`, `DOWNLOAD1`). */
  element: WisElement;
  fileName: string;
  key: string;
  mime: string;
}

/** An `<OBJEKT>` with its values decided: the builder writes `values` in `WIS_ELEMENTS` order. */
export interface WisObject {
  id: string;
  values: Partial<Record<WisElement, string>>;
  media: WisMediaFile[];
}

/**
 * A date as the interface writes it (`YYYY-MM-DD HH:MM:SS`), in South Tyrol's time: the portal
 * is in that zone and the format carries none.
 */
export function wisDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: AGENCY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** An amount in the interface's number format: a dot, two decimals. */
export function wisDecimal(value: number): string {
  return value.toFixed(2);
}

const yesNo = (value: boolean) => (value ? 'ja' : 'nein');

/** A 32-bit FNV-1a hash in hex: a short, stable tag of a storage key for a file name. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * The name of a media file in the portal's folder: the property number (which is unique among
 * the agency's listings, so names never collide), the slot, and a tag of the stored file, so a
 * replaced picture gets a new name and the portal cannot keep the old one under the same name.
 */
export function wisMediaFileName(listingId: string, slot: string, media: FeedMedia): string {
  const id = listingId.replace(/[^A-Za-z0-9_-]/g, '_');
  return `${id}-${slot}-${shortHash(media.key)}.${EXTENSIONS[media.mime]}`;
}

/**
 * The media of a listing in their slots: its pictures, then its floor plans that are pictures,
 * in the ten picture slots (JPEG and PNG are what the portal takes); its PDF plans in the three
 * download slots. What does not fit or is of another type is not sent.
 */
export function wisMedia(listing: FeedListing): WisMediaFile[] {
  const isPicture = (media: FeedMedia) => media.mime === 'image/jpeg' || media.mime === 'image/png';
  const plans = listing.plans ?? [];
  const pictures = [...(listing.images ?? []), ...plans]
    .filter(isPicture)
    .slice(0, WIS_MAX_PICTURES);
  const downloads = plans
    .filter((media) => media.mime === 'application/pdf')
    .slice(0, WIS_MAX_DOWNLOADS);
  return [
    ...pictures.map((media, index) => ({
      element: `BILD${index + 1}` as WisElement,
      fileName: wisMediaFileName(listing.id, `bild${index + 1}`, media),
      key: media.key,
      mime: media.mime,
    })),
    ...downloads.map((media, index) => ({
      element: `DOWNLOAD${index + 1}` as WisElement,
      fileName: wisMediaFileName(listing.id, `download${index + 1}`, media),
      key: media.key,
      mime: media.mime,
    })),
  ];
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

type AreaKind = 'netto' | 'brutto' | 'verkauf';

/**
 * The fields of each category the portal's area is taken from, the first given wins, with the
 * kind the portal names it by: a home's net area, else its superficie commerciale, which the
 * interface's `verkauf` ("selling area": the area a price refers to) is the nearest of its three
 * kinds to (decision 050 keeps the German word away from Domus's own label, not from this
 * value); for land, the plot's own area, which a buyer of land compares, else the gross floor
 * area it allows.
 */
const AREA_FIELDS: Record<Category, readonly (readonly [string, AreaKind])[]> = {
  residential: [
    ['nettoArea', 'netto'],
    ['area', 'verkauf'],
  ],
  garage: [['area', 'netto']],
  commercial: [['area', 'netto']],
  buildingland: [
    ['catastralArea', 'netto'],
    ['grossArea', 'brutto'],
  ],
  agriculture: [['area', 'netto']],
};

/** The area the portal shows and its kind; 0, which the interface takes, when none is given. */
function areaOf(listing: FeedListing): { value: number; kind: AreaKind } {
  for (const [field, kind] of AREA_FIELDS[listing.category]) {
    const value = listing.details[field];
    if (positive(value) && value <= WIS_MAX_AMOUNT) return { value, kind };
  }
  return { value: 0, kind: 'netto' };
}

/** A count of places in `details[field][kind].number` (parking) or an additional area's amount. */
function hasEntry(details: Record<string, unknown>, field: string, kinds: string[]): boolean {
  const block = details[field];
  if (!block || typeof block !== 'object') return false;
  return kinds.some((kind) => {
    const entry = (block as Record<string, unknown>)[kind];
    if (!entry || typeof entry !== 'object') return false;
    const { number, amount, area } = entry as Record<string, unknown>;
    return positive(number) || positive(amount) || positive(area);
  });
}

/** The portal counts floors from 1 for the ground floor; Domus from 0. Basements have none. */
const wisFloor = (floor: unknown) =>
  typeof floor === 'number' && Number.isInteger(floor) && floor >= 0
    ? String(floor + 1)
    : undefined;

/** Floors, rooms and the yes/no amenities the portal shows. */
function featureValues(listing: FeedListing, now: Date): Partial<Record<WisElement, string>> {
  const { details } = listing;
  const values: Partial<Record<WisElement, string>> = {};
  const year = details.constructionYear;
  if (typeof year === 'number' && Number.isInteger(year)) {
    // New: being built or finished this year; any older building is used.
    values.ZUSTAND = year >= now.getUTCFullYear() ? 'neu' : 'gebraucht';
  }
  if (roomCountingCategories().includes(listing.category)) {
    const rooms = roomTotal(details.rooms as Parameters<typeof roomTotal>[0]);
    if (rooms > 0) values.ZIMMER = String(rooms);
  }
  // A home spans its floors from minFloor to maxFloor; other buildings lie on one floor.
  const { minFloor, maxFloor } = details;
  if (typeof minFloor === 'number' && typeof maxFloor === 'number' && maxFloor >= minFloor) {
    values.STOCKWERKE = String(maxFloor - minFloor + 1);
  }
  const floor = wisFloor(typeof minFloor === 'number' ? minFloor : details.floor);
  if (floor) values.STOCKWERK = floor;
  if (details.parking !== undefined) {
    values.GARAGE = yesNo(hasEntry(details, 'parking', ['garage']));
    values.ABSTELLPLATZ = yesNo(hasEntry(details, 'parking', ['parkingLot', 'truckLot']));
  }
  // A garage or parking space is its own amenity: the portal files both under garages.
  if (wisPropertyType(listing) === 'garage') {
    values.GARAGE = yesNo(listing.subtype === 'garage');
    values.ABSTELLPLATZ = yesNo(listing.subtype === 'parkingLot');
  }
  const garden = details.garden as { type?: unknown } | undefined;
  if (garden && typeof garden.type === 'string') values.GRUENFLAECHE = yesNo(garden.type !== 'no');
  if (details.areas !== undefined) {
    values.KELLER = yesNo(hasEntry(details, 'areas', ['cellar']));
    values.TERRASSE = yesNo(hasEntry(details, 'areas', ['terrace', 'coveredTerrace']));
    values.BALKON = yesNo(hasEntry(details, 'areas', ['balcony']));
    values.DACHBODEN = yesNo(hasEntry(details, 'areas', ['underroof']));
  }
  if (details.heating === 'autonom') values.HEIZUNG = 'autonom';
  else if (details.heating === 'central' || details.heating === 'centralWithCal') {
    values.HEIZUNG = 'zentral';
  }
  return values;
}

/** The fields that map 1:1 to an element, by their `feeds` entry. */
const ONE_TO_ONE_FIELDS = FIELD_LIST.filter((field) => field.feeds?.wis);

function oneToOneValue(element: string, value: unknown): string | undefined {
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  if (element === 'KUBATUR') return value <= WIS_MAX_AMOUNT ? wisDecimal(value) : undefined;
  return Number.isInteger(value) ? String(value) : undefined;
}

/** The text of one language: the title as its first paragraph, since the format has no title. */
function infoText(listing: FeedListing, language: 'de' | 'it'): string | undefined {
  const text = listing.descriptions[language];
  if (!text?.text.trim()) return undefined;
  return text.title?.trim() ? `${text.title.trim()}\n\n${text.text}` : text.text;
}

/** Where the listing lies: street and coordinates unless it asks portals to hide the spot. */
function locationValues(listing: FeedListing): Partial<Record<WisElement, string>> {
  if (listing.address?.approximate) return {};
  const values: Partial<Record<WisElement, string>> = {};
  if (listing.address?.street.trim()) values.STRASSE = listing.address.street;
  if (listing.address?.streetNumber.trim()) values.HAUSNUMMER = listing.address.streetNumber;
  if (
    typeof listing.latitude === 'number' &&
    typeof listing.longitude === 'number' &&
    Number.isFinite(listing.latitude) &&
    Number.isFinite(listing.longitude)
  ) {
    values.LAT = String(listing.latitude);
    values.LNG = String(listing.longitude);
  }
  return values;
}

/**
 * The listing's `<OBJEKT>`, or its readiness issues when the portal would refuse or misstate it.
 * @param listing the listing as the feeds read it
 * @param now the moment of the export, from which the entry's validity runs
 */
export function toWisObject(
  listing: FeedListing,
  now: Date,
): { ok: true; object: WisObject } | { ok: false; issues: FeedReadinessIssue[] } {
  const issues = wisReadiness(listing);
  if (issues.length > 0) return { ok: false, issues };
  const area = areaOf(listing);
  const media = wisMedia(listing);
  // Exempt categories (land, garages) send no class: the portal takes none for land.
  const energyClass = categoryFacts(listing.category).energyCertificate
    ? energyClassOf(listing)
    : undefined;
  const values: Partial<Record<WisElement, string>> = {
    ID: listing.id,
    LOESCHEN: 'nein',
    GUELTIGBIS: wisDateTime(new Date(now.getTime() + WIS_VALIDITY_DAYS * 86_400_000)),
    IMMOBILIENART: wisPropertyType(listing)!,
    ORT: wisMunicipality(listing)!,
    MIETEKAUF: listing.rent ? 'miete' : 'kauf',
    // Without a price the portal shows "on request"; the element itself is required.
    PREIS: wisDecimal(listing.price ?? 0),
    AUFANFRAGE: yesNo(listing.price === null),
    NUTZFLAECHE: wisDecimal(area.value),
    FLAECHEART: area.kind,
    ...locationValues(listing),
    ...(energyClass ? { ENERGIEEFFIZIENZKLASSE: energyClass } : {}),
    // KlimaHaus A or B; Gold is a class of its own, which the older element does not know.
    ...(energyClass === 'A' || energyClass === 'B' ? { KLIMAHAUS: energyClass } : {}),
    ...featureValues(listing, now),
  };
  for (const field of ONE_TO_ONE_FIELDS) {
    const element = field.feeds!.wis as WisElement;
    const value = oneToOneValue(element, listing.details[field.name]);
    if (value !== undefined) values[element] = value;
  }
  const de = infoText(listing, 'de');
  const it = infoText(listing, 'it');
  if (de) values.INFODE = de;
  if (it) values.INFOIT = it;
  for (const file of media) values[file.element] = file.fileName;
  return { ok: true, object: { id: listing.id, values, media } };
}

/**
 * A delete entry (`LOESCHEN` ja). The documentation calls the object's first fields mandatory
 * even to delete one, so the entry carries them with neutral values; its validity ends at the
 * export, so the entry leaves the portal even if the delete flag were ignored.
 * @param id the property number the listing was sent with
 * @param now the moment of the export
 */
export function wisDeleteObject(id: string, now: Date): WisObject {
  return {
    id,
    values: {
      ID: id,
      LOESCHEN: 'ja',
      GUELTIGBIS: wisDateTime(now),
      IMMOBILIENART: 'wohnung',
      ORT: WIS_MUNICIPALITY_NAMES['021008']!,
      MIETEKAUF: 'kauf',
      PREIS: wisDecimal(0),
      AUFANFRAGE: 'ja',
      NUTZFLAECHE: wisDecimal(0),
      FLAECHEART: 'netto',
    },
    media: [],
  };
}
