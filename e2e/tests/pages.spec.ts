import { placeDataAttributions } from '@domus/domain/core/agency.config';
import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

test('the legal notice names the sources of the place data (issue 2 §5)', async ({ page }) => {
  await page.goto('/impressum');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: texts.it.impressum.title }),
  ).toBeVisible();
  await expect(
    main.getByRole('heading', { name: texts.it.impressum.dataSourcesHeading }),
  ).toBeVisible();
  for (const attribution of placeDataAttributions('it')) {
    await expect(main.getByText(attribution)).toBeVisible();
  }
});

test.describe('pages not offered in English (buyer-side.md §2)', () => {
  test('/about-us shows the agency in Italian', async ({ page }) => {
    await page.goto('/about-us');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.it.aboutUs.title }),
    ).toBeVisible();
    await expect(page).toHaveURL('/about-us');
  });

  test('/about-us in English goes to the home page', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.en.home.hero.title }),
    ).toBeVisible();

    await page.goto('/about-us');
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.en.home.hero.title }),
    ).toBeVisible();
  });

  test('/testimonies in English goes to the home page', async ({ page }) => {
    await page.goto('/?lang=en');
    await page.goto('/testimonies');
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.en.home.hero.title }),
    ).toBeVisible();
  });
});
