import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, properties, propertyTypes, zones } from '../src/db/schema.ts';
import type { Database } from '../src/db/client.ts';
import { importPlaces } from '../src/seed/places.seed.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { writePageModules } from './helpers/rendered-site.ts';

const PUBLIC_URL = 'https://www.domus.example';
const BOLZANO = '021008';
/** The web app's own index.html, as Vite reads it: its head is the template the server fills. */
const INDEX = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
/**
 * A build manifest as Vite writes it: the entry, which loads the app later, the libraries' chunk,
 * the app, two route modules, the text catalogs.
 */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    dynamicImports: ['src/start-app.tsx'],
    css: ['assets/index-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js', name: 'framework' },
  'src/start-app.tsx': {
    file: 'assets/start-app-1.js',
    name: 'start-app',
    isDynamicEntry: true,
    imports: ['_framework-1.js'],
  },
  '_card-1.js': {
    file: 'assets/card-1.js',
    imports: ['_framework-1.js'],
    css: ['assets/card-1.css'],
  },
  'src/app/routes/home.route.tsx': {
    file: 'assets/home.route-1.js',
    imports: ['_framework-1.js', 'src/start-app.tsx', '_card-1.js'],
  },
  'src/app/routes/property.route.tsx': {
    file: 'assets/property.route-1.js',
    imports: ['_card-1.js'],
    css: ['assets/gallery-1.css'],
  },
  'src/app/routes/not-found.route.tsx': { file: 'assets/not-found.route-1.js' },
  'src/shared/i18n/catalogs/it.ts': { file: 'assets/it-1.js' },
  'src/shared/i18n/catalogs/de.ts': { file: 'assets/de-1.js' },
  'src/shared/i18n/catalogs/en.ts': { file: 'assets/en-1.js' },
};
/** The styles of the cards (dist/assets/card-1.css) and of the gallery, which names a file. */
const CARD_CSS = '.card{border-radius:8px}';
const GALLERY_CSS = '.gallery{background:url(/assets/frame-1.png)}';
const HOSTILE = `Attico "Panorama" </script><script>alert(1)</script> & più`;

async function typeId(db: Database, category: string, code: string): Promise<string> {
  const [row] = await db
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(and(eq(propertyTypes.category, category), eq(propertyTypes.code, code)));
  return row!.id;
}

async function insertListing(
  db: Database,
  values: Partial<typeof properties.$inferInsert> & { typeId: string },
): Promise<string> {
  const [row] = await db
    .insert(properties)
    .values({
      category: 'residential',
      title: { it: 'Trilocale luminoso', de: 'Helle Dreizimmerwohnung', en: 'Bright flat' },
      description: {
        it: 'Trilocale al secondo piano con balcone. '.repeat(10),
        de: 'Dreizimmerwohnung im zweiten Stock mit Balkon. '.repeat(10),
        en: 'Three-room flat on the second floor with a balcony. '.repeat(10),
      },
      isConfirmed: true,
      price: 420000,
      municipalityId: BOLZANO,
      point: { x: 11.3548, y: 46.4983 },
      area: 85,
      ...values,
    })
    .returning({ id: properties.id });
  return row!.id;
}

/** The parts of the JSON-LD the tests read. */
type ListingLd = {
  '@context': string;
  '@type': string;
  url: string;
  name: string;
  inLanguage: string;
  image: string[];
  offers: Record<string, unknown> & { price: number; priceSpecification?: unknown };
  contentLocation: { address: Record<string, string>; geo: Record<string, unknown> };
};

/** The JSON-LD block of a page, parsed. */
function jsonLd(html: string): ListingLd {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'JSON-LD block').not.toBeNull();
  return JSON.parse(match![1]!) as ListingLd;
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

/** What the server hands the browser with a page it rendered (apps/web entry-server.tsx). */
type Hydration = {
  lang: string;
  path: string;
  queries: { key: unknown[]; data: unknown }[];
  texts: Record<string, unknown>;
};

function hydration(html: string): Hydration {
  const match = /<script type="application\/json" id="domus-hydration">([^<]*)<\/script>/.exec(
    html,
  );
  if (!match) throw new Error('no hydration state');
  return JSON.parse(match[1]!) as Hydration;
}

