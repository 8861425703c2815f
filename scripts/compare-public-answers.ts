/**
 * `npm run compare:public`: the answers of every public API operation and the server-rendered
 * HTML of the demo pages, normalised, so that two commits can be shown to behave alike (issue 31:
 * "no difference except where one is intended and named").
 *
 * For a checkout (default: this one) it builds the web app if stale (that checkout's own
 * scripts/build-if-stale.ts), starts that checkout's server as `npm start` does (NODE_ENV=production,
 * embedded PGlite) on a fresh temporary DATA_DIR, so the demo seed runs, waits for its health check
 * and asks, in it, de and en (Accept-Language and ?lang= both):
 *
 * - every GET operation of /api/docs/json that needs no session (no security, or `{}` among its
 *   alternatives), its path parameters filled from the demo data (the categories of /types, the
 *   listings of /properties-search, their places), a few filter combinations where the answer
 *   depends on them, and the exposé file its redirect names;
 * - the pages: home, search (several filters), every demo listing's detail page, find, sell,
 *   about us, testimonies, contact, impressum, privacy, login, an unknown page and an unknown
 *   listing.
 *
 * Each answer becomes one file (status, the headers that carry behaviour, the body laid out one
 * tag or one JSON value per line) in the output directory, with what changes from run to run
 * normalised: the server's origin, ids (the demo seed draws random UUIDs: a listing's becomes
 * `property-<reference>`, a type's `type-<key>`, any other the ordinal of its first appearance in
 * the fixed order of the requests), timestamps of "now" (hours before or after the start),
 * upload months in file paths, build hashes in asset names and CSS module classes, nonces and the
 * captcha challenge; a PDF counts by its size and pages, not its bytes (they embed the time).
 *
 * `--vs DIR` runs the other checkout first, then this one (one server at a time), and prints the
 * number of requests compared, how many are identical, and a short unified diff of each other one;
 * the exit code is 0 only when all are identical. `--write` records the figures in
 * docs/benchmarks.md.
 *
 * A checkout of an earlier commit: `git worktree add /tmp/before <commit>`. A checkout without
 * node_modules gets this one's linked in, each package on its own, except the workspace packages
 * (@domus/*), which point to the checkout's own folders so that its own code runs; the same for
 * each workspace's node_modules. Remove it afterwards with `git worktree remove --force /tmp/before`.
 *
 * Usage: node scripts/compare-public-answers.ts [--checkout DIR] [--vs DIR] [--out DIR]
 *   [--diff-lines N] [--write]
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBenchSection } from './lib/bench-report.ts';
import { answers200, freePort } from './lib/local-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const LANGS = ['it', 'de', 'en'] as const;
type Lang = (typeof LANGS)[number];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const UUID_ONLY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The id asked for where none exists (an unknown listing, a saved search); named `no-id`. */
const NO_ID = '00000000-0000-4000-8000-000000000000';

const { values: args } = parseArgs({
  options: {
    checkout: { type: 'string', default: root },
    vs: { type: 'string' },
    out: { type: 'string', default: path.join(root, '.reports/public-answers') },
    'diff-lines': { type: 'string', default: '40' },
    write: { type: 'boolean', default: false },
  },
});

/** Links every entry of `from` into `to` (made), except those `own` names: they are linked as given. */
function linkEntries(from: string, to: string, own: Record<string, () => void> = {}): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '.vite-temp' || existsSync(path.join(to, entry))) continue;
    if (own[entry]) own[entry]();
    else symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

