/**
 * Pictures of a page as a user sees it, for looking at what was built (test-results/).
 */
import type { Page } from '@playwright/test';
import path from 'node:path';

/**
 * Photographs the page at a phone's and a desktop's width into `folder`, the window as tall as
 * the page (a full-page picture would draw the fixed header and navigation halfway down), and
 * leaves the window at 1280 × 900.
 */
export async function photograph(page: Page, folder: string, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.min(Math.max(height, 900), 3000) });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
