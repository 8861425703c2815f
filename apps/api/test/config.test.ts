import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('GET /api/v1/config (seller-side.md §2 Map: tiles from a maps service)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the configured tile URL template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
    });
  });

  it('lets the page load tiles from that host and the video player from YouTube', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('img-src');
    expect(csp).toContain('https://*.tiles.example.org');
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com/);
  });
});
