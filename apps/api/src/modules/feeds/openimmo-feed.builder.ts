/**
 * Writes the OpenImmo 1.2.7b file (issue 32 point 2, decision 063) as chunks of text, one per
 * listing, so a full export of thousands of listings is streamed into the ZIP instead of held in
 * memory. The values come from the domain's mapping; this file only knows the element order the
 * schema demands (its sequences) and how to escape text.
 */
import {
  OPENIMMO_SENDER,
  OPENIMMO_VERSION,
  toOpenImmoProperty,
  verwaltungTechn,
  type FeedListing,
  type OpenImmoAttachment,
  type OpenImmoProperty,
  type OpenImmoSection,
  type OpenImmoValue,
} from '@domus/domain/feeds/openimmo-mapping';
import { escapeXml } from './immobiliare-feed.builder.ts';
import type { FeedPublisher, FeedRemoval, FeedSkip } from './portal-format.ts';

/**
 * The children Domus writes of each section, in the order of the schema's sequence (a subset:
 * the sections hold many more optional elements). A value under a name not listed here is a
 * mistake of the mapping and fails the build rather than yield an invalid file.
 */
const ORDER = {
  geo: [
    'plz',
    'ort',
    'geokoordinaten',
    'strasse',
    'hausnummer',
    'bundesland',
    'land',
    'gemeindecode',
    'etage',
    'anzahl_etagen',
  ],
  kontaktperson: ['email_zentrale', 'email_direkt', 'tel_zentrale', 'tel_durchw', 'name', 'firma'],
  preise: [
    'kaufpreis',
    'kaltmiete',
    'nebenkosten',
    'hausgeld',
    'waehrung',
    'stp_freiplatz',
    'stp_garage',
    'stp_sonstige',
  ],
  flaechen: [
    'wohnflaeche',
    'nutzflaeche',
    'gesamtflaeche',
    'ladenflaeche',
    'lagerflaeche',
    'verkaufsflaeche',
    'freiflaeche',
    'bueroflaeche',
    'gastroflaeche',
    'grz',
    'gfz',
    'bmz',
    'bgf',
    'grundstuecksflaeche',
    'anzahl_zimmer',
    'anzahl_schlafzimmer',
    'anzahl_badezimmer',
    'anzahl_sep_wc',
    'anzahl_balkone',
    'anzahl_terrassen',
    'balkon_terrasse_flaeche',
    'gartenflaeche',
    'kellerflaeche',
    'dachbodenflaeche',
    'anzahl_stellplaetze',
    'plaetze_gastraum',
    'anzahl_betten',
    'anzahl_wohneinheiten',
    'kubatur',
  ],
  ausstattung: [
    'heizungsart',
    'befeuerung',
    'fahrstuhl',
    'stellplatzart',
    'gartennutzung',
    'ausricht_balkon_terrasse',
    'moebliert',
    'wintergarten',
    'unterkellert',
    'abstellraum',
    'fahrradraum',
  ],
  zustand_angaben: ['baujahr', 'zustand'],
  energiepass: ['epart', 'endenergiebedarf', 'wertklasse', 'jahrgang', 'gebaeudeart'],
  freitexte: ['objekttitel', 'objektbeschreibung', 'objekt_text'],
  verwaltung_objekt: ['objektadresse_freigeben', 'wbs_sozialwohnung'],
  verwaltung_techn: [
    'objektnr_intern',
    'objektnr_extern',
    'aktion',
    'openimmo_obid',
    'kennung_ursprung',
    'stand_vom',
    'sprache',
  ],
} as const satisfies Record<string, readonly string[]>;

type SectionName = keyof typeof ORDER;

function attributesXml(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
}

function valueXml(name: string, value: OpenImmoValue): string {
  if (typeof value === 'string') return `<${name}>${escapeXml(value)}</${name}>`;
  const attributes = attributesXml(value.attributes);
  return value.text === undefined
    ? `<${name}${attributes}/>`
    : `<${name}${attributes}>${escapeXml(value.text)}</${name}>`;
}

/** A section's children in the schema's order; `inner` is written last (energiepass). */
function sectionXml(name: SectionName, section: OpenImmoSection, tail = ''): string {
  const order: readonly string[] = ORDER[name];
  for (const key of Object.keys(section)) {
    if (!order.includes(key)) throw new Error(`OpenImmo: ${name}/${key} has no place`);
  }
  const children = order
    .filter((key) => section[key] !== undefined)
    .map((key) => valueXml(key, section[key]!))
    .join('');
  return `<${name}>${children}${tail}</${name}>`;
}

function attachmentXml(attachment: OpenImmoAttachment): string {
  return [
    `<anhang location="EXTERN" gruppe="${attachment.gruppe}">`,
    valueXml('format', attachment.format),
    `<daten>${valueXml('pfad', attachment.path)}</daten>`,
    '</anhang>',
  ].join('');
}

function flags(attributes: Record<string, boolean>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, String(value)]));
}

