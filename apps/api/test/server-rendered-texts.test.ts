/**
 * Issue 30.2: the pages the server renders carry every text they show, in the page's language,
 * however the process got there. A renderer serves every language from one process, so whatever
 * it loads for one page (a page's own texts, a lazily loaded form) must not decide what a later
 * page in another language shows. The server is first used as a running site is: login mails in
 * other languages, listings written through the wizard's API, staff calls, pages asked for in
 * German and English before Italian; then every public page is read in it, de and en.
 */
import { rmSync } from 'node:fs';
import { CATEGORIES, LANGUAGES, type Category, type Language } from '@domus/domain/core/constants';
import { resources } from '@domus/domain/i18n/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailWorker, type MailWorker } from '../src/modules/mail/mail-worker.ts';
import { importPlaces } from '../src/seed/places.seed.ts';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { apiCaller } from './helpers/account-fixtures.ts';
import { solvedCaptcha, TEST_CAPTCHA_COST } from './helpers/captcha.ts';
import { listingBody, listingPeople, type ListingPeople } from './helpers/listing-fixtures.ts';
import { renderedSite } from './helpers/rendered-site.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The namespaces of the web app's texts (the mails', exposés' and admin's are not its own). */
const WEB_NAMESPACES = [
  'common',
  'errors',
  'property',
  'detail',
  'account',
  'contact',
  'sell',
  'find',
];

/** Every text's key path (`fields.name`), without i18next's plural suffixes, and its value. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string')
    return [[prefix.replace(/_(one|other|zero|two|few|many)$/, ''), tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The keys of the web app's texts, bare and with their namespace (`contact:submit`). */
const KEYS = new Set(
  WEB_NAMESPACES.flatMap((ns) =>
    leaves((resources.it as Record<string, unknown>)[ns]).flatMap(([key]) => [key, `${ns}:${key}`]),
  ),
);

/** Every text of `lang`: a key that is also a text there (none today) is no raw key. */
const textsOf = (lang: Language) =>
  new Set(
    WEB_NAMESPACES.flatMap((ns) =>
      leaves((resources[lang] as Record<string, unknown>)[ns]).map(([, value]) => value),
    ),
  );

/** A dotted identifier ("fields.telHint", "search.location"), as no sentence of a page reads. */
const DOTTED = /^[a-z][A-Za-z0-9]*(?::[A-Za-z0-9]+)?(?:\.[A-Za-z0-9_]+)+$/;

function decode(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** The strings of a page a person or crawler reads: text nodes and the attributes that speak. */
function readableStrings(html: string): string[] {
  const markup = html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[\s\S]*?<\/style>/g, '')
    // A value of the card format, not a text.
    .replace(/<meta name="twitter:card"[^>]*>/g, '');
  const texts = [...markup.matchAll(/>([^<]+)</g)].map((m) => m[1]!);
  const attributes = [
    ...markup.matchAll(
      /\s(?:aria-label|aria-description|aria-roledescription|placeholder|title|alt|content|value)="([^"]*)"/g,
    ),
  ].map((m) => m[1]!);
  return [...texts, ...attributes].map((s) => decode(s).trim()).filter(Boolean);
}

/** The strings of `html` that look like a translation key rather than a text of `lang`. */
function rawKeys(html: string, lang: Language): string[] {
  const texts = textsOf(lang);
  return readableStrings(html).filter(
    (s) => !texts.has(s) && (KEYS.has(s) || DOTTED.test(s) || /\{\{\w+\}\}/.test(s)),
  );
}

