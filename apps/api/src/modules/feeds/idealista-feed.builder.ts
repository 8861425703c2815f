/**
 * Writes idealista's customer file (feeds v6, `customer.json` of its schemas; issue 32 point 2,
 * decision 066) as chunks of JSON text, the customer's head first, then one chunk per listing,
 * so a full export of thousands of listings is streamed to a file or an HTTP answer instead of
 * held in memory. The values come from the domain's mapping; this file only writes them.
 *
 * The file is the customer's whole stock: idealista takes a listing missing from it as removed,
 * so removals are expressed by leaving the listing out, and the format has no delete entry.
 */
import { AGENCY_TIME_ZONE } from '@domus/domain/core/constants';
import type { FeedListing } from '@domus/domain/feeds/feed-listing';
import {
  IDEALISTA_COUNTRY,
  idealistaContact,
  idealistaText,
  toIdealistaProperty,
} from '@domus/domain/feeds/idealista-mapping';
import type { FeedPublisher, FeedSkip } from './portal-format.ts';

/** The pattern of a customer code idealista assigns (`rules.json#/feedkey`). */
const FEED_KEY = /^ilc[a-z0-9]{40}$/;

/** The agency's customer code at idealista, when the account holds a valid one. */
export function idealistaCustomerCode(publisher: FeedPublisher): string | undefined {
  const code = publisher.portalCustomerId?.trim();
  return code && FEED_KEY.test(code) ? code : undefined;
}

/**
 * The file's send date as `rules.json#/dateFormat` writes it (`2026/12/02 18:05:00`), in the
 * agency's time zone: the schema's date has no zone of its own.
 */
export function idealistaSendDate(at: Date): string {
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
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The customer's fields before its properties, as one JSON object's members. */
function customerHead(publisher: FeedPublisher, sentAt: Date): string {
  const code = idealistaCustomerCode(publisher);
  const reference = idealistaText(publisher.name).slice(0, 50).trim();
  const contact = idealistaContact(publisher);
  const head = {
    customerCountry: IDEALISTA_COUNTRY,
    ...(code ? { customerCode: code } : {}),
    // The schema wants a code or a reference; the reference names the agency in idealista's log.
    customerReference: reference || 'Domus',
    customerSendDate: idealistaSendDate(sentAt),
    ...(contact ? { customerContact: contact } : {}),
  };
  return JSON.stringify(head).slice(0, -1);
}

/**
 * The customer file as chunks: the head, one chunk per listing that is ready, then the tail.
 * Listings idealista would refuse are left out and told to `onSkip`.
 * @param listings the published listings meant for the portal, any iterable (a cursor's pages)
 * @param options the publisher (the agency), the moment of the export and the skip report
 */
export async function* idealistaFeedChunks(
  listings: Iterable<FeedListing> | AsyncIterable<FeedListing>,
  options: { publisher: FeedPublisher; sentAt?: Date; onSkip?: (skip: FeedSkip) => void },
): AsyncGenerator<string> {
  yield `${customerHead(options.publisher, options.sentAt ?? new Date())},"customerProperties":[`;
  let first = true;
  for await (const listing of listings) {
    const mapped = toIdealistaProperty(listing);
    if (!mapped.ok) {
      options.onSkip?.({ id: listing.id, issues: mapped.issues });
      continue;
    }
    yield `${first ? '' : ','}\n${JSON.stringify(mapped.property)}`;
    first = false;
  }
  yield '\n]}\n';
}

/** The whole file as one string, for tests and small exports. */
export async function idealistaFeed(
  ...args: Parameters<typeof idealistaFeedChunks>
): Promise<string> {
  let json = '';
  for await (const chunk of idealistaFeedChunks(...args)) json += chunk;
  return json;
}
