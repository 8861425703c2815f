import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

test.describe('issue 18: tried as a new user would', () => {
  test('typing a place and pressing Enter searches there', async ({ page }) => {
    await page.goto('/');
    const place = page.getByRole('combobox', { name: texts.it.search.location });
    await place.fill('Bolzano');
    await place.press('Enter');
    await expect(page).toHaveURL(/\/search\?.*locationId=/);
    await expect(page).toHaveURL(/locationName=Bolzano/);
  });
});

test.describe('issue 18: a link to a listing not published', () => {
  for (const language of ['it', 'de'] as const) {
    test(`goes home with a word about it (${language})`, async ({ page }) => {
      await page.goto(`/?lang=${language}`);
      await page.goto('/property/residential/00000000-0000-4000-8000-000000000000');
      await expect(page).toHaveURL('/');
      const notice = page.getByRole('status').filter({ hasText: texts[language].home.unavailable });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: texts[language].home.unavailableClose }).click();
      await expect(notice).toBeHidden();
    });
  }
});
