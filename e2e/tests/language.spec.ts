import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

test.describe('language switcher (buyer-side.md §2: it, de, en; choice stored; page reloads)', () => {
  test('switching to Deutsch reloads the page in German and keeps the choice', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.it.home.hero.title }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    const switcher = page.getByRole('group', { name: texts.it.language.switcher });
    const reloaded = page.waitForEvent('load');
    await switcher.getByRole('link', { name: 'Deutsch' }).click();
    await reloaded;

    await expect(
      page.getByRole('heading', { level: 1, name: texts.de.home.hero.title }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('group', { name: texts.de.language.switcher })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: texts.de.a11y.mainNavigation }).getByRole('link', {
        name: texts.de.nav.properties,
      }),
    ).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: texts.de.home.hero.title }),
    ).toBeVisible();
  });

  test('a ?lang= query sets the language and is remembered', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.en.home.hero.title }),
    ).toBeVisible();
    await expect(page).toHaveURL('/');

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: texts.en.home.hero.title }),
    ).toBeVisible();
  });
});
