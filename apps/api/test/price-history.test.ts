/**
 * A listing's price history (issue 34 point 4; docs/decisions/073), on a real database through
 * the listings' write API and the staff's actions: every publication, price change and
 * withdrawal is an event; the detail answer carries the current run, the cards and the detail
 * "price reduced" with the old price for 30 days; a listing withdrawn and published again within
 * 14 weeks keeps its first date and mails no new-match alert, after 14 weeks it is new again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListingEvent } from '@domus/domain/listing/price-history';
import {
  historyEntries,
  listingEvents,
  mailOutbox,
  properties,
  savedSearches,
} from '../src/db/schema.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { LISTING_LOCATION, listingBody } from './helpers/listing-fixtures.ts';
import { buyer, seedPlaces, squareAround, typeId, type Buyer } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let superAdmin: Person;
let seller: Person;
let anna: Buyer;
let apartment: string;

const call = apiCaller(() => t.app);
const DAY = 24 * 60 * 60 * 1000;
const LISTING_POINT = { x: LISTING_LOCATION.coordinates.lng, y: LISTING_LOCATION.coordinates.lat };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedPlaces(db);
  superAdmin = await person(db, 'super@example.com', { isAdmin: true, isSuperAdmin: true });
  seller = await person(db, 'seller@example.com');
  anna = await buyer(db, 'anna@example.com');
  apartment = await typeId(db, 'residential', 'apartment');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(properties);
  await t.database.db.delete(savedSearches);
  await t.database.db.delete(mailOutbox);
});

type Detail = {
  price: number | null;
  priceReducedFrom: number | null;
  priceHistory: ListingEvent[];
  createdAt: string;
};

function body(price: number, extra: Record<string, unknown> = {}) {
  return listingBody(t.database.db, superAdmin, 'residential', {
    owner: seller.sellerId,
    price,
    ...extra,
  });
}

/** A listing the super admin publishes at `price` (saved confirmed). */
async function publish(price: number, extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await call(
    'POST',
    '/properties/residential',
    superAdmin.token,
    await body(price, extra),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: { _id: string } }>().data._id;
}

