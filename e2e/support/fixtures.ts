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
});

export { expect };
