/**
 * Sends the public pages of the web app (issue 31 point 3, decision 058): finds the page an
 * address names (packages/domain pages/public-pages.ts), reads what it declares it needs,
 * has the web app's renderer write it (decision 034), writes its head and state into index.html
 * and keeps the written page by its data's version. What a page shows, says in its head or reads
 * is its declaration's and the web app's; nothing here is about one page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATEGORIES, type Language } from '@domus/domain/core/constants';
import type { PageContract } from '@domus/domain/pages/page-contract';
import type { HeadContext } from '@domus/domain/pages/page-head';
import { findPage, pageParams } from '@domus/domain/pages/public-pages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { translateCommon } from '../../lib/i18n.ts';
import { isLanguage, languageFromCookies } from '@domus/domain/core/languages';
import { pathOf } from '../../lib/paths.ts';
import type { WebApp } from '../../plugins/web-app.plugin.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { pagePreloads, renderedPageAssets, type PagePreloads } from './page-preloads.ts';
import { visitOf, type ListingViewCounter } from '../statistics/listing-views.service.ts';
import type { PageRenderer } from './page-renderer.ts';
import { templateOf } from './page-template.ts';
import {
  countPropertyTypes,
  countPublicListings,
  findPublicListing,
  lastListingChange,
  publicListingVersion,
} from './seo.repository.ts';
import { imagePreloadTag, notFoundHead, pageLanguage, renderPage } from './seo.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function queryLang(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.lang;
}

/**
 * The language the server renders a page in: a valid `?lang=`, else the visitor's choice kept
 * in the web app's cookie, else the browser's (Accept-Language): the one the web app picks too.
 */
