/**
 * The `test` every E2E spec imports: Playwright's, with every request to a host other than the
 * local server aborted (map tiles, fonts, analytics…), so that tests never depend on the network
 * and a page that quietly needs an outside host shows up as a failing test.
 */
import { test as base, expect } from '@playwright/test';

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for URLs the tests may load: the local server and inline data. */
export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return localHosts.has(hostname);
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route('**/*', (route) =>
      isLocalUrl(route.request().url()) ? route.fallback() : route.abort('blockedbyclient'),
    );
    await use(context);
  },
  // A server-rendered page (decision 034) is visible before the app has hydrated it, and a click
  // or a key press before then is lost as it would be for a person; the tests act once the page
  // answers (the app marks <html data-app-ready>), as a person would after a moment.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled === false || !response) return response;
      // Read from the answer, not the document: the app takes the state out when it starts,
      // before it has hydrated the page.
      const html = await response.text().catch(() => '');
      if (html.includes('id="domus-hydration"')) {
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      }
      return response;
    };
    await use(page);
  },
});

export { expect };
