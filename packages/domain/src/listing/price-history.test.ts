import { describe, expect, it } from 'vitest';
import { createListingFormatter } from '../format/listing-format.ts';
import {
  closingKind,
  currentRun,
  priceChangeRatio,
  priceHistoryRows,
  relistCutoff,
  relistsAsNew,
  showsPriceHistory,
  shownReduction,
  type ListingEvent,
} from './price-history.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-12-04T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const event = (
  kind: ListingEvent['kind'],
  price: number | null,
  previousPrice: number | null = null,
): ListingEvent => ({ kind, at: now.toISOString(), price, previousPrice });

describe('price history (issue 34 point 4, decision 073)', () => {
  it('relists as new only after 14 weeks off the site', () => {
    expect(relistsAsNew(daysAgo(14 * 7 - 1), now)).toBe(false);
    expect(relistsAsNew(daysAgo(14 * 7), now)).toBe(true);
    expect(relistCutoff(now).toISOString()).toBe(daysAgo(98).toISOString());
  });

  it('shows the old price for 30 days and only while the price is below it', () => {
    expect(shownReduction(300_000, { from: 320_000, at: daysAgo(29) }, now)).toBe(320_000);
    expect(shownReduction(300_000, { from: 320_000, at: daysAgo(31) }, now)).toBeNull();
    expect(shownReduction(330_000, { from: 320_000, at: daysAgo(1) }, now)).toBeNull();
    expect(shownReduction(null, { from: 320_000, at: daysAgo(1) }, now)).toBeNull();
    expect(shownReduction(300_000, { from: null, at: null }, now)).toBeNull();
  });

  it('keeps the events since the listing was last listed as new', () => {
    const events = [
      event('listed', 400_000),
      event('withdrawn', 400_000),
      event('listed', 380_000),
      event('priceChanged', 360_000, 380_000),
    ];
    expect(currentRun(events).map((e) => e.kind)).toEqual(['listed', 'priceChanged']);
    expect(showsPriceHistory(currentRun(events))).toBe(true);
    expect(showsPriceHistory([event('listed', 1), event('withdrawn', 1)])).toBe(false);
  });

  it('gives a price change as a fraction of the price before', () => {
    expect(priceChangeRatio(event('priceChanged', 95, 100))).toBeCloseTo(-0.05);
    expect(priceChangeRatio(event('priceChanged', 95, null))).toBeNull();
    expect(priceChangeRatio(event('priceChanged', 95, 0))).toBeNull();
  });

  it('closes a rented listing as let and any other as sold', () => {
    expect(closingKind(true)).toBe('let');
    expect(closingKind(false)).toBe('sold');
  });

  it('prints the lines newest first, a change with its sign and a rent per month', () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      options ? `${key}(${String(options.price)})` : key;
    const f = createListingFormatter('de', t);
    const rows = priceHistoryRows(
      [
        { kind: 'listed', at: '2026-10-01T08:00:00Z', price: 1000, previousPrice: null },
        { kind: 'priceChanged', at: '2026-11-02T08:00:00Z', price: 950, previousPrice: 1000 },
      ],
      true,
      f,
    );
    expect(rows.map(({ date, event, price, change }) => [date, event, price, change])).toEqual([
      [
        '02.11.2026',
        'detail:priceHistory.kinds.priceChanged',
        'detail:priceHistory.perMonth(950\u00a0€)',
        '−5\u00a0%',
      ],
      [
        '01.10.2026',
        'detail:priceHistory.kinds.listed',
        'detail:priceHistory.perMonth(1.000\u00a0€)',
        '',
      ],
    ]);
  });
});
