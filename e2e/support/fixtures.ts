/**
 * The `test` every E2E spec imports: Playwright's, with a page whose `goto` waits for the app to
 * have hydrated a server-rendered page. Hosts other than the local server are unreachable for the
 * browser (playwright.config.ts resolves no other name), so that tests never depend on the network.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
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
