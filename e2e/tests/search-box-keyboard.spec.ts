import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

/**
 * Issue 30 point 5: on the home page a place suggestion chosen by keyboard (arrow, Enter) is only
 * chosen, as a click chooses it, so that type and price can still be set before searching; and
 * the search box keeps everything chosen when the visitor comes Back from the results.
 */

const PLACE = { it: 'Bolzano', de: 'Bozen' } as const;
const BOLZANO = '021008';

for (const language of ['it', 'de'] as const) {
  test(`issue 30.5: Arrow and Enter on a suggestion only choose it, and Back keeps the search box (${language})`, async ({
    page,
  }) => {
    const search = texts[language].search;
    await page.goto(`/?lang=${language}`);
    const box = page.getByRole('search', { name: search.label });
    const place = box.getByRole('combobox', { name: search.location });

    await place.click();
    await page.keyboard.type(PLACE[language]);
    await expect(
      page.getByRole('option', { name: new RegExp(`^${PLACE[language]}`) }).first(),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(place).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');

    // Chosen, not searched: still home, the place in the field, the list closed.
    await expect(place).toHaveValue(PLACE[language]);
    await expect(place).toHaveAttribute('aria-expanded', 'false');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');

    // Type and price are set next; then the search.
    const type = box.getByLabel(search.type);
    await type.selectOption('residential');
    const budget = box.getByRole('button', { name: new RegExp(search.budget) });
    await budget.click();
    await box.getByLabel(search.budgetFrom, { exact: true }).selectOption('100000');
    await box.getByRole('button', { name: search.submit }).click();
    await expect(page).toHaveURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('locationId')).toBe(BOLZANO);
    expect(url.searchParams.get('type')).toBe('residential');
    expect(url.searchParams.get('budget[min]')).toBe('100000');

    // Back home: the box as it was left.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(place).toHaveValue(PLACE[language]);
    await expect(type).toHaveValue('residential');
    await expect(budget).toContainText('100');

    // The kept place is the chosen one: Enter in the field searches it again.
    await place.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`locationId=${BOLZANO}`));
    await expect(page).toHaveURL(/type=residential/);
  });
}
