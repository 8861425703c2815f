/**
 * The exposés of a listing (buyer-side.md §2 Property detail, §7 expose/pdf; seller-side.md §3):
 * made once per version of the listing, language and kind, kept in the file storage, and found
 * again by a key that any change of the listing or its files changes, so that an exposé made
 * before a change is never served after it.
 */
import { createHash } from 'node:crypto';
import {
  agencyConfig,
  formatAgencyAddress,
  placeDataAttributions,
} from '@domus/domain/core/agency.config';
import { categoryFacts } from '@domus/domain/core/category-facts';
import { MAP, type Language } from '@domus/domain/core/constants';
import { energyClassFromConsumption, type EnergyClassCode } from '@domus/domain/listing/energy';
import { formatLongDay } from '@domus/domain/format/locale-format';
import { LOCALE_TAGS } from '@domus/domain/core/constants';
import { listingPlaceName, placeName } from '@domus/domain/place/place-name';
import { ENERGY_CLASSES } from '@domus/domain/core/constants';
import { exposeFileName, type ExposeKind } from '@domus/domain/format/expose-links';
import type { ExposeQuery } from '@domus/domain/listing/expose.schema';
import type { Property } from '@domus/domain/listing/property.schema';
import { webPaths } from '@domus/domain/core/web-routes';
import type { Database } from '../../db/client.ts';
import { exposeTranslator } from '../../lib/i18n.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { FileRow } from '../files/file-rows.ts';
import { getProperty, type Viewer } from '../properties/properties.service.ts';
import { findPropertyFiles } from '../properties/listing-queries.ts';
import { captionOf, loadPicture, type ExposePicture } from './expose-assets.ts';
import type { CaptionedPicture, ExposeContent } from './expose-document.ts';
import { renderOnWorker } from './expose-renderer.ts';
import { EXPOSE_OBJECT_CACHE } from './kept-expose.service.ts';
import { fetchTileMap, type TileMap } from './expose-tiles.ts';
import {
  findMunicipalityOutline,
  findZonePoint,
  findZonesOfMunicipality,
} from './expose.repository.ts';
import { attachExposeFile, recordExposeFile } from '../expose-files/expose-files.service.ts';
import {
  detailSections,
  exposeFormatter,
  headlineFacts,
  priceHistorySections,
  priceLabel,
  type Translate,
} from './expose-sections.ts';

/**
 * Changes with the exposé's layout or texts, so that a new release makes new exposés instead of
 * serving those of the old one.
 */
export const EXPOSE_LAYOUT_VERSION = 4;

/** Where a kept exposé is: its storage key, its link and its download name. */
export type ExposeLocation = { key: string; url: string; fileName: string };

/** The API path below which kept exposés are served. */
export const EXPOSE_FILES_PATH = '/api/v1/expose/pdf';

/** Object keys sorted, so that the same listing always hashes alike. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/**
 * The exposé's place: a hash of everything the listing shows (its fields, its updated_at, its
 * files' ids, names and renditions), the layout version, the language and the kind, shaped as
 * the storage's keys are. Who asks does not enter it: the owner's data is left out. File ids are
 * random, so the key of an unconfirmed listing cannot be guessed by someone who never saw it.
 */
export function exposeLocation(
  property: Property,
  language: Language,
  kind: ExposeKind,
): ExposeLocation {
  const { owner: _owner, ...shown } = property;
  const hash = createHash('sha256')
    .update(canonical({ shown, layout: EXPOSE_LAYOUT_VERSION, language, kind }))
    .digest('hex');
  const uuid = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
  const updated = new Date(property.updatedAt ?? property.createdAt ?? Date.now());
  const yyyy = String(updated.getUTCFullYear());
  const mm = String(updated.getUTCMonth() + 1).padStart(2, '0');
  const t = exposeTranslator(language);
  const fileName = exposeFileName(property.property_id, t(`fileKind.${kind}`), language);
  return {
    key: `${yyyy}/${mm}/${uuid}-expose.pdf`,
    url: `${EXPOSE_FILES_PATH}/${yyyy}/${mm}/${uuid}/${fileName}`,
    fileName,
  };
}