/** The staff's change of the listing's price, as the wizard sends it: the whole listing. */
async function changePrice(id: string, price: number) {
  const read = await call('GET', `/properties/residential/${id}`, superAdmin.token);
  const { images, isConfirmed } = read.json<{
    data: { images: { _id: string }[]; isConfirmed: boolean };
  }>().data;
  const answer = await call('PATCH', `/properties/residential/${id}`, superAdmin.token, {
    ...(await body(price)),
    images: images.map((image) => image._id),
    isConfirmed,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The listing as a visitor's detail page reads it. */
async function detail(id: string): Promise<Detail> {
  const answer = await call('GET', `/properties/residential/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Detail }>().data;
}

/** The listing's card in the public search. */
async function card(id: string) {
  const answer = await call('GET', '/properties-search?rent=false&type=residential');
  return answer
    .json<{ result: { _id: string; price: number; priceReducedFrom: number | null }[] }>()
    .result.find((c) => c._id === id);
}

const kinds = (history: ListingEvent[]) => history.map((event) => event.kind);

/**
 * Moves the listing's life into the past: listed a week before its withdrawal, which was `days`
 * ago (its events with it). Answers the first date the detail shows now.
 */
async function withdrawnDaysAgo(id: string, days: number): Promise<string> {
  const withdrawn = new Date(Date.now() - days * DAY);
  const listed = new Date(withdrawn.getTime() - 7 * DAY);
  const db = t.database.db;
  await db
    .update(properties)
    .set({ withdrawnAt: withdrawn, createdAt: listed })
    .where(eq(properties.id, id));
  for (const [kind, at] of [
    ['withdrawn', withdrawn],
    ['listed', listed],
  ] as const) {
    await db
      .update(listingEvents)
      .set({ at })
      .where(and(eq(listingEvents.propertyId, id), eq(listingEvents.kind, kind)));
  }
  return listed.toISOString();
}

describe('issue 34 point 4: events of a listing', () => {
  it('a price cut is an event: the detail shows the history with both prices, the card the old price', async () => {
    const id = await publish(400_000);
    expect(kinds((await detail(id)).priceHistory)).toEqual(['listed']);
    expect((await card(id))?.priceReducedFrom).toBeNull();

    await changePrice(id, 380_000);
    const read = await detail(id);
    expect(read.priceHistory).toEqual([
      { kind: 'listed', at: expect.any(String) as unknown, price: 400_000, previousPrice: null },
      {
        kind: 'priceChanged',
        at: expect.any(String) as unknown,
        price: 380_000,
        previousPrice: 400_000,
      },
    ]);
    expect(read.priceReducedFrom).toBe(400_000);
    expect(await card(id)).toMatchObject({ price: 380_000, priceReducedFrom: 400_000 });

    // A second cut shows the price just before it; a rise above that price ends "reduced".
    await changePrice(id, 370_000);
    expect((await card(id))?.priceReducedFrom).toBe(380_000);
    await changePrice(id, 390_000);
    expect((await card(id))?.priceReducedFrom).toBeNull();
    expect(kinds((await detail(id)).priceHistory)).toEqual([
      'listed',
      'priceChanged',
      'priceChanged',
      'priceChanged',
    ]);
  });

  it('"price reduced" is shown for 30 days after the cut, not on the 31st', async () => {
    const id = await publish(300_000);
    await changePrice(id, 290_000);
    const back = (days: number) =>
      t.database.db
        .update(properties)
        .set({ priceReducedAt: new Date(Date.now() - days * DAY) })
        .where(eq(properties.id, id));
    await back(29);
    expect((await card(id))?.priceReducedFrom).toBe(300_000);
    await back(31);
    expect((await card(id))?.priceReducedFrom).toBeNull();
    expect((await detail(id)).priceReducedFrom).toBeNull();
    // The history still says it.
    expect(kinds((await detail(id)).priceHistory)).toEqual(['listed', 'priceChanged']);
  });

  it('changes before the listing is on the site are no events and no reduction', async () => {
    const draft = await call('POST', '/properties/residential', seller.token, {
      ...(await listingBody(t.database.db, seller, 'residential', { price: 500_000 })),
      isDraft: true,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json<{ data: { _id: string } }>().data._id;
    await t.database.db.update(properties).set({ price: 450_000 }).where(eq(properties.id, id));
    const events = await t.database.db
      .select()
      .from(listingEvents)
      .where(eq(listingEvents.propertyId, id));
    expect(events).toEqual([]);
    const [row] = await t.database.db
      .select({ from: properties.priceReducedFrom })
      .from(properties)
      .where(eq(properties.id, id));
    expect(row?.from).toBeNull();
  });

  it('withdrawn and published again with a lower price: withdrawn, republished and the price change', async () => {
    const id = await publish(250_000);
    const withdrawn = await call('POST', `/admin/listings/${id}/withdraw`, superAdmin.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await t.database.db.update(properties).set({ price: 240_000 }).where(eq(properties.id, id));
    const published = await call('POST', `/admin/listings/${id}/publish`, superAdmin.token);
    expect(published.statusCode, published.body).toBe(200);
    const read = await detail(id);
    expect(kinds(read.priceHistory)).toEqual([
      'listed',
      'withdrawn',
      'republished',
      'priceChanged',
    ]);
    expect(read.priceHistory.at(-1)).toMatchObject({ price: 240_000, previousPrice: 250_000 });
    expect(read.priceReducedFrom).toBe(250_000);
  });
});

describe('issue 34 point 4: published again within 14 weeks or after', () => {
  /** Anna's search covering the listings' point, saved while the listing is off the site. */
  async function annaSearches() {
    const answer = await call('POST', '/searches', anna.token, {
      type: apartment,
      locations: [
        {
          type: 'polygon',
          name: 'Gries',
          geoJson: { type: 'Polygon', coordinates: [squareAround(LISTING_POINT)] },
        },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(201);
  }
  const alertsTo = async (to: string) =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'match-alert'), eq(mailOutbox.toAddress, to)))
    )[0]!.n;

  it('within 14 weeks: keeps its first date, is republished, and mails no alert', async () => {
    const id = await publish(320_000);
    await call('POST', `/admin/listings/${id}/withdraw`, superAdmin.token);
    const first = await withdrawnDaysAgo(id, 13 * 7);
    await annaSearches();

    const published = await call('POST', `/admin/listings/${id}/publish`, superAdmin.token);
    expect(published.json()).toMatchObject({ data: { changed: 1 } });
    const read = await detail(id);
    expect(read.createdAt).toBe(first);
    expect(kinds(read.priceHistory)).toEqual(['listed', 'withdrawn', 'republished']);
    expect(await alertsTo(anna.email)).toBe(0);
  });

  it('after 14 weeks: listed anew, dated now, its history starts again, and the new match is mailed', async () => {
    const id = await publish(320_000);
    await call('POST', `/admin/listings/${id}/withdraw`, superAdmin.token);
    const first = await withdrawnDaysAgo(id, 14 * 7 + 1);
    await annaSearches();

    await call('POST', `/admin/listings/${id}/publish`, superAdmin.token);
    const read = await detail(id);
    expect(Date.parse(read.createdAt)).toBeGreaterThan(Date.parse(first));
    expect(Date.now() - Date.parse(read.createdAt)).toBeLessThan(60_000);
    expect(kinds(read.priceHistory)).toEqual(['listed']);
    expect(await alertsTo(anna.email)).toBe(1);
  });

  it('the confirm dialog follows the same rule: within 14 weeks no alert, the date kept', async () => {
    const id = await publish(330_000);
    await call('POST', `/admin/listings/${id}/withdraw`, superAdmin.token);
    const first = await withdrawnDaysAgo(id, 30);
    await annaSearches();
    await changePrice(id, 330_000);
    // Confirming the withdrawn listing in the dialog publishes it (seller-side.md §4).
    const read = await call('GET', `/properties/residential/${id}`, superAdmin.token);
    const { images } = read.json<{ data: { images: { _id: string }[] } }>().data;
    const confirmed = await call('PATCH', `/properties/residential/${id}`, superAdmin.token, {
      ...(await body(330_000)),
      images: images.map((image) => image._id),
      mainImage: images[0]!._id,
      mainImages: images.slice(0, 4).map((image) => image._id),
      isConfirmed: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await detail(id);
    expect(after.createdAt).toBe(first);
    expect(kinds(after.priceHistory)).toEqual(['listed', 'withdrawn', 'republished']);
    expect(await alertsTo(anna.email)).toBe(0);
  });
});

describe('issue 34 point 4: the agency marks a listing sold or let', () => {
  /** Every event of the listing, oldest first, as stored (the public detail is gone). */
  const storedKinds = async (id: string) =>
    (
      await t.database.db
        .select({ kind: listingEvents.kind })
        .from(listingEvents)
        .where(eq(listingEvents.propertyId, id))
        .orderBy(listingEvents.at, listingEvents.id)
    ).map((row) => row.kind);

  it('a sale takes the listing off the site, records "sold" and a history entry; publishing again clears it', async () => {
    const id = await publish(410_000);
    const closed = await call('POST', `/admin/listings/${id}/close`, superAdmin.token);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({
      data: { action: 'close', dryRun: false, matched: 1, changed: 1 },
    });
    expect((await call('GET', `/properties/residential/${id}`)).statusCode).toBe(404);
    expect(await storedKinds(id)).toEqual(['listed', 'sold']);
    const [entry] = await t.database.db
      .select({ action: historyEntries.action, changes: historyEntries.changes })
      .from(historyEntries)
      .where(and(eq(historyEntries.listingId, id), eq(historyEntries.action, 'close')));
    expect(entry?.changes).toEqual([{ field: 'status', before: 'published', after: 'sold' }]);
    // The staff's table says what became of it: withdrawn, because it was sold.
    const rows = await call('GET', `/admin/listings/residential`, superAdmin.token);
    expect(rows.statusCode, rows.body).toBe(200);
    const closedRow = rows
      .json<{ data: { _id: string; status: string; closedAs: string | null }[] }>()
      .data.find((r) => r._id === id);
    expect(closedRow).toMatchObject({ status: 'withdrawn', closedAs: 'sold' });

    // Closing again changes nothing: it is no longer published.
    const again = await call('POST', `/admin/listings/${id}/close`, superAdmin.token);
    expect(again.json<{ data: { changed: number } }>().data.changed).toBe(0);

    // The deal fell through: published again, it is the listing it was, the mark gone.
    await call('POST', `/admin/listings/${id}/publish`, superAdmin.token);
    expect(kinds((await detail(id)).priceHistory)).toEqual(['listed', 'sold', 'republished']);
    const [row] = await t.database.db
      .select({ closedAs: properties.closedAs })
      .from(properties)
      .where(eq(properties.id, id));
    expect(row?.closedAs).toBeNull();
    const reopened = await call('GET', `/admin/listings/residential`, superAdmin.token);
    expect(
      reopened
        .json<{ data: { _id: string; closedAs: string | null }[] }>()
        .data.find((r) => r._id === id),
    ).toMatchObject({ closedAs: null });
  });

  it('a listing for rent is let, not sold', async () => {
    const id = await publish(1_200, { rent: true });
    const closed = await call('POST', `/admin/listings/${id}/close`, superAdmin.token);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await storedKinds(id)).toEqual(['listed', 'let']);
  });

  it('a seller may not mark their own listing sold (staff only)', async () => {
    const id = await publish(300_000);
    const answer = await call('POST', `/admin/listings/${id}/close`, seller.token);
    expect(answer.statusCode).toBe(403);
    expect(await storedKinds(id)).toEqual(['listed']);
  });
});