/** Gives a checkout without node_modules this repository's, its own workspace packages kept. */
function prepareCheckout(dir: string): void {
  if (!existsSync(path.join(dir, 'node_modules'))) {
    const scope = path.join(root, 'node_modules/@domus');
    linkEntries(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), {
      // The links are relative (../../apps/api): made again inside the checkout they lead to its code.
      '@domus': () => {
        mkdirSync(path.join(dir, 'node_modules/@domus'));
        for (const name of readdirSync(scope)) {
          symlinkSync(
            readlinkSync(path.join(scope, name)),
            path.join(dir, 'node_modules/@domus', name),
          );
        }
      },
    });
    for (const group of ['apps', 'packages']) {
      for (const name of readdirSync(path.join(root, group))) {
        const modules = path.join(root, group, name, 'node_modules');
        const target = path.join(dir, group, name, 'node_modules');
        if (existsSync(modules) && existsSync(path.dirname(target))) linkEntries(modules, target);
      }
    }
  }
  const built = spawnSync(process.execPath, ['scripts/build-if-stale.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`the build of ${dir} failed`);
}

/** A running server of a checkout and how to stop it. */
type Server = { origin: string; startedAt: number; stop: () => Promise<void> };

async function startServer(dir: string, logFile: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-compare-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'SEED_DEMO', 'SMTP_URL', 'WEB_DIST_DIR', 'ADMIN_DIST_DIR'])
    delete env[name];
  const log = openSync(logFile, 'w');
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: dir,
    env,
    stdio: ['ignore', log, log],
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let exited = false;
  void exit.then(() => (exited = true));
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(killer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  while (!(await answers200(`${origin}/api/v1/health`))) {
    if (exited) throw new Error(`the server of ${dir} exited early; see ${logFile}`);
    if (Date.now() - startedAt > 300_000) {
      await stop();
      throw new Error(`the server of ${dir} did not answer within 300 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, startedAt, stop };
}

/** What one run keeps between requests: the names given to ids, in first-seen order. */
type RunState = { origin: string; startedAt: number; ids: IdNames };

/** The names given to ids; no two ids share one (a second one gets `~2`, and so on). */
class IdNames {
  private readonly byId = new Map<string, string>();
  private readonly taken = new Set<string>();
  has(id: string): boolean {
    return this.byId.has(id.toLowerCase());
  }
  get(id: string): string | undefined {
    return this.byId.get(id.toLowerCase());
  }
  /** Names `id` `wanted` unless it has a name already; answers its name. */
  name(id: string, wanted: string): string {
    const key = id.toLowerCase();
    if (!this.byId.has(key)) {
      let name = wanted;
      for (let n = 2; this.taken.has(name); n++) name = `${wanted}~${n}`;
      this.byId.set(key, name);
      this.taken.add(name);
    }
    return this.byId.get(key)!;
  }
  /** The next ordinal, for an id no answer's structure named. */
  ordinal(id: string): string {
    return this.name(id, `id-${this.byId.size + 1}`);
  }
}

/**
 * Names the ids of a JSON answer by where they stand, so that one id more or less early on does
 * not renumber everything after it: a listing by its reference (`property-1028`), a type by its
 * key (`type-apartment`), anything else by its path from the nearest named object
 * (`property-1028.images.0`, `testimonies.data.2`). An id named before keeps its name.
 */
function nameIds(value: unknown, ids: IdNames, at: string): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => nameIds(item, ids, `${at}.${i}`));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  let here = at;
  if (typeof record._id === 'string' && UUID_ONLY.test(record._id)) {
    here = ids.name(
      record._id,
      typeof record.property_id === 'number'
        ? `property-${record.property_id}`
        : typeof record.id === 'string' && typeof record.category === 'string'
          ? `type-${record.id}`
          : at,
    );
  }
  for (const [key, child] of Object.entries(record)) {
    if (typeof child === 'string') {
      [...child.matchAll(UUID)].forEach((match, i) => {
        ids.name(match[0], `${here}.${key}${i ? `.${i}` : ''}`);
      });
    } else nameIds(child, ids, `${here}.${key}`);
  }
}

/** The text with what differs from run to run (and from build to build) replaced by placeholders. */
function normalizeText(text: string, state: RunState): string {
  const host = state.origin.replace('http://', '');
  state.ids.name(NO_ID, 'no-id');
  return (
    text
      .replaceAll(state.origin, 'http://<origin>')
      .replaceAll(host, '<origin>')
      .replace(UUID, (uuid) => {
        return `<${state.ids.has(uuid) ? state.ids.get(uuid) : state.ids.ordinal(uuid)}>`;
      })
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})/g, (stamp) => {
        const hours = Math.round((Date.parse(stamp) - state.startedAt) / 3_600_000);
        return Math.abs(hours) > 24 * 800 ? stamp : `<start${hours < 0 ? '' : '+'}${hours}h>`;
      })
      .replace(/\/(files|expose\/pdf)\/\d{4}\/\d{2}\//g, '/$1/<yyyy>/<mm>/')
      // Vite's content hashes (8 characters) in asset names and CSS modules' `_name_hash_line`.
      .replace(/(\/assets\/[\w.-]*?)-[\w-]{8}(\.[a-z0-9]+)\b/g, '$1-<hash>$2')
      .replace(/\b_([A-Za-z][A-Za-z0-9]*)_[a-z0-9]{5}_\d+\b/g, '_$1_<css>')
      .replace(/nonce(=|-)("?)[\w+/=-]{8,}/g, 'nonce$1$2<nonce>')
      .replace(
        /"(nonce|salt|keyPrefix|keySignature|signature|challenge)":"[^"]*"/g,
        '"$1":"<random>"',
      )
      .replace(/"expiresAt":\d{9,}/g, '"expiresAt":"<time>"')
  );
}

/** JSON one value per line, for diffs that point at the field. */
function layOutJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** HTML one tag per line, inline style sheets one rule per line, the hydration data as JSON. */
function layOutHtml(html: string): string {
  return html
    .replace(
      /(<script type="application\/json"[^>]*>)([\s\S]*?)(<\/script>)/g,
      (_, open: string, json: string, close: string) => `${open}\n${layOutJson(json)}\n${close}`,
    )
    .replace(
      /(<style[^>]*>)([\s\S]*?)(<\/style>)/g,
      (_, open: string, css: string, close: string) =>
        [open, css.replace(/}/g, '}\n'), close].join('\n'),
    )
    .replace(/></g, '>\n<');
}

/** The headers that say something about behaviour; the date, ETag and request id do not. */
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'vary',
  'location',
  'content-language',
  'content-disposition',
  'content-security-policy',
  'x-robots-tag',
];

type Request = { key: string; url: string; lang: Lang };
/** One answer: the snapshot's file, the body as it came and where a redirect leads. */
type Answer = { file: string; raw: string; location: string | null };

/** One answer as the snapshot keeps it, and the raw text for finding ids. */
async function ask(request: Request, state: RunState): Promise<Answer> {
  // As the web app's client asks the API, and as a browser asks for a page.
  const accept = request.url.startsWith('/api/')
    ? 'application/json'
    : 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const response = await fetch(state.origin + request.url, {
    redirect: 'manual',
    headers: { 'accept-language': request.lang, accept },
  });
  const type = response.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await response.arrayBuffer());
  const textual = /json|html|text|xml|javascript|csv/.test(type);
  const raw = textual ? bytes.toString('utf8') : '';
  // The request's own key, so that the ids of two answers of one path are told apart.
  const scope = request.key
    .replace(/ \(\w+\)$/, '')
    .replace(/^\/api\/v1\//, '')
    .replace(/[<>]/g, '');
  if (type.includes('json')) {
    try {
      nameIds(JSON.parse(raw), state.ids, scope);
    } catch {
      // Not JSON after all: its ids get ordinals.
    }
  }
  for (const match of raw.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      nameIds(JSON.parse(match[1]!), state.ids, `${scope}#data`);
    } catch {
      // Not JSON: its ids get ordinals.
    }
  }
  const headers = KEPT_HEADERS.flatMap((name) => {
    const value = response.headers.get(name);
    return value === null ? [] : [`${name}: ${normalizeText(value, state)}`];
  });
  let body: string;
  if (bytes.length === 0) body = '<empty>';
  else if (!textual) {
    const pages = bytes.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
    body = type.includes('pdf')
      ? `<pdf: ${Math.round(bytes.length / 1024)} KiB, ${pages} pages>`
      : `<${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex')}>`;
  } else {
    const text = normalizeText(raw, state);
    body = type.includes('json')
      ? layOutJson(text)
      : type.includes('html')
        ? layOutHtml(text)
        : text;
  }
  const file = [`GET ${request.key}`, `status: ${response.status}`, ...headers, '', body, ''];
  return { file: file.join('\n'), raw, location: response.headers.get('location') };
}

/** What the demo data offers to fill path and query parameters with. */
type Demo = {
  categories: string[];
  listings: { category: string; id: string }[];
  places: { id: string; type: 'municipality' | 'zone'; it: string; de: string }[];
};

type Operation = {
  path: string;
  params: {
    name: string;
    in: string;
    required?: boolean;
    schema?: { enum?: (string | number)[] };
  }[];
};

/** The GET operations a visitor without a session may call: no security, or `{}` among its ways. */
function publicOperations(description: string): Operation[] {
  const doc = JSON.parse(description) as {
    security?: object[];
    paths: Record<string, { get?: { security?: object[]; parameters?: Operation['params'] } }>;
  };
  return Object.entries(doc.paths).flatMap(([template, item]) => {
    const security = item.get?.security ?? doc.security ?? [];
    const open = security.length === 0 || security.some((way) => Object.keys(way).length === 0);
    return item.get && open ? [{ path: template, params: item.get.parameters ?? [] }] : [];
  });
}

/** The filter combinations asked of the search (API and page alike). */
function searchQueries(demo: Demo): string[] {
  const [town, zone] = [
    demo.places.find((p) => p.type === 'municipality'),
    demo.places.find((p) => p.type === 'zone'),
  ];
  const at = (place: Demo['places'][number] | undefined) =>
    place
      ? [
          `locationId=${encodeURIComponent(place.id)}&locationType=${place.type}` +
            `&locationName=${encodeURIComponent(place.it)}`,
        ]
      : [];
  return [
    '',
    ...demo.categories.flatMap((c) => [`type=${c}`, `type=${c}&rent=true`]),
    'type=residential&page=2',
    'type=residential&sort=price_asc',
    'type=residential&sort=price_desc',
    'type=commercial&sort=area',
    'type=residential&propertyType=apartment&numOfRooms=3',
    'type=residential&budgetMin=200000&budgetMax=500000',
    'type=residential&rent=true&budgetMax=1500',
    ...at(town),
    ...at(zone),
  ];
}

/** The query strings asked of one operation (before the language), by what it answers. */
function queryVariants(op: Operation, demo: Demo): string[] {
  const place = demo.places[0];
  const byPath: Record<string, string[]> = {
    '/api/v1/types': ['', 'sort=-type'],
    '/api/v1/properties-search': searchQueries(demo),
    '/api/v1/properties/{type}': ['', 'limit=24'],
    '/api/v1/expose/pdf': demo.categories.flatMap((category) => {
      const listing = demo.listings.find((l) => l.category === category);
      return listing
        ? [`type=${category}&id=${listing.id}`, `type=${category}&id=${listing.id}&long=1`]
        : [];
    }),
  };
  if (op.path.startsWith('/api/v1/locations') && place) {
    const q = (name: string) => `q=${encodeURIComponent(name.slice(0, 4).toLowerCase())}`;
    byPath[op.path] = ['', q(place.it), q(place.de), 'q=zzzz', `${q(place.it)}&limit=3`];
  }
  if (byPath[op.path]) return byPath[op.path]!;
  // Unknown operations: their required query parameters with a value of their kind.
  const required = op.params.filter((p) => p.in === 'query' && p.required && p.name !== 'lang');
  const fill = (p: Operation['params'][number]) =>
    `${p.name}=${encodeURIComponent(String(p.schema?.enum?.[0] ?? (p.name.endsWith('Id') ? NO_ID : 'x')))}`;
  return [required.map(fill).join('&')];
}

/** The paths of one operation: its path parameters filled from the demo data. */
function pathVariants(op: Operation, demo: Demo, exposeFiles: string[]): string[] {
  if (op.path.includes('{fileName}')) return exposeFiles;
  let paths = [op.path];
  if (op.path === '/api/v1/properties/{type}/{id}') {
    return demo.listings.map((l) => `/api/v1/properties/${l.category}/${l.id}`);
  }
  for (const match of op.path.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!;
    const values =
      name === 'type' || name === 'category'
        ? demo.categories
        : name === 'municipalityId'
          ? demo.places
              .filter((p) => p.type === 'municipality')
              .map((p) => p.id)
              .slice(0, 3)
          : [NO_ID];
    paths = paths.flatMap((p) => values.map((v) => p.replace(`{${name}}`, encodeURIComponent(v))));
  }
  return paths;
}

/** The demo listings and their places, as the public search lists them. */
async function demoData(get: (url: string, lang: Lang) => Promise<string>): Promise<Demo> {
  const types = JSON.parse(await get('/api/v1/types', 'it')) as { data: { category: string }[] };
  const categories = [...new Set(types.data.map((t) => t.category))];
  const demo: Demo = { categories, listings: [], places: [] };
  type Card = {
    _id: string;
    category: string;
    location?: Record<string, { id: string; name: { it: string; de: string } } | null>;
  };
  for (const category of categories) {
    for (const rent of ['false', 'true']) {
      for (let page = 1, pages = 1; page <= pages; page++) {
        const url = `/api/v1/properties-search?type=${category}&rent=${rent}${page > 1 ? `&page=${page}` : ''}`;
        const answer = JSON.parse(await get(url, 'it')) as {
          meta: { numOfPages: number };
          result: Card[];
        };
        pages = answer.meta.numOfPages;
        for (const card of answer.result) {
          demo.listings.push({ category: card.category, id: card._id });
          for (const type of ['municipality', 'zone'] as const) {
            const place = card.location?.[type];
            if (place && !demo.places.some((p) => p.id === place.id))
              demo.places.push({ id: place.id, type, ...place.name });
          }
        }
      }
    }
  }
  return demo;
}

/** The server-rendered pages (before the language). */
function pagePaths(demo: Demo): string[] {
  return [
    '/',
    ...searchQueries(demo).map((q) => `/search${q ? `?${q}` : ''}`),
    ...demo.listings.map((l) => `/property/${l.category}/${l.id}`),
    `/property/residential/${NO_ID}`,
    '/find',
    '/sell',
    '/about-us',
    '/testimonies',
    '/contact',
    '/impressum',
    '/privacy',
    '/login',
    '/no-such-page',
  ];
}

const withLang = (url: string, lang: Lang) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/** Where an answer of /expose/pdf says the file is: its redirect, or the url of its JSON. */
function exposeFile(location: string | null, raw: string): string[] {
  if (location?.startsWith('/api/')) return [location];
  try {
    const url = (JSON.parse(raw) as { data?: { url?: unknown } }).data?.url;
    return typeof url === 'string' && url.startsWith('/api/') ? [url] : [];
  } catch {
    return [];
  }
}

/** Asks everything of a running server; the snapshot is key → file, in the order asked. */
async function collect(server: Server): Promise<Map<string, string>> {
  const state: RunState = {
    origin: server.origin,
    startedAt: server.startedAt,
    ids: new IdNames(),
  };
  const snapshot = new Map<string, string>();
  const answers = new Map<string, Answer>();
  const ask1 = async (url: string, lang: Lang) => {
    const key = `${normalizeText(url, state)} (${lang})`;
    if (!answers.has(key)) {
      const answer = await ask({ key, url, lang }, state);
      snapshot.set(key, answer.file);
      answers.set(key, answer);
    }
    return answers.get(key)!;
  };
  const get = async (url: string, lang: Lang) => (await ask1(url, lang)).raw;
  const operations = publicOperations(await get('/api/docs/json', 'en'));
  const demo = await demoData(get);
  const exposeFiles: string[] = [];
  // The exposé file operation last: its addresses are the redirects of /expose/pdf.
  const ordered = [...operations].sort(
    (a, b) => Number(a.path.includes('{fileName}')) - Number(b.path.includes('{fileName}')),
  );
  for (const op of ordered) {
    const hasLang = op.params.some((p) => p.name === 'lang' && p.in === 'query');
    // An exposé file is of one language (its name says which): asked once.
    const langs = op.path.includes('{fileName}') ? LANGS.slice(0, 1) : LANGS;
    for (const base of pathVariants(op, demo, exposeFiles)) {
      for (const query of queryVariants(op, demo)) {
        for (const lang of langs) {
          const url = query ? `${base}?${query}` : base;
          const { location, raw } = await ask1(hasLang ? withLang(url, lang) : url, lang);
          if (op.path === '/api/v1/expose/pdf') exposeFiles.push(...exposeFile(location, raw));
        }
      }
    }
  }
  for (const page of pagePaths(demo))
    for (const lang of LANGS) await get(withLang(page, lang), lang);
  return snapshot;
}

/** A key as a file name: readable, unique (a hash when it had to be shortened or changed). */
function fileName(key: string): string {
  const plain = key.replace(/[^\w.=,-]+/g, '_').replace(/^_/, '');
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return `${plain.slice(0, 150)}.${hash}.txt`;
}

/** Writes a snapshot into `dir` (emptied first): one file per request and index.json, the keys in order. */
function writeSnapshot(dir: string, snapshot: Map<string, string>): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const index: Record<string, string> = {};
  for (const [key, file] of snapshot) {
    index[key] = fileName(key);
    writeFileSync(path.join(dir, index[key]), file);
  }
  writeFileSync(path.join(dir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
}

/** The short commit of a checkout, with `+changes` when its work tree differs from it. */
function commitOf(dir: string): string {
  const run = (...argv: string[]) =>
    spawnSync('git', argv, { cwd: dir, encoding: 'utf8' }).stdout.trim();
  const dirty = run('status', '--porcelain', '--untracked-files=no') !== '';
  return `${run('rev-parse', '--short', 'HEAD') || 'unknown'}${dirty ? '+changes' : ''}`;
}

/** Prepares, starts, asks and stops one checkout; writes its snapshot into `dir`. */
async function snapshotOf(checkout: string, dir: string): Promise<Map<string, string>> {
  console.log(`\n${checkout} (${commitOf(checkout)}):`);
  prepareCheckout(checkout);
  mkdirSync(path.dirname(dir), { recursive: true });
  const server = await startServer(checkout, `${dir}.log`);
  console.log(`  started in ${((Date.now() - server.startedAt) / 1000).toFixed(1)} s`);
  try {
    const snapshot = await collect(server);
    writeSnapshot(dir, snapshot);
    console.log(`  ${snapshot.size} requests, written to ${path.relative(process.cwd(), dir)}/`);
    return snapshot;
  } finally {
    await server.stop();
  }
}

/** The unified diff of two files of the snapshots (diff -u), cut after `lines` lines. */
function unifiedDiff(a: string, b: string, key: string, lines: number): string {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'domus-compare-diff-'));
  try {
    writeFileSync(path.join(scratch, 'a'), a);
    writeFileSync(path.join(scratch, 'b'), b);
    const result = spawnSync(
      'diff',
      ['-u', '-L', `before ${key}`, '-L', `after ${key}`, 'a', 'b'],
      {
        cwd: scratch,
        encoding: 'utf8',
      },
    );
    const all = result.stdout.split('\n');
    const cut =
      all.length > lines ? [...all.slice(0, lines), `... ${all.length - lines} more lines`] : all;
    return cut.join('\n');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

type Comparison = {
  compared: number;
  identical: number;
  differing: string[];
  onlyBefore: string[];
  onlyAfter: string[];
};

function compare(before: Map<string, string>, after: Map<string, string>): Comparison {
  const result: Comparison = {
    compared: 0,
    identical: 0,
    differing: [],
    onlyBefore: [],
    onlyAfter: [],
  };
  for (const [key, file] of before) {
    const other = after.get(key);
    if (other === undefined) result.onlyBefore.push(key);
    else {
      result.compared++;
      if (other === file) result.identical++;
      else result.differing.push(key);
    }
  }
  result.onlyAfter = [...after.keys()].filter((key) => !before.has(key));
  return result;
}

async function main(): Promise<number> {
  const checkout = path.resolve(args.checkout);
  const out = path.resolve(args.out);
  if (!args.vs) {
    await snapshotOf(checkout, path.join(out, commitOf(checkout)));
    return 0;
  }
  const other = path.resolve(args.vs);
  const [beforeCommit, afterCommit] = [commitOf(other), commitOf(checkout)];
  const before = await snapshotOf(other, path.join(out, 'before'));
  const after = await snapshotOf(checkout, path.join(out, 'after'));
  const result = compare(before, after);
  for (const key of result.differing) {
    console.log(
      `\n${unifiedDiff(before.get(key)!, after.get(key)!, key, Number(args['diff-lines']))}`,
    );
  }
  for (const key of result.onlyBefore) console.log(`only before: ${key}`);
  for (const key of result.onlyAfter) console.log(`only after: ${key}`);
  const summary =
    `${result.compared} requests compared (before ${beforeCommit}, after ${afterCommit}): ` +
    `${result.identical} identical, ${result.differing.length} differing, ` +
    `${result.onlyBefore.length} only before, ${result.onlyAfter.length} only after`;
  console.log(`\n${summary}`);
  if (args.write)
    writeBenchSection(
      'Public answers before and after (issue 31)',
      figures(result, beforeCommit, afterCommit),
    );
  const same = result.differing.length + result.onlyBefore.length + result.onlyAfter.length === 0;
  return same ? 0 : 1;
}

/** The section of docs/benchmarks.md: the commits, the counts and the differing requests. */
function figures(result: Comparison, before: string, after: string): string {
  const list = (keys: string[]) => keys.map((key) => `- \`${key}\``);
  return [
    '## Public answers before and after (issue 31)',
    '',
    `Run ${new Date().toISOString().slice(0, 10)} with \`npm run compare:public -- --vs <checkout of ${before}>\` on ${after}.`,
    '',
    `| Requests compared | identical | differing | only before | only after |`,
    `| ----------------: | --------: | --------: | ----------: | ---------: |`,
    `| ${result.compared} | ${result.identical} | ${result.differing.length} | ${result.onlyBefore.length} | ${result.onlyAfter.length} |`,
    '',
    ...(result.differing.length ? ['Differing:', '', ...list(result.differing), ''] : []),
    ...(result.onlyBefore.length ? ['Only before:', '', ...list(result.onlyBefore), ''] : []),
    ...(result.onlyAfter.length ? ['Only after:', '', ...list(result.onlyAfter), ''] : []),
  ].join('\n');
}

process.exitCode = await main();