export function renderLanguage(request: FastifyRequest): Language {
  if (isLanguage(queryLang(request))) return request.lang;
  return languageFromCookies(request.headers.cookie) ?? request.lang;
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

/**
 * What the server read for one page: whether its data is there, its version, its head's data,
 * or how to read that data when only the version was read (a page likely kept already).
 */
type PageRead = {
  found: boolean;
  version?: string | undefined;
  data?: unknown;
  load?: () => Promise<unknown>;
};

/** Listing pages this process keeps a written copy of, at most (see `keptPages`). */
const KEPT_LISTINGS_MAX = 50_000;

export type PublicPagesOptions = {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'webDistDir'>;
  storage: Pick<FileStorage, 'url'>;
  /** The built web app, whose index.html every page is written into. */
  web: WebApp;
  /** The web app's server renderer (decision 034); without it the browser draws every page. */
  renderer?: PageRenderer | undefined;
  /** Counts a listing page's views for its statistics (decision 068). */
  views?: ListingViewCounter | undefined;
};

/** Sends the public page at the request's address. */
export type PublicPageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/** The readers of each kind of page data (pages/page-contract.ts PageDataOf). */
function pageReaders(db: Database) {
  const typesVersion = async () => `types ${await countPropertyTypes(db)}`;
  /** The listings' last change and number (a removal changes the number). */
  const listingsNow = async () => {
    const [last, count] = await Promise.all([lastListingChange(db), countPublicListings(db)]);
    return `${last?.toISOString() ?? ''}/${count}`;
  };
  let known: { at: number; version: Promise<string> } | undefined;
  /** The listings' version read at most once a second: results may show a change a second late. */
  const listingsVersion = (): Promise<string> => {
    const now = Date.now();
    if (!known || now - known.at > 1000) known = { at: now, version: listingsNow() };
    return known.version;
  };
  /**
   * The listing's version each listing page was written for in this process, by the page's key
   * (its address and languages). A page written before is most likely kept: then only the
   * listing's version is read, a small statement, and the whole listing only if the page must be
   * written after all (the listing changed, or the kept copy made room for others). A page not
   * written before is read once, for version and head together (issue 31 point 3). Only a hint of
   * what to read: whether a kept page is sent is decided by the version just read.
   */
  const keptPages = new Map<string, string>();
  const readListing = async (
    type: string,
    id: string,
    pageKey: string | undefined,
  ): Promise<PageRead> => {
    const kept = pageKey === undefined ? undefined : keptPages.get(pageKey);
    if (kept !== undefined) {
      const version = (await publicListingVersion(db, type, id))?.toISOString();
      if (version === undefined) {
        keptPages.delete(pageKey!);
        return { found: false };
      }
      if (version === kept) {
        return { found: true, version, load: () => findPublicListing(db, type, id) };
      }
    }
    const listing = await findPublicListing(db, type, id);
    if (!listing) return { found: false };
    const version = listing.updatedAt.toISOString();
    if (pageKey !== undefined) {
      if (keptPages.size >= KEPT_LISTINGS_MAX) keptPages.clear();
      keptPages.set(pageKey, version);
    }
    return { found: true, version, data: listing };
  };
  /**
   * @param pageKey the page's address and languages when the page is kept once written
   */
  return async (
    page: PageContract,
    pathname: string,
    rendering: boolean,
    pageKey?: string,
  ): Promise<PageRead> => {
    switch (page.data) {
      case 'listing': {
        const { type = '', id = '' } = pageParams(page.path, pathname);
        return (CATEGORIES as readonly string[]).includes(type) && UUID.test(id)
          ? readListing(type, id, rendering ? pageKey : undefined)
          : { found: false };
      }
      // The other versions only name a rendered page to keep; a page the browser draws needs none.
      case 'types':
        return { found: true, version: rendering ? await typesVersion() : undefined };
      case 'typesAndListings':
        if (!rendering) return { found: true };
        return { found: true, version: `${await typesVersion()} listings ${await listingsNow()}` };
      case 'listings':
        return { found: true, version: rendering ? await listingsVersion() : undefined };
      case 'none':
        return { found: true };
    }
  };
}

/**
 * The sender of the public pages: index.html with the page's head and the preloads of its code
 * and, for a page the server renders when the renderer is there, the page itself with its data
 * in the visitor's language. A page whose data is missing (an unknown listing) is answered 404,
 * out of search indexes; the web app then sends the visitor home and says why.
 */
export function publicPageSender({
  db,
  config,
  storage,
  web,
  renderer,
  views,
}: PublicPagesOptions): PublicPageSender {
  const context: HeadContext = {
    publicUrl: config.publicUrl,
    t: translateCommon,
    fileUrl: (key) => storage.url(key),
  };
  const readPage = pageReaders(db);
  return async (request, reply) => {
    const pathname = pathOf(request.url);
    const page = findPage(pathname);
    const lang = renderLanguage(request);
    const rendering = renderer !== undefined && page.ssr;
    const pageKey = `${lang} ${request.lang} ${request.url}`;
    const read = await readPage(page, pathname, rendering, pageKey);
    // A view of a published listing's page, counted after the answer (decision 068).
    if (views && read.found && page.data === 'listing' && request.method === 'GET') {
      views.view(pageParams(page.path, pathname).id ?? '', visitOf(request));
    }
    return web.sendPage(request.url, reply, {
      ...(read.found ? {} : { status: 404 }),
      // Everything the page shows follows from its address, the languages and the data's version:
      // the server's page never depends on the visitor (the session and the cookie notice come in
      // the browser, decision 034).
      ...(rendering && read.version !== undefined
        ? { cacheKey: `${read.version} ${pageKey}` }
        : {}),
      render: async (template) => {
        const rendered = rendering ? await renderer(request.url, lang) : undefined;
        if (rendered && 'redirect' in rendered) return rendered;
        const build = buildOf(config.webDistDir);
        // The head speaks the language the address names; the page the visitor's.
        const headLang = pageLanguage(queryLang(request));
        const data = read.load ? await read.load() : read.data;
        // A listing withdrawn between its version's read and this one has no head but the 404's.
        const gone = read.load !== undefined && data === undefined;
        const head =
          read.found && !gone
            ? page.head?.(data as never, headLang, context)
            : notFoundHead(headLang);
        const first = (rendered?.imagePreloads ?? []).map(imagePreloadTag).join('\n    ');
        const preloads = build.preloads(page.name, request.lang, Boolean(rendered));
        const extra = [first, preloads].filter(Boolean).join('\n    ');
        const app = rendered && {
          html: rendered.html,
          state: rendered.state,
          lang: rendered.state.lang,
        };
        const html = renderPage(templateOf(template), head, extra, app);
        return app ? build.forPaint(html) : html;
      },
    });
  };
}