/** Exposés being made, by storage key: a second request for the same one waits for the first. */
const making = new Map<string, Promise<void>>();

/**
 * How exposés are made: the site's public address (for the QR code and the link), the tile
 * server whose streets the map shows when it answers (TILE_URL; without it the outline alone),
 * on the calling thread instead of the exposé process (`inline`), and the date they say they
 * were made.
 */
export type ExposeOptions = {
  publicUrl: string;
  tileUrl?: string;
  /** How long the tiles may take together (EXPOSE_TILE_TIMEOUT_MS unless told). */
  tileTimeoutMs?: number;
  inline?: boolean;
  now?: Date;
};

/**
 * The link of a listing's exposé, made and kept first when this version has none yet.
 * Undefined when the listing does not exist, is of another category, or `viewer` may not see it
 * (the detail page's visibility: unconfirmed listings only for their owner and staff).
 */
export async function exposeLink(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  query: ExposeQuery,
  language: Language,
  options: ExposeOptions,
): Promise<ExposeLocation | undefined> {
  const property = await getProperty(db, storage, viewer, query.type, query.id);
  if (!property) return undefined;
  const kind: ExposeKind = query.long ? 'long' : 'short';
  const location = exposeLocation(property, language, kind);
  const record = { key: location.key, propertyId: property._id, language, kind };
  if (await storage.exists(location.key)) {
    // The served PDF is answered only through its record (decision 044).
    await attachExposeFile(db, record);
    return location;
  }
  let pending = making.get(location.key);
  if (!pending) {
    pending = makeExpose(db, storage, property, language, kind, options)
      .then((pdf) => storage.put(location.key, pdf, { cacheControl: EXPOSE_OBJECT_CACHE }))
      // Recorded once stored: the sweep then finds the older ones this one replaces.
      .then(() => recordExposeFile(db, record))
      .finally(() => making.delete(location.key));
    making.set(location.key, pending);
  }
  await pending;
  return location;
}

/** Makes the exposé of a listing as its viewer may see it, without keeping it. */
export async function makeExpose(
  db: Database,
  storage: FileStorage,
  property: Property,
  language: Language,
  kind: ExposeKind,
  options: ExposeOptions,
): Promise<Buffer> {
  const content = await exposeContent(db, storage, property, language, kind, options);
  return renderOnWorker(content, options.inline);
}

