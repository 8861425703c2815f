/**
 * Another CRM's OpenImmo export read as Domus listings (issue 32 point 5, decision 064): pure
 * data over the parsed XML, so that the preview and the import cannot disagree. Each
 * `<immobilie>` becomes one {@link ImportedListing}: its category and subtype from `objektart`,
 * rent from `vermarktungsart`, prices, areas, rooms, the category's fields, texts per language,
 * the address as given (the API finds the municipality), the attachments by their path in the
 * ZIP, and every element that found no place in Domus, field by field with its reason. A
 * listing Domus cannot take at all carries the reasons instead (`refused`).
 */
import { CATEGORY_FACTS } from '../core/category-facts.ts';
import { MAX_IMAGES, MAX_LENGTH, MAX_PLANS, MIN_IMAGES, type Category } from '../core/constants.ts';
import { priceIssues } from '../listing/price.ts';
import { detailsOf, kindOf, priceOf } from './openimmo-import-details.ts';
import { isTrue, parseNumber, Reader } from './openimmo-import-reader.ts';

export {
  REFUSED_REASONS,
  UNMAPPED_REASONS,
  type RefusedReason,
  type UnmappedField,
  type UnmappedReason,
  type XmlElement,
} from './openimmo-import-types.ts';
import type { RefusedReason, UnmappedField, XmlElement } from './openimmo-import-types.ts';

/** A picture or plan of the listing: its path inside the ZIP and its caption. */
export interface ImportedMedia {
  path: string;
  title: string;
}

/** A listing of the export as Domus would store it. */
export interface ImportedListing {
  /** `objektnr_extern`: how a second import finds the listing again. */
  externalRef: string;
  category: Category;
  subtype: string;
  rent: boolean;
  /** Sale price or monthly rent in euros; null on request. */
  price: number | null;
  /** The category's fields, each valid against the category's schema. */
  details: Record<string, unknown>;
  title: { it: string; de: string; en: string };
  description: { it: string; de: string; en: string };
  address: { street: string; streetNumber: string; postalCode: string; city: string };
  /** The municipality's ISTAT code where the export names it (`geo/gemeindecode`). */
  istatCode: string | null;
  coordinates: { lat: number; lng: number } | null;
  /** Whether the exact address may be shown (`objektadresse_freigeben`). */
  approximate: boolean;
  images: ImportedMedia[];
  plans: ImportedMedia[];
  unmapped: UnmappedField[];
}

/** A listing of the export, mapped or refused. */
export type OpenImmoImportEntry =
  | { ok: true; listing: ImportedListing }
  | {
      ok: false;
      externalRef: string | null;
      refused: `admin:imports.refused.${RefusedReason}`[];
      unmapped: UnmappedField[];
    };

// ---------------------------------------------------------------------------------------------
// Texts, address, attachments
// ---------------------------------------------------------------------------------------------

const TEXT_LANGUAGES = ['it', 'de', 'en'] as const;
type TextLanguage = (typeof TEXT_LANGUAGES)[number];
const isTextLanguage = (value: string): value is TextLanguage =>
  (TEXT_LANGUAGES as readonly string[]).includes(value);

/** A text within `max` characters; a longer one is cut and noted. */
function within(r: Reader, field: string, text: string, max: number): string {
  if (text.length <= max) return text;
  r.note(field, 'tooLong', text);
  return text.slice(0, max);
}

/**
 * Title and description per language: `freitexte` is in the export's language
 * (`verwaltung_techn/sprache`, German when absent), `objekt_text lang="…"` in another one, and
 * `user_defined_simplefield` `objekttitel_<lang>` and `objektbeschreibung_<lang>` (as Domus's
 * export writes them) in any. The location and equipment texts other CRMs write follow the
 * description as their own paragraphs.
 */
