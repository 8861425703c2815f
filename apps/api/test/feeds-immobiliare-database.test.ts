/**
 * The immobiliare.it feed of the database (issue 32 point 2 and point 6, decision 061): listings
 * of every category written through the listings API, read back through the listing module,
 * give a feed valid against the XSD v2.8 with the values a portal reads; a withdrawn listing
 * becomes a delete entry.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@domus/domain/core/constants';
import { categoryFacts } from '@domus/domain/core/category-facts';
import { properties } from '../src/db/schema.ts';
import { createFileStorage } from '../src/modules/files/file-storage.ts';
import type { FeedSkip } from '../src/modules/feeds/immobiliare-feed.builder.ts';
import { immobiliareFeedOfDatabase } from '../src/modules/feeds/immobiliare-feed.service.ts';
import { apiCaller, person, type Person } from './helpers/account-fixtures.ts';
import { listingBody } from './helpers/listing-fixtures.ts';
import { BOLZANO, seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { IMMOBILIARE_XSD, xmlSchemaErrors } from './helpers/xml-schema.ts';

let t: TestApp;
let admin: Person;
let owner: Person;
const call = apiCaller(() => t.app);
const publisher = {
  name: 'Immobilien Domus',
  email: 'info@domus.example',
  phone: '+39 0471 000000',
};

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db);
  admin = await person(t.database.db, 'admin@example.com', { isAdmin: true });
  owner = await person(t.database.db, 'owner@example.com');
});
afterAll(() => t.close());

async function feed(): Promise<{ xml: string; skipped: FeedSkip[] }> {
  const skipped: FeedSkip[] = [];
  let xml = '';
  const storage = createFileStorage(t.config);
  for await (const chunk of immobiliareFeedOfDatabase(t.database.db, storage, publisher, (s) =>
    skipped.push(s),
  )) {
    xml += chunk;
  }
  return { xml, skipped };
}

describe('immobiliare.it feed of the database (issue 32 point 2)', () => {
  it('exports a listing of every category valid against the XSD, and withdrawn ones as deletes', async () => {
    const numbers: Record<string, number> = {};
    for (const category of CATEGORIES) {
      const energy = categoryFacts(category).energyCertificate
        ? { energyClass: 'B', energyConsumption: 45 }
        : {};
      const body = await listingBody(t.database.db, admin, category, {
        owner: owner.sellerId,
        price: 123_000 + CATEGORIES.indexOf(category),
        description: {
          it: `Descrizione ${category}`,
          de: `Beschreibung ${category}`,
          en: `Description ${category}`,
        },
        ...energy,
      });
      const created = await call('POST', `/properties/${category}`, admin.token, body);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ data: { _id: string } }>().data._id;
      // Published as staff would: confirmed, not a draft.
      const [row] = await t.database.db
        .update(properties)
        .set({ isConfirmed: true, isDraft: false })
        .where(eq(properties.id, id))
        .returning({ number: properties.propertyNumber });
      numbers[category] = row!.number;
    }
    const { xml, skipped } = await feed();
    expect(skipped).toEqual([]);
    expect(await xmlSchemaErrors(xml, IMMOBILIARE_XSD)).toEqual([]);
    expect(xml.match(/<property operation="write">/g)).toHaveLength(CATEGORIES.length);
    expect(xml).toContain(`<unique-id>${numbers.residential}</unique-id>`);
    expect(xml).toContain('<price currency="EUR">123000</price>');
    expect(xml).toContain(`<city code="${BOLZANO}">Bolzano</city>`);
    expect(xml).toContain(
      '<energy-performance unit="kWh/m2anno" type="nren">45</energy-performance>',
    );
    for (const language of ['it', 'de', 'en']) {
      expect(xml).toContain(`<description language="${language}">`);
    }
    // Pictures by the storage's public URL, four per listing in their order.
    const urls = [...xml.matchAll(/<picture position="(\d)" url="([^"]+)"\/>/g)];
    expect(urls).toHaveLength(4 * CATEGORIES.length);
    for (const [, , url] of urls) expect(url).toMatch(/^(https?:\/)?\/.+\.jpg$/);

    await t.database.db
      .update(properties)
      .set({ isConfirmed: false, withdrawnAt: new Date() })
      .where(eq(properties.propertyNumber, numbers.garage!));
    const after = await feed();
    expect(await xmlSchemaErrors(after.xml, IMMOBILIARE_XSD)).toEqual([]);
    expect(after.xml.match(/<property operation="write">/g)).toHaveLength(CATEGORIES.length - 1);
    expect(after.xml).toContain(
      `<property operation="delete"><unique-id>${numbers.garage}</unique-id>`,
    );
  });

  it('leaves out a listing without an Italian description and names the field', async () => {
    const body = await listingBody(t.database.db, admin, 'residential', {
      owner: owner.sellerId,
      description: { it: '', de: 'Nur deutsch', en: '' },
    });
    const created = await call('POST', '/properties/residential', admin.token, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { _id: string } }>().data._id;
    const [row] = await t.database.db
      .update(properties)
      .set({ isConfirmed: true, isDraft: false })
      .where(eq(properties.id, id))
      .returning({ number: properties.propertyNumber });
    const { skipped } = await feed();
    const mine = skipped.find((s) => s.id === String(row!.number));
    expect(mine?.issues.map((issue) => issue.field)).toEqual(['description']);
  });
});
