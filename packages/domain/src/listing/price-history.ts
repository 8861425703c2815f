/**
 * A listing's price history (issue 34 point 4; docs/decisions/073): the events of its life on the
 * site as buyers know them from the portals (listed, price changed, withdrawn, published again,
 * sold or let), the "price reduced" a card shows for 30 days, and the 14 weeks within which a
 * listing taken off and put back is the same listing, not a new one.
 */
import type { ListingFormatter } from '../format/listing-format.ts';

/**
 * What happened to a listing on the site. `withdrawn`, `sold` and `let` take it off; `listed`
 * puts it on as a new listing, `republished` as the listing it was.
 */
export const LISTING_EVENT_KINDS = [
  'listed',
  'priceChanged',
  'withdrawn',
  'republished',
  'sold',
  'let',
] as const;
/** A kind of listing event. */
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

/** How a listing leaves the market when the agency marks the deal: the kinds of a closing. */
export const CLOSING_KINDS = ['sold', 'let'] as const;
/** A closing: sold or let. */
export type ClosingKind = (typeof CLOSING_KINDS)[number];

/**
 * The closing of a listing: a rented one is let, any other sold.
 * @param rent true when the listing is for rent
 */
export function closingKind(rent: boolean): ClosingKind {
  return rent ? 'let' : 'sold';
}

/**
 * One event as the API answers it (its schema: listing-event.schema.ts, kept apart so that the
 * pages reading the history do not load zod at start-up, decision 040).
 */
export type ListingEvent = {
  kind: ListingEventKind;
  /** ISO time with offset. */
  at: string;
  /** The price from this event on (the monthly rent when renting); null when on request. */
  price: number | null;
  /** A price change's price before; null for every other kind. */
  previousPrice: number | null;
};

/**
 * Weeks within which a listing withdrawn and published again keeps its first date, its place
 * among the newest and its matches' silence: the same listing, not a new one (issue 34 point 4).
 * Later it comes back as a new listing.
 */
export const RELIST_WEEKS = 14;

/** Days a card shows "price reduced" with the old price after the price went down. */
export const PRICE_REDUCTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a listing withdrawn at `withdrawnAt` and published again at `now` comes back as a new
 * listing (a new date among the newest, alerts to its new matches) rather than as itself: after
 * {@link RELIST_WEEKS} weeks.
 * @param withdrawnAt when it was taken off the site
 * @param now when it is published again
 */
export function relistsAsNew(withdrawnAt: Date, now: Date): boolean {
  return now.getTime() - withdrawnAt.getTime() >= RELIST_WEEKS * 7 * DAY_MS;
}

/** The start of the window of {@link RELIST_WEEKS} before `now`: withdrawn earlier, new again. */
export function relistCutoff(now: Date): Date {
  return new Date(now.getTime() - RELIST_WEEKS * 7 * DAY_MS);
}

/** What the listing row keeps of its latest price reduction. */
export type StoredReduction = {
  /** The price before the reduction (the highest of a run of reductions); null when none. */
  from: number | null;
  /** When the price last went down; null when it never did. */
  at: Date | null;
};

/**
 * The old price a card shows beside the price, struck through, with "price reduced": the price
 * before the latest run of reductions while the last one is at most {@link PRICE_REDUCTION_DAYS}
 * days old and the price is still below it; null otherwise.
 * @param price the listing's price now
 * @param reduction what the row keeps of its reductions
 * @param now the time of the reading
 */
export function shownReduction(
  price: number | null,
  reduction: StoredReduction,
  now: Date,
): number | null {
  if (price === null || reduction.from === null || reduction.at === null) return null;
  if (now.getTime() - reduction.at.getTime() > PRICE_REDUCTION_DAYS * DAY_MS) return null;
  return reduction.from > price ? reduction.from : null;
}

/**
 * The events the public history shows: those since the listing was last listed as new (what came
 * before a relisting after {@link RELIST_WEEKS} weeks is another listing's life), oldest first.
 * @param events every event of the listing, oldest first
 */
export function currentRun(events: readonly ListingEvent[]): ListingEvent[] {
  let start = 0;
  events.forEach((event, i) => {
    if (event.kind === 'listed') start = i;
  });
  return events.slice(start);
}

/**
 * Whether the detail page and the long exposé show the history: when the price changed in the
 * current run (a history of one "listed" says nothing the page does not).
 * @param events the listing's current run
 */
export function showsPriceHistory(events: readonly ListingEvent[]): boolean {
  return events.some((event) => event.kind === 'priceChanged');
}

/**
 * The change of a price event against the price before, as a fraction (−0.05 for 5 % less);
 * null when either price is unknown or the one before was 0.
 * @param event a price change
 */
export function priceChangeRatio(event: ListingEvent): number | null {
  if (event.price === null || event.previousPrice === null || event.previousPrice === 0) {
    return null;
  }
  return (event.price - event.previousPrice) / event.previousPrice;
}

/** One line of the history as the detail page and the long exposé print it, in their language. */
export type PriceHistoryRow = {
  key: string;
  /** The day of the event. */
  date: string;
  /** What happened ("Price changed"). */
  event: string;
  /** The price from then on (per month when renting), or "on request". */
  price: string;
  /** A price change against the price before ("−5 %"); empty for the other kinds. */
  change: string;
};

/**
 * The history's lines, newest first as the portals show them (issue 34 point 4): one catalog
 * (`detail:priceHistory`) and one formatter for the page and the exposé.
 * @param events the listing's current run, oldest first
 * @param rent whether the prices are monthly rents
 * @param f the listing formatter of the page's or document's language
 */
export function priceHistoryRows(
  events: readonly ListingEvent[],
  rent: boolean,
  f: ListingFormatter,
): PriceHistoryRow[] {
  return events
    .map((event, index) => {
      const ratio = event.kind === 'priceChanged' ? priceChangeRatio(event) : null;
      const money = event.price === null ? null : f.money(event.price);
      return {
        key: `${index}-${event.kind}`,
        date: f.date(event.at),
        event: f.t(`detail:priceHistory.kinds.${event.kind}`),
        price:
          money === null
            ? f.t('detail:priceOnRequest')
            : rent
              ? f.t('detail:priceHistory.perMonth', { price: money })
              : money,
        change:
          ratio === null
            ? ''
            : `${ratio > 0 ? '+' : '−'}${f.percent(Math.abs(Math.round(ratio * 1000) / 10))}`,
      };
    })
    .reverse();
}
