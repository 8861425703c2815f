/**
 * The demo's price cuts (issue 34 point 4, decision 073): a few listings for sale were put on
 * the site at a higher price and reduced since, so that a fresh site shows every part of the
 * price history: a card with "price reduced" and the old price struck through, a detail page and
 * a long exposé with the history, and one cut older than the card's 30 days that only the
 * history still tells.
 *
 * The listings keep the price the demo data gives them (what the site's other tests read): the
 * history is built upwards from it. The database's triggers write the events, as for any other
 * write; the seed only moves their dates into the past.
 */
import { and, asc, eq } from 'drizzle-orm';
import { PRICE_REDUCTION_DAYS } from '@domus/domain/listing/price-history';
import type { Executor } from '../db/client.ts';
import { listingEvents, properties } from '../db/schema.ts';

const DAY = 24 * 3600_000;

/**
 * Which listings for sale, counted from the newest, and how many days ago each of their cuts
 * was: the fourth newest one is on the home page with its badge, the thirteenth was cut twice,
 * the twenty-fifth only long ago (no badge any more).
 */
const PRICE_CUTS: { fromNewest: number; daysAgo: number[] }[] = [
  { fromNewest: 3, daysAgo: [2] },
  { fromNewest: 12, daysAgo: [24, 6] },
  { fromNewest: 24, daysAgo: [PRICE_REDUCTION_DAYS + 12] },
];

/** Each cut takes this share off the price before it (rounded to a thousand euros). */
const CUT_SHARE = 0.05;

type Row = typeof properties.$inferInsert;

/** A planned cut history: the listing, its prices from first to current, and the cuts' dates. */
type Plan = { id: string; prices: number[]; dates: Date[] };

/**
 * Chooses the listings and raises their stored price to the first one of their history, so
 * that the rows are inserted at it; `applyDemoPriceCuts` then cuts them to the demo's price.
 * @param rows the demo's property rows, before they are inserted (changed in place)
 * @param now the seeding time
 */
export function planDemoPriceCuts(rows: Row[], now: Date): Plan[] {
  const forSale = rows
    .filter((row) => row.isConfirmed && !row.rent && typeof row.price === 'number')
    .sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime());
  const plans: Plan[] = [];
  for (const { fromNewest, daysAgo } of PRICE_CUTS) {
    const row = forSale[fromNewest];
    if (!row) continue;
    const created = row.createdAt!.getTime();
    // A cut after the listing went on the site: its dates kept between that day and now.
    const dates = daysAgo.map(
      (days) => new Date(Math.max(now.getTime() - days * DAY, created + DAY)),
    );
    const prices = [row.price!];
    for (let i = 0; i < daysAgo.length; i++)
      prices.unshift(Math.round(prices[0]! / (1 - CUT_SHARE) / 1000) * 1000);
    row.price = prices[0]!;
    plans.push({ id: row.id!, prices, dates });
  }
  return plans;
}

/**
 * Cuts the planned listings' prices step by step (the triggers write each "price changed" and
 * the card's reduction) and dates the cuts as planned.
 * @param db the database, after the rows of `planDemoPriceCuts` are inserted
 * @param plans what `planDemoPriceCuts` planned
 */
export async function applyDemoPriceCuts(db: Executor, plans: Plan[]): Promise<void> {
  for (const plan of plans) {
    for (const price of plan.prices.slice(1))
      await db.update(properties).set({ price }).where(eq(properties.id, plan.id));
    const cuts = await db
      .select({ id: listingEvents.id })
      .from(listingEvents)
      .where(and(eq(listingEvents.propertyId, plan.id), eq(listingEvents.kind, 'priceChanged')))
      .orderBy(asc(listingEvents.id));
    for (const [index, cut] of cuts.entries())
      await db
        .update(listingEvents)
        .set({ at: plan.dates[index]! })
        .where(eq(listingEvents.id, cut.id));
    await db
      .update(properties)
      .set({ priceReducedAt: plan.dates.at(-1)! })
      .where(eq(properties.id, plan.id));
  }
}