/** One `<immobilie>`, its children in the order of the schema's sequence. */
export function immobilieXml(property: OpenImmoProperty): string {
  const { objektkategorie: kategorie } = property;
  const { objektart } = kategorie;
  const energiepass = property.energiepass ? sectionXml('energiepass', property.energiepass) : '';
  const freitexte = sectionXml(
    'freitexte',
    property.freitexte,
    property.otherLanguages
      .map(
        (field) =>
          `<user_defined_simplefield feldname="${escapeXml(field.feldname)}">${escapeXml(field.text)}</user_defined_simplefield>`,
      )
      .join(''),
  );
  const section = (name: SectionName, values: OpenImmoSection) =>
    Object.keys(values).length > 0 ? sectionXml(name, values) : '';
  return [
    '<immobilie><objektkategorie>',
    valueXml('nutzungsart', { attributes: flags(kategorie.nutzungsart) }),
    valueXml('vermarktungsart', { attributes: flags(kategorie.vermarktungsart) }),
    `<objektart>${valueXml(objektart.element, { attributes: { [objektart.attribute]: objektart.value } })}</objektart>`,
    '</objektkategorie>',
    sectionXml('geo', property.geo),
    sectionXml('kontaktperson', property.kontaktperson),
    section('preise', property.preise),
    section('flaechen', property.flaechen),
    section('ausstattung', property.ausstattung),
    Object.keys(property.zustand_angaben).length > 0 || energiepass
      ? sectionXml('zustand_angaben', property.zustand_angaben, energiepass)
      : '',
    freitexte,
    property.anhaenge.length > 0
      ? `<anhaenge>${property.anhaenge.map(attachmentXml).join('')}</anhaenge>`
      : '',
    section('verwaltung_objekt', property.verwaltung_objekt),
    sectionXml('verwaltung_techn', property.verwaltung_techn),
    '</immobilie>',
  ].join('');
}

/**
 * A delete entry. The format wants a whole `immobilie` even to delete one, so the entry carries
 * the required elements with neutral values; the portal reads `objektnr_extern`,
 * `openimmo_obid` and the action.
 */
export function deleteXml(removal: FeedRemoval, publisher: FeedPublisher): string {
  return [
    '<immobilie><objektkategorie>',
    '<nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="true" MIETE_PACHT="false"/>',
    '<objektart><sonstige sonstige_typ="SONSTIGE"/></objektart>',
    '</objektkategorie>',
    '<geo><ort></ort><land iso_land="ITA"/></geo>',
    sectionXml('kontaktperson', agencyContact(publisher)),
    sectionXml('verwaltung_techn', verwaltungTechn(removal.id, 'DELETE', removal.removedAt)),
    '</immobilie>',
  ].join('');
}

function agencyContact(publisher: FeedPublisher): OpenImmoSection {
  return {
    ...(publisher.email ? { email_zentrale: publisher.email } : {}),
    ...(publisher.phone ? { tel_zentrale: publisher.phone } : {}),
    name: publisher.name,
  };
}

/** The agency's id at the portal, else Domus's: `anbieternr`, `openimmo_anid`, file names. */
export function anbieterId(publisher: FeedPublisher): string {
  return publisher.portalCustomerId?.trim() || OPENIMMO_SENDER.toUpperCase();
}

/** What the chunks are built from. */
export interface OpenImmoFeedOptions {
  publisher: FeedPublisher;
  /** `full` is the format's VOLL (the portal drops what is not in it), `partial` its TEIL. */
  scope: 'full' | 'partial';
  /** The listings to delete, written only in a partial transfer (a full one omits them). */
  removals?: Iterable<FeedRemoval>;
  builtAt?: Date;
  onSkip?: (skip: FeedSkip) => void;
  /** Told each entry written, with the files it names, before its chunk is yielded. */
  onProperty?: (property: OpenImmoProperty) => void;
}

/**
 * The file as chunks: the head, one chunk per listing that is ready and per removal, then the
 * tail. Listings the portals would refuse are left out and told to `onSkip`.
 * @param listings the listings meant for the portal, any iterable (a cursor's pages)
 * @param options the publisher, the transfer's scope, the removals and the build's time
 */
export async function* openImmoFeedChunks(
  listings: Iterable<FeedListing> | AsyncIterable<FeedListing>,
  options: OpenImmoFeedOptions,
): AsyncGenerator<string> {
  const { publisher } = options;
  if (!publisher.email?.trim() && !publisher.phone?.trim()) {
    // kontaktperson needs an e-mail address or a telephone number; the agency's is the fallback.
    throw new Error('OpenImmo: the agency needs an e-mail address or a telephone number');
  }
  const agency = { name: publisher.name, email: publisher.email, phone: publisher.phone };
  const partial = options.scope === 'partial';
  const id = anbieterId(publisher);
  yield [
    '<?xml version="1.0" encoding="UTF-8"?>\n<openimmo>',
    valueXml('uebertragung', {
      attributes: {
        art: 'ONLINE',
        umfang: partial ? 'TEIL' : 'VOLL',
        version: OPENIMMO_VERSION,
        sendersoftware: OPENIMMO_SENDER,
        senderversion: '1.0',
        ...(publisher.email ? { techn_email: publisher.email } : {}),
        timestamp: (options.builtAt ?? new Date()).toISOString(),
      },
    }),
    '<anbieter>',
    publisher.portalCustomerId?.trim() ? valueXml('anbieternr', id) : '',
    valueXml('firma', publisher.name),
    valueXml('openimmo_anid', id),
    '\n',
  ].join('');
  for await (const listing of listings) {
    const mapped = toOpenImmoProperty(listing, {
      agency,
      action: partial ? 'CHANGE' : undefined,
    });
    if (!mapped.ok) {
      options.onSkip?.({ id: listing.id, issues: mapped.issues });
      continue;
    }
    const xml = immobilieXml(mapped.property);
    options.onProperty?.(mapped.property);
    yield `${xml}\n`;
  }
  if (partial)
    for (const removal of options.removals ?? []) yield `${deleteXml(removal, publisher)}\n`;
  yield '</anbieter></openimmo>\n';
}

/** The whole file as one string, for tests and small exports. */
export async function openImmoFeed(
  ...args: Parameters<typeof openImmoFeedChunks>
): Promise<string> {
  let xml = '';
  for await (const chunk of openImmoFeedChunks(...args)) xml += chunk;
  return xml;
}
