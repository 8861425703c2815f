/**
 * Writes the immobiliare.it import feed (version 2.8, issue 32 point 2, decision 061) as chunks
 * of text, one per listing, so a full export of thousands of listings is streamed to a file or
 * an HTTP answer instead of held in memory. The values come from the domain's mapping; this
 * file only knows the element order the XSD demands and how to escape text.
 */
import type { FeedListing, ImmobiliareProperty } from '@domus/domain/feeds/immobiliare-mapping';
import { toImmobiliareProperty } from '@domus/domain/feeds/immobiliare-mapping';
import type { FeedPublisher, FeedRemoval, FeedSkip } from './portal-format.ts';

export const IMMOBILIARE_NAMESPACE = 'http://feed.immobiliare.it';
export const IMMOBILIARE_VERSION = '2.8';

export type { FeedPublisher, FeedRemoval, FeedSkip };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text and attributes; drops characters XML 1.0 cannot carry at all. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

function agentOf(publisher: FeedPublisher): string {
  return `<agent>${element('office-name', publisher.name)}${element('email', publisher.email)}</agent>`;
}

/** One `<property>`, its children in the order of the XSD's sequences. */
export function propertyXml(property: ImmobiliareProperty, publisher: FeedPublisher): string {
  const { location } = property;
  const locality =
    location.postalCode !== undefined || location.latitude !== undefined
      ? `<locality>${location.postalCode ? element('postal-code', location.postalCode) : ''}${
          location.latitude !== undefined
            ? `${element('longitude', String(location.longitude))}${element('latitude', String(location.latitude))}`
            : ''
        }</locality>`
      : '';
  const pictures = property.pictures.length
    ? `<pictures>${property.pictures
        .map((url, index) => `<picture position="${index + 1}" url="${escapeXml(url)}"/>`)
        .join('')}</pictures>`
    : '';
  const descriptions = property.descriptions.length
    ? `<descriptions>${property.descriptions
        .map(
          (d) =>
            `<description language="${d.language}">${d.title ? element('title', d.title) : ''}${element('content', d.content)}</description>`,
        )
        .join('')}</descriptions>`
    : '';
  const energy =
    property.energyPerformance !== undefined
      ? `<energy-class value="${property.energyClass}" scale="2"><energy-performance unit="kWh/m2anno" type="nren">${property.energyPerformance}</energy-performance></energy-class>`
      : `<energy-class value="${property.energyClass}"/>`;
  const extra = property.extraFeatures.length
    ? `<extra-features>${property.extraFeatures.map((f) => element(f.element, f.value)).join('')}</extra-features>`
    : '';
  return [
    '<property operation="write">',
    element('unique-id', property.uniqueId),
    element('date-updated', property.dateUpdated),
    agentOf(publisher),
    '<location><country-code>IT</country-code>',
    element('administrative-area', 'Trentino-Alto Adige'),
    element('sub-administrative-area', 'Bolzano', ' code="BZ"'),
    element('city', location.city, ` code="${escapeXml(location.istatCode)}"`),
    locality,
    '</location>',
    pictures,
    `<transactions><transaction type="${property.transaction.type}">`,
    element('price', String(property.transaction.price), ' currency="EUR"'),
    '</transaction></transactions>',
    `<building map="${escapeXml(property.buildingMap)}"/>`,
    '<features>',
    property.size !== undefined ? element('size', String(property.size), ' unit="m2"') : '',
    descriptions,
    energy,
    '</features>',
    extra,
    '</property>',
  ].join('');
}

/**
 * A delete entry. The format wants an entire property even to delete one, so the entry carries
 * the required elements with neutral values; the portal reads only unique-id and operation.
 */
export function removalXml(removal: FeedRemoval, publisher: FeedPublisher): string {
  return [
    '<property operation="delete">',
    element('unique-id', removal.id),
    element('date-updated', removal.removedAt.toISOString()),
    agentOf(publisher),
    '<location><city></city></location>',
    '<transactions><transaction type="S"><price currency="EUR">0</price></transaction></transactions>',
    '<building/>',
    '<features><energy-class/></features>',
    '</property>',
  ].join('');
}

/**
 * The feed document as chunks: the head, one chunk per listing that is ready and per removal,
 * then the tail. Listings the portal would refuse are left out and told to `onSkip`.
 * @param listings the published listings meant for the portal, any iterable (a cursor's pages)
 * @param options the publisher, the removals since the last transfer and the build's time
 */
export async function* immobiliareFeedChunks(
  listings: Iterable<FeedListing> | AsyncIterable<FeedListing>,
  options: {
    publisher: FeedPublisher;
    removals?: Iterable<FeedRemoval>;
    builtAt?: Date;
    onSkip?: (skip: FeedSkip) => void;
  },
): AsyncGenerator<string> {
  const { publisher } = options;
  yield [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<feed xmlns="${IMMOBILIARE_NAMESPACE}">`,
    element('version', IMMOBILIARE_VERSION),
    '<metadata><publisher>',
    element('name', publisher.name),
    publisher.site ? element('site', publisher.site) : '',
    element('email', publisher.email),
    element('phone', publisher.phone),
    '</publisher>',
    element('build-date', (options.builtAt ?? new Date()).toISOString()),
    '</metadata><properties>\n',
  ].join('');
  for await (const listing of listings) {
    const mapped = toImmobiliareProperty(listing);
    if (mapped.ok) yield `${propertyXml(mapped.property, publisher)}\n`;
    else options.onSkip?.({ id: listing.id, issues: mapped.issues });
  }
  for (const removal of options.removals ?? []) yield `${removalXml(removal, publisher)}\n`;
  yield '</properties></feed>\n';
}

/** The whole feed as one string, for tests and small exports. */
export async function immobiliareFeed(
  ...args: Parameters<typeof immobiliareFeedChunks>
): Promise<string> {
  let xml = '';
  for await (const chunk of immobiliareFeedChunks(...args)) xml += chunk;
  return xml;
}
