/**
 * The exposé PDFs (buyer-side.md §2 Property detail, §7 GET expose/pdf; seller-side.md §3 long
 * and short expose, §9 energy classes) on a real database and file storage, read back with
 * PDF.js: pages, texts per language, price, energy class, pictures; who may have them; that a
 * change of the listing makes a new one; bad input.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_FACTS } from '@domus/domain/core/category-facts';
import { CATEGORIES, SUPERSEDED_EXPOSE_TTL_MS, type Category } from '@domus/domain/core/constants';
import { sweepOldExposes } from '../src/modules/expose-files/expose-cleanup.service.ts';
import { makeExpose } from '../src/modules/expose/expose.service.ts';
import { getProperty } from '../src/modules/properties/properties.service.ts';
import { LocalFileStorage } from '../src/modules/files/file-storage.ts';
import { apiCaller, type Person } from './helpers/account-fixtures.ts';
import { readPdf, storedImages } from './helpers/expose-fixtures.ts';
import { listingBody, listingPeople } from './helpers/listing-fixtures.ts';
import { seedPlaces } from './helpers/search-fixtures.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let storage: LocalFileStorage;
let people: Awaited<ReturnType<typeof listingPeople>>;
const call = apiCaller(() => t.app);

/** A tile server that refuses every connection (port 9, discard, has no listener here). */
const closedTileUrl = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const DESCRIPTION_IT =
  'Luminoso trilocale con vista sulle montagne, a due passi dal centro.\n\n' +
  'Secondo paragrafo: cantina, garage e giardino condominiale. Più è già tutto ristrutturato.';

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'domus-expose-'));
  t = await createTestApp({
    // No tile server (a closed port): the tests never depend on the network.
    env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://www.example.test', TILE_URL: closedTileUrl },
  });
  storage = new LocalFileStorage(path.join(dataDir, 'files'));
  await seedPlaces(t.database.db);
  people = await listingPeople(t.database.db);
});
afterAll(() => t.close());

type Created = { _id: string; property_id: number; isConfirmed: boolean };

async function create(
  who: Person,
  category: Category,
  extra: Record<string, unknown> = {},
  imageCount = 6,
): Promise<Created> {
  const images = await storedImages(t.database.db, storage, who, imageCount, [
    'Soggiorno_vista-lago.jpg',
  ]);
  const body = await listingBody(t.database.db, who, category, {
    images,
    title: { it: 'Trilocale a Gries', de: 'Dreizimmerwohnung in Gries', en: 'Flat in Gries' },
    description: {
      it: DESCRIPTION_IT,
      de: 'Helle Wohnung mit Blick auf die Berge.\n\nZweiter Absatz: Keller, Garage und Garten.',
      en: '',
    },
    ...extra,
  });
  const answer = await call('POST', `/properties/${category}`, who.token, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: Created }>().data;
}

