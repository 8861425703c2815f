/**
 * A listing's price history as its readers take it (issue 34 point 4; docs/decisions/073): the
 * events the trigger of migration 0033 writes, read in the statement that reads the listing,
 * and turned into the answer's `priceHistory` (the current run, oldest first) and
 * `priceReducedFrom`.
 */
import { sql } from 'drizzle-orm';
import {
  currentRun,
  shownReduction,
  type ListingEvent,
  type ListingEventKind,
} from '@domus/domain/listing/price-history';
import { listingEvents, properties } from '../../db/schema.ts';

/** One event as the statement gives it: JSON, its time as PostgreSQL writes it. */
type StoredEvent = {
  kind: ListingEventKind;
  at: string;
  price: number | null;
  previousPrice: number | null;
};

/** The events of the outer query's listing, oldest first, as one JSON array. */
export const listingEventsJsonSql = sql<StoredEvent[] | string>`(select coalesce(json_agg(
    json_build_object('kind', ${listingEvents.kind}, 'at', ${listingEvents.at},
      'price', ${listingEvents.price}, 'previousPrice', ${listingEvents.previousPrice})
    order by ${listingEvents.at}, ${listingEvents.id}), '[]'::json)
  from ${listingEvents} where ${listingEvents.propertyId} = ${properties.id})`;

/**
 * The answer's price history from the statement's JSON (a text with one driver, parsed with the
 * other): the events since the listing was last listed as new.
 * @param stored what {@link listingEventsJsonSql} read
 */
export function priceHistoryOf(stored: StoredEvent[] | string | null): ListingEvent[] {
  const events: StoredEvent[] =
    typeof stored === 'string' ? (JSON.parse(stored) as StoredEvent[]) : (stored ?? []);
  return currentRun(
    events.map((event) => ({
      kind: event.kind,
      at: new Date(event.at).toISOString(),
      price: event.price,
      previousPrice: event.previousPrice,
    })),
  );
}

/**
 * The old price a card or page shows as reduced, now (30 days after the reduction it is gone).
 * @param row the listing's price and what it keeps of its latest reduction
 * @param now the time of the reading
 */
export function priceReducedFromOf(
  row: { price: number | null; priceReducedFrom: number | null; priceReducedAt: Date | null },
  now = new Date(),
): number | null {
  return shownReduction(row.price, { from: row.priceReducedFrom, at: row.priceReducedAt }, now);
}
