import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isWebPage } from '@domus/domain/core/web-routes';
import { pathOf } from '../lib/paths.ts';

/** Vite names the files under assets/ by their content hash, so they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files of the build (favicon, robots.txt) may change with a release. */
const SHORT = 'public, max-age=3600';
/** index.html names the current assets: browsers must check it on every visit. */
const NO_CACHE = 'no-cache';
/** What a sent page depends on besides its address. */
const PAGE_VARY = 'accept-encoding, accept-language, cookie';

/** The encoding of a page for a browser's Accept-Encoding: brotli, else gzip, else none. */
function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page compressed in `encoding`. Pages answered by the not-found handler are no route, so the
 * compression plugin never sees them. In the thread pool: a rendered page of 100 kB or more
 * costs milliseconds to compress, which the event loop spends on other requests meanwhile.
 */
function encodePage(html: Buffer, encoding: 'br' | 'gzip' | undefined): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipped(html);
  return Promise.resolve(html);
}

/** A page as sent: its status and body in one encoding. */
type SentPage = { status: number; body: Buffer; encoding: 'br' | 'gzip' | undefined };

/** Pages kept at most, in bytes as sent; the one used longest ago goes first. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Pages as sent, by their key and encoding (a Map keeps the order of insertion: a page used is
 * put last again). Only pages whose key names the version of everything they show are kept
 * (`PageOptions.cacheKey`), so a process never sends an outdated page and several processes
 * need share nothing.
 */
function pageCache(maxBytes: number) {
  const pages = new Map<string, SentPage>();
  let bytes = 0;
  return {
    get(key: string): SentPage | undefined {
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    set(key: string, page: SentPage): void {
      const old = pages.get(key);
      if (old) bytes -= old.body.length;
      pages.delete(key);
      pages.set(key, page);
      bytes += page.body.length;
      for (const [oldest, kept] of pages) {
        if (bytes <= maxBytes) break;
        pages.delete(oldest);
        bytes -= kept.body.length;
      }
    },
  };
}

/** Where a page leads instead of being sent (a page that exists in other languages only). */
export type PageRedirect = { redirect: string; status: number };

/** How one page is sent: its status, what its HTML becomes and whether it may be kept. */
export type PageOptions = {
  status?: number;
  /** Rewrites index.html into the page (its head, the rendered app), or leads elsewhere. */
  render?: (template: string) => string | PageRedirect | Promise<string | PageRedirect>;
  /**
   * Names the page with the version of all it shows: the page is then written once and sent as
   * written, compressed, until the key changes.
   */
  cacheKey?: string;
};

/** Serves the built web app, or answers for a path that is no file of it. */
export type WebApp = {
  /**
   * Sends index.html: status 200 for a page of the web app, 404 for any other path, unless
   * `page` gives the status; `page.render` may rewrite the HTML (the head of the page).
   */
  sendPage: (url: string, reply: FastifyReply, page?: PageOptions) => Promise<FastifyReply>;
};

/** Where a built single-page application is served and which of its paths are pages. */
export type WebAppMount = {
  /** The URL prefix of its files, ending in a slash (`/`, `/admin/`). */
  prefix: string;
  /** Whether the application has a page at a path (status 200 rather than 404). */
  isPage: (pathname: string) => boolean;
};

/** The public web app at /, its pages listed by the domain's web routes. */
const PUBLIC_SITE: WebAppMount = { prefix: '/', isPage: isWebPage };

/**
 * Serves a web app's build (`distDir`), by default the public web app at /: its files by route,
 * `index.html` for the pages of the app (its router draws them) and, with status 404, for any
 * other path, where the app shows its 404 page. Returns undefined when the app is not built.
 * The admin application is a second build mounted at /admin/ the same way (decision 027).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  mount: WebAppMount = PUBLIC_SITE,
): Promise<WebApp | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: mount.prefix,
    // Only the first registration may add `reply.sendFile`; the routes work without it.
    decorateReply: mount === PUBLIC_SITE,
    // One route per built file: unknown paths reach the not-found handler below.
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      const value =
        relative === 'index.html' ? NO_CACHE : relative.startsWith('assets/') ? IMMUTABLE : SHORT;
      reply.header('cache-control', value);
    },
  });

  const cache = pageCache(PAGE_CACHE_BYTES);
  return {
    sendPage: async (url, reply, page) => {
      const encoding = pageEncoding(reply.request.headers['accept-encoding']);
      const key = page?.cacheKey !== undefined ? `${encoding ?? ''} ${page.cacheKey}` : undefined;
      // The page, or where it leads, follows the browser's languages and the language cookie
      // when its address names no language (issue 29.6): a shared cache keeps one per language.
      reply.header('vary', PAGE_VARY);
      let sent = key !== undefined ? cache.get(key) : undefined;
      if (!sent) {
        const file = await readFile(indexFile);
        const html = page?.render ? await page.render(file.toString('utf8')) : file;
        if (typeof html === 'object' && 'redirect' in html) {
          return reply.redirect(html.redirect, html.status);
        }
        sent = {
          status: page?.status ?? (mount.isPage(pathOf(url)) ? 200 : 404),
          body: await encodePage(typeof html === 'string' ? Buffer.from(html) : html, encoding),
          encoding,
        };
        if (key !== undefined) cache.set(key, sent);
      }
      reply.code(sent.status).type('text/html; charset=utf-8').header('cache-control', NO_CACHE);
      if (sent.encoding) reply.header('content-encoding', sent.encoding);
      return reply.send(sent.body);
    },
  };
}
