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
