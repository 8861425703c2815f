import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

test('an unknown address shows the 404 page, whose Home button leads to / (buyer-side.md §2)', async ({
  page,
}) => {
  const response = await page.goto('/questa-pagina-non-esiste');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(texts.it.notFound.text)).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: texts.it.notFound.home }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: texts.it.home.hero.title }),
  ).toBeVisible();
});