/** The listing's own text in `language`, else in the other languages as the site falls back. */
function ownText(text: Property['title'], language: Language): string {
  for (const lang of [language, 'it', 'de', 'en'] as const) {
    const value = text[lang]?.trim();
    if (value) return value;
  }
  return '';
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

async function pictures(
  storage: FileStorage,
  rows: FileRow[],
  cache: Map<string, Promise<ExposePicture | null>>,
): Promise<CaptionedPicture[]> {
  const out: CaptionedPicture[] = [];
  for (const row of rows) {
    let pending = cache.get(row.id);
    if (!pending) cache.set(row.id, (pending = loadPicture(storage, row)));
    const picture = await pending;
    if (picture) out.push({ picture, caption: captionOf(row.name) });
  }
  return out;
}

/** Everything the exposé shows, read and put into words. */
async function exposeContent(
  db: Database,
  storage: FileStorage,
  property: Property,
  language: Language,
  kind: ExposeKind,
  options: ExposeOptions,
): Promise<ExposeContent> {
  const t: Translate = exposeTranslator(language);
  const f = exposeFormatter(language, t);
  const long = kind === 'long';
  const rows = await findPropertyFiles(db, property._id);
  const images = rows.filter((r) => r.kind === 'image');
  const plans = rows.filter((r) => r.kind !== 'image');
  const byId = new Map(images.map((r) => [r.id, r]));
  // The main image and the staff's four chosen images first, then the others in their order.
  const chosen = [property.mainImage, ...property.mainImages]
    .map((id) => (id ? byId.get(id) : undefined))
    .filter((r): r is FileRow => !!r);
  const ordered = [...new Set([...chosen, ...images])];
  const cache = new Map<string, Promise<ExposePicture | null>>();
  const firstFour = await pictures(storage, ordered.slice(0, 4), cache);
  const allPictures = long ? await pictures(storage, ordered, cache) : [];
  const planPictures = long ? await pictures(storage, plans, cache) : [];
  planPictures.forEach((item, i) => {
    const row = plans[i];
    if (row?.mime === 'application/pdf') {
      item.caption = t('planPdf', { name: captionOf(row.name) ?? row.name });
    }
  });

  const location = property.location;
  const municipality = location?.address.municipality ?? null;
  const zone = location?.zone?.properties.name ?? null;
  const place = listingPlaceName({ municipality, zone }, language);
  const title =
    ownText(property.title, language) ||
    (place ? `${property.type.name[language]} · ${place}` : property.type.name[language]);
  const number = t('propertyNumber', { number: property.property_id });
  const price =
    property.price !== null && property.price > 0
      ? property.rent
        ? t('perMonth', { price: f.money(property.price) })
        : f.money(property.price)
      : t('priceOnRequest');

  const details = property as unknown as Record<string, unknown>;
  const hasEnergy = categoryFacts(property.category).energyCertificate;
  const consumption =
    typeof details.energyConsumption === 'number' ? details.energyConsumption : null;
  const energyClass =
    (details.energyClass as EnergyClassCode | undefined) ?? energyClassFromConsumption(consumption);
  const scaleLabels = Object.fromEntries(
    ENERGY_CLASSES.map((c) => [c, t(`property:values.energyClass.${c}`)]),
  ) as Record<EnergyClassCode, string>;

  const description = ownText(property.description, language);
  const allParagraphs = paragraphs(description);
  const listingUrl = `${options.publicUrl}${webPaths.property
    .replace(':type', property.category)
    .replace(':id', property._id)}?lang=${language}`;
  const contactName =
    [property.externalAgent?.name, property.externalAgent?.familyName].filter(Boolean).join(' ') ||
    agencyConfig.legalRepresentative;
  // The agency's day: a PDF made at 00:30 in South Tyrol carries that day, not UTC's previous one.
  const madeOn = formatLongDay(options.now ?? new Date(), language);

  const map = long ? await exposeMap(db, property, language, t, options) : null;

  return {
    long,
    language,
    locale: LOCALE_TAGS[language],
    documentTitle: t('documentTitle', { number: property.property_id }),
    kindLabel: t(`kind.${kind}`),
    agencyName: agencyConfig.name,
    title,
    place,
    offer: t(property.rent ? 'offer.rent' : 'offer.sale'),
    numberLabel: number,
    price,
    priceLabel: priceLabel(property, t),
    facts: headlineFacts(property, f),
    energy: hasEnergy
      ? {
          energyClass,
          texts: {
            title: t('energy.title'),
            classLabel: t('energy.class'),
            classValue:
              energyClass === 'undefined' ? t('energy.notCertified') : scaleLabels[energyClass],
            consumptionLabel: t('energy.consumption'),
            consumptionValue:
              consumption === null
                ? t('energy.notGiven')
                : `${f.number(consumption)} ${t('property:units.energy')}`,
            scaleLabels,
          },
        }
      : null,
    mainPicture: firstFour[0] ?? null,
    morePictures: firstFour.slice(1, 4),
    // The long one prints the whole description in its own section, so not its start here too.
    firstParagraph: long ? '' : (allParagraphs[0] ?? ''),
    description: { title: t('description'), paragraphs: long ? allParagraphs : [] },
    sections: long ? [...detailSections(property, f), ...priceHistorySections(property, f)] : [],
    pictures: { title: t('images'), items: allPictures },
    plans: { title: t('plans'), items: planPictures },
    map,
    contact: {
      title: t('contact.title'),
      lines: [
        agencyConfig.name,
        formatAgencyAddress(language),
        t('contact.person', { name: contactName }),
        t('contact.phone', { phone: agencyConfig.phone }),
        t('contact.email', { email: agencyConfig.email }),
      ],
    },
    qr: { label: t('qr'), url: listingUrl, text: readableLink(listingUrl) },
    feeNote: t(property.rent ? 'feeNoteRent' : 'feeNote'),
    madeOn: t('madeOn', { date: madeOn }),
    pageCounter: t('page', { page: '{{page}}', count: '{{count}}' }),
    legal: {
      title: t('legal.title'),
      lines: [
        t('legal.text'),
        t('legal.company', {
          legalName: agencyConfig.legalName,
          address: formatAgencyAddress(language),
          vat: agencyConfig.vatNumber,
          rea: agencyConfig.rea,
          capital: f.money(agencyConfig.shareCapital),
        }),
        t('legal.places', { attributions: placeDataAttributions(language).join('; ') }),
      ],
    },
  };
}

/**
 * The long exposé's map: the municipality's boundary, the zone and the listing, and the streets
 * around it from the tile server when it answers (decision 050). Null without a municipality.
 */
async function exposeMap(
  db: Database,
  property: Property,
  language: Language,
  t: Translate,
  options: ExposeOptions,
): Promise<ExposeContent['map']> {
  const location = property.location;
  if (!location?.address.municipalityId) return null;
  const municipality = location.address.municipality;
  const zone = location.zone?.properties.name ?? null;
  const point: [number, number] = [location.coordinates.lng, location.coordinates.lat];
  const [outline, zonePoint, others, streets] = await Promise.all([
    findMunicipalityOutline(db, location.address.municipalityId),
    location.zone?.id ? findZonePoint(db, location.zone.id) : Promise.resolve(null),
    findZonesOfMunicipality(db, location.address.municipalityId),
    options.tileUrl ? streetsAround(point, options) : Promise.resolve(null),
  ]);
  if (!outline) return null;
  const approximate = location.approximate === true;
  const municipalityName = municipality ? placeName(municipality, language) : '';
  return {
    title: t('location'),
    data: {
      outline,
      point,
      approximate,
      radiusMetres: MAP.approximateRadiusMeters,
      zone: zonePoint && zone ? { point: zonePoint, name: placeName(zone, language) } : null,
      places: others
        .filter((other) => other.id !== location.zone?.id)
        .map((other) => ({ point: other.point, name: placeName(other.names, language) })),
      municipalityName,
      streets,
    },
    legend: [
      t('mapLegend.municipality', { name: municipalityName }),
      t('mapLegend.property'),
      ...(zonePoint && zone ? [`${t('mapLegend.zone')} ${placeName(zone, language)}`] : []),
      ...(streets ? [t('mapLegend.streets')] : []),
    ],
    approximateNote: approximate ? t('approximate', { radius: MAP.approximateRadiusMeters }) : null,
  };
}

/**
 * The close-up's size in points on the page, and the tiles' zoom and pixels a point there: at
 * zoom 15 and 1.5 pixels a point the panel spans about 1.2 × 1.6 km in South Tyrol, as the
 * outline's close-up does, and the tiles' lettering prints at about 7 points.
 */
export const EXPOSE_STREET_MAP = { width: 252, height: 320, zoom: 15, pixelsPerPoint: 1.5 };

function streetsAround(point: [number, number], options: ExposeOptions): Promise<TileMap | null> {
  return fetchTileMap({
    template: options.tileUrl ?? '',
    centre: point,
    zoom: EXPOSE_STREET_MAP.zoom,
    width: Math.round(EXPOSE_STREET_MAP.width * EXPOSE_STREET_MAP.pixelsPerPoint),
    height: Math.round(EXPOSE_STREET_MAP.height * EXPOSE_STREET_MAP.pixelsPerPoint),
    userAgent: `Domus expose (${options.publicUrl})`,
    ...(options.tileTimeoutMs ? { timeoutMs: options.tileTimeoutMs } : {}),
  });
}

/**
 * The listing's address as printed under the QR code: without the scheme, which nobody types
 * and which made the line break inside a word, and its spaces kept as they are. The document
 * breaks it only after a slash (expose-document.ts).
 */
export function readableLink(url: string): string {
  return url.replace(/^https?:\/\//, '');
}