/** The answer the page carries for the query `key`. */
function answer(html: string, key: unknown[]): unknown {
  return hydration(html).queries.find((q) => JSON.stringify(q.key) === JSON.stringify(key))?.data;
}

/** The markup the server wrote into #root. */
function root(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('<script type="module"'));
}

const WEB = new URL('../../web/', import.meta.url).pathname;

/**
 * The web app's server renderer (decision 034), where the API looks for it (beside the web
 * build): the build's, linked, else built there. Its path keeps `dist` in it: Vitest then
 * imports the bundle as it is instead of transforming its half megabyte first.
 */
function placeRenderer(scratch: string): void {
  const target = path.join(scratch, 'dist-ssr');
  const built = path.join(WEB, 'dist-ssr');
  if (existsSync(path.join(built, 'entry-server.js'))) {
    symlinkSync(built, target);
    return;
  }
  const vite = path.join(WEB, 'node_modules', '.bin', 'vite');
  const bin = existsSync(vite) ? vite : path.join(WEB, '..', '..', 'node_modules', '.bin', 'vite');
  // Built for production as `npm run build` does, not in the tests' NODE_ENV.
  const run = spawnSync(bin, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', target], {
    cwd: WEB,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error('the web app server renderer did not build');
}

describe('pages for search engines and link previews (issue 3 §7)', () => {
  let t: TestApp;
  let dist: string;
  let saleId: string;
  let rentId: string;
  let hostileId: string;
  let hiddenId: string;

  let scratch: string;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'domus-seo-dist-'));
    dist = path.join(scratch, 'dist');
    mkdirSync(dist);
    // The renderer is looked for beside the web build (page-renderer.ts rendererEntry).
    placeRenderer(scratch);
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'card-1.css'), CARD_CSS);
    writeFileSync(path.join(dist, 'assets', 'gallery-1.css'), GALLERY_CSS);
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writePageModules(dist);
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist, PUBLIC_URL },
      prepare: async ({ db }) => {
        await importPlaces(db);
        await seedPropertyTypes(db);
        const apartment = await typeId(db, 'residential', 'apartment');
        const [gries] = await db
          .select({ id: zones.id })
          .from(zones)
          .where(and(eq(zones.municipalityId, BOLZANO), eq(zones.nameIt, 'Gries')));
        saleId = await insertListing(db, { typeId: apartment, zoneId: gries?.id ?? null });
        rentId = await insertListing(db, {
          typeId: apartment,
          rent: true,
          price: 1200,
          approximate: true,
        });
        hostileId = await insertListing(db, {
          typeId: apartment,
          title: { it: HOSTILE, de: HOSTILE, en: HOSTILE },
          description: { it: `${HOSTILE} $& $1`, de: HOSTILE, en: HOSTILE },
        });
        hiddenId = await insertListing(db, { typeId: apartment, isConfirmed: false });
        const variants = (name: string) => ({
          gallery: { webp: `${name}-g.webp`, jpeg: `${name}-g.jpg`, width: 800, height: 600 },
          full: { webp: `${name}-f.webp`, jpeg: `${name}-f.jpg`, width: 1600, height: 1200 },
        });
        const [main] = await db
          .insert(files)
          .values([
            {
              propertyId: saleId,
              kind: 'image',
              name: 'b.jpg',
              mime: 'image/jpeg',
              storageKey: 'b',
              variants: variants('images/second'),
              position: 0,
            },
            {
              propertyId: saleId,
              kind: 'image',
              name: 'a.jpg',
              mime: 'image/jpeg',
              storageKey: 'a',
              variants: variants('images/main'),
              position: 1,
            },
          ])
          .returning({ id: files.id })
          .then((rows) => rows.slice(1));
        await db.update(properties).set({ mainImageId: main!.id }).where(eq(properties.id, saleId));
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ url });

  it('sends a listing page whose head carries title, description, canonical, image and hreflang', async () => {
    const res = await page(`/property/residential/${saleId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/<html lang="it"[ >]/);
    expect(html).toContain('<title>Trilocale luminoso | Domus Immobiliare</title>');
    // The template's generic description gives way to the listing's own.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const description = attribute(html, /<meta name="description" content="([^"]*)"/)!;
    expect(description.startsWith('Trilocale al secondo piano con balcone.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    const url = `${PUBLIC_URL}/property/residential/${saleId}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="it" href="${url}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${url}?lang=de" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url}?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}" />`);
    // The main image, not the first by position, as an absolute JPEG URL.
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/files/images/main-f.jpg" />`,
    );
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain('<meta property="og:locale" content="it_IT" />');
    expect(html).toContain(
      '<meta property="og:title" content="Trilocale luminoso | Domus Immobiliare" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The main photo is fetched with the entry script, in the sets the gallery shows.
    expect(html).toContain(
      '<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="/files/images/main-g.webp 800w, /files/images/main-f.webp 1600w" imagesizes="(max-width: 75em) 55vw, 660px" media="(min-width: 48em)" />',
    );
    // The web app's entry script is still there.
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it('describes the listing in schema.org JSON-LD: RealEstateListing, Offer, place, coordinates', async () => {
    const data = jsonLd((await page(`/property/residential/${saleId}`)).body);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.url).toBe(`${PUBLIC_URL}/property/residential/${saleId}`);
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 420000, priceCurrency: 'EUR' });
    expect(data.contentLocation.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Bolzano',
      addressCountry: 'IT',
    });
    expect(data.contentLocation.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 46.4983,
      longitude: 11.3548,
    });
    expect(data.image[0]).toBe(`${PUBLIC_URL}/files/images/main-f.jpg`);
  });

  it('prices a rental per month and rounds an approximate position', async () => {
    const data = jsonLd((await page(`/property/residential/${rentId}`)).body);
    expect(data.offers.price).toBe(1200);
    expect(data.offers.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: 1200,
      priceCurrency: 'EUR',
      unitCode: 'MON',
    });
    expect(data.contentLocation.geo).toMatchObject({ latitude: 46.5, longitude: 11.35 });
  });

  it('renders the detail page with its API answer handed over, so the browser asks nothing again', async () => {
    const html = (await page(`/property/residential/${saleId}`)).body;
    const state = hydration(html);
    expect(state.lang).toBe('it');
    expect(state.path).toBe(`/property/residential/${saleId}`);
    const api = await t.app.inject({
      url: `/api/v1/properties/residential/${saleId}?populate=images%2Cplans%2Ctype`,
    });
    expect(answer(html, ['property', 'residential', saleId])).toEqual(
      api.json<{ data: unknown }>().data,
    );
    // The frame's texts come along: the browser fetches no catalog.
    expect(Object.keys(state.texts)).toContain('common');
    // Only those: the page's own texts come with its code.
    expect(Object.keys(state.texts)).not.toContain('detail');
    // The page itself: heading, the place in the breadcrumb, the main photo in its sets.
    const app = root(html);
    expect(app).toMatch(/<h1[^>]*>[^<]*Trilocale luminoso/);
    expect(app).toContain('Bolzano');
    expect(app).toContain('/files/images/main-g.webp 800w');
    // No painted stand-ins any more: the header is the app's own.
    expect(html).not.toContain('id="app-shell');
    expect(html).not.toContain('<noscript>');
    // In the language the web app picks: ?lang=, else its stored choice, else the browser's.
    const english = await t.app.inject({
      url: `/property/residential/${saleId}`,
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(hydration(english.body).lang).toBe('en');
    expect(english.body).toMatch(/<html lang="en"[ >]/);
    const chosen = await t.app.inject({
      url: `/property/residential/${saleId}`,
      headers: { 'accept-language': 'en-GB,en;q=0.8', cookie: 'a=1; domus_language=de' },
    });
    expect(hydration(chosen.body).lang).toBe('de');
    expect(root(chosen.body)).toContain('Helle Dreizimmerwohnung');
    expect(hydration((await page(`/property/residential/${saleId}?lang=de`)).body).lang).toBe('de');
  });

  it("renders the home page with its headline in the visitor's language", async () => {
    const home = (await t.app.inject({ url: '/', headers: { 'accept-language': 'de' } })).body;
    expect(root(home)).toMatch(/<h1[^>]*>[^<]+</);
    expect(hydration(home).lang).toBe('de');
    expect(answer(home, ['types'])).toEqual(
      (await t.app.inject({ url: '/api/v1/types?sort=-type' })).json<{ data: unknown }>().data,
    );
  });

  it('keeps a rendered listing page until the listing changes (cache by version and language)', async () => {
    const url = `/property/residential/${rentId}?lang=en`;
    const first = (await page(url)).body;
    expect(root(first)).toContain('Bright flat');
    await t.database.db
      .update(properties)
      .set({
        title: { it: 'Bilocale nuovo', de: 'Neue Zweizimmerwohnung', en: 'New two-room flat' },
        updatedAt: new Date(Date.now() + 1000),
      })
      .where(eq(properties.id, rentId));
    const second = (await page(url)).body;
    expect(root(second)).toContain('New two-room flat');
    expect(root(second)).not.toContain('Bright flat');
    // The page kept for the new version is the one sent again, compressed as before.
    const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(second);
  });

  it('renders the search page with its first results as the web app asks for them', async () => {
    const res = await page('/search?type=residential&lang=de');
    expect(res.statusCode).toBe(200);
    const state = hydration(res.body);
    expect(state.lang).toBe('de');
    expect(state.path).toBe('/search?type=residential');
    const api = await t.app.inject({
      url: '/api/v1/properties-search?rent=false&type=residential&lang=de',
    });
    const results = answer(res.body, ['properties', 'search', 'de', 'rent=false&type=residential']);
    expect(results).toEqual(api.json());
    expect((results as { meta: { total: number } }).meta.total).toBeGreaterThan(0);
    // The cards are in the page, each a link to its listing.
    expect(root(res.body)).toContain(`href="/property/residential/${saleId}"`);
  });

  it('speaks the language of ?lang=de, with place names in German and a canonical with ?lang=de', async () => {
    const res = await page(`/property/residential/${saleId}?lang=de`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = `${PUBLIC_URL}/property/residential/${saleId}`;
    expect(html).toMatch(/<html lang="de"[ >]/);
    expect(html).toContain('<title>Helle Dreizimmerwohnung | Domus Immobiliare</title>');
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toMatch(
      /^Dreizimmerwohnung im zweiten Stock/,
    );
    expect(html).toContain(`<link rel="canonical" href="${url}?lang=de" />`);
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    const data = jsonLd(html);
    expect(data.inLanguage).toBe('de');
    expect(data.contentLocation.address.addressLocality).toBe('Bozen');
    expect(data.contentLocation.address.addressRegion).toBe('Südtirol');
  });

  it('escapes a hostile title in the title, the attributes and the JSON-LD', async () => {
    const html = (await page(`/property/residential/${hostileId}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    // The ld+json script, the hydration state and the entry script: nothing else opens a script.
    expect(html.match(/<script\b/g)).toHaveLength(3);
    const raw = /<script type="application\/json" id="domus-hydration">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(raw).not.toMatch(/[<>&\u2028\u2029]/);
    const body = answer(html, ['property', 'residential', hostileId]) as { title: { it: string } };
    expect(body.title.it).toBe(HOSTILE);
    // React escapes it in the page's markup.
    expect(root(html)).toContain('Attico &quot;Panorama&quot; &lt;/script&gt;');
    expect(html).toContain(
      '<title>Attico &quot;Panorama&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; più | Domus Immobiliare</title>',
    );
    expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe(
      'Attico &quot;Panorama&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; più | Domus Immobiliare',
    );
    // `$&` in the text is kept as written, not read as a replacement pattern.
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toContain('$&amp; $1');
    const data = jsonLd(html);
    expect(data.name).toBe(HOSTILE);
  });

  it('answers an unconfirmed, unknown or malformed listing with the web app and status 404', async () => {
    for (const url of [
      `/property/residential/${hiddenId}`,
      `/property/residential/00000000-0000-4000-8000-000000000000`,
      `/property/garage/${saleId}`,
      `/property/castle/${saleId}`,
      '/property/residential/not-a-uuid',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).not.toContain('application/ld+json');
      // The page waits for the browser, which sends the visitor home and says why.
      expect(
        hydration(res.body).queries.filter((q) => q.key[0] === 'property'),
        url,
      ).toEqual([]);
      expect(res.body, url).not.toContain('Trilocale luminoso');
    }
  });

  it('gives the static pages a title, description, canonical and hreflang in their language', async () => {
    const home = (await page('/?lang=en')).body;
    expect(home).toMatch(/<html lang="en"[ >]/);
    expect(home).toContain(
      '<title>Property for sale and to rent in South Tyrol | Domus Immobiliare</title>',
    );
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/?lang=en" />`);
    expect(home).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/" />`);
    expect(home.match(/<meta name="description"/g)).toHaveLength(1);

    const impressum = (await page('/impressum?lang=de')).body;
    expect(impressum).toContain('<title>Impressum | Domus Immobiliare</title>');
    expect(impressum).toContain(`<link rel="canonical" href="${PUBLIC_URL}/impressum?lang=de" />`);

    const find = (await page('/find?lang=de')).body;
    expect(find).toContain('<title>Immobilie finden | Domus Immobiliare</title>');
    expect(find).toContain(`<link rel="canonical" href="${PUBLIC_URL}/find?lang=de" />`);

    // Not offered in English: the English address leads home; the Italian page is the
    // canonical one, no English link.
    const english = await page('/about-us?lang=en');
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/');
    const about = (await page('/about-us')).body;
    expect(about).toMatch(/<html lang="it"[ >]/);
    expect(about).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about-us" />`);
    expect(about).not.toContain('hreflang="en"');
    expect(about).toContain(`hreflang="de" href="${PUBLIC_URL}/about-us?lang=de"`);
  });

  it("writes a rendered page's styles into it and names its code for after the first paint (issue 17)", async () => {
    const home = (await t.app.inject({ url: '/', headers: { 'accept-language': 'de-AT,de' } }))
      .body;
    // The route's code, fetched by the app once the page is painted, and the order to run it in.
    const code = /<meta name="domus-route-code" content="([^"]*)" data-stages="([^"]*)" \/>/.exec(
      home,
    );
    expect(code?.[1]?.split(' ').sort()).toEqual([
      '/assets/card-1.js',
      '/assets/framework-1.js',
      '/assets/home.route-1.js',
      '/assets/start-app-1.js',
    ]);
    // Each chunk after those it imports, the route's too, so that the router finds them run.
    expect(code?.[2]).toBe(
      '/assets/framework-1.js /assets/start-app-1.js /assets/card-1.js /assets/home.route-1.js',
    );
    expect(home).not.toContain('rel="modulepreload"');
    // The route's styles in the page, a disabled link with their address for the app's loader.
    expect(home).toContain(`<style>${CARD_CSS}</style>`);
    expect(home).toContain('<link rel="stylesheet" href="/assets/card-1.css" disabled />');
    // A stylesheet that refers to other files stays a link: its addresses are the file's.
    const property = (await page(`/property/residential/${saleId}`)).body;
    expect(property).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/gallery-1.css" />',
    );
    // A rendered page brings its texts: no catalog file.
    expect(home).not.toContain('de-1.js');
    // What index.html loads already is not named twice; other pages' code is not named at all.
    expect(home).not.toContain('index-1.js');
    expect(home).not.toContain('property.route-1.js');

    const listing = (await page(`/property/residential/${saleId}?lang=en`)).body;
    expect(listing).toContain('/assets/property.route-1.js');
    expect(listing).toContain(
      'data-stages="/assets/framework-1.js /assets/card-1.js /assets/property.route-1.js /assets/start-app-1.js"',
    );
    const missing = (await page('/no-such-page')).body;
    expect(missing).toContain('/assets/not-found.route-1.js');
    // A page the browser draws itself (logged in) preloads its styles and the visitor's catalog.
    const account = (await t.app.inject({ url: '/account', headers: { 'accept-language': 'en' } }))
      .body;
    expect(account).not.toContain('domus-hydration');
    expect(account).toContain('<div id="root"></div>');
    expect(account).toContain('href="/assets/en-1.js"');
    // The build's tables for the server are no files of the site.
    for (const file of ['/.vite/manifest.json', '/.vite/page-modules.json']) {
      expect((await t.app.inject({ url: file })).statusCode, file).toBe(404);
    }
  });

  it('compresses pages for browsers that accept it (Lighthouse: text compression)', async () => {
    for (const [url, encoding] of [
      ['/', 'br'],
      ['/about-us', 'gzip'],
      [`/property/residential/${saleId}`, 'br'],
      ['/no-such-page', 'gzip'],
    ] as const) {
      const res = await t.app.inject({
        url,
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip, br;q=0' },
      });
      expect(res.headers['content-encoding'], url).toBe(encoding);
      const body =
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString('utf8'), url).toContain('<main id="main-content"');
    }
  });

  it('lists every confirmed listing in the sitemap in three languages, and no unconfirmed one', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const body = res.body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(body.trimEnd().endsWith('</urlset>')).toBe(true);
    for (const id of [saleId, rentId, hostileId]) {
      const url = `${PUBLIC_URL}/property/residential/${id}`;
      for (const loc of [url, `${url}?lang=de`, `${url}?lang=en`]) {
        expect(body).toContain(`<loc>${loc}</loc>`);
      }
      expect(body).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${url}?lang=de"/>`);
    }
    expect(body).not.toContain(hiddenId);
    expect(body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(body).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(body).toContain(`<loc>${PUBLIC_URL}/impressum?lang=de</loc>`);
    expect(body).toContain(`<loc>${PUBLIC_URL}/about-us</loc>`);
    expect(body).not.toContain(`${PUBLIC_URL}/about-us?lang=en`);
    expect(body).toContain(`<loc>${PUBLIC_URL}/find?lang=en</loc>`);
    // 3 listings × 3 languages + the static pages (3 + 3 + 3 + 3 + 2 + 2).
    expect(body.match(/<url>/g)).toHaveLength(9 + 16);
  });

  it('robots.txt keeps crawlers out of the API and private pages and points to the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /account');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('a sitemap index once the listings outgrow one file (sitemaps.org: ≤ 50,000 URLs)', () => {
  let t: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL },
      prepare: async ({ db }) => {
        await importPlaces(db);
        await seedPropertyTypes(db);
        const apartment = await typeId(db, 'residential', 'apartment');
        for (let i = 0; i < 7; i += 1) ids.push(await insertListing(db, { typeId: apartment }));
        await insertListing(db, { typeId: apartment, isConfirmed: false });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('splits listings into files of at most the URL limit, every listing exactly once', async () => {
    // A limit of 9 URLs: three listings per file, so seven listings take three files.
    const { seoRoutes } = await import('../src/modules/seo/seo.routes.ts');
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    await app.register(seoRoutes, {
      db: t.database.db,
      config: t.config,
      sitemapUrlLimit: 9,
    });
    try {
      const index = (await app.inject({ url: '/sitemap.xml' })).body;
      expect(index).toContain('<sitemapindex');
      const locations = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locations).toEqual([
        `${PUBLIC_URL}/sitemaps/pages.xml`,
        `${PUBLIC_URL}/sitemaps/listings-1.xml`,
        `${PUBLIC_URL}/sitemaps/listings-2.xml`,
        `${PUBLIC_URL}/sitemaps/listings-3.xml`,
      ]);
      const seen: string[] = [];
      for (const location of locations.slice(1)) {
        const body = (await app.inject({ url: new URL(location).pathname })).body;
        const urls = body.match(/<url>/g) ?? [];
        expect(urls.length).toBeLessThanOrEqual(9);
        for (const m of body.matchAll(/<loc>[^<]*\/property\/residential\/([0-9a-f-]+)<\/loc>/g))
          seen.push(m[1]!);
      }
      expect(seen.sort()).toEqual([...ids].sort());
      const pages = (await app.inject({ url: '/sitemaps/pages.xml' })).body;
      expect(pages.match(/<url>/g)).toHaveLength(16);
      expect((await app.inject({ url: '/sitemaps/listings-4.xml' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('serves sitemap and robots.txt also without a web build', async () => {
    expect((await t.app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain(ids[0]);
  });
});
