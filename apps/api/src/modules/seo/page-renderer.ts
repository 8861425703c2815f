/**
 * The web app's server renderer (decision 034): its build (`apps/web` `vite build --ssr`, file
 * dist-ssr/entry-server.js beside the web build) is loaded once at start, when present. It writes
 * the public pages' markup with their data, which it reads through this process's own routes
 * (`app.inject`: the same answers the browser would get, without the network).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@domus/domain/core/constants';
import type { RenderResult } from '@domus/domain/pages/hydration';
import { PAGE_RENDER_HEADER } from '../statistics/listing-views.service.ts';

export type { RenderResult };

/** The renderer as the web app's server entry exports it. */
type RendererModule = {
  startRenderer: (apiFetch: (url: string, init: RequestInit) => Promise<Response>) => Promise<void>;
  renderPage: (href: string, lang: Language) => Promise<RenderResult>;
  onRenderError: (report: (error: unknown) => void) => void;
};

/** Renders a public page of the web app at `href` in `lang`. */
export type PageRenderer = (href: string, lang: Language) => Promise<RenderResult>;

/** The renderer's file for a web build in `webDistDir`. */
export function rendererEntry(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
}

/** Loads the renderer of the web build in `webDistDir`; undefined when it was not built. */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  entry = rendererEntry(webDistDir),
): Promise<PageRenderer | undefined> {
  if (!existsSync(entry)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  await renderer.startRenderer(async (url, init) => {
    // Marked as the server's own read: the page is counted as the visitor's view, not this.
    const headers = {
      ...Object.fromEntries(new Headers(init.headers).entries()),
      [PAGE_RENDER_HEADER]: '1',
    };
    const answer = await app.inject({ method: 'GET', url, headers });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  // A part of a page that failed on the server is drawn by the browser; the log says why.
  renderer.onRenderError((error) => app.log.error({ err: error }, 'page rendering failed'));
  return renderer.renderPage;
}