/** The exposé call as the web app makes it (JSON), then the PDF at the link it answers. */
async function expose(
  listing: { category: Category; id: string },
  query: string,
  token?: string,
): Promise<{ url: string; fileName: string; pdf: Buffer; headers: Record<string, unknown> }> {
  const link = await t.app.inject({
    method: 'GET',
    url: `/api/v1/expose/pdf?type=${listing.category}&id=${listing.id}&${query}`,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(link.statusCode, link.body).toBe(200);
  const { url, fileName } = link.json<{ data: { url: string; fileName: string } }>().data;
  // A listing not public is downloaded with the session too (decision 044).
  const file = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(file.statusCode).toBe(200);
  return { url, fileName, pdf: file.rawPayload, headers: file.headers };
}

describe('GET /expose/pdf (buyer-side.md §7, seller-side.md §3)', () => {
  let listing: Created;
  beforeAll(async () => {
    listing = await create(people.superAdmin, 'residential', {
      owner: people.user.sellerId,
      price: 385_000,
      energyClass: 'B',
      energyConsumption: 45,
    });
    expect(listing.isConfirmed).toBe(true);
  });

  it('stores the energy performance index and answers it with the listing (seller-side.md §9)', async () => {
    const answer = await call('GET', `/properties/residential/${listing._id}`);
    expect(answer.json<{ data: { energyConsumption: number } }>().data.energyConsumption).toBe(45);
  });

  it('the short Italian exposé: one or two pages, title, number, price, energy, four pictures (buyer-side.md §2)', async () => {
    const { fileName, pdf, headers } = await expose(
      { category: 'residential', id: listing._id },
      'lang=it',
    );
    expect(fileName).toBe(`Domus-${listing.property_id}-expose-breve-it.pdf`);
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    // Asked again each time, so that a withdrawal takes effect (issue 29 point 2, decision 044).
    expect(headers['cache-control']).toBe('public, no-cache');
    const read = await readPdf(pdf);
    expect(read.pages).toBeGreaterThanOrEqual(1);
    expect(read.pages).toBeLessThanOrEqual(2);
    expect(read.text).toContain('Trilocale a Gries');
    expect(read.text).toContain(`Immobile n. ${listing.property_id}`);
    expect(read.text).toMatch(/385\.000\s*€/);
    expect(read.text).toContain('Classe energetica: B');
    expect(read.text).toMatch(/45 kWh\/m²\s+anno/);
    expect(read.text).toContain('Luminoso trilocale con vista sulle montagne');
    // The short one has the first paragraph only.
    expect(read.text).not.toContain('Secondo paragrafo');
    expect(read.text).toContain('La provvigione dell’agenzia è dovuta soltanto dall’acquirente.');
    // The link may wrap inside the contact block (after a slash only: issue 30 point 9).
    expect(read.text.replace(/\s+/g, '')).toContain(
      `www.example.test/property/residential/${listing._id}`,
    );
    expect(read.pictures.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('the long German exposé: sections, the whole description, every picture, map and legal notes', async () => {
    const { fileName, pdf } = await expose(
      { category: 'residential', id: listing._id },
      'lang=de&long=1',
    );
    expect(fileName).toBe(`Domus-${listing.property_id}-expose-lang-de.pdf`);
    const read = await readPdf(pdf);
    expect(read.pages).toBeGreaterThanOrEqual(5);
    expect(read.text).toContain('Dreizimmerwohnung in Gries');
    expect(read.text).toContain('Energieklasse: B');
    // The detail page's sections with its labels and values (the category registry's).
    expect(read.text).toContain('Merkmale');
    expect(read.text).toContain('Flächen');
    expect(read.text).toMatch(/Energiebedarf\s*45 kWh\/m²/);
    expect(read.text).toContain('Zweiter Absatz: Keller, Garage und Garten.');
    expect(read.text).toContain('Rechtliche Hinweise');
    expect(read.text).toContain('Gemeindegrenze');
    // The first page's four, then all six two a page.
    expect(read.pictures.reduce((a, b) => a + b, 0)).toBe(4 + 6);
    expect(read.text).toContain('Soggiorno vista lago');
  });

  it('the English exposé falls back to the Italian description, as the site does', async () => {
    const { fileName, pdf } = await expose({ category: 'residential', id: listing._id }, 'lang=en');
    expect(fileName).toBe(`Domus-${listing.property_id}-expose-short-en.pdf`);
    const read = await readPdf(pdf);
    expect(read.text).toContain('Flat in Gries');
    expect(read.text).toContain('Energy class: B');
    expect(read.text).toContain('Luminoso trilocale');
    expect(read.text).toMatch(/€\s*385,000/);
  });

  it('a rent is per month; a listing without price says price on request (buyer-side.md §2)', async () => {
    const rented = await create(people.superAdmin, 'residential', {
      owner: people.user.sellerId,
      rent: true,
      price: 1_250,
    });
    const read = await readPdf(
      (await expose({ category: 'residential', id: rented._id }, 'lang=de')).pdf,
    );
    expect(read.text).toMatch(/1\.250\s*€ pro Monat/);
    expect(read.text).toContain('Die Maklerprovision zahlt ausschließlich der Mieter.');
  });

  it('is made once and kept: the same link again, and the kept one is served as it is', async () => {
    const first = await expose({ category: 'residential', id: listing._id }, 'lang=it');
    const again = await expose({ category: 'residential', id: listing._id }, 'lang=it');
    expect(again.url).toBe(first.url);
    expect(again.pdf.equals(first.pdf)).toBe(true);
  });

  it('a browser following the link is sent to the PDF (303)', async () => {
    const { url } = await expose({ category: 'residential', id: listing._id }, 'lang=it');
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/expose/pdf?type=residential&id=${listing._id}&lang=it`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(url);
  });

  it('a change of the listing makes a new exposé; the old link is never answered again (issue: made once per version)', async () => {
    const before = await expose({ category: 'residential', id: listing._id }, 'lang=it');
    await changePrice(listing, 399_000);
    const after = await expose({ category: 'residential', id: listing._id }, 'lang=it');
    expect(after.url).not.toBe(before.url);
    const read = await readPdf(after.pdf);
    expect(read.text).toMatch(/399\.000\s*€/);
    expect(read.text).not.toMatch(/385\.000/);
  });
});

/** Changes a listing's price as staff do, keeping everything else it has. */
async function changePrice(listing: Created, price: number) {
  const current = await call('GET', `/properties/residential/${listing._id}`);
  const data = current.json<{ data: Record<string, unknown> }>().data;
  const patch = await call(
    'PATCH',
    `/properties/residential/${listing._id}`,
    people.superAdmin.token,
    {
      ...(await listingBody(t.database.db, people.superAdmin, 'residential')),
      owner: people.user.sellerId,
      title: data.title,
      description: data.description,
      images: (data.images as { _id: string }[]).map((i) => i._id),
      mainImage: data.mainImage,
      mainImages: data.mainImages,
      isConfirmed: true,
      price,
      energyClass: 'B',
      energyConsumption: 45,
    },
  );
  expect(patch.statusCode, patch.body).toBe(200);
}

/** The status of a kept exposé's link. */
async function statusOf(url: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url })).statusCode;
}

describe('old exposés are removed from the storage (issue 14: made once per listing version)', () => {
  const later = (ms: number) => new Date(Date.now() + ms);
  const afterGrace = () => later(SUPERSEDED_EXPOSE_TTL_MS + 60_000);

  it('after a change, the old one is removed once the grace has passed, the new one is served and never removed', async () => {
    const listing = await create(people.superAdmin, 'residential', {
      owner: people.user.sellerId,
      price: 250_000,
      energyClass: 'B',
      energyConsumption: 45,
    });
    const ref = { category: 'residential' as const, id: listing._id };
    const oldShort = await expose(ref, 'lang=it');
    const oldLong = await expose(ref, 'lang=de&long=1');
    // The only exposé of its kind is current: never removed, however late the sweep.
    await sweepOldExposes(t.database.db, storage, afterGrace());
    expect(await statusOf(oldShort.url)).toBe(200);
    expect(await statusOf(oldLong.url)).toBe(200);

    await changePrice(listing, 260_000);
    const newShort = await expose(ref, 'lang=it');
    expect(newShort.url).not.toBe(oldShort.url);
    // Within the grace a link answered just before the change still downloads.
    await sweepOldExposes(t.database.db, storage, later(60_000));
    expect(await statusOf(oldShort.url)).toBe(200);

    await sweepOldExposes(t.database.db, storage, afterGrace());
    expect(await statusOf(oldShort.url)).toBe(404);
    expect(await statusOf(newShort.url)).toBe(200);
    // The long German one has no newer one yet: it stays until one is made.
    expect(await statusOf(oldLong.url)).toBe(200);
    const again = await expose(ref, 'lang=it');
    expect(again.url).toBe(newShort.url);
    expect((await readPdf(again.pdf)).text).toMatch(/260\.000\s*€/);
  });

  it('the exposés of a deleted listing are removed at once; sweeps after find nothing to do', async () => {
    const listing = await create(people.superAdmin, 'residential', {
      owner: people.user.sellerId,
      price: 180_000,
    });
    const made = await expose({ category: 'residential', id: listing._id }, 'lang=en');
    const deleted = await call(
      'DELETE',
      `/properties/residential/${listing._id}/delete`,
      people.superAdmin.token,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await statusOf(made.url)).toBe(404);
    const counts = await Promise.all([
      sweepOldExposes(t.database.db, storage),
      sweepOldExposes(t.database.db, storage),
    ]);
    expect(counts).toEqual([0, 0]);
  });
});

describe('one exposé of each category (seller-side.md §3)', () => {
  // Values beyond the complete listing of each category, where it has fields worth printing.
  const extras: Partial<Record<Category, Record<string, unknown>>> = {
    residential: { energyClass: 'A', energyConsumption: 28.5, orientation: ['S', 'W'] },
    commercial: { energyClass: 'E', energyConsumption: 110 },
    agriculture: { fountains: 2, sprinklers: true },
  };
  for (const category of CATEGORIES) {
    it(`${category}: short and long, each in its language`, async () => {
      const listing = await create(
        people.superAdmin,
        category,
        { owner: people.user.sellerId, ...(extras[category] ?? {}) },
        5,
      );
      const target = { category, id: listing._id };
      const short = await readPdf(
        (await expose(target, 'lang=it')).pdf,
        `${category}-short-it.pdf`,
      );
      expect(short.pages).toBeLessThanOrEqual(2);
      expect(short.text).toContain(`Immobile n. ${listing.property_id}`);
      const long = await readPdf(
        (await expose(target, 'lang=de&long=1')).pdf,
        `${category}-long-de.pdf`,
      );
      expect(long.text).toContain(`Immobilie Nr. ${listing.property_id}`);
      expect(long.pictures.reduce((a, b) => a + b, 0)).toBe(4 + 5);
      // The energy class is printed for the categories whose buildings carry a certificate.
      expect(long.text.includes('Energieklasse')).toBe(CATEGORY_FACTS[category].energyCertificate);
    });
  }
});

describe('who may have an exposé (buyer-side.md §4 Property, §6)', () => {
  let unconfirmed: Created;
  beforeAll(async () => {
    unconfirmed = await create(people.user, 'garage', {}, 4);
    expect(unconfirmed.isConfirmed).toBe(false);
  });

  const ask = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/expose/pdf?type=garage&id=${unconfirmed._id}&lang=it`,
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  it('an unconfirmed listing: 404 for visitors and other users, the PDF for its owner and staff', async () => {
    expect((await ask()).statusCode).toBe(404);
    expect((await ask(people.other.token)).statusCode).toBe(404);
    expect((await ask()).json<ErrorBody>().error.code).toBe('not_found');
    for (const who of [people.user, people.agent, people.admin]) {
      expect((await ask(who.token)).statusCode).toBe(200);
    }
    const { pdf } = await expose(
      { category: 'garage', id: unconfirmed._id },
      'lang=it',
      people.user.token,
    );
    const read = await readPdf(pdf);
    // Garages have no energy class.
    expect(read.text).not.toContain('Classe energetica');
  });
});

describe('bad input gets a clear 4xx in the error format (decision 004)', () => {
  const get = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/expose/pdf?${query}`,
      headers: { accept: 'application/json', 'accept-language': 'de' },
    });
  const id = '00000000-0000-4000-8000-000000000000';

  it.each([
    ['an unknown category', `type=castle&id=${id}`, 'type'],
    ['a malformed id', 'type=residential&id=1024x', 'id'],
    ['a bad long', `type=residential&id=${id}&long=abc`, 'long'],
    ['a bad language', `type=residential&id=${id}&lang=xx`, 'lang'],
    ['no id', 'type=residential', 'id'],
  ])('%s is a 400 naming the field', async (_name, query, field) => {
    const answer = await get(query);
    expect(answer.statusCode).toBe(400);
    const body = answer.json<ErrorBody>();
    expect(body.error.code).toBe('validation_error');
    expect(body.error.fields?.map((f) => f.field)).toContain(field);
  });

  it('an unknown id and another category are 404', async () => {
    expect((await get(`type=residential&id=${id}`)).statusCode).toBe(404);
    const garage = await create(people.superAdmin, 'garage', { owner: people.user.sellerId }, 4);
    expect((await get(`type=residential&id=${garage._id}`)).statusCode).toBe(404);
  });

  it('a PDF link of no kept exposé is 404, a malformed one 400', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/expose/pdf/2026/11/${id}/Domus-1-expose-breve-it.pdf`,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v1/expose/pdf/2026/11/${id}/..%2F..%2Fetc.pdf`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

/** A tile server in this process: every tile one colour, each request remembered. */
async function tileServer(answer: 'tiles' | 'never'): Promise<{
  url: string;
  requests: string[];
  close: () => Promise<void>;
}> {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 230, g: 40, b: 200 } },
  })
    .png()
    .toBuffer();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (answer === 'never') return; // Accepts and never answers.
    response.writeHead(200, { 'content-type': 'image/png' }).end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("issue 30 point 9: the exposé's content and layout (decision 050)", () => {
  let listing: Created;
  beforeAll(async () => {
    listing = await create(people.superAdmin, 'residential', {
      owner: people.user.sellerId,
      price: 410_000,
    });
  });

  /** The long exposé made directly with the given tile server, and the page of its map. */
  async function longWithTiles(
    tileUrl: string,
    publicUrl = 'https://www.example.test',
    tileTimeoutMs?: number,
  ) {
    const property = await getProperty(t.database.db, storage, null, 'residential', listing._id);
    const pdf = await makeExpose(t.database.db, storage, property!, 'it', 'long', {
      publicUrl,
      tileUrl,
      inline: true,
      ...(tileTimeoutMs ? { tileTimeoutMs } : {}),
    });
    const read = await readPdf(pdf, `long-tiles-${publicUrl.length}.pdf`);
    const mapPage = read.texts.findIndex((text) => text.includes('Confine comunale di'));
    expect(mapPage).toBeGreaterThan(0);
    return { read, mapPage };
  }

  it('issue 30.9: the long exposé prints the description once', async () => {
    const read = await readPdf(
      (await expose({ category: 'residential', id: listing._id }, 'lang=it&long=1')).pdf,
    );
    const first = 'Luminoso trilocale con vista sulle montagne';
    expect(read.text.split(first).length - 1).toBe(1);
    expect(read.text.split('Secondo paragrafo').length - 1).toBe(1);
  });

  it('issue 30.9: the online link is printed without its scheme and breaks only after a slash', async () => {
    const read = await readPdf(
      (await expose({ category: 'residential', id: listing._id }, 'lang=de')).pdf,
    );
    const link = `www.example.test/property/residential/${listing._id}?lang=de`;
    expect(read.text).not.toContain('https://');
    // The link as printed, with the line breaks between its pieces.
    const start = read.text.indexOf('www.example.test');
    expect(start).toBeGreaterThan(0);
    let printed = '';
    for (let i = start, seen = 0; seen < link.length; i++) {
      const c = read.text[i]!;
      printed += c;
      if (!/\s/.test(c)) seen++;
    }
    expect(printed.replace(/\s+/g, '')).toBe(link);
    for (const gap of printed.matchAll(/\s+/g)) {
      const before = printed[gap.index - 1];
      const after = printed[gap.index + gap[0].length];
      expect(before === '/' || after === '?', `broken at …${before}|${after}…`).toBe(true);
    }
  });

  it("issue 30.9: with PUBLIC_URL's default the link reads localhost:3000/…, unbroken", async () => {
    const { read } = await longWithTiles(closedTileUrl, 'http://localhost:3000');
    expect(read.text).not.toContain('http://');
    expect(read.text.replace(/\s+/g, '')).toContain(
      `localhost:3000/property/residential/${listing._id}?lang=it`,
    );
  });

  it("issue 30.9: the map shows the tile server's streets when it answers", async () => {
    const tiles = await tileServer('tiles');
    try {
      // The tile server shares this busy process: more time than a real one gets.
      const { read, mapPage } = await longWithTiles(tiles.url, undefined, 20_000);
      // The close-up is one picture made of the tiles around the listing, at zoom 15.
      expect(read.pictures[mapPage]).toBe(1);
      expect(tiles.requests.length).toBeGreaterThanOrEqual(4);
      expect(tiles.requests.every((r) => /^\/tiles\/15\/\d+\/\d+\.png$/.test(r))).toBe(true);
      expect(read.texts[mapPage]).toContain('© contributori di OpenStreetMap');
    } finally {
      await tiles.close();
    }
  });

  it('issue 30.9: an unreachable or silent tile server leaves the outline, within the short timeout', async () => {
    const closed = await longWithTiles(closedTileUrl);
    expect(closed.read.pictures[closed.mapPage]).toBe(0);
    expect(closed.read.texts[closed.mapPage]).not.toContain('OpenStreetMap');

    const silent = await tileServer('never');
    try {
      const started = Date.now();
      const { read, mapPage } = await longWithTiles(silent.url);
      expect(Date.now() - started).toBeLessThan(6000);
      expect(silent.requests.length).toBeGreaterThan(0);
      expect(read.pictures[mapPage]).toBe(0);
      expect(read.texts[mapPage]).toContain('Confine comunale di');
    } finally {
      await silent.close();
    }
  });

  it('issue 30.9: German says Kommerzielle Fläche, Italian names the document a scheda', async () => {
    const de = await readPdf(
      (await expose({ category: 'residential', id: listing._id }, 'lang=de&long=1')).pdf,
    );
    expect(de.text).toContain('Kommerzielle Fläche');
    expect(de.text).not.toContain('Verkaufsfläche');
    const short = await readPdf(
      (await expose({ category: 'residential', id: listing._id }, 'lang=it')).pdf,
    );
    expect(short.text).toContain('Scheda breve');
    const long = await readPdf(
      (await expose({ category: 'residential', id: listing._id }, 'lang=it&long=1')).pdf,
    );
    expect(long.text).toContain('Scheda completa');
    expect(`${short.text}${long.text}`).not.toMatch(/exposé/i);
  });
});
