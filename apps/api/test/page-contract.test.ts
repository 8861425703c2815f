/**
 * Issue 31 point 3: every public page the domain declares (pages/public-pages.ts) is sent by
 * the real server, rendered by the web app's renderer, with the status, title and canonical its
 * declaration gives, in each language; and a property page reads its listing once per render.
 */
import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@domus/domain/core/constants';
import { HYDRATION_STATE_ID } from '@domus/domain/pages/hydration';
import type { PageContract } from '@domus/domain/pages/page-contract';
import { publicPages } from '@domus/domain/pages/public-pages';
import { fillWebPath } from '@domus/domain/core/web-routes';
import { properties, propertyTypes } from '../src/db/schema.ts';
import { translateCommon } from '../src/lib/i18n.ts';
import { escapeHtml } from '../src/modules/seo/seo.service.ts';
import { findPublicListing } from '../src/modules/seo/seo.repository.ts';
import { importPlaces } from '../src/seed/places.seed.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { renderedSite } from './helpers/rendered-site.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://www.domus.example';
const SOME_ID = '11111111-2222-4333-8444-555555555555';

describe('issue 31 point 3: the declared public pages, as the server sends them', () => {
  let t: TestApp;
  let scratch: string;
  let listingId: string;

  beforeAll(async () => {
    const site = renderedSite();
    scratch = site.scratch;
    t = await createTestApp({
      env: { WEB_DIST_DIR: site.dist, PUBLIC_URL },
      prepare: async ({ db }) => {
        await importPlaces(db);
        await seedPropertyTypes(db);
        const [type] = await db
          .select({ id: propertyTypes.id })
          .from(propertyTypes)
          .where(
            and(eq(propertyTypes.category, 'residential'), eq(propertyTypes.code, 'apartment')),
          );
        const [row] = await db
          .insert(properties)
          .values({
            category: 'residential',
            typeId: type!.id,
            title: { it: 'Trilocale luminoso', de: 'Helle Dreizimmerwohnung', en: 'Bright flat' },
            description: { it: 'Con balcone.', de: 'Mit Balkon.', en: 'With a balcony.' },
            isConfirmed: true,
            price: 420000,
            municipalityId: '021008',
          })
          .returning({ id: properties.id });
        listingId = row!.id;
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** An address of `page` in `lang`: its path's values filled in, the listing's for a property. */
  function addressOf(page: PageContract, lang: Language): string {
    const path =
      page.name === 'notFound'
        ? '/no-such-page'
        : fillWebPath(page.path, {
            type: 'residential',
            id: page.data === 'listing' ? listingId : SOME_ID,
          });
    return lang === 'it' ? path : `${path}?lang=${lang}`;
  }

  /** The head the page declares in `lang`, made of its data as the server reads it. */
  async function declaredHead(page: PageContract, lang: Language) {
    const data =
      page.data === 'listing'
        ? await findPublicListing(t.database.db, 'residential', listingId)
        : undefined;
    const context = {
      publicUrl: PUBLIC_URL,
      t: translateCommon,
      fileUrl: (key: string) => `/files/${key}`,
    };
    return page.head?.(data, lang, context);
  }

  it('declares every page of the web app once, the 404 page last', () => {
    const names = publicPages.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.at(-1)).toBe('notFound');
    expect(names).toEqual(
      expect.arrayContaining(['home', 'search', 'property', 'find', 'contact', 'login']),
    );
  });

  for (const lang of LANGUAGES) {
    it(`issue 31 point 3: every declared page renders in ${lang} with its status, title and canonical`, async () => {
      for (const page of publicPages) {
        const url = addressOf(page, lang);
        const res = await t.app.inject({ url });
        if (!page.languages.includes(lang)) {
          // Not offered in this language: the web app sends the reader home.
          expect(res.statusCode, url).toBe(302);
          expect(res.headers.location, url).toBe('/');
          continue;
        }
        expect(res.statusCode, url).toBe(page.name === 'notFound' ? 404 : 200);
        const html = res.body;
        // Rendered by the server with its state for the browser, or left to the browser.
        expect(html.includes(`id="${HYDRATION_STATE_ID}"`), url).toBe(page.ssr);
        if (page.ssr) expect(html, url).toMatch(/<div id="root"><[a-z]/);
        const head = await declaredHead(page, lang);
        if (head) {
          expect(html, url).toContain(`<title>${escapeHtml(head.title)}</title>`);
          expect(html, url).toContain(
            `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
          );
          expect(html, url).toMatch(new RegExp(`<html lang="${head.lang}"[ >]`));
        } else {
          expect(html, url).toContain('<title>Domus Immobiliare</title>');
          expect(html, url).not.toContain('rel="canonical"');
        }
        expect(html.match(/<meta name="description"/g), url).toHaveLength(1);
      }
    });
  }

  it('issue 31 point 3: a property page reads its listing once per render, beside the answer it carries', async () => {
    // The driver's client (PGlite or pg's pool), through which every statement goes.
    const client = (
      t.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }
    ).$client;
    const original = client.query;
    const statements: { text: string; values: unknown[] }[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : String((first as { text?: string }).text);
      // PGlite takes (text, values), pg (text or {text}, values) or ({text, values}).
      const values = Array.isArray(second)
        ? (second as unknown[])
        : ((first as { values?: unknown[] }).values ?? []);
      statements.push({ text, values });
      return original.apply(this, args);
    };
    /** The statements of one request that read the listing's row. */
    const listingReads = async (url: string) => {
      statements.length = 0;
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      return statements.filter(
        (s) => /from "properties"/i.test(s.text) && s.values.includes(listingId),
      ).length;
    };
    try {
      // The answer the page carries is the API's own, read through its route as the browser would.
      const answer = await listingReads(
        `/api/v1/properties/residential/${listingId}?populate=images%2Cplans%2Ctype`,
      );
      expect(answer).toBeGreaterThan(0);
      // A page not kept yet: one read for its version and head, then the answer's.
      const url = `/property/residential/${listingId}?lang=de&first=1`;
      expect(await listingReads(url)).toBe(answer + 1);
      // Kept: the one read tells that the listing is unchanged.
      expect(await listingReads(url)).toBe(1);
      // A change of the listing is seen at once by the version read: the page is written anew,
      // from the listing read then, with the answer it carries.
      await t.database.db
        .update(properties)
        .set({ updatedAt: new Date(Date.now() + 1000) })
        .where(eq(properties.id, listingId));
      expect(await listingReads(url)).toBe(answer + 2);
      expect(await listingReads(url)).toBe(1);
    } finally {
      client.query = original;
    }
  });
});
