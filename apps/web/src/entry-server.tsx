/**
 * The server's rendering of the public pages (decision 034): the API process loads this module's
 * build (`vite build --ssr`) at start and writes each public page's HTML with it, with the page's
 * data, in the visitor's language; the browser then hydrates that markup (main.tsx) with the same
 * components, routes, theme, texts and query answers.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@domus/domain/core/constants';
import { resources } from '@domus/domain/i18n/resources';
import type { ImagePreload, RenderResult, ServerAnswer } from '@domus/domain/pages/hydration';
import { findPage, pageParams } from '@domus/domain/pages/public-pages';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/app';
import { pageData } from './app/page-data';
import { appRoutes } from './app/router';
import { setApiFetch } from './shared/api/api-client';
import { createQueryClient } from './shared/api/query-client';
import { setRenderLanguage } from './shared/i18n/current-language';
import { catalogs as catalogsDe } from './shared/i18n/catalogs/de';
import { catalogs as catalogsEn } from './shared/i18n/catalogs/en';
import { catalogs as catalogsIt } from './shared/i18n/catalogs/it';

/** How the renderer asks the API: in the same process, without the network. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

const handler = createStaticHandler(appRoutes());
const frameTexts = { it: catalogsIt, de: catalogsDe, en: catalogsEn };
/** The namespaces of the frame's catalogs: pages add their own to i18next's store beside them. */
const frameNamespaces = Object.keys(catalogsIt) as (keyof typeof catalogsIt)[];

/**
 * The frame's texts in each language, as the browser's catalog file would bring them: one object
 * per language, handed over with every page (the server writes it out once per language).
 */
const textsByLanguage = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(frameNamespaces.map((ns) => [ns, frameTexts[lang][ns]])),
  ]),
) as Record<Language, object>;

let reportError: (error: unknown) => void = (error) => console.error(error);

/** Where the renderer reports an error inside a page it rendered (the API's log). */
export function onRenderError(report: (error: unknown) => void): void {
  reportError = report;
}

/**
 * The texts that pages load for themselves in the browser (the detail page's, the contact form's,
 * the login and find pages'). A page view there has one language, so each page loads them once,
 * in it, and some keep what they loaded (the detail page's contact form: its code and texts are
 * fetched once). This process renders every language: a text loaded for the first page would
 * decide what later pages in other languages show, and after a German page the Italian ones
 * showed the contact form's keys (issue 30.2). So the renderer holds them all from the start;
 * the pages' loaders then find them there.
 */
const PAGE_NAMESPACES = ['detail', 'account', 'contact', 'sell', 'find'] as const;

/** Every text the renderer may show, per language: the frame's and the pages' own. */
function allTexts(): Record<Language, Record<string, object>> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      {
        ...frameTexts[lang],
        ...Object.fromEntries(PAGE_NAMESPACES.map((ns) => [ns, resources[lang][ns]])),
      },
    ]),
  ) as unknown as Record<Language, Record<string, object>>;
}

/**
 * Starts i18next with every text of every language (see PAGE_NAMESPACES) and routes the app's
 * API requests through `apiFetch`. A text still missing in a page is a bug: it is reported.
 */
export async function startRenderer(apiFetch: ApiFetch): Promise<void> {
  setApiFetch(apiFetch);
  await i18next.use(initReactI18next).init({
    // Copies: i18next keeps and changes the objects it is given.
    resources: structuredClone(allTexts()),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: [...frameNamespaces, ...PAGE_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) =>
      reportError(new Error(`no text ${namespace}:${key} in ${languages.join(', ')}`)),
  });
}

/**
 * Reads the answers the page shows into `queryClient` (app/page-data.ts, by the page the address
 * names); resolves with the images the page shows first.
 */
async function prefetch(
  queryClient: QueryClient,
  url: URL,
  lang: Language,
): Promise<ImagePreload[]> {
  const page = findPage(url.pathname);
  const load = pageData[page.name];
  const preloads = load
    ? await load(queryClient, { url, params: pageParams(page.path, url.pathname), lang })
    : undefined;
  // A failed read is the browser's to repeat (and to act on): the server shows it as loading.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  return preloads ?? [];
}

async function streamToString(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

function answers(queryClient: QueryClient): ServerAnswer[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data }));
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page at a time: the language and i18next's current language are per process, and
 * a page's render, once its data is there, is work of the processor alone, so nothing is lost.
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

/** Renders the page at `href` (path and query) in `lang`, with its data read first. */
export async function renderPage(href: string, lang: Language): Promise<RenderResult> {
  const url = new URL(href, 'http://page');
  url.searchParams.delete('lang');
  const queryClient = createQueryClient();
  // Reading before taking a turn: requests of other pages meanwhile use the processor.
  const imagePreloads = await prefetch(queryClient, url, lang);
  return oneAtATime(async () => {
    setRenderLanguage(lang);
    await i18next.changeLanguage(lang);
    const context = await handler.query(new Request(url.href));
    if (context instanceof Response) {
      return { redirect: context.headers.get('location') ?? '/', status: context.status };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppFrame queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </StrictMode>,
      {
        // Every boundary inline: React moves large ones to the end, put in place by an inline
        // script, which the content security policy does not allow (and the page is not streamed).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // An error inside a Suspense boundary leaves it to the browser; it is still a bug.
        onError: (error) => reportError(error),
      },
    );
    const html = await streamToString(prelude as unknown as AsyncIterable<unknown>);
    const path = url.pathname + url.search;
    return {
      html,
      state: { lang, path, queries: answers(queryClient), texts: textsByLanguage[lang] },
      status: context.statusCode,
      imagePreloads,
    };
  });
}
