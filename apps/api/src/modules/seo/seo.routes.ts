import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CATEGORIES, type Category } from '@domus/domain/constants';
import { propertySearchQuerySchema } from '@domus/domain/schemas/property-search.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PageOptions, WebApp } from '../../plugins/web-app.plugin.ts';
import { pathOf } from '../../lib/paths.ts';
import { parseQueryString } from '../../lib/query-string.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { getProperty, searchProperties } from '../properties/properties.service.ts';
import {
  initialDataScript,
  propertyApiUrl,
  searchApiUrl,
  searchPageParams,
} from './initial-data.ts';
import { pagePreloads, type PagePreloads } from './page-preloads.ts';
import { findShell, homeShell, listingShell } from './page-shell.ts';
import {
  countPublicListings,
  findPublicListing,
  lastListingChange,
  publicListingIdAt,
  publicListingsPage,
} from './seo.repository.ts';
import {
  cardImagePreload,
  imagePreloadTag,
  listingEntries,
  listingHead,
  notFoundHead,
  listingHeading,
  pageLanguage,
  placeName,
  renderPage,
  robotsTxt,
  SITEMAP_URL_LIMIT,
  sitemapIndex,
  STATIC_URL_COUNT,
  staticPageEntries,
  staticPageHead,
  URLS_PER_LISTING,
  URLSET_CLOSE,
  URLSET_OPEN,
} from './seo.service.ts';

