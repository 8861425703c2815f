/**
 * The idealista export of the database (issue 32 point 2, decision 066): listings of every
 * category written through the listings API, read back through the listing module as the feeds
 * read them, give a customer file valid against the v6 JSON schemas with the values idealista
 * reads; a withdrawn listing is removed by leaving it out of the next full file.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@domus/domain/core/constants';
import { categoryFacts } from '@domus/domain/core/category-facts';
import type { FeedListing } from '@domus/domain/feeds/feed-listing';
import type { IdealistaProperty } from '@domus/domain/feeds/idealista-mapping';
import { properties } from '../src/db/schema.ts';
import { createFileStorage } from '../src/modules/files/file-storage.ts';
import { idealistaFormat } from '../src/modules/feeds/idealista.format.ts';
import { toFeedListing } from '../src/modules/feeds/immobiliare-feed.service.ts';
import type { FeedSkip } from '../src/modules/feeds/portal-format.ts';
import { findFeedListingPage } from '../src/modules/properties/listing-queries.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { idealistaSchemaErrors } from './helpers/json-schema.ts';
import { listingBody } from './helpers/listing-fixtures.ts';
import { BOLZANO, seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Person;
let owner: Person;
const call = apiCaller(() => t.app);
const publisher = { name: 'Immobilien Domus', email: 'info@domus.it', phone: '+39 0471 000000' };

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
  owner = await person(t.database.db, 'owner@example.com');
});
afterAll(() => t.close());

/** The published listings a page at a time, their files by absolute URL as idealista fetches them. */
async function* publishedListings(): AsyncGenerator<FeedListing> {
  const storage = createFileStorage(t.config);
  const fileUrl = (key: string) => new URL(storage.url(key), `${t.config.publicUrl}/`).href;
  let after: string | null = null;
  for (;;) {
    const page = await findFeedListingPage(t.database.db, after, 2);
    for (const row of page) yield toFeedListing(row, fileUrl);
    if (page.length < 2) return;
    after = page.at(-1)!.id;
  }
}

async function exportFile(): Promise<{ name: string; json: string; skipped: FeedSkip[] }> {
  const skipped: FeedSkip[] = [];
  for await (const file of idealistaFormat.exportFiles({
    listings: publishedListings(),
    removals: [],
    publisher,
    scope: 'full',
    readFile: () => Promise.reject(new Error('idealista fetches pictures by URL')),
    onSkip: (skip) => skipped.push(skip),
  })) {
    let json = '';
    for await (const chunk of file.body) json += String(chunk);
    return { name: file.name, json, skipped };
  }
  throw new Error('no file');
}

async function publish(id: string): Promise<number> {
  const [row] = await t.database.db
    .update(properties)
    .set({ isConfirmed: true, isDraft: false })
    .where(eq(properties.id, id))
    .returning({ number: properties.propertyNumber });
  return row!.number;
}

type Property = IdealistaProperty;

describe('idealista export of the database (issue 32 point 2)', () => {
  it('exports a listing of every category valid against the schemas, and drops withdrawn ones', async () => {
    const numbers: Record<string, number> = {};
    for (const category of CATEGORIES) {
      const energy = categoryFacts(category).energyCertificate
        ? { energyClass: 'B', energyConsumption: 45 }
        : {};
      const body = await listingBody(t.database.db, admin, category, {
        owner: owner.sellerId,
        price: 123_000 + CATEGORIES.indexOf(category),
        description: {
          it: `Descrizione ${category}\ncon due righe`,
          de: `Beschreibung ${category}`,
          en: `Description ${category}`,
        },
        ...energy,
      });
      const created = await call('POST', `/properties/${category}`, admin.token, body);
      expect(created.statusCode, created.body).toBe(201);
      numbers[category] = await publish(created.json<{ data: { _id: string } }>().data._id);
    }
    const { name, json, skipped } = await exportFile();
    expect(skipped).toEqual([]);
    expect(name).toBe('properties.json');
    expect(idealistaSchemaErrors(json)).toEqual([]);
    const written = (JSON.parse(json) as { customerProperties: Property[] }).customerProperties;
    expect(written.map((p) => p.propertyCode).sort()).toEqual(
      Object.values(numbers).map(String).sort(),
    );
    const flat = written.find((p) => p.propertyCode === String(numbers.residential))!;
    expect(flat.propertyOperation).toMatchObject({
      operationType: 'sale',
      operationPrice: 123_000,
    });
    expect(flat.propertyAddress).toMatchObject({
      addressStreetName: 'Via Museo',
      addressStreetNumber: '12',
      addressTown: 'Bolzano',
      addressNsiCode: BOLZANO,
      addressCountry: 'Italy',
      addressCoordinatesLatitude: 46.4983,
      addressCoordinatesLongitude: 11.3548,
    });
    expect(flat.propertyFeatures).toMatchObject({
      featuresType: 'flat',
      featuresBathroomNumber: 1,
      featuresBedroomNumber: 2,
      featuresEnergyCertificateRating: 'B',
      featuresEnergyCertificatePerformance: 45,
      featuresLiftAvailable: true,
    });
    expect(flat.propertyDescriptions[0]).toEqual({
      descriptionLanguage: 'italian',
      descriptionText: 'Descrizione residential con due righe',
    });
    // Pictures by absolute public URL, four per listing in their order.
    const urls = written.flatMap((p) => p.propertyImages.map((i) => i.imageUrl));
    expect(urls).toHaveLength(4 * CATEGORIES.length);
    for (const url of urls) expect(url).toMatch(/^https?:\/\/.+\.jpg$/);

    await t.database.db
      .update(properties)
      .set({ isConfirmed: false, withdrawnAt: new Date() })
      .where(eq(properties.propertyNumber, numbers.garage!));
    const after = await exportFile();
    expect(idealistaSchemaErrors(after.json)).toEqual([]);
    const codes = (
      JSON.parse(after.json) as { customerProperties: Property[] }
    ).customerProperties.map((p) => p.propertyCode);
    // The full file is idealista's whole stock: the withdrawn garage is removed by its absence.
    expect(codes).toHaveLength(CATEGORIES.length - 1);
    expect(codes).not.toContain(String(numbers.garage));
  });

  it('leaves out a listing without an Italian description and names the field', async () => {
    const body = await listingBody(t.database.db, admin, 'residential', {
      owner: owner.sellerId,
      energyClass: 'C',
      description: { it: '', de: 'Nur deutsch', en: '' },
    });
    const created = await call('POST', '/properties/residential', admin.token, body);
    expect(created.statusCode, created.body).toBe(201);
    const number = await publish(created.json<{ data: { _id: string } }>().data._id);
    const { json, skipped } = await exportFile();
    expect(idealistaSchemaErrors(json)).toEqual([]);
    expect(skipped.find((s) => s.id === String(number))?.issues.map((i) => i.field)).toEqual([
      'description',
    ]);
  });
});
