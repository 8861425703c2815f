import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isWebPage } from '@domus/domain/web-routes';
import { pathOf } from '../lib/paths.ts';

/** Vite names the files under assets/ by their content hash, so they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files of the build (favicon, robots.txt) may change with a release. */
const SHORT = 'public, max-age=3600';
/** index.html names the current assets: browsers must check it on every visit. */
const NO_CACHE = 'no-cache';

/**
 * The page compressed for the browser when it accepts it. Pages answered by the not-found
 * handler are no route, so the compression plugin never sees them; a few kB of HTML compress in
 * well under a millisecond.
 */
function encodePage(
  html: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: string } {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) {
    const body = brotliCompressSync(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
    return { body, encoding: 'br' };
  }
  if (accepted.includes('gzip')) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html };
}

/** How one page is sent: its status and what its HTML becomes. */
export type PageOptions = { status?: number; render?: (template: string) => string };

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

  return {
    sendPage: async (url, reply, page) => {
      const file = await readFile(indexFile);
      const html = page?.render ? Buffer.from(page.render(file.toString('utf8'))) : file;
      const { body, encoding } = encodePage(html, reply.request.headers['accept-encoding']);
      reply
        .code(page?.status ?? (mount.isPage(pathOf(url)) ? 200 : 404))
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  };
}
