import { expect, test } from '../support/fixtures.ts';

test('an unknown address shows the 404 page, whose Home button leads to /', async ({ page }) => {
  await page.goto('/questa-pagina-non-esiste');
  await expect(page.getByText('Ups! Questa pagina non esiste (Error 404)')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
});