function textsOf(r: Reader) {
  const title = { it: '', de: '', en: '' };
  const description = { it: '', de: '', en: '' };
  const spoken = r.text('verwaltung_techn/sprache').slice(0, 2).toLowerCase();
  const language: TextLanguage = isTextLanguage(spoken) ? spoken : 'de';
  const texts = r.at('freitexte');
  if (!texts) return { title, description };
  title[language] = within(
    r,
    'freitexte/objekttitel',
    r.text('objekttitel', texts),
    MAX_LENGTH.title,
  );
  const paragraphs = ['objektbeschreibung', 'lage', 'ausstatt_beschr', 'sonstige_angaben']
    .map((name) => r.text(name, texts))
    .filter(Boolean);
  description[language] = within(
    r,
    'freitexte/objektbeschreibung',
    paragraphs.join('\n\n'),
    MAX_LENGTH.description,
  );
  for (const other of r.all(texts, 'objekt_text')) {
    const lang = (other.attributes.lang ?? '').slice(0, 2).toLowerCase();
    const field = `freitexte/objekt_text[${other.attributes.lang ?? ''}]`;
    if (!isTextLanguage(lang)) r.note(field, 'noField', other.text);
    else description[lang] = within(r, field, other.text.trim(), MAX_LENGTH.description);
  }
  for (const extra of r.all(texts, 'user_defined_simplefield')) {
    const name = extra.attributes.feldname ?? 'user_defined_simplefield';
    const match = /^(objekttitel|objektbeschreibung)_(it|de|en)$/.exec(name);
    const field = `freitexte/${name}`;
    if (!match) r.note(field, 'noField', extra.text);
    else if (match[1] === 'objekttitel') {
      title[match[2] as TextLanguage] = within(r, field, extra.text.trim(), MAX_LENGTH.title);
    } else {
      description[match[2] as TextLanguage] = within(
        r,
        field,
        extra.text.trim(),
        MAX_LENGTH.description,
      );
    }
  }
  return { title, description };
}

function addressOf(r: Reader) {
  const geo = r.at('geo');
  const coordinates = r.at('geokoordinaten', geo)?.attributes;
  const lat = parseNumber(coordinates?.breitengrad ?? '');
  const lng = parseNumber(coordinates?.laengengrad ?? '');
  // The country and region say nothing the municipality does not.
  r.at('land', geo);
  r.at('bundesland', geo);
  const release = r.at('verwaltung_objekt/objektadresse_freigeben');
  return {
    address: {
      street: r.text('strasse', geo),
      streetNumber: r.text('hausnummer', geo),
      postalCode: r.text('plz', geo),
      city: r.text('ort', geo),
    },
    istatCode: r.text('gemeindecode', geo) || null,
    coordinates: lat !== undefined && lng !== undefined ? { lat, lng } : null,
    approximate: release ? !isTrue(release.text.trim()) : false,
  };
}

const PICTURE_GROUPS = new Set([
  'TITELBILD',
  'BILD',
  'INNENANSICHTEN',
  'AUSSENANSICHTEN',
  'PANORAMA',
]);

/**
 * Pictures (the title picture first) and plans, by their path in the ZIP: floor plans, and PDF
 * documents, which is how Domus's export ships its PDF plans.
 */
function attachmentsOf(r: Reader) {
  const images: ImportedMedia[] = [];
  const plans: ImportedMedia[] = [];
  const list = r.at('anhaenge');
  for (const [index, attachment] of r.all(list, 'anhang').entries()) {
    r.useAll(attachment);
    const field = `anhaenge/anhang[${index + 1}]`;
    const group = attachment.attributes.gruppe ?? 'BILD';
    const child = (name: string) => attachment.children.find((c) => c.name === name);
    const path = child('daten')
      ?.children.find((c) => c.name === 'pfad')
      ?.text.trim();
    if (!path) continue;
    if (attachment.attributes.location === 'REMOTE' || /^[a-z][a-z0-9+.-]*:/i.test(path)) {
      r.note(field, 'remoteMedia', path);
      continue;
    }
    const media = { path, title: child('anhangtitel')?.text.trim() ?? '' };
    const pdf = (child('format')?.text.trim() ?? '').toLowerCase() === 'application/pdf';
    if (group === 'GRUNDRISS' || (group === 'DOKUMENTE' && pdf)) plans.push(media);
    else if (!PICTURE_GROUPS.has(group)) r.note(field, 'mediaKind', `${group} ${path}`);
    else if (group === 'TITELBILD') images.unshift(media);
    else images.push(media);
  }
  if (images.length > MAX_IMAGES) r.note('anhaenge', 'tooManyMedia', String(images.length));
  if (plans.length > MAX_PLANS) r.note('anhaenge', 'tooManyMedia', String(plans.length));
  return { images: images.slice(0, MAX_IMAGES), plans: plans.slice(0, MAX_PLANS) };
}