describe('issue 30.2: server-rendered pages carry every text, in their language, after the server was in use', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let worker: MailWorker;
  let scratch: string;
  let people: ListingPeople;
  const listings: { category: Category; id: string }[] = [];
  let ip = 0;

  const call = apiCaller(() => t.app);
  const page = (url: string, lang: Language) =>
    t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}` });

  beforeAll(async () => {
    const site = renderedSite();
    scratch = site.scratch;
    smtp = await startSmtpSink();
    t = await createTestApp({
      env: {
        WEB_DIST_DIR: site.dist,
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://casa.example',
        CAPTCHA_COST: TEST_CAPTCHA_COST,
      },
      prepare: async ({ db }) => {
        await importPlaces(db);
        await seedPropertyTypes(db);
        people = await listingPeople(db);
      },
    });
    worker = createMailWorker({ db: t.database.db, config: t.config, log: t.app.log });
    worker.start();

    // Sellers ask for login links in German and English; the mails go out through SMTP.
    for (const [email, lang] of [
      ['verkaeufer@example.com', 'de'],
      ['seller@example.org', 'en'],
    ] as const) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/account/login',
        remoteAddress: `203.0.113.${++ip}`,
        headers: { 'accept-language': lang },
        payload: { email, lang, captcha: await solvedCaptcha(t.app) },
      });
      expect(asked.statusCode, asked.body).toBeLessThan(300);
      await smtp.waitFor((mail) => mail.to.includes(email));
    }

    // Listings written through the wizard's API: a seller's (waiting) and confirmed ones of
    // every category by a super admin, in German.
    const { db } = t.database;
    const mine = await call(
      'POST',
      '/properties/residential',
      people.user.token,
      await listingBody(db, people.user, 'residential'),
      'de',
    );
    expect(mine.statusCode, mine.body).toBe(201);
    for (const category of CATEGORIES) {
      const body = await listingBody(db, people.superAdmin, category, {
        owner: people.user.sellerId,
      });
      const created = await call(
        'POST',
        `/properties/${category}`,
        people.superAdmin.token,
        body,
        'de',
      );
      expect(created.statusCode, created.body).toBe(201);
      listings.push({ category, id: created.json<{ data: { _id: string } }>().data._id });
    }

    // Staff work in the admin, in German and English.
    for (const [url, lang] of [
      ['/admin/overview', 'de'],
      ['/admin/listings/residential', 'en'],
      ['/admin/queue', 'de'],
      ['/admin/requests', 'en'],
    ] as const) {
      const answer = await call('GET', url, people.superAdmin.token, undefined, lang);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }

    // Pages asked for in German and English first, as a German visitor or a crawler would.
    for (const lang of ['de', 'en', 'it'] as const) {
      for (const { category, id } of listings) {
        expect((await page(`/property/${category}/${id}`, lang)).statusCode).toBe(200);
      }
      for (const url of ['/', '/search', '/contact', '/find']) await page(url, lang);
    }
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await smtp?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Every public page the server renders in `lang` (about us and testimonies not in English). */
  const publicPages = (lang: Language) => [
    '/',
    '/search',
    '/search?rent=true',
    '/search?page=2',
    ...listings.map(({ category, id }) => `/property/${category}/${id}`),
    '/find',
    '/contact',
    '/impressum',
    '/privacy',
    ...(lang === 'en' ? [] : ['/about-us', '/testimonies']),
    '/no-such-page',
  ];

  for (const lang of LANGUAGES) {
    it(`issue 30.2: every public page in ${lang} shows texts, no translation keys`, async () => {
      const found: string[] = [];
      for (const url of publicPages(lang)) {
        const answer = await page(url, lang);
        expect(answer.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200);
        expect(answer.body.includes(`<html lang="${lang}"`), url).toBe(true);
        expect(answer.body.includes('id="domus-hydration"'), url).toBe(true);
        for (const key of rawKeys(answer.body, lang)) found.push(`${url}: ${key}`);
      }
      expect(found).toEqual([]);
    });

    it(`issue 30.2: the contact forms in ${lang} speak ${lang}`, async () => {
      const contact = (resources[lang] as typeof resources.it).contact;
      const missing: string[] = [];
      for (const url of [
        '/contact',
        ...listings.map(({ category, id }) => `/property/${category}/${id}`),
      ]) {
        const html = (await page(url, lang)).body;
        for (const text of [contact.fields.name, contact.fields.message, contact.submit]) {
          if (!html.includes(`>${text}<`)) missing.push(`${url}: ${text}`);
        }
      }
      expect(missing).toEqual([]);
    });
  }
});
