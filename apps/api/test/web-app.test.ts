import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-3f2a1b.js"></script></head><body><div id="root"></div></body></html>';

describe('the web app served by the API process (issue 2 §8, buyer-side.md §2)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'domus-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(
      path.join(dist, 'assets', 'index-3f2a1b.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist, TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The template with the page's head filled in (seo.test.ts checks the head).
    expect(res.body).toContain('<script type="module" src="/assets/index-3f2a1b.js"></script>');
    expect(res.body).toContain('<link rel="canonical"');
  });

  it('answers the pages of the web app with index.html and status 200', async () => {
    for (const url of [
      '/impressum',
      '/privacy',
      '/about-us',
      '/testimonies',
      '/about-us?lang=en',
      '/privacy/',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<script type="module" src="/assets/index-3f2a1b.js"></script>');
    }
  });

  it('answers unknown paths with index.html and status 404, so the web app shows its 404 page', async () => {
    for (const url of ['/no-such-page', '/impressum/extra', '/assets/missing.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // index.html with the site's description and, for a page the browser draws, the notice
      // for visitors without JavaScript (issue 31 point 3: the server adds them, the template
      // holds neither); its app starts from the empty #root.
      expect(res.body).toContain('<script type="module" src="/assets/index-3f2a1b.js"></script>');
      expect(res.body).toContain('<meta name="description" content="Domus Immobiliare:');
      expect(res.body).toContain('<noscript>');
      expect(res.body).toContain('<div id="root"></div></body></html>');
    }
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await t.app.inject({ url: '/assets/index-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses what the browser accepts compressed', async () => {
    const res = await t.app.inject({
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps answering JSON under /api: unknown API paths are JSON 404s', async () => {
    const res = await t.app.inject({ url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().error.code).toBe('not_found');
    expect((await t.app.inject({ url: '/api/v1/health' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
      undeliveredMails: 0,
    });
  });

  it('sends a strict Content Security Policy that allows the map tile host for images', async () => {
    const csp = (await t.app.inject({ url: '/' })).headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    // decisions.md Accounts and roles: the captcha's workers come from the site too.
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toContain('https://*.tiles.example.org');
  });
});

const ADMIN_INDEX =
  '<!doctype html><html><head><script type="module" src="/admin/assets/main-9c1d2e.js"></script></head><body><div id="root"></div></body></html>';

describe('the admin application served by the same process at /admin (issue 15 §1, decision 027)', () => {
  let t: TestApp;
  let webDist: string;
  let adminDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'domus-web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    adminDist = mkdtempSync(path.join(tmpdir(), 'domus-admin-dist-'));
    mkdirSync(path.join(adminDist, 'assets'));
    writeFileSync(path.join(adminDist, 'index.html'), ADMIN_INDEX);
    writeFileSync(path.join(adminDist, 'assets', 'main-9c1d2e.js'), 'console.log("admin");');
    t = await createTestApp({ env: { WEB_DIST_DIR: webDist, ADMIN_DIST_DIR: adminDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(adminDist, { recursive: true, force: true });
  });

  it('answers its pages with its own index.html and status 200, unknown paths below it with 404', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/queue?listing=abc',
      '/admin/listings/residential?sort=price',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toBe(ADMIN_INDEX);
    }
    for (const url of ['/admin/nothing', '/admin/listings/castles', '/admin/assets/gone.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(ADMIN_INDEX);
    }
  });

  it('serves its hashed files as immutable below /admin/assets', async () => {
    const res = await t.app.inject({ url: '/admin/assets/main-9c1d2e.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('admin');
  });

  it('keeps the public pages on the web app: no page outside /admin gets the admin build', async () => {
    for (const url of ['/', '/account', '/administration', '/no-such-page']) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('/admin/assets/');
    }
  });
});
