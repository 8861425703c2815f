// Playwright's own `test`: the suite's fixture waits for the app after every `goto`, which is
// exactly what these tests keep from starting.
import { expect, test, type Page } from '@playwright/test';
import { texts } from '../support/texts.ts';

/**
 * Issue 30 point 3: a server-rendered page is shown about a second before the app has started on
 * a slow machine, and for good when its code does not arrive. Links and the language switch are
 * plain links then: clicking them navigates without the app.
 */

/** The app's code is never delivered: the page stays as the server wrote it. */
async function withoutTheApp(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

async function firstListingPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/properties-search?lang=it');
  const { result } = (await response.json()) as { result: { _id: string; category: string }[] };
  const listing = result[0]!;
  return `/property/${listing.category}/${listing._id}`;
}

test.describe('issue 30.3: clicks before the app has started', () => {
  test('issue 30.3: DE on a property page shows it in German before the app starts', async ({
    page,
  }) => {
    await withoutTheApp(page);
    const path = await firstListingPath(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    const switcher = page.getByRole('group', { name: texts.it.language.switcher });
    await switcher.getByText('DE', { exact: true }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('group', { name: texts.de.language.switcher })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: texts.de.a11y.mainNavigation }).getByRole('link', {
        name: texts.de.nav.properties,
      }),
    ).toBeVisible();
  });

  test('issue 30.3: a link in the header leads to its page before the app starts', async ({
    page,
  }) => {
    await withoutTheApp(page);
    await page.goto('/contact');
    await page
      .getByRole('navigation', { name: texts.it.a11y.mainNavigation })
      .getByRole('link', { name: texts.it.nav.properties })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('issue 30.3: the German link keeps the page’s query and leaves the Italian one', async ({
    page,
  }) => {
    await withoutTheApp(page);
    await page.goto('/search?type=residential&lang=de');
    const switcher = page.getByRole('group', { name: texts.de.language.switcher });
    await switcher.getByText('IT', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('type')).toBe('residential');
    expect(url.searchParams.getAll('lang')).toEqual(['it']);
  });
});
