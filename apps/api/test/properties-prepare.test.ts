/**
 * Every write of a listing is prepared by the domain's prepareListing (seller-side.md §4, §5,
 * §9): fields hidden for the subtype are never stored or answered, whoever sends the listing,
 * and the stored listing is what the web app, which prepares the same way, sends.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareListing } from '@domus/domain/listing/prepare-listing';
import { hiddenFieldsOf, listingArbitrary } from '@domus/domain/testing/listing-arbitrary';
import { categoryDetailKeys, categoryDetailsSchema } from '@domus/domain/listing/property.schema';
import { properties } from '../src/db/schema.ts';
import { apiCaller, type Person } from './helpers/account-fixtures.ts';
import { listingBody, listingPeople } from './helpers/listing-fixtures.ts';
import { seedPlaces, typeId } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let user: Person;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  ({ user } = await listingPeople(t.database.db));
});
afterAll(() => t.close());

const call = apiCaller(() => t.app);

type Answer = { data: Record<string, unknown> & { _id: string } };

async function stored(id: string) {
  const [row] = await t.database.db.select().from(properties).where(eq(properties.id, id));
  return row!;
}

describe('prepared writes (seller-side.md §5 Field visibility)', () => {
  it('a villa sent with units, lift, townhouse position, heating, a community garden and common parking is stored and answered without them (seller-side.md §5)', async () => {
    const body = await listingBody(t.database.db, user, 'residential', {
      type: await typeId(t.database.db, 'residential', 'villa'),
      numOfUnits: 42,
      lift: true,
      townhousePosition: 'center',
      heating: 'central',
      heatingType: 'gas',
      garden: { type: 'community', area: 400 },
      parking: { garage: { number: 2, price: 30_000 }, common: true, bike: true },
      nettoArea: 200,
    });
    const answer = await call('POST', '/properties/residential', user.token, body);
    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json<Answer>().data;

    const detail = await call('GET', `/properties/residential/${created._id}`, user.token);
    const data = detail.json<Answer>().data;
    for (const field of ['numOfUnits', 'lift', 'townhousePosition', 'heating', 'heatingType']) {
      expect(data).not.toHaveProperty(field);
    }
    expect(data.garden).toEqual({ type: 'no', area: 0 });
    expect(data.parking).toEqual({ garage: { number: 2, price: 30_000 } });
    // The sales area is computed from the cleaned values: 1.25 × 200, no garden (§9).
    expect(data.area).toBe(250);

    const row = await stored(created._id);
    const details = row.details as Record<string, unknown>;
    for (const field of ['numOfUnits', 'lift', 'townhousePosition', 'heating', 'heatingType']) {
      expect(details).not.toHaveProperty(field);
    }
    expect(details.parking).toEqual({ garage: { number: 2, price: 30_000 } });
    expect(row.area).toBe(250);
  });

  it('for generated listings of every subtype the stored listing is the prepared one and keeps no hidden field (seller-side.md §5, §9)', async () => {
    const year = new Date().getFullYear();
    await fc.assert(
      fc.asyncProperty(listingArbitrary(), async ({ category, subtype, rent, details }) => {
        const body = await listingBody(t.database.db, user, category, {
          type: await typeId(t.database.db, category, subtype),
          rent,
          price: 1_000,
          ...(category === 'garage' ? { numOfPlaces: 1 } : {}),
          ...details,
        });
        // What the web app sends for these values (it prepares before sending).
        const sent = prepareListing({ ...body, category, rent }, subtype, year);
        const answer = await call('POST', `/properties/${category}`, user.token, body);
        expect(answer.statusCode, answer.body).toBe(201);
        const id = answer.json<Answer>().data._id;
        const row = await stored(id);
        const storedDetails = row.details as Record<string, unknown>;
        expect(hiddenFieldsOf(category, subtype, storedDetails)).toEqual([]);
        // The web app's values as the category's schema reads them are what is stored.
        const keys = categoryDetailKeys(category);
        const webDetails = Object.fromEntries(
          Object.entries(sent).filter(([key, value]) => keys.includes(key) && value !== undefined),
        );
        expect(storedDetails).toEqual(categoryDetailsSchema(category).parse(webDetails));
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