// ---------------------------------------------------------------------------------------------
// The listing
// ---------------------------------------------------------------------------------------------

/** Technical data of the export itself: no listing field, nothing for the admin to miss. */
const TECHNICAL = ['verwaltung_techn', 'objektkategorie/nutzungsart'];

/**
 * One `<immobilie>` of the export as a Domus listing, or the reasons Domus cannot take it.
 * @param immobilie the element, as parsed
 */
export function mapOpenImmoListing(immobilie: XmlElement): OpenImmoImportEntry {
  const r = new Reader(immobilie);
  const externalRef = r.text('verwaltung_techn/objektnr_extern') || null;
  const refused: `admin:imports.refused.${RefusedReason}`[] = [];
  if (r.at('verwaltung_techn/aktion')?.attributes.aktionart === 'DELETE') {
    refused.push('admin:imports.refused.delete');
  }
  if (!externalRef) refused.push('admin:imports.refused.externalRef');
  const kind = kindOf(r);
  if (!kind) refused.push('admin:imports.refused.type');
  if (refused.length || !kind || !externalRef) {
    return { ok: false, externalRef, refused, unmapped: [] };
  }
  const marketing = r.at('objektkategorie/vermarktungsart')?.attributes ?? {};
  let rent = isTrue(marketing.MIETE_PACHT) && !isTrue(marketing.KAUF);
  if (rent && !CATEGORY_FACTS[kind.category].rentable) {
    r.note('objektkategorie/vermarktungsart', 'saleOnly', 'MIETE_PACHT');
    rent = false;
  }
  const price = priceOf(r, rent);
  const details = detailsOf(r, kind);
  const texts = textsOf(r);
  const place = addressOf(r);
  const media = attachmentsOf(r);
  for (const path of TECHNICAL) r.useAll(r.at(path));
  r.rest();
  return {
    ok: true,
    listing: {
      externalRef,
      category: kind.category,
      subtype: kind.subtype,
      rent,
      price,
      details,
      ...texts,
      ...place,
      ...media,
      unmapped: r.unmapped,
    },
  };
}

/**
 * Every `<immobilie>` of an export (below `anbieter`), mapped; a second listing with an
 * `objektnr_extern` already seen is refused as `duplicate`.
 * @param root the document's root element, `<openimmo>`
 */
export function mapOpenImmoDocument(root: XmlElement): OpenImmoImportEntry[] {
  const seen = new Set<string>();
  const entries: OpenImmoImportEntry[] = [];
  for (const provider of root.children.filter((c) => c.name === 'anbieter')) {
    for (const immobilie of provider.children.filter((c) => c.name === 'immobilie')) {
      const entry = mapOpenImmoListing(immobilie);
      const ref = entry.ok ? entry.listing.externalRef : entry.externalRef;
      if (ref && seen.has(ref)) {
        entries.push({
          ok: false,
          externalRef: ref,
          refused: ['admin:imports.refused.duplicate'],
          unmapped: [],
        });
        continue;
      }
      if (ref) seen.add(ref);
      entries.push(entry);
    }
  }
  return entries;
}

/** What a listing lacks to be imported published, which a draft may still lack (catalog keys). */
export const PUBLISH_REASONS = ['images', 'price', 'numOfPlaces', 'streetNumber'] as const;
export type PublishReason = (typeof PUBLISH_REASONS)[number];

/**
 * What the listing lacks to be published, empty when it can be: the completeness rules of the
 * listing's input schema (a price or number of places where the category requires one, a street
 * number, {@link MIN_IMAGES} pictures), so that the preview says beforehand which listings an
 * import as published would refuse.
 * @param listing the mapped listing, its pictures those found in the ZIP
 */
export function publishIssues(
  listing: ImportedListing,
): `admin:imports.publish.${PublishReason}`[] {
  const issues: `admin:imports.publish.${PublishReason}`[] = [];
  const fields = { ...listing.details, price: listing.price, rent: listing.rent };
  for (const issue of priceIssues(listing.category, fields)) {
    if (issue.field === 'price' || issue.field === 'numOfPlaces') {
      issues.push(`admin:imports.publish.${issue.field}`);
    }
  }
  if (!listing.address.streetNumber) issues.push('admin:imports.publish.streetNumber');
  if (listing.images.length < MIN_IMAGES) issues.push('admin:imports.publish.images');
  return issues;
}
