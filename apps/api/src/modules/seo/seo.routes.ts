import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { placeSearchRedirect } from './search-page-place.ts';
import { renderLanguage, type PublicPageSender } from './public-page.ts';
import {
  publicListingIdAt,
  countPublicListings,
  lastListingChange,
  publicListingsPage,
} from './seo.repository.ts';
import {
  listingEntries,
  robotsTxt,
  SITEMAP_URL_LIMIT,
  sitemapIndex,
  STATIC_URL_COUNT,
  staticPageEntries,
  URLS_PER_LISTING,
  URLSET_CLOSE,
  URLSET_OPEN,
} from './seo.service.ts';

export type SeoRoutesOptions = {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  /**
   * The sender of the web app's public pages (public-page.ts); without a web build there are no
   * pages, only sitemap and robots.txt.
   */
  pages?: PublicPageSender | undefined;
  /** URLs per sitemap file (sitemaps.org allows 50,000); smaller in tests. */
  sitemapUrlLimit?: number;
};

/** Listings read from the database at a time while a sitemap is written. */
const BATCH = 1000;
const SITEMAP_CACHE = 'public, max-age=3600';
/** Pages and files for browsers and crawlers, not operations of the JSON API: left out of its docs. */
const PAGE = { schema: { hide: true } };

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
 * Pages for search engines and link previews (issue 3 §7): /sitemap.xml (an index of files when
 * the listings outgrow one file) and /robots.txt; the search page, which first resolves a place
 * typed without the app. The other public pages are sent by the not-found handler (app.ts), the
 * same sender for all.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (
  app: FastifyInstance,
  { db, config, pages, sitemapUrlLimit = SITEMAP_URL_LIMIT },
) => {
  const publicUrl = config.publicUrl;
  const listingsPerFile = Math.max(1, Math.floor(sitemapUrlLimit / URLS_PER_LISTING));

  if (pages) {
    app.get('/search', PAGE, async (request, reply) => {
      // Sent by the search box without the app: the place's text, found here (issue 30.10).
      const found = await placeSearchRedirect(
        db,
        new URL(request.url, 'http://page'),
        renderLanguage(request),
      );
      if (found) return reply.redirect(found, 303);
      return pages(request, reply);
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
