import { CARD_PHOTO } from '@domus/domain/format/image-slots';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CATEGORIES, type Language } from '@domus/domain/constants';
import { propertySearchQuerySchema } from '@domus/domain/schemas/property-search.schema';
import { isWebPage, webPaths } from '@domus/domain/web-routes';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { WebApp } from '../../plugins/web-app.plugin.ts';
import { pathOf } from '../../lib/paths.ts';
import { parseQueryString } from '../../lib/query-string.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { isLanguage } from '../../lib/language.ts';
import { searchProperties } from '../properties/properties.service.ts';
import { searchApiUrl, searchPageParams } from './search-page-query.ts';
import { placeSearchRedirect } from './search-page-place.ts';
import { pagePreloads, renderedPageAssets, type PagePreloads } from './page-preloads.ts';
import { isServerRendered, type PageRenderer } from './page-renderer.ts';
import {
  countPropertyTypes,
  countPublicListings,
  findPublicListing,
  lastListingChange,
  publicListingIdAt,
  publicListingVersion,
  publicListingsPage,
} from './seo.repository.ts';
import {
  cardImagePreload,
  imagePreloadTag,
  listingEntries,
  listingHead,
  notFoundHead,
  pageLanguage,
  type PageHead,
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
  /** The web app's server renderer (decision 034); without it the browser draws every page. */
  renderer?: PageRenderer | undefined;
  /** URLs per sitemap file (sitemaps.org allows 50,000); smaller in tests. */
  sitemapUrlLimit?: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Listings read from the database at a time while a sitemap is written. */
const BATCH = 1000;
const SITEMAP_CACHE = 'public, max-age=3600';
/** Pages and files for browsers and crawlers, not operations of the JSON API: left out of its docs. */
const PAGE = { schema: { hide: true } };

function queryLang(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.lang;
}

/** Preload tags and the rendered pages' styles per web build, read once per process. */
const buildFiles = new Map<
  string,
  { preloads: PagePreloads; forPaint: (html: string) => string }
>();
function buildOf(distDir: string) {
  let files = buildFiles.get(distDir);
  if (!files) {
    files = { preloads: pagePreloads(distDir), forPaint: renderedPageAssets(distDir) };
    buildFiles.set(distDir, files);
  }
  return files;
}

/** The web app's language cookie (apps/web shared/i18n/language.ts LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = /(?:^|;\s*)domus_language=([a-z]{2})(?:;|$)/;

/**
 * The language the server renders a page in: a valid `?lang=`, else the visitor's choice kept
 * in the web app's cookie, else the browser's (Accept-Language): the one the web app picks too.
 */
export function renderLanguage(request: FastifyRequest): Language {
  if (isLanguage(queryLang(request))) return request.lang;
  const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(chosen) ? chosen : request.lang;
}

type PageHeadOf = PageHead | Pick<PageHead, 'lang' | 'noindex'>;

/** How one page of the web app is sent: its head, further head tags and status. */
type WebPage = {
  /** The head, or how to read it when the page is written (not when a kept page is sent). */
  head?: PageHeadOf | (() => Promise<PageHeadOf>) | undefined;
  /**
   * Head tags before the preloads of the page's code (the main photo's preload), from the
   * answers the rendered page carries when there are any.
   */
  first?: (answers: readonly unknown[] | undefined) => Promise<string>;
  status?: number;
  /** The version of the page's data: the rendered page is kept for it (WebApp.sendPage). */
  version?: string;
};

/**
 * Sends a page of the web app: index.html with the page's head and the preloads of its code and,
 * for a public page when the renderer is there, the page itself rendered with its data in the
 * visitor's language (decision 034). A page that leads elsewhere (about us in English) redirects.
 */
export async function sendWebPage(
  web: WebApp,
  renderer: PageRenderer | undefined,
  config: Pick<Config, 'publicUrl' | 'webDistDir'>,
  request: FastifyRequest,
  reply: FastifyReply,
  page: WebPage,
): Promise<FastifyReply> {
  const pathname = pathOf(request.url);
  const lang = renderLanguage(request);
  const rendering = renderer && isServerRendered(pathname, isWebPage(pathname));
  return web.sendPage(request.url, reply, {
    ...(page.status ? { status: page.status } : {}),
    // Everything the page shows follows from its address, the languages and the data's version:
    // the server's page never depends on the visitor (the session and the cookie notice come in
    // the browser, decision 034).
    ...(rendering && page.version !== undefined
      ? { cacheKey: `${lang} ${request.lang} ${page.version} ${request.url}` }
      : {}),
    render: async (template) => {
      const rendered = rendering ? await renderer(request.url, lang) : undefined;
      if (rendered && 'redirect' in rendered) return rendered;
      const build = buildOf(config.webDistDir);
      const preloads = build.preloads(pathname, request.lang, Boolean(rendered));
      const first = page.first ? await page.first(rendered?.state.queries) : '';
      const extra = [first, preloads].filter(Boolean).join('\n    ');
      const app = rendered && {
        html: rendered.html,
        state: rendered.state,
        lang: rendered.state.lang,
      };
      const head = typeof page.head === 'function' ? await page.head() : page.head;
      const html = renderPage(template, head, extra, app);
      return app ? build.forPaint(html) : html;
    },
  });
}

/**
 * The version of what a static page shows: the property types, and on the home page its newest
 * listings (issue 30.10), by the listings' last change and number (a removal changes the number).
 */
async function staticPageVersion(db: Database, pathname: string): Promise<string> {
  const types = `types ${await countPropertyTypes(db)}`;
  if (pathname !== webPaths.home) return types;
  const [last, count] = await Promise.all([lastListingChange(db), countPublicListings(db)]);
  return `${types} listings ${last?.toISOString() ?? ''}/${count}`;
}

/**
 * How the web app's fallback sends a page: the static pages (home, legal notice, privacy, about
 * us, testimonies) with their own title, description, canonical URL and language links.
 */
export async function sendFallbackPage(
  web: WebApp,
  renderer: PageRenderer | undefined,
  config: Pick<Config, 'publicUrl' | 'webDistDir'>,
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const pathname = pathOf(request.url);
  const head = staticPageHead(config.publicUrl, pathname, pageLanguage(queryLang(request)));
  // These pages show the build's texts and the property types (decision 034): kept per process
  // for the types there are. Unknown addresses (the 404 page) are not kept: there is no end to them.
  const version =
    renderer && isWebPage(pathname) ? await staticPageVersion(db, pathname) : undefined;
  return sendWebPage(web, renderer, config, request, reply, {
    head,
    ...(version ? { version } : {}),
  });
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
  { db, config, storage, web, renderer, sitemapUrlLimit = SITEMAP_URL_LIMIT },
) => {
  const publicUrl = config.publicUrl;
  let known: { at: number; version: Promise<string> } | undefined;
  /**
   * The version of the listings as a whole, for the search's rendered pages: their last change
   * and their number (a removal changes the number). Read at most once a second: a results page
   * may show a change a second late.
   */
  const listingsVersion = (): Promise<string> => {
    const now = Date.now();
    if (!known || now - known.at > 1000) {
      const version = Promise.all([lastListingChange(db), countPublicListings(db)]).then(
        ([last, count]) => `${last?.toISOString() ?? ''}/${count}`,
      );
      known = { at: now, version };
    }
    return known.version;
  };
  const listingsPerFile = Math.max(1, Math.floor(sitemapUrlLimit / URLS_PER_LISTING));

  if (web) {
    app.get<{ Params: { category: string; id: string } }>(
      '/property/:category/:id',
      PAGE,
      async (request, reply) => {
        const lang = pageLanguage(queryLang(request));
        const { category, id } = request.params;
        const version =
          (CATEGORIES as readonly string[]).includes(category) && UUID.test(id)
            ? await publicListingVersion(db, category, id)
            : undefined;
        if (!version) {
          // The web app sends the visitor home and says why; search engines drop the address.
          return sendWebPage(web, renderer, config, request, reply, {
            head: notFoundHead(lang),
            status: 404,
          });
        }
        return sendWebPage(web, renderer, config, request, reply, {
          // Read only when the page is written: a kept page needs the version alone.
          head: async () => {
            const listing = await findPublicListing(db, category, id);
            return listing
              ? listingHead(publicUrl, listing, lang, (key) => storage.url(key))
              : notFoundHead(lang);
          },
          status: 200,
          version: version.toISOString(),
        });
      },
    );

    // The results page with the first card's photo preloaded.
    app.get('/search', PAGE, async (request, reply) => {
      // Sent by the search box without the app: the place's text, found here (issue 30.10).
      const found = await placeSearchRedirect(
        db,
        new URL(request.url, 'http://page'),
        renderLanguage(request),
      );
      if (found) return reply.redirect(found, 303);
      /** The search's answer: the one the rendered page carries, else read here. */
      const results = async (answers: readonly unknown[] | undefined) => {
        const carried = (answers as { key: unknown[]; data: unknown }[] | undefined)?.find(
          (a) => a.key[0] === 'properties' && a.key[1] === 'search',
        );
        if (carried) return carried.data as Awaited<ReturnType<typeof searchProperties>>;
        const url = new URL(request.url, 'http://page');
        url.searchParams.delete('lang');
        const apiUrl = searchApiUrl(searchPageParams(url.searchParams), renderLanguage(request));
        const filters = propertySearchQuerySchema.safeParse(
          parseQueryString(apiUrl.slice(apiUrl.indexOf('?') + 1)),
        );
        return filters.success ? await searchProperties(db, storage, filters.data) : undefined;
      };
      return sendWebPage(web, renderer, config, request, reply, {
        first: async (answers) => {
          const answer = await results(answers);
          const preload =
            answer && cardImagePreload(answer.result[0]?.image ?? null, CARD_PHOTO.sizes);
          return preload ? imagePreloadTag(preload) : '';
        },
        status: 200,
        version: await listingsVersion(),
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
