/**
 * Early hints for the code a page needs after the entry script: the web app loads the page's
 * route module and the visitor's text catalog only once the entry has run, a second round of
 * requests that phones on slow networks feel. Named in the page's head, the browser fetches them
 * together with the entry. The file names come from the build's manifest (Vite `build.manifest`),
 * the modules of each page from the web build's table beside it (apps/web page-modules.ts), so
 * that the server names no file of the web app (issue 31 point 3).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageName } from '@domus/domain/pages/page-contract';
import type { Language } from '@domus/domain/core/constants';

/** One chunk of the build manifest. */
type ManifestChunk = {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

/** The web build's table of each page's modules (apps/web src/app/page-modules.ts). */
type PageModules = {
  app: string;
  routes: Partial<Record<PageName, string>>;
  catalogs: Partial<Record<Language, string>>;
};

/** Reads a JSON file of the build's `.vite` folder; undefined when the build has none. */
function readBuildJson<T>(distDir: string, name: string): T | undefined {
  const file = path.join(distDir, '.vite', name);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Reads the manifest of a web build; undefined when the build has none. */
export function readManifest(distDir: string): Manifest | undefined {
  return readBuildJson<Manifest>(distDir, 'manifest.json');
}

/**
 * Finds the `<link>` tags of the files a page loads after the entry, for one build. A page the
 * server rendered (`rendered`) needs its styles before its first paint, as stylesheets, its code
 * only after it (named in a meta element the app reads then), and no text catalog: its texts
 * come with it (decision 034).
 */
export type PagePreloads = (page: PageName, lang: Language, rendered?: boolean) => string;

/** Preload tags per page of the build in `distDir`; none when the build has no manifest. */
export function pagePreloads(distDir: string): PagePreloads {
  const manifest = readManifest(distDir);
  const modules = readBuildJson<PageModules>(distDir, 'page-modules.json');
  if (!manifest || !modules) return () => '';
  const entry = Object.values(manifest).find((c) => c.isEntry);
  // What index.html already loads: the entry and its static imports (Vite preloads those).
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) walk(entryKey, loaded);
  // The order a rendered page runs its code in, a task each (apps/web main.tsx): the chunks of
  // the app and of the page's route, each after the chunks it imports, the app's own last (it
  // starts the page, and the router then finds the route's code run already). One module graph
  // evaluated at once held a phone's main thread for a hundred milliseconds, and the route's,
  // run by the router's start, made that a task of 300 ms (issue 17).
  const stagesFor = (routeKeys: string[]): string[] => {
    const stages: string[] = [];
    const staged = new Set<string>(loaded);
    const stage = (key: string) => {
      if (staged.has(key) || !manifest[key]) return;
      staged.add(key);
      for (const dep of manifest[key].imports ?? []) stage(dep);
      stages.push(manifest[key].file);
    };
    for (const dep of manifest[modules.app]?.imports ?? []) stage(dep);
    for (const key of routeKeys) stage(key);
    stage(modules.app);
    return stages;
  };
  const appStages = stagesFor([]);
  const cache = new Map<string, string>();
  const tagsFor = (keys: string[], rendered: boolean): string => {
    const cacheKey = `${rendered}|${keys.join('|')}`;
    const hit = cache.get(cacheKey);
    if (hit !== undefined) return hit;
    const chunks = new Set<string>();
    for (const key of keys) walk(key, chunks);
    const scripts: string[] = [];
    const styles = new Set<string>();
    for (const key of chunks) {
      const chunk = manifest[key]!;
      if (!loaded.has(key)) scripts.push(chunk.file);
      for (const css of chunk.css ?? []) if (!entry?.css?.includes(css)) styles.add(css);
    }
    const stages = rendered ? stagesFor(keys) : appStages;
    // Fetched in the order they run.
    const rank = (file: string) => (stages.includes(file) ? stages.indexOf(file) : stages.length);
    scripts.sort((a, b) => rank(a) - rank(b));
    const code = rendered
      ? // Fetched by the app once the page is painted (apps/web main.tsx).
        scripts.length > 0
        ? [
            `<meta name="domus-route-code" content="${scripts.map((f) => `/${f}`).join(' ')}"` +
              ` data-stages="${stages.map((f) => `/${f}`).join(' ')}" />`,
          ]
        : []
      : scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`);
    const tags = [
      // Vite's preload helper requests route CSS with `crossorigin`; a preload in another
      // credentials mode is not reused and the file is fetched twice.
      ...[...styles].map((f) =>
        rendered
          ? `<link rel="stylesheet" crossorigin href="/${f}" />`
          : `<link rel="preload" as="style" crossorigin href="/${f}" />`,
      ),
      ...code,
    ].join('\n    ');
    cache.set(cacheKey, tags);
    return tags;
  };

  return (page, lang, rendered = false) => {
    const route = modules.routes[page];
    const catalog = rendered ? undefined : modules.catalogs[lang];
    const keys = [route, catalog].filter((k): k is string => k !== undefined && !!manifest[k]);
    return tagsFor(keys, rendered);
  };
}

/** A stylesheet link of the build as index.html and the preloads above write it. */
const STYLESHEET_LINK =
  /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)"\s*\/?>/g;
/** The entry script and the module preloads of the build, as index.html and the preloads write them. */
const SCRIPT_TAG =
  /<(script type="module"|link rel="modulepreload") crossorigin (src|href)="\/assets\//g;

/**
 * Prepares a page the server rendered for a phone's first paint, which needs the page's markup
 * and styles and none of its code (decision 034):
 * - The build's stylesheets are written into the page: on a slow network each is a round trip
 *   before the first paint. A disabled link with the same address stays for each, fetched by no
 *   browser, so that the web app's loader sees the styles as there and does not fetch them again
 *   when the page's code loads. A stylesheet that refers to other files (`url(…)` other than
 *   data) stays a link: inline, its addresses would be read against the page's.
 * - The code is asked for at low priority: the browser then fetches the page's styles and main
 *   photo first and hydrates once the code is there.
 */
export function renderedPageAssets(distDir: string): (html: string) => string {
  const styles = new Map<string, string | null>();
  const styleOf = (file: string): string | null => {
    let css = styles.get(file);
    if (css === undefined) {
      try {
        css = readFileSync(path.join(distDir, file), 'utf8');
        const refersElsewhere = /url\(\s*(?!["']?data:)/i.test(css) || /<\/style/i.test(css);
        if (refersElsewhere) css = null;
      } catch {
        css = null;
      }
      styles.set(file, css);
    }
    return css;
  };
  return (html) =>
    html
      .replace(STYLESHEET_LINK, (link, file: string) => {
        const css = styleOf(file);
        return css === null
          ? link
          : `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled />`;
      })
      .replace(SCRIPT_TAG, (_tag, element: string, attribute: string) => {
        return `<${element} crossorigin fetchpriority="low" ${attribute}="/assets/`;
      });
}