export type SeoRoutesOptions = {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'webDistDir'>;
  storage: FileStorage;
  /** The built web app; without it there are no pages to fill in, only sitemap and robots.txt. */
  web?: WebApp | undefined;
  /** URLs per sitemap file (sitemaps.org allows 50,000); smaller in tests. */
  sitemapUrlLimit?: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Listings read from the database at a time while a sitemap is written. */
const BATCH = 1000;
const SITEMAP_CACHE = 'public, max-age=3600';
/** Pages and files for browsers and crawlers, not operations of the JSON API: left out of its docs. */
const PAGE = { schema: { hide: true } };
/** Pictures in the detail page's gallery grid (apps/web gallery-images.ts GALLERY_GRID_SIZE). */
const GALLERY_GRID_SIZE = 5;
/** The slot of a result card's photo (apps/web property-card.tsx CARD_IMAGE_SIZES). */
const CARD_IMAGE_SIZES = '(max-width: 36em) calc(100vw - 2rem), 300px';

function queryLang(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.lang;
}

/** Preload tags per web build, read once per process. */
const preloadsByBuild = new Map<string, PagePreloads>();
function preloadsOf(distDir: string): PagePreloads {
  let preloads = preloadsByBuild.get(distDir);
  if (!preloads) {
    preloads = pagePreloads(distDir);
    preloadsByBuild.set(distDir, preloads);
  }
  return preloads;
}

/**
 * How the web app's fallback sends a page: the static pages (home, legal notice, privacy, about
 * us, testimonies) with their own title, description, canonical URL and language links, and every
 * page with preloads of the code it loads after the entry script.
 */
export function webPageOptions(
  config: Pick<Config, 'publicUrl' | 'webDistDir'>,
  request: FastifyRequest,
): PageOptions {
  const pathname = pathOf(request.url);
  const head = staticPageHead(config.publicUrl, pathname, pageLanguage(queryLang(request)));
  const preloads = preloadsOf(config.webDistDir)(pathname, request.lang);
  // The shell speaks the language the web app will most likely pick, like the embedded answers.
  const shell =
    pathname === '/'
      ? homeShell(request.lang)
      : pathname === '/find'
        ? findShell(request.lang)
        : '';
  return { render: (template) => renderPage(template, head, preloads, shell) };
}

/** Confirmed listings in id order, from `fromId` on (or from the start), at most `max`. */
async function* listingBatches(db: Database, max: number, fromId?: string) {
  let left = max;
  let afterId: string | undefined;
  let first = true;
  while (left > 0) {
    const page = await publicListingsPage(db, {
      limit: Math.min(BATCH, left),
      ...(first && fromId ? { fromId } : {}),
      ...(afterId ? { afterId } : {}),
    });
    first = false;
    if (page.length === 0) return;
    yield page;
    left -= page.length;
    afterId = page.at(-1)!.id;
  }
}

/**
 * Pages for search engines and link previews (issue 3 §7): listing pages whose HTML already
 * carries their head, /sitemap.xml (an index of files when the listings outgrow one file) and
 * /robots.txt.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (
  app: FastifyInstance,
  { db, config, storage, web, sitemapUrlLimit = SITEMAP_URL_LIMIT },
) => {
  const publicUrl = config.publicUrl;
  const listingsPerFile = Math.max(1, Math.floor(sitemapUrlLimit / URLS_PER_LISTING));

  if (web) {
    app.get<{ Params: { category: string; id: string } }>(
      '/property/:category/:id',
      PAGE,
      async (request, reply) => {
        const lang = pageLanguage(queryLang(request));
        const { category, id } = request.params;
        const listing =
          (CATEGORIES as readonly string[]).includes(category) && UUID.test(id)
            ? await findPublicListing(db, category, id)
            : undefined;
        const preloads = preloadsOf(config.webDistDir)(pathOf(request.url), request.lang);
        if (!listing) {
          // The web app shows its 404 page; search engines drop the address.
          return web.sendPage(request.url, reply, {
            status: 404,
            render: (template) => renderPage(template, notFoundHead(lang), preloads),
          });
        }
        const head = listingHead(publicUrl, listing, lang, (key) => storage.url(key));
        // The detail page's own request, answered by the API's service (so the same shape), in
        // the language the web app would most likely pick: the API's (`?lang=`, then the
        // browser's). The web app ignores it when its stored choice differs.
        const property = await getProperty(db, storage, null, category as Category, id);
        const data = property
          ? initialDataScript(propertyApiUrl(category, id), request.lang, { data: property })
          : '';
        const shell = listingShell({
          crumbs: [listing.municipality, listing.zone]
            .map((place) => (place ? placeName(place, request.lang) : ''))
            .filter(Boolean),
          heading: listingHeading(listing, request.lang),
          photo: head.imagePreloads ?? [],
          gridCount: Math.min(listing.images.length, GALLERY_GRID_SIZE),
        });
        return web.sendPage(request.url, reply, {
          status: 200,
          render: (template) =>
            renderPage(template, head, [preloads, data].filter(Boolean).join('\n    '), shell),
        });
      },
    );

    // The results page with its first page of results and the first card's photo preloaded.
    app.get('/search', PAGE, async (request, reply) => {
      const url = new URL(request.url, 'http://page');
      url.searchParams.delete('lang');
      const params = searchPageParams(url.searchParams);
      const apiUrl = searchApiUrl(params, request.lang);
      const filters = propertySearchQuerySchema.safeParse(
        parseQueryString(apiUrl.slice(apiUrl.indexOf('?') + 1)),
      );
      const answer = filters.success
        ? await searchProperties(db, storage, filters.data)
        : undefined;
      const preload = answer && cardImagePreload(answer.result[0]?.image ?? null, CARD_IMAGE_SIZES);
      // The photo first: over HTTP/1.1 the browser queues requests in the order of the head.
      const extra = [
        preload ? imagePreloadTag(preload) : '',
        preloadsOf(config.webDistDir)(pathOf(request.url), request.lang),
        answer ? initialDataScript(apiUrl, request.lang, answer) : '',
      ]
        .filter(Boolean)
        .join('\n    ');
      return web.sendPage(request.url, reply, {
        status: 200,
        render: (template) => renderPage(template, undefined, extra),
      });
    });
  }

  // A robots.txt of the web build, if it ever ships one, wins over this one.
  if (!app.hasRoute({ method: 'GET', url: '/robots.txt' })) {
    app.get('/robots.txt', PAGE, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', SITEMAP_CACHE)
        .send(robotsTxt(publicUrl)),
    );
  }

  app.get('/sitemap.xml', PAGE, async (_request, reply) => {
    const total = await countPublicListings(db);
    reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE);
    if (STATIC_URL_COUNT + total * URLS_PER_LISTING <= sitemapUrlLimit) {
      async function* whole() {
        yield URLSET_OPEN + staticPageEntries(publicUrl);
        for await (const batch of listingBatches(db, total)) {
          yield listingEntries(publicUrl, batch);
        }
        yield URLSET_CLOSE;
      }
      return reply.send(Readable.from(whole()));
    }
    const files = Math.ceil(total / listingsPerFile);
    const locations = [
      `${publicUrl}/sitemaps/pages.xml`,
      ...Array.from({ length: files }, (_, i) => `${publicUrl}/sitemaps/listings-${i + 1}.xml`),
    ];
    return reply.send(sitemapIndex(locations, await lastListingChange(db)));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', PAGE, async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') {
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SITEMAP_CACHE)
        .send(URLSET_OPEN + staticPageEntries(publicUrl) + URLSET_CLOSE);
    }
    const match = /^listings-([1-9]\d{0,5})\.xml$/.exec(file);
    const startId = match
      ? await publicListingIdAt(db, (Number(match[1]) - 1) * listingsPerFile)
      : undefined;
    if (!startId) return reply.callNotFound();
    async function* part() {
      yield URLSET_OPEN;
      for await (const batch of listingBatches(db, listingsPerFile, startId)) {
        yield listingEntries(publicUrl, batch);
      }
      yield URLSET_CLOSE;
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', SITEMAP_CACHE)
      .send(Readable.from(part()));
  });
};
